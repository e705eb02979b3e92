import { Module } from '@nestjs/common';
import { DeleteRecordsController } from './delete-records/delete-records.controller';
import { DeleteRecordsHandler } from './delete-records/delete-records.handler';
import { DuplicatesController } from './duplicates/duplicates.controller';
import { ImportRecordsController } from './import-records/import-records.controller';
import { ImportSessions } from './import-records/import-sessions';
import { UploadValuesController } from './import-records/upload-values.controller';
import { CsvUploads } from './parse-csv/csv-uploads';
import { ParseCsvController } from './parse-csv/parse-csv.controller';
import { DeletedRecordsController } from './deleted-records/deleted-records.controller';
import { GetRecordController } from './get-record/get-record.controller';
import { ListRecordsController } from './list-records/list-records.controller';
import { RecordHistoryController } from './record-history/record-history.controller';
import { RecordUsersController } from './record-users/record-users.controller';
import { RecordsAccess } from './records-deps';
import { RestoreVersionController } from './restore-version/restore-version.controller';
import { RestoreVersionHandler } from './restore-version/restore-version.handler';
import { SaveRecordController } from './save-record/save-record.controller';
import { SaveRecordHandler } from './save-record/save-record.handler';
import { SetRecordStatusHandler } from './set-record-status/set-record-status.handler';
import { LinkRecordHandler } from './link-record/link-record.handler';
import { UndeleteRecordController } from './undelete-record/undelete-record.controller';

/**
 * Records (002 §2.1, §4 Records, §7 Records): one stream per record, every save a version; lists, search and
 * filters over the records read model; history, diff and restore from the stream; delete and undelete.
 */
@Module({
  controllers: [
    // Before SaveRecordController: POST items/delete is the bulk delete, not a save of a record named "delete".
    DeleteRecordsController,
    UndeleteRecordController,
    RestoreVersionController,
    SaveRecordController,
    ListRecordsController,
    DeletedRecordsController,
    RecordUsersController,
    RecordHistoryController,
    GetRecordController,
    // The import and duplicates wizards (002 §4, §7).
    ParseCsvController,
    UploadValuesController,
    ImportRecordsController,
    DuplicatesController,
  ],
  providers: [
    CsvUploads,
    ImportSessions,
    RecordsAccess,
    SaveRecordHandler,
    DeleteRecordsHandler,
    RestoreVersionHandler,
    SetRecordStatusHandler,
    LinkRecordHandler,
  ],
})
export class RecordsModule {}
