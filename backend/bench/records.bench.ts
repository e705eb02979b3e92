/**
 * Issue 14's records figures against the built server (`npm run build` first): `node backend/dist/main.js` over a
 * fresh data folder; a model and a catalog made through the API; 100,000 records and one record of 1,000 versions
 * appended straight to the server's SQLite event store from this process (as a second server would), then projected
 * by the server. Prints, each the p95 of sequential calls:
 *
 *   records_page_p95_ms: …   first page (20) with search text + 2 filters + a sort, 100,000 records in the catalog
 *   import_rows_per_s: …     CSV import of 50,000 rows of 20 columns through the API, until 'completed'
 *   history_p95_ms: …        history list of a record with 1,000 versions
 *   restore_p95_ms: …        restore a version 500 back, until visible to a query (X-Min-Position)
 *   records_js_gzip_kb: …    JS (gzip) the browser loads to open the records catalogue, measured in Chromium
 *
 *   npm run bench:records
 */
import { join } from 'node:path';
import { createMetadata, EventRegistry, type NewEvent } from '@app/event-schemas';
import { SqliteEventStore, ValidatingEventStore, type StreamWrite } from '@app/storage';
import { ALL_EVENTS } from '../src/app/catalogue';
import { RecordStream } from '../src/records/record.streams';
import { DEMO_SIGN_IN, runBench, startBuiltServer } from './bench-server';
import { measureImportRowsPerSecond } from './import-rows';
import { pageJsGzipKb } from './page-js';

const RECORDS = 100_000;
const VERSIONS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const RESTORES = Number(process.env.BENCH_RESTORES ?? 60);

