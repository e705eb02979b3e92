import { useMemo } from 'react';
import { renderMarkdown } from '@app/templating/markdown';
import { SanitisedHtml } from '../../../../components/ui/sanitised-html';

/**
 * The app's instructions (002 §2.3 "instruction text rendered as markdown"), through the engine's sanitising
 * renderer: raw HTML off, javascript:/data: links refused.
 */
export function DocumentsInstructions({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return <SanitisedHtml data-testid="documents-instructions" html={html} />;
}
