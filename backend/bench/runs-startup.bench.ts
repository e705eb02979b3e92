/**
 * What a start reads to find what a stop left behind (issue 16 "Finishing", docs/runs.md "Start-up checkpoint"):
 * a workspace's log with 20,000 finished runs (each started, 4 documents, completed, its documents sent) and a few
 * left open, on real SQLite files behind the validating store, as the server runs it. Prints
 *
 *   startup_scan_full_ms: …        median ms of the run queue's and the sender's start-up reads over the whole
 *                                  log (no read model: how every start read before the checkpoint)
 *   startup_scan_checkpoint_ms: …  the same reads from the open-runs read model's checkpoint (the projector caught
 *                                  up, then 100 more runs written after it, as a crash leaves them)
 *   open_runs_catch_up_ms: …       the open-runs projector's first catch-up over the whole log (once, at the first
 *                                  start of a version that brings it)
 *
 *   npx tsx --tsconfig tsconfig.dev.json backend/bench/runs-startup.bench.ts   (or npm run bench:runs-startup)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMetadata, EventRegistry, type NewEvent } from '@app/event-schemas';
import { ProjectionRunner } from '@app/projections';
import { SqliteEventStore, SqliteReadModelStore, ValidatingEventStore, type StreamWrite } from '@app/storage';
import { ALL_EVENTS } from '../src/app/catalogue';
import { openRunsProjector } from '../src/runs/open-runs/open-runs.projector';
import { unfinishedRuns } from '../src/runs/run-queue/unfinished-runs';
import { unsentDocuments } from '../src/runs/send-documents/unsent-documents';
import { runBench } from './bench-server';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 20_000);
const AFTER_CHECKPOINT = 100;
const REPEATS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** One run's events as the assembler and the sender write them; `open` runs stop after their first document. */
function runEvents(runId: string, open: boolean): NewEvent[] {
  const metadata = createMetadata({ tenant: 'demo', userId: 'u1' });
  const document = (index: number) => ({
    type: 'RunDocumentAssembled',
    data: {
      runId,
      template: `Letter${index}`,
      templateId: `t${index}`,
      templateFile: 'a'.repeat(64),
      name: `Letter ${index} for Ann.docx`,
      ext: 'docx',
      sha256: index.toString(16).padStart(64, '0'),
      size: 20_000,
    },
    metadata,
  });
  const started = {
    type: 'RunStarted',
    data: {
      runId,
      recordId: `record-${runId}`,
      catalogId: 'catalog-1',
      app: 'Letters',
      modelId: 'model-1',
      modelVersion: 3,
      recordVersion: 2,
      by: 'u1',
      locale: 'en-US',
      timeZone: 'UTC',
      globals: {},
    },
    metadata,
  };
  if (open) return [started, document(0)];
  return [
    started,
    ...[0, 1, 2, 3].map(document),
    { type: 'RunCompleted', data: { runId, documents: 4 }, metadata },
    { type: 'RunSendRequested', data: { runId, provider: 'OneDrive', documents: [0, 1, 2, 3], by: null }, metadata },
    ...[0, 1, 2, 3].map((index) => ({
      type: 'RunDocumentSent',
      data: { runId, index, provider: 'OneDrive', ref: `doc-${runId}-${index}` },
      metadata,
    })),
  ];
}

async function writeRuns(store: ValidatingEventStore, from: number, count: number, openEvery: number) {
  for (let batch = from; batch < from + count; batch += 500) {
    const writes: StreamWrite[] = [];
    for (let n = batch; n < Math.min(batch + 500, from + count); n++)
      writes.push({ stream: `demo.run-r${n}`, events: runEvents(`r${n}`, n % openEvery === 0), expected: 'no_stream' });
    await store.appendStreams(writes);
  }
}

runBench(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-runs-startup-'));
  const store = new ValidatingEventStore(
    SqliteEventStore.open(join(dir, 'events.sqlite')),
    new EventRegistry(ALL_EVENTS),
  );
  const readModels = await SqliteReadModelStore.open(join(dir, 'read-models.sqlite'));
  try {
    // A few open runs among the finished ones (a crash cut them off), before and after the checkpoint.
    await writeRuns(store, 0, RUNS, 5_000);
    const startup = async (withCheckpoint: boolean) => {
      const started = process.hrtime.bigint();
      const { unfinished } = await unfinishedRuns(store, Date.now(), withCheckpoint ? readModels : undefined);
      const unsent = await unsentDocuments(store, withCheckpoint ? readModels : undefined);
      return { ms: ms(started), found: unfinished.length, unsent: unsent.length };
    };

    const catchUp = process.hrtime.bigint();
    const runner = new ProjectionRunner({
      eventStore: store,
      readModels,
      projectors: [openRunsProjector],
      logger: { info: () => undefined, warn: () => undefined, error: console.error },
    });
    await runner.start();
    await runner.waitFor(await store.headPosition(), 600_000);
    const catchUpMs = ms(catchUp);
    await runner.stop();
    await writeRuns(store, RUNS, AFTER_CHECKPOINT, 50);

    const full: number[] = [];
    const checkpointed: number[] = [];
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      const before = await startup(false);
      const after = await startup(true);
      if (before.found !== after.found || before.unsent !== after.unsent || after.found !== RUNS / 5_000 + 2)
        throw new Error(`the two reads disagree: ${JSON.stringify({ before, after })}`);
      full.push(before.ms);
      checkpointed.push(after.ms);
    }
    console.log(`startup_scan_full_ms: ${median(full).toFixed(1)}`);
    console.log(`startup_scan_checkpoint_ms: ${median(checkpointed).toFixed(1)}`);
    console.log(`open_runs_catch_up_ms: ${catchUpMs.toFixed(0)}`);
  } finally {
    await readModels.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
