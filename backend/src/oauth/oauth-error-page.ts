import type { Response } from 'express';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A whole page, not JSON: these routes are opened by the browser itself (a full-page redirect), so a
 * person reads the answer. The text is also the page's title, so tests and logs see it plainly.
 */
export function sendErrorPage(res: Response, status: number, message: string, backLink?: string): void {
  const text = escapeHtml(message);
  const back = backLink ? `<p><a href="${escapeHtml(backLink)}">Back to sign-in</a></p>` : '';
  res
    .status(status)
    .type('text/html; charset=utf-8')
    .setHeader('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${text}</title>` +
        '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
        `<body style="font-family: sans-serif; margin: 3rem auto; max-width: 36rem"><h1 style="font-size: 1.25rem">${text}</h1>${back}</body></html>`,
    );
}
