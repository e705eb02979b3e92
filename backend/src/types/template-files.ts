import type { EventStore } from '@app/storage';
import { notFound } from '../shared/domain/domain-error';
import type { Member } from './element.events';
import { findMember, type ElementState } from './element.state';
import { ElementStream } from './element.streams';
import { elementNotFound } from './save-element-changes/save-element-changes.decide';

/**
 * The element a template upload, compile or download is about, at its latest version, from its stream (not the
 * read model, so a model saved a moment ago is found): a 404 when there is none or it was deleted.
 */
export async function liveElement(store: EventStore, tenant: string, elementId: string): Promise<ElementState> {
  const { state } = await ElementStream.load(store, tenant, elementId);
  if (!state.exists || state.deleted) throw notFound(elementNotFound(elementId));
  return state;
}

export const templateNotFound = (element: string, template: string) => `${element} has no template named ${template}.`;

/** A template of the element by name, case aside (as the designer's addresses name it), or a 404. */
export function templateNamed(state: ElementState, name: string): Member {
  const template = findMember(state, 'template', { name });
  if (!template) throw notFound(templateNotFound(state.name, name));
  return template;
}

/** The template types whose file is a Word document or a PDF form (001 §3 Template: type). */
export const FILE_TEMPLATE_TYPES: ReadonlySet<unknown> = new Set(['docx', 'pdf', 'pdff']);
