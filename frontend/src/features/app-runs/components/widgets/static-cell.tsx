import { useMemo } from 'react';
import { SanitisedHtml } from '../../../../components/ui/sanitised-html';
import { useInterview } from '../../model/interview-context';
import { answersScope } from '../../model/widgets/answers-scope';
import { staticCellHtml } from '../../model/widgets/static-markdown';

/** A static cell (INTERVIEW §2): sanitised markdown, its `{[fields]}` evaluated on the current answers. */
export function StaticCell({ content, prefix = '' }: { content: string; prefix?: string }) {
  const { answers, shown, locale } = useInterview();
  const html = useMemo(
    () => staticCellHtml(content, answersScope(answers, shown.formulaValues, prefix, locale, shown.objects)),
    [content, answers, shown.formulaValues, prefix, locale, shown.objects],
  );
  return <SanitisedHtml className="interview-static" html={html} />;
}
