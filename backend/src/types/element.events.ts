import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';
import { ELEMENT_KINDS, MEMBER_KINDS } from './element-rules';

/** A member of a model as the designer edits it (001 §3 Member): its id, name and whatever properties it has. */
const member = z.looseObject({ _id: z.string().min(1).max(100), name: z.string().min(1).max(100) });
const properties = z.record(z.string(), z.unknown());

/**
 * One change of a saved batch, with what it replaced, so a version can be shown, compared and undone without
 * reading the versions before it. `element` changes the element's own properties (name, summary, key…).
 */
export const elementChange = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), kind: z.enum(MEMBER_KINDS), member }),
  z.object({
    action: z.literal('update'),
    kind: z.enum(MEMBER_KINDS),
    memberId: z.string().min(1),
    /** The member's name after the change, for history lines that read without folding. */
    name: z.string().min(1),
    set: properties,
    /** The replaced values; a property that did not exist before is `null` here and removed on undo. */
    before: properties,
  }),
  z.object({ action: z.literal('remove'), kind: z.enum(MEMBER_KINDS), member }),
  z.object({ action: z.literal('element'), set: properties, before: properties }),
]);

/** A new element: version 1. `definition` holds its properties (summary, key, table data, query source…). */
export const ElementCreated = defineEvent({
  type: 'ElementCreated',
  schema: z.object({
    elementId: z.string().min(1),
    name: z.string().min(1),
    kind: z.enum(ELEMENT_KINDS),
    definition: properties,
    members: z.array(z.object({ kind: z.enum(MEMBER_KINDS), member })),
  }),
});

/**
 * One saved list of pending changes (or a revert, or an import): the next version of the element. `revertedTo`
 * names the version a revert brought back.
 */
export const ElementChangesSaved = defineEvent({
  type: 'ElementChangesSaved',
  schema: z.object({
    elementId: z.string().min(1),
    version: z.number().int().min(2),
    changes: z.array(elementChange).min(1),
    revertedTo: z.number().int().min(1).optional(),
  }),
});

/** Deleted from the designer's lists; the stream stays, and the element can be restored with its history. */
export const ElementDeleted = defineEvent({
  type: 'ElementDeleted',
  schema: z.object({ elementId: z.string().min(1), version: z.number().int().min(2) }),
});

export const ElementRestored = defineEvent({
  type: 'ElementRestored',
  schema: z.object({ elementId: z.string().min(1), version: z.number().int().min(2) }),
});

/** A name an author gave one version ("Before the 2027 rates"); not a version itself. */
export const ElementVersionLabelled = defineEvent({
  type: 'ElementVersionLabelled',
  schema: z.object({ elementId: z.string().min(1), version: z.number().int().min(1), label: z.string().max(200) }),
});

/** One element of the designer: `{tenant}.type-{elementId}`. */
export const ELEMENT_EVENTS = [
  ElementCreated,
  ElementChangesSaved,
  ElementDeleted,
  ElementRestored,
  ElementVersionLabelled,
] as const;
export type ElementEvent = EventOf<typeof ELEMENT_EVENTS>;
export type ElementChange = z.output<typeof elementChange>;
export type Member = z.output<typeof member>;
