import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverSaid } from '../../../../lib/http/http-error';
import { useFinishInterview } from '../../api/finish-interview.api';
import type { useInterviewAutosave } from '../../machines/use-interview-autosave';
import type { AnswersDestination } from '../../model/answers-destination';
import type { ProblemGroup } from '../../model/interview-navigation';
import type { InterviewOpened } from '../../model/interview.types';

/**
 * Finish (INTERVIEW §7): the answers saved first, every screen checked (the problems go to the error summary unless
 * the person assembles anyway), then the run started — or the answers handed to their destination (a global-info
 * app), the portal's completion for an external user, the "answers saved" notice for an app without documents, and
 * the documents page otherwise.
 */
export function useInterviewFinish({
  tenancy,
  opened,
  external,
  destination,
  autosave,
  problemsNow,
  onProblems,
  onDone,
  onPortalFinished,
}: {
  tenancy: string;
  opened: InterviewOpened;
  external: boolean;
  destination?: AnswersDestination;
  autosave: ReturnType<typeof useInterviewAutosave>;
  /** The problems Finish would list now, grouped by screen; null when there are none. */
  problemsNow(): ProblemGroup[] | null;
  onProblems(groups: ProblemGroup[]): void;
  /** Finished without a page to go to: the error summary has nothing left to say. */
  onDone(): void;
  onPortalFinished(finished: { recordId: string; ranDocuments: boolean }): void;
}) {
  const navigate = useNavigate();
  const finish = useFinishInterview();
  const [finishError, setFinishError] = useState<string | null>(null);
  const [answersSaved, setAnswersSaved] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const catalog = opened.catalog.name;
  const app = opened.app.name;
  const place = { tenancy, catalog, app };

  const runFinish = async (anyway: boolean) => {
    setFinishing(true);
    setFinishError(null);
    try {
      const saved = await autosave.flush();
      if (!saved.saved) {
        setFinishError('Your answers are not saved yet, so the app cannot finish. Try again when they are saved.');
        return;
      }
      const problems = anyway ? null : problemsNow();
      if (problems) {
        onProblems(problems);
        return;
      }
      if (destination) {
        await destination.finish(saved.version ?? 0);
        if (autosave.recordId) autosave.device.saveScreen({ ...place, recordId: autosave.recordId }, '');
        return;
      }
      if (saved.recordId === null || saved.version === null) {
        setFinishError('Answer a question first: the record is created with its first answer.');
        return;
      }
      const answer = await finish.mutateAsync({
        tenancy,
        catalog,
        recordId: saved.recordId,
        app,
        version: saved.version,
        anyway,
      });
      if (autosave.recordId) autosave.device.saveScreen({ ...place, recordId: autosave.recordId }, '');
      if (external && opened.external) {
        onPortalFinished({ recordId: saved.recordId, ranDocuments: answer.runId !== null && opened.app.generateDocs });
        return;
      }
      if (answer.runId === null || !opened.app.generateDocs) {
        onDone();
        setAnswersSaved(true);
        return;
      }
      navigate(
        `/${tenancy}/${encodeURIComponent(catalog)}/${encodeURIComponent(saved.recordId)}/${encodeURIComponent(app)}/documents`,
      );
    } catch (error) {
      setFinishError(serverSaid(error) ?? 'The app could not finish. Try again.');
    } finally {
      setFinishing(false);
    }
  };

  return { runFinish, finishing, finishError, answersSaved, setAnswersSaved };
}
