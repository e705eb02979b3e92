import { useCallback, useMemo, useRef, useState } from 'react';
import {
  validateAnswer,
  type Answers,
  type InterviewInput,
  type InterviewVariable,
  type Relevance,
} from '@app/templating/interview';
import { uploadAnswerFile } from '../../api/upload-answer-file.api';
import type { useInterviewAutosave } from '../../machines/use-interview-autosave';
import type { InterviewContextValue } from '../../model/interview-context';
import { unfitAnswer } from '../../model/interview-variables';
import { withAnswerAt } from '../../model/widgets/answer-paths';

/**
 * The answers the widgets draw and the context they reach them through (contract: model/interview-context.ts):
 * committed answers from the autosave, drafts typed but not committed (drawn, not read by relevance, INTERVIEW §5),
 * and the field messages. An answer that does not fit stays a draft with its message and is not saved (§6).
 */
export function useInterviewAnswers({
  tenancy,
  catalog,
  input,
  autosave,
  shown,
  relevanceFor,
  readOnly,
  external,
  globals,
  withInfo,
  onCommit,
  uploadTo,
  selectPlace,
}: {
  tenancy: string;
  catalog: string;
  input: InterviewInput;
  autosave: ReturnType<typeof useInterviewAutosave>;
  shown: Relevance;
  relevanceFor: (draft: Answers) => Relevance;
  readOnly: boolean;
  external: boolean;
  /** The catalog's global info of a record's interview (the open's `globals`); absent: globals are asked. */
  globals?: InterviewContextValue['globals'];
  /** The answers with the global info in place: what the widgets draw and static text reads. */
  withInfo(answers: Answers): Answers;
  /** Any committed answer: the page's "Answers saved" notice goes. */
  onCommit(): void;
  /** Where file answers go when the answers are not a record's (a global-info app's own files route). */
  uploadTo?: (file: File) => Promise<unknown>;
  /** A record's interview: where objects selecting their data from a query ask for its items. */
  selectPlace?: InterviewContextValue['selectPlace'];
}) {
  // Typed, not committed yet: drawn in the fields but not read by relevance (INTERVIEW §5).
  const [drafts, setDrafts] = useState<ReadonlyMap<string, unknown>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  // The same messages, current at once: Enter commits an answer and asks for Next in one go, before a render.
  const errorsNow = useRef<ReadonlyMap<string, string>>(errors);
  const setFieldError = useCallback((path: string, message: string | null) => {
    const was = errorsNow.current;
    if ((was.get(path) ?? null) === message) return;
    const next = new Map(was);
    if (message) next.set(path, message);
    else next.delete(path);
    errorsNow.current = next;
    setErrors(next);
  }, []);
  const committed = autosave.answers;
  const answers = useMemo(() => {
    let shownAnswers: Answers = committed;
    for (const [path, value] of drafts) shownAnswers = withAnswerAt(shownAnswers, path, value);
    return withInfo(shownAnswers);
  }, [committed, drafts, withInfo]);

  // What the widgets' context depends on: the autosave's callbacks are stable.
  const commitAnswer = autosave.commit;
  const uploadRecord = autosave.recordId;
  const updatedBy = autosave.updatedBy;
  const context = useMemo<InterviewContextValue>(
    () => ({
      answers,
      shown,
      errors,
      readOnly,
      external,
      globals,
      change: (path, value) =>
        setDrafts((was) => {
          const next = new Map(was);
          next.set(path, value);
          return next;
        }),
      commit: (path, value) => {
        onCommit();
        // An answer that does not fit stays in its field, with its message, and is not saved (INTERVIEW §6).
        const unfit = unfitAnswer(input.model, path, value);
        setFieldError(path, unfit);
        setDrafts((was) => {
          if (unfit) return new Map(was).set(path, value);
          if (!was.has(path)) return was;
          const next = new Map(was);
          next.delete(path);
          return next;
        });
        if (!unfit) commitAnswer(path, value);
      },
      check: (path: string, variable: InterviewVariable, value: unknown) => {
        const message = validateAnswer(variable, value);
        setFieldError(path, message);
      },
      upload: (file: File) => (uploadTo ? uploadTo(file) : uploadAnswerFile(tenancy, catalog, uploadRecord, file)),
      updatedBy,
      relevanceFor,
      locale: input.locale,
      selectPlace,
    }),
    [
      answers,
      shown,
      errors,
      setFieldError,
      readOnly,
      external,
      globals,
      commitAnswer,
      uploadRecord,
      uploadTo,
      updatedBy,
      tenancy,
      catalog,
      relevanceFor,
      input.model,
      input.locale,
      selectPlace,
    ],
  );

  return { context, errors, errorsNow };
}
