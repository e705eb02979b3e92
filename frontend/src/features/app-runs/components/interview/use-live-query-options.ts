import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Answers, InterviewInput } from '@app/templating/interview';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { queryOptionsOnAnswers } from '../../api/get-query-options.api';
import { liveQuerySelections, readAnswers, withLiveOptions } from '../../model/live-query-options';

/** A change to an answer an argument reads asks again once typing has settled. */
const ASK_AFTER_MS = 400;

/**
 * The interview's input with fresh options for selections from a query whose arguments read answers
 * (`Clients(City)`): when an answer they read changes, the server is asked (debounced) for the options on the new
 * answers, and the widgets, the field checks and Finish's check all read them; Finish runs the query again on the
 * saved answers, so both judge the same list. On the answers the interview opened with, the open's options stand.
 */
export function useLiveQueryOptions(
  tenancy: string,
  place: { catalog: string; recordId: string | null; app: string },
  input: InterviewInput,
  answers: Answers,
  /** The answers the open evaluated the arguments on (the record's saved ones; none for a new record). */
  openedOn: Answers,
  enabled: boolean,
): InterviewInput {
  const selections = useMemo(() => (enabled ? liveQuerySelections(input.model) : []), [enabled, input]);
  const wanted = useMemo(
    () => selections.map(({ path, reads }) => ({ path, answers: readAnswers(answers, reads) })),
    [selections, answers],
  );
  // As text, so that an unchanged answer (a new answers object each commit) neither waits nor asks again.
  const wantedText = useDebouncedValue(JSON.stringify(wanted), ASK_AFTER_MS);
  // Answers restored on this device since may differ from those the open saw: then the first render asks too.
  const [opened] = useState(
    () => new Map(selections.map(({ path, reads }) => [path, JSON.stringify(readAnswers(openedOn, reads))])),
  );
  const settled = useMemo(() => JSON.parse(wantedText) as typeof wanted, [wantedText]);
  const results = useQueries({
    queries: settled.map((each) => ({
      ...queryOptionsOnAnswers(tenancy, place, each.path, each.answers),
      enabled: opened.get(each.path) !== JSON.stringify(each.answers),
    })),
  });
  const fresh = new Map<string, readonly string[]>();
  settled.forEach((each, index) => {
    const data = results[index]?.data;
    if (data && opened.get(each.path) !== JSON.stringify(each.answers)) fresh.set(each.path, data.options);
  });
  const freshText = JSON.stringify([...fresh]);
  // Back on the answers the interview opened with, the open's options stand again.
  return useMemo(
    () => withLiveOptions(input, new Map(JSON.parse(freshText) as [string, string[]][])),
    [input, freshText],
  );
}
