import { validateAnswer, type InterviewModel, type InterviewVariable } from '@app/templating/interview';
import { useMemo, useState, type ReactNode } from 'react';
import { InterviewContext, useInterview, type InterviewContextValue } from '../../model/interview-context';
import { answerAt, withAnswerAt } from '../../model/widgets/answer-paths';
import { draftRelevance } from '../../model/widgets/object-cells';

/**
 * A popup's working copy of one object (INTERVIEW §4: changes count only on Done). Inside it the widgets see the
 * answers with the draft in place at `path`, relevance judged on them (the page's `relevanceFor`, else
 * draftRelevance), and their changes and field checks stay in the draft; the caller commits `draft` on Done.
 */
export function useDraft(path: string, model: InterviewModel | undefined, initial: unknown) {
  const outer = useInterview();
  const [draft, setDraft] = useState<Record<string, unknown>>(() =>
    initial !== null && typeof initial === 'object' && !Array.isArray(initial)
      ? (initial as Record<string, unknown>)
      : {},
  );
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(() => {
    const own = new Map<string, string>();
    for (const [at, message] of outer.errors) if (at.startsWith(`${path}.`)) own.set(at, message);
    return own;
  });
  const prefix = `${path}.`;
  const value = useMemo<InterviewContextValue>(() => {
    const answers = withAnswerAt(outer.answers, path, draft);
    const shown = outer.relevanceFor ? outer.relevanceFor(answers) : draftRelevance(outer.shown, prefix, model);
    const write = (at: string, next: unknown) => {
      if (!at.startsWith(prefix)) return;
      setDraft((current) => withAnswerAt(current, at.slice(prefix.length), next));
    };
    return {
      ...outer,
      answers,
      shown,
      errors,
      change: write,
      commit: write,
      check(at: string, variable: InterviewVariable, checked: unknown) {
        const message = validateAnswer(variable, checked);
        setErrors((current) => {
          const next = new Map(current);
          if (message) next.set(at, message);
          else next.delete(at);
          return next;
        });
      },
    };
  }, [outer, path, prefix, draft, errors, model]);
  return { draft, errors, context: value, valueAt: (at: string) => answerAt(value.answers, at) };
}

export function DraftProvider({ value, children }: { value: InterviewContextValue; children: ReactNode }) {
  return <InterviewContext.Provider value={value}>{children}</InterviewContext.Provider>;
}
