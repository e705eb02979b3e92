import type { EventStore } from '@app/storage';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../shared/domain/domain-error';
import { appendDecided, type PendingWrite } from '../../shared/event-sourcing/append-decided';
import type { RecordModel } from '../record-model';
import { summarizeRecord } from '../record-summary';
import { assertNoGlobalValues, assertRecordValues } from '../record-values';
import { initialRecordState, type RecordValues } from '../record.state';
import { RecordStream } from '../record.streams';
import { decideCreateRecord } from '../save-record/save-record.decide';
import type { ConvertedRow, RowFailure } from './row-conversion';

/** What the import tells as it goes and when it ends (002 §7: compiling, total, succeeded, failed, completed). */
export interface ImportSummary {
  total: number;
  succeeded: number;
  failed: number;
  /** Why each failed row failed, in row order; the first MAX_LISTED_FAILURES of them. */
  failures: RowFailure[];
  /** Columns (or JSON keys) that name no variable of the model: their values were not imported. */
  unknownColumns: string[];
  /** Pass as X-Min-Position to see the imported records in the lists. */
  position: number;
}

export type ImportEvent =
  | { event: 'compiling'; data: { columns: string[]; unknownColumns: string[] } }
  | { event: 'total'; data: { total: number } }
  | { event: 'succeeded'; data: { succeeded: number } }
  | { event: 'failed'; data: { failed: number; failures: RowFailure[] } }
  | { event: 'completed'; data: ImportSummary }
  | { event: 'error'; data: { message: string } };

/** Rows written per append (one atomic multi-stream append) and between two progress events. */
export const IMPORT_BATCH = 1000;
/** A file of 50,000 bad rows is summed up, not listed whole. */
export const MAX_LISTED_FAILURES = 1000;

export interface ImportTarget {
  store: EventStore;
  tenant: string;
  actorId: string | null;
  catalogId: string;
  model: RecordModel;
  /** The app the import was started for (initApp), kept as the versions' app. */
  app?: string;
}

/** The model check's refusal of a row, as a failure (its message names the variable). */
function checked(model: RecordModel, row: number, values: RecordValues): RowFailure | null {
  try {
    assertRecordValues(model, values);
    assertNoGlobalValues(model, values);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return { row, reason: error.message };
    throw error;
  }
}

/**
 * Imports converted rows as new records of the catalog: each row is checked whole against the model and is one
 * RecordCreated event, or a failure with its reason (never half a record). Good rows are appended in batches of
 * IMPORT_BATCH, each batch all or nothing, with progress told after each. `cancelled` (the dialog closed) stops
 * it between batches: what was appended stays.
 */
export async function runImport(
  target: ImportTarget,
  rows: AsyncIterable<ConvertedRow>,
  total: number,
  unknownColumns: string[],
  emit: (event: ImportEvent) => void,
  cancelled: () => boolean = () => false,
): Promise<ImportSummary> {
  const { store, tenant, actorId, catalogId, model } = target;
  const summarize = (values: RecordValues) => summarizeRecord(model, values);
  const summary: ImportSummary = { total, succeeded: 0, failed: 0, failures: [], unknownColumns, position: 0 };
  let batch: PendingWrite[] = [];
  let newFailures: RowFailure[] = [];
  let seen = 0;
  let toldFailed = 0;

  const fail = (failure: RowFailure) => {
    summary.failed += 1;
    if (summary.failures.length < MAX_LISTED_FAILURES) {
      summary.failures.push(failure);
      newFailures.push(failure);
    }
  };
  const flush = async () => {
    if (batch.length > 0) {
      const time = new Date().toISOString();
      const results = await appendDecided(store, { tenant, actorId, time }, batch);
      summary.position = Math.max(summary.position, ...results.map((result) => result.position));
      summary.succeeded += batch.length;
      batch = [];
      emit({ event: 'succeeded', data: { succeeded: summary.succeeded } });
    }
    if (summary.failed > toldFailed) {
      toldFailed = summary.failed;
      emit({ event: 'failed', data: { failed: summary.failed, failures: newFailures } });
      newFailures = [];
    }
  };

  for await (const converted of rows) {
    seen += 1;
    if ('failure' in converted) {
      fail(converted.failure);
    } else {
      const failure = checked(model, converted.row, converted.values);
      if (failure) {
        fail(failure);
      } else {
        const recordId = randomUUID();
        const events = decideCreateRecord(
          {
            recordId,
            catalogId,
            modelId: model.modelId,
            values: converted.values,
            summarize,
            source: 'import',
            ...(target.app ? { app: target.app } : {}),
          },
          initialRecordState,
        );
        batch.push(
          RecordStream.write(
            { stream: RecordStream.name(tenant, recordId), state: initialRecordState, revision: -1, position: 0 },
            events,
          ),
        );
      }
    }
    if (seen % IMPORT_BATCH === 0) {
      await flush();
      if (cancelled()) return summary;
    }
  }
  await flush();
  summary.total = Math.max(total, seen);
  emit({ event: 'completed', data: summary });
  return summary;
}
