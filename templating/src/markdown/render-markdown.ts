import MarkdownIt from 'markdown-it';

/**
 * Schemes that run code or smuggle content when a link or image is followed. markdown-it's own
 * check lets some `data:image/…` URLs through; tenants' templates must not carry any.
 */
const BLOCKED_SCHEME = /^(?:javascript|vbscript|data|file):/;

/**
 * Browsers drop ASCII whitespace and control characters inside a scheme (`java\tscript:`), and
 * percent-encoding may hide them, so the check runs on the URL as a browser would read it.
 */
export function isSafeLinkUrl(url: string): boolean {
  let text = url;
  for (let i = 0; i < 3; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      break;
    }
    if (decoded === text) break;
    text = decoded;
  }
  // eslint-disable-next-line no-control-regex
  const squeezed = text.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200d\ufeff]/g, '').toLowerCase();
  return !BLOCKED_SCHEME.test(squeezed);
}

type Renderer = InstanceType<typeof MarkdownIt>;

let renderer: Renderer | undefined;

function markdown(): Renderer {
  if (!renderer) {
    // Raw HTML is off: a template must not carry <script>, event handlers or <iframe>.
    renderer = new MarkdownIt({ html: false, linkify: false, typographer: false });
    // Entities are already decoded when markdown-it calls this (`&#106;avascript:` arrives as `javascript:`).
    renderer.validateLink = isSafeLinkUrl;
  }
  return renderer;
}

/** Renders markdown (from a template that allows formatting) to HTML safe to insert in a page. */
export function renderMarkdown(source: string): string {
  return markdown().render(source);
}

/** Renders one paragraph's worth of markdown without the wrapping `<p>`, for inline places such as summaries. */
export function renderMarkdownInline(source: string): string {
  return markdown().renderInline(source);
}
