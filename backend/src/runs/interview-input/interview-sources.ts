import type { ElementState } from '../../types';
import { referencesOf, type InterviewSources } from './interview-input';

/** Most elements one interview may draw on (object models and tables, nested): a bound on what one open reads. */
const MAX_ELEMENTS = 200;

/**
 * The elements a model's interview refers to (its object models, theirs in turn, and its tables), loaded once each
 * through `load` (by id or name; null for none or a deleted one), as the synchronous sources buildInterviewInput
 * takes. Names are matched case aside, as the designer matches them.
 */
export async function gatherInterviewSources(
  model: ElementState,
  load: (idOrName: string) => Promise<ElementState | null>,
): Promise<InterviewSources> {
  const found = new Map<string, ElementState | null>();
  const key = (reference: string) => reference.toLowerCase();
  const queue = referencesOf(model);
  while (queue.length > 0 && found.size < MAX_ELEMENTS) {
    const reference = queue.shift()!;
    if (found.has(key(reference))) continue;
    const loaded = await load(reference);
    const element = loaded && loaded.exists && !loaded.deleted ? loaded : null;
    found.set(key(reference), element);
    if (element) {
      found.set(key(element.elementId), element);
      found.set(key(element.name), element);
      if (element.kind === 'model') queue.push(...referencesOf(element));
    }
  }
  return { element: (idOrName) => found.get(key(idOrName)) ?? null };
}