const FIRST = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gil', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou', 'Max', 'Ned'];
const LAST = ['Smith', 'Jones', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Walker'];
const CITIES = ['Oslo', 'Rome', 'Paris', 'Berlin', 'Madrid', 'Vienna', 'Prague', 'Lisbon'];
const STATUSES = ['Ok', 'Ok', 'Ok', 'Needs Updating', 'Out of date'] as const;

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function call(url: string, token: string, init: { method?: string; body?: unknown; position?: number } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.position !== undefined ? { 'x-min-position': String(init.position) } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const answer = (await response.json()) as Record<string, unknown> & Record<number, unknown>;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return { answer, reached: response.headers.get('x-min-position-reached') !== 'false' };
}

runBench(async () => {
  const server = await startBuiltServer('records');
  const api = `${server.url}/demo/api`;
  const store = new ValidatingEventStore(
    SqliteEventStore.open(join(server.dataDir, 'events.sqlite')),
    new EventRegistry(ALL_EVENTS),
  );
  try {
    const signIn = await fetch(`${api}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: DEMO_SIGN_IN }),
    });
    const { token, user } = (await signIn.json()) as { token: string; user: { _id: string } };
    const types = (items: unknown[]) => call(`${api}/v2/types`, token, { method: 'POST', body: { items } });
    const modelId = (
      (await types([{ action: 'add', kind: 'model', name: 'Matter' }])).answer.added as { _id: string }[]
    )[0]._id;
    await types([
      ...['Name', 'City', 'Notes'].map((name) => ({
        action: 'add',
        kind: 'variable',
        parent: modelId,
        name,
        type: 'text',
      })),
      { action: 'add', kind: 'variable', parent: modelId, name: 'Age', type: 'number' },
      { action: 'update', kind: 'model', _id: modelId, summary: '{[Name]} of {[City]}', key: 'Name' },
    ]);
    const catalog = (
      await call(`${api}/collections`, token, { method: 'POST', body: { name: 'Matters', type: modelId } })
    ).answer.obj as { _id: string };

    // 100,000 records, a few hundred streams per atomic append; a third edited by other users, some not Ok.
    const started = Date.now();
    const editors = [user._id, user._id, 'user-2', 'user-3'];
    let written: StreamWrite[] = [];
    for (let n = 0; n < RECORDS; n++) {
      const recordId = `rec-${n}`;
      const name = `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`;
      const city = CITIES[n % CITIES.length];
      const values = { Name: name, City: city, Age: 20 + (n % 60), Notes: `Matter number ${n} about ${city}` };
      const metadata = createMetadata({ tenant: 'demo', userId: editors[n % editors.length] });
      const events: NewEvent[] = [
        {
          type: 'RecordCreated',
          data: { recordId, catalogId: catalog._id, modelId, values, name: `${name} of ${city}`, source: 'import' },
          metadata,
        },
      ];
      const status = STATUSES[n % STATUSES.length];
      if (status !== 'Ok') {
        events.push({
          type: 'RecordStatusChanged',
          data: { recordId, status, runBy: 'user-2', app: 'Letter' },
          metadata,
        });
      }
      written.push({ stream: RecordStream.name('demo', recordId), events, expected: 'no_stream' });
      if (written.length === 500) {
        await store.appendStreams(written);
        written = [];
      }
    }
    if (written.length > 0) await store.appendStreams(written);

    // One record of 1,000 versions.
    const longId = 'rec-long';
    const metadata = createMetadata({ tenant: 'demo', userId: user._id });
    const longEvents: NewEvent[] = [
      {
        type: 'RecordCreated',
        data: {
          recordId: longId,
          catalogId: catalog._id,
          modelId,
          values: { Name: 'Long', City: 'v0', Age: 0 },
          name: 'Long of v0',
          source: 'api',
        },
        metadata,
      },
    ];
    for (let v = 1; v < VERSIONS; v++) {
      longEvents.push({
        type: 'RecordValuesSaved',
        data: {
          recordId: longId,
          changed: { City: `v${v}`, Age: v },
          previous: { City: `v${v - 1}`, Age: v - 1 },
          name: `Long of v${v}`,
          source: 'api',
        },
        metadata,
      });
    }
    await store.append(RecordStream.name('demo', longId), longEvents, 'no_stream');
    const head = await store.headPosition();
    console.error(`appended ${RECORDS + VERSIONS} records' events in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const items = `${api}/collections/Matters/items`;
    const projecting = Date.now();
    // Each call waits up to MIN_POSITION_WAIT_MS; a kept-alive socket the busy server closed is tried again.
    const caughtUp = () =>
      call(`${items}?s=long`, token, { position: head }).then(
        (answer) => answer.reached,
        () => false,
      );
    while (!(await caughtUp())) {
      if (Date.now() - projecting > 600_000) throw new Error('the server did not project the records in 10 minutes');
    }
    console.error(`projected by the server in ${((Date.now() - projecting) / 1000).toFixed(1)} s`);

    const filters = encodeURIComponent(
      JSON.stringify([
        { key: 'status', c: 'is', v: 'Ok' },
        { key: 'edited_by', c: 'is', v: user._id },
      ]),
    );
    const page = `${items}?s=smith&f=${filters}&sort=name:asc`;
    const first = (await call(page, token)).answer as unknown as unknown[];
    if (first.length !== 20) throw new Error(`the first page holds ${first.length} records, not 20`);
    const pages: number[] = [];
    for (let run = 0; run < RUNS + 10; run++) {
      const start = process.hrtime.bigint();
      await call(page, token);
      if (run >= 10) pages.push(ms(start));
    }

    const histories: number[] = [];
    for (let run = 0; run < RUNS + 10; run++) {
      const start = process.hrtime.bigint();
      const { answer } = await call(`${items}/${longId}/histories`, token);
      if (run >= 10) histories.push(ms(start));
      if (run === 0 && (answer as unknown as unknown[]).length === 0) throw new Error('no history');
    }

    const restores: number[] = [];
    for (let run = 0; run < RESTORES; run++) {
      const entry = (
        (await call(`${items}/${longId}/histories?skip=500&limit=1`, token)).answer as unknown as {
          _id: string;
        }[]
      )[0];
      const start = process.hrtime.bigint();
      const restored = await call(`${items}/${longId}/histories/${entry._id}/restore`, token, { method: 'POST' });
      const seen = await call(`${items}/${longId}`, token, { position: restored.answer.position as number });
      if (!seen.reached) throw new Error('the restore was not visible within MIN_POSITION_WAIT_MS');
      restores.push(ms(start));
    }

    // Into a catalog of its own, once the reads above are measured (the import's projection would slow them).
    const importRowsPerSecond = await measureImportRowsPerSecond(server.url, token);

    console.log(`records_page_p95_ms: ${p95(pages).toFixed(1)}`);
    console.log(`import_rows_per_s: ${importRowsPerSecond.toFixed(0)}`);
    console.log(`history_p95_ms: ${p95(histories).toFixed(1)}`);
    console.log(`restore_p95_ms: ${p95(restores).toFixed(1)}`);
    // What a browser loads to open the catalogue (entry chunks included), once its first rows are shown.
    const js = await pageJsGzipKb(server.url, token, '/demo/Matters', (page) =>
      page.getByRole('columnheader', { name: /RECORDS/ }).waitFor({ timeout: 30_000 }),
    );
    console.log(`records_js_gzip_kb: ${js === undefined ? 'n/a (no Chromium or no frontend build)' : js.toFixed(1)}`);
  } finally {
    await store.close();
    await server.stop();
  }
});
