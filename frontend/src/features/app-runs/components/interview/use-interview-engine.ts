import { useCallback, useMemo } from 'react';
import { planScreens, relevance, type Answers } from '@app/templating/interview';
import { globalNamesOf, withGlobals } from '../../model/interview-globals';
import type { InterviewOpened } from '../../model/interview.types';
import { useLiveQueryOptions } from './use-live-query-options';

const NO_ANSWERS: Answers = {};

/**
 * The interview's engine on the committed answers (INTERVIEW §5): the input (with query options asked anew as their
 * arguments change), the screens planned from it, the catalog's global info laid over the answers, and relevance —
 * of the committed answers, and of a draft (an object edited in a popup).
 */
export function useInterviewEngine({
  tenancy,
  opened,
  recordId,
  committed,
  liveOptions,
}: {
  tenancy: string;
  opened: InterviewOpened;
  recordId: string | null;
  committed: Answers;
  /** Whether query options follow the answers (a record's interview that may be edited). */
  liveOptions: boolean;
}) {
  // Selections from a query whose arguments read answers get their options anew as those answers change (a record's
  // interview; a global-info app's asks at its open only).
  const input = useLiveQueryOptions(
    tenancy,
    { catalog: opened.catalog.name, recordId, app: opened.app.name },
    opened.input,
    committed,
    opened.record?.values ?? NO_ANSWERS,
    liveOptions,
  );
  const plan = useMemo(() => planScreens(input), [input]);
  // A record's global variables read the catalog's global info (the open's `globals`), never the record's answers:
  // relevance and Finish's check judge the answers with it in place, as the run will read them.
  const globals = opened.globals;
  const globalNames = useMemo(() => (globals ? globalNamesOf(input) : []), [globals, input]);
  const withInfo = useCallback(
    (answers: Answers) => (globals ? withGlobals(answers, globalNames, globals) : answers),
    [globals, globalNames],
  );
  const engineAnswers = useMemo(() => withInfo(committed), [withInfo, committed]);
  const shown = useMemo(() => relevance(input, engineAnswers, plan), [input, engineAnswers, plan]);
  const relevanceFor = useCallback(
    (draft: Answers) => relevance(input, withInfo(draft), plan),
    [input, plan, withInfo],
  );

  return { input, plan, globals, globalNames, withInfo, engineAnswers, shown, relevanceFor };
}
