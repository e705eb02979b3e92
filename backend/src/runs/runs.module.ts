import { Global, Module } from '@nestjs/common';
import { QueriesModule } from '../queries/queries.module';
import { RECORD_RUNS } from '../shared/record-runs/record-runs.port';
import { AnswerFilesController } from './answer-files/answer-files.controller';
import { AnswerUploads } from './answer-files/answer-uploads';
import { AppDataController } from './app-data/app-data.controller';
import { AppLinkController } from './app-data/app-link.controller';
import { AppLinkToQuery } from './app-data/app-link.service';
import { AppDataFromQuery } from './app-data/app-data.service';
import { AppResultController } from './app-result/app-result.controller';
import { AppResults } from './app-result/app-results';
import { RunAssembler } from './assemble-run/run-assembler';
import { DownloadsController } from './downloads/downloads.controller';
import { RunDownloads } from './downloads/run-downloads';
import { FinishInterviewController } from './finish-interview/finish-interview.controller';
import { ExternalAutoClose } from './finish-interview/external-auto-close';
import { FinishInterview } from './finish-interview/finish-interview.handler';
import { RunNotifier } from './notify-run/run-notifier';
import { GlobalInfoController } from './global-info/global-info.controller';
import { GlobalInfoFiles } from './global-info/global-info-files';
import { GlobalInfoApps } from './global-info/global-info.service';
import { InterviewInputs } from './interview-input/interview-inputs';
import { OpenInterviewController } from './open-interview/open-interview.controller';
import { OpenInterview } from './open-interview/open-interview.service';
import { QueryOptionsController } from './query-options/query-options.controller';
import { QueryOptionsOnAnswers } from './query-options/query-options.service';
import { SaveDataBack } from './save-data-back/save-data-back';
import { SelectDataController } from './select-data/select-data.controller';
import { SelectDataForObject } from './select-data/select-data.service';
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
  // The queries runner: selections whose options come from a query (interview-input/interview-sources.ts).
  imports: [QueriesModule],
  controllers: [
    // Contract §1: GET /{t}/api/runs/{catalog}/{recordId|new}/{app}/interview.
    OpenInterviewController,
    // A query selection's options on the current answers: POST …/{recordId|new}/{app}/options/{variable}.
    QueryOptionsController,
    // An object's 'SELECT data FROM…': POST …/{recordId|new}/{app}/select/{variable}.
    SelectDataController,
    // The app's 'SELECT data FROM…': GET|POST …/{recordId|new}/{app}/app-data, POST …/app-data/choose.
    AppDataController,
    AppLinkController,
    // Contract §3, and the file question's upload.
    FinishInterviewController,
    AnswerFilesController,
    // Contract §4: registered after the records routes (RecordsModule comes first in app.module.ts).
    AppResultController,
    // Contract §5.
    DownloadsController,
    // 'Send documents': POST /{t}/api/runs/{catalog}/{recordId}/{runId}/send.
    SendDocumentsController,
    // Global-info apps: /{t}/api/runs/{catalog}/globals/{globalTarget}/{app}/interview|answers|finish|files.
    GlobalInfoController,
  ],
  providers: [
    RunAssembler,
    RunNotifier,
    RunQueue,
    InterviewInputs,
    OpenInterview,
    QueryOptionsOnAnswers,
    SelectDataForObject,
    SaveDataBack,
    AppDataFromQuery,
    AppLinkToQuery,
    GlobalInfoApps,
    GlobalInfoFiles,
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
