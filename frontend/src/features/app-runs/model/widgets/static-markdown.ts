import type { Scope } from '@app/templating/expression';
import { renderMarkdown } from '@app/templating/markdown';
import { compileTextTemplate } from '@app/templating/text';

/**
 * A static cell's HTML (INTERVIEW §2): its `{[fields]}` evaluated on the current answers (an unanswered field shows
 * nothing: the person answering should not read `[Client.Name]`), then its markdown rendered by the engine's
 * sanitising renderer (raw HTML off; javascript:, vbscript:, data: and file: links refused). Headings go one level
 * down, since the screen's title is the page's only h1. A template that does not compile shows as written.
 */
export function staticCellHtml(source: string, scope: Scope): string {
  let text = source;
  try {
    text = compileTextTemplate(source).render(scope, { placeholders: false, maxLength: 100_000 }).text;
  } catch {
    // Shown as written: the author sees the mistake in the preview; the page must not break.
  }
  return demoteHeadings(renderMarkdown(text));
}

/** `<h1>` → `<h2>` … `<h5>` → `<h6>`; `<h6>` stays. */
export const demoteHeadings = (html: string) =>
  html.replace(/<(\/?)h([1-6])>/g, (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + 1)}>`);
