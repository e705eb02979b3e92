import { Global, Module } from '@nestjs/common';
import { RECORD_RUNS } from '../shared/record-runs/record-runs.port';
import { AnswerFilesController } from './answer-files/answer-files.controller';
import { AnswerUploads } from './answer-files/answer-uploads';
import { AppResultController } from './app-result/app-result.controller';
import { AppResults } from './app-result/app-results';
import { RunAssembler } from './assemble-run/run-assembler';
import { DownloadsController } from './downloads/downloads.controller';
import { RunDownloads } from './downloads/run-downloads';
import { FinishInterviewController } from './finish-interview/finish-interview.controller';
import { ExternalAutoClose } from './finish-interview/external-auto-close';
import { FinishInterview } from './finish-interview/finish-interview.handler';
import { RunNotifier } from './notify-run/run-notifier';
import { InterviewInputs } from './interview-input/interview-inputs';
import { OpenInterviewController } from './open-interview/open-interview.controller';
import { OpenInterview } from './open-interview/open-interview.service';
import { RecordRunsView } from './record-runs-view';
import { RunQueue } from './run-queue/run-queue';
import { RunDocumentSender } from './send-documents/run-document-sender';
import { SendDocuments } from './send-documents/send-documents';
import { SendDocumentsController } from './send-documents/send-documents.controller';
import { SendRunDocumentsHandler } from './send-documents/send-run-documents.handler';

/**
 * App runs (issue 16): one stream per run of an app on a record; the interview's open and Finish, the background
 * assembly (RunQueue), the app result, the downloads and the file answers. Global for one provider only: the
 * records views read runs through the RECORD_RUNS port (records cannot import this context, which imports records).
 */
@Global()
@Module({
  controllers: [
    // Contract §1: GET /{t}/api/runs/{catalog}/{recordId|new}/{app}/interview.
    OpenInterviewController,
    // Contract §3, and the file question's upload.
    FinishInterviewController,
    AnswerFilesController,
    // Contract §4: registered after the records routes (RecordsModule comes first in app.module.ts).
    AppResultController,
    // Contract §5.
    DownloadsController,
    // 'Send documents': POST /{t}/api/runs/{catalog}/{recordId}/{runId}/send.
    SendDocumentsController,
  ],
  providers: [
    RunAssembler,
    RunNotifier,
    RunQueue,
    InterviewInputs,
    OpenInterview,
    FinishInterview,
    ExternalAutoClose,
    AppResults,
    RunDownloads,
    AnswerUploads,
    RunDocumentSender,
    SendDocuments,
    SendRunDocumentsHandler,
    { provide: RECORD_RUNS, useClass: RecordRunsView },
  ],
  exports: [RunAssembler, RECORD_RUNS],
})
export class RunsModule {}
