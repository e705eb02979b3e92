import { z } from 'zod';
import { MEMBER_KINDS } from '../element-rules';

const properties = z.record(z.string(), z.unknown());

/**
 * One pending change as the designer sends it (001 §3 "Pending change record"), normalised: a member added
 * with its properties, a member's properties set (`null` removes one), a member removed, or the element's own
 * properties set.
 */
export const pendingChangeSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('add'),
    kind: z.enum(MEMBER_KINDS),
    member: properties.and(z.object({ name: z.unknown() })),
  }),
  z.object({
    action: z.literal('update'),
    kind: z.enum(MEMBER_KINDS),
    memberId: z.string().min(1).max(100),
    set: properties,
  }),
  z.object({ action: z.literal('remove'), kind: z.enum(MEMBER_KINDS), memberId: z.string().min(1).max(100) }),
  z.object({ action: z.literal('element'), set: properties }),
]);

export type PendingChange = z.output<typeof pendingChangeSchema>;
