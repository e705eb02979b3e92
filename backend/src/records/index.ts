/** The records context's public surface: its events and projector for the app's catalogue, and its commands. */
export { RECORD_EVENTS, RECORD_STATUSES, SAVE_SOURCES, type RecordStatus, type SaveSource } from './record.events';
export { recordsProjector } from './records.projector';
/** For the queries context: a query over a catalog filters its records' documents (their values included). */
export { RECORDS, RECORDS_PROJECTOR, catalogKeyOf, recordDocId, type RecordDoc } from './records.projector';
/**
 * For the import wizard and the duplicates clear: saves one record's values (a new record, or a version of one;
 * `upsert` for an import that carries ids) with their own `source`, checked against the catalog's model.
 */
export { SaveRecordCommand, type SavedRecord } from './save-record/save-record.command';
export { DeleteRecordsCommand, type RecordsDeleted } from './delete-records/delete-records.command';
/** For the app-runs context: a run moves a record's status. */
export { SetRecordStatusCommand } from './set-record-status/set-record-status.command';
export type { SetRecordStatus } from './set-record-status/set-record-status.decide';
/** For the catalogs context: a catalog's global info is checked against the global's model as a record's values are. */
export { loadRecordModel } from './record-model';
export { assertRecordValues } from './record-values';
/** For the app-runs context: a run assembles the record's values as they stood at the version it names. */
export { recordAtVersion, type RecordAtVersion } from './record-at-version';
/** For the app-runs context: its routes name a catalog as the records routes do, under the same permissions. */
export { openCatalog } from './records-access';
/** For the app-runs context: the runs a record went through, and the version its values last changed at. */
export { recordRunMarks, type RecordRunMarks, type RunMark } from './record-run-marks';
/** For the app-runs context: an app's 'LINK record TO...' links a record to a query's item (and back). */
export { LinkRecordCommand, type LinkedRecord } from './link-record/link-record.command';
export { RECORDS_PROVIDER } from './link-record/link-record.decide';
export type { RecordLink } from './record.events';
