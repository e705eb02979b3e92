import { INTERVIEW_REVEAL_EVENT } from '../interview-context';
import { fieldId } from './answer-paths';

const FRAMES_TO_WAIT = 10;

/**
 * Focuses the input of the field at `path` (an error summary link, INTERVIEW §6). A field inside a closed popup or
 * accordion panel is not on the page yet: the object widget holding it is asked to open (INTERVIEW_REVEAL_EVENT),
 * and the field is focused once drawn. Resolves to whether a field took focus.
 */
export function revealField(path: string, tries = FRAMES_TO_WAIT): Promise<boolean> {
  const focus = () => {
    const element = document.getElementById(fieldId(path));
    if (!element) return false;
    element.scrollIntoView?.({ block: 'center' });
    element.focus();
    return true;
  };
  if (focus()) return Promise.resolve(true);
  window.dispatchEvent(new CustomEvent(INTERVIEW_REVEAL_EVENT, { detail: { path } }));
  return new Promise((resolve) => {
    let left = tries;
    const attempt = () => {
      if (focus()) return resolve(true);
      left -= 1;
      if (left <= 0) return resolve(false);
      requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  });
}

/** Whether a path lies inside the object or list at `owner` (`Client.Name` in Client, `Kids[0].Age` in Kids). */
export const isInside = (owner: string, path: string) => path.startsWith(`${owner}.`) || path.startsWith(`${owner}[`);

/** The list item a path inside a list lies in: `Kids[2].Age` in Kids → 2; else undefined. */
export function itemIndexOf(list: string, path: string): number | undefined {
  if (!path.startsWith(`${list}[`)) return undefined;
  const match = /^\[(\d+)\]/.exec(path.slice(list.length));
  return match ? Number(match[1]) : undefined;
}
