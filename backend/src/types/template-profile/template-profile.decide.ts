import { invalid, notFound } from '../../shared/domain/domain-error';
import type { ElementEvent } from '../element.events';
import { findMember, type ElementState } from '../element.state';
import { decideSaveElementChanges } from '../save-element-changes/save-element-changes.decide';

/** The template types whose documents a storage profile files (001 §2: "the docx or pdf template type"). */
const PROFILED_TYPES: ReadonlySet<unknown> = new Set(['docx', 'pdf', 'pdff']);

export const noSuchTemplate = (element: string, template: string) => `${element} has no template named ${template}.`;
export const notProfiled = (template: string) =>
  `${template} is not a Word or PDF template: only those are stored with a profile.`;

export interface SaveTemplateProfileInput {
  elementId: string;
  templateName: string;
  /** Checked against the workspace's offered profiles by the caller; '' removes the profile. */
  profile: string;
  def: Readonly<Record<string, unknown>>;
}

/**
 * 001 §4 "Template profile: saving posts then reloads": the template's `profile` and `def` set as one version of
 * the element, through the save's own decision (nothing changed, nothing recorded). No profile removes both.
 */
export function decideSaveTemplateProfile(input: SaveTemplateProfileInput, state: ElementState): ElementEvent[] {
  const template = state.exists && !state.deleted ? findMember(state, 'template', { name: input.templateName }) : null;
  if (state.exists && !state.deleted && !template) throw notFound(noSuchTemplate(state.name, input.templateName));
  if (template && !PROFILED_TYPES.has(template.type)) throw invalid(notProfiled(template.name));
  const set = input.profile === '' ? { profile: null, def: null } : { profile: input.profile, def: input.def };
  return decideSaveElementChanges(
    {
      elementId: input.elementId,
      changes: template ? [{ action: 'update', kind: 'template', memberId: template._id, set }] : [],
      newMemberId: () => {
        throw new Error('a profile adds no member');
      },
    },
    state,
  );
}
