/**
 * The designer's server side against the built server (`npx tsc -b` first), on a fresh data folder:
 *
 *   type_open_p95_ms      GET /api/v2/types/model/{id}: a model with 500 variables, 50 formulas, 20 templates, 5 apps
 *   save_batch_p95_ms     POST /api/v2/types with 50 changes, until its position is visible to a query
 *   version_diff_p95_ms   diff of two versions 1,000 saves apart, on that model
 *   revert_p95_ms         revert to a version 1,000 saves back, until visible
 *   designer_js_gzip_kb   JS (gzip) the browser loads to open the designer, entry chunks included (needs the
 *                         frontend build and Chromium)
 *   docx_compile_ms       upload + compile of a .docx of 100 pages with 300 fields, until its fields are listed (median)
 *   pdf_fieldmap_ms       upload + field map of a PDF form with 200 fields (median)
 *
 *   npm run bench:designer
 */
import { DEMO_SIGN_IN, runBench, startBuiltServer } from './bench-server';
import { designerJsGzipKb } from './page-js';
import { templateCompileFigures } from './template-compile';

const RUNS = 40;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
const log = (message: string) => process.stderr.write(`${message}\n`);

runBench(async () => {
  const server = await startBuiltServer('designer');
  try {
    const signIn = await fetch(`${server.url}/demo/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: DEMO_SIGN_IN, visitorId: 'bench' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const api = `${server.url}/demo/api/v2/types`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${api}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const answer = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${String(answer.message)}`);
      return answer;
    };
    const get = async (path: string, position = 0) => {
      const response = await fetch(`${api}${path}`, { headers: { ...headers, 'x-min-position': String(position) } });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const time = async (work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };

    const created = (await post('', { items: [{ action: 'add', kind: 'model', name: 'Big' }] })) as {
      added: { _id: string }[];
    };
    const id = created.added[0]._id;
    const add = (kind: string, count: number, properties: (n: number) => Record<string, unknown>) =>
      Array.from({ length: count }, (_, n) => ({ action: 'add', kind, parent: id, ...properties(n) }));
    const filled = (await post('', {
      items: [
        ...add('variable', 500, (n) => ({ name: `Var${n}`, type: 'text', isList: false, label: `Question ${n}` })),
        ...add('formula', 50, (n) => ({ name: `Formula${n}`, type: 'text', expression: `Var${n} + "!"` })),
        ...add('template', 20, (n) => ({ name: `Template${n}`, type: 'text', text: `Dear {[Var${n}]}`.repeat(20) })),
        ...add('app', 5, (n) => ({ name: `App${n}`, screens: [], templates: [''], generateDocs: true })),
      ],
    })) as { position: number };
    const model = (await get(`/model/${id}`, filled.position)) as { properties: { _id: string }[] };
    const variables = model.properties.map((variable) => variable._id);

    // 1,000 saves of 50 changes each: the element's history the diff and revert figures need.
    log('saving 1,000 versions of 50 changes…');
    const saves: number[] = [];
    let position = 0;
    for (let save = 0; save < 1000; save++) {
      const items = Array.from({ length: 50 }, (_, n) => ({
        action: 'update',
        kind: 'variable',
        parent: id,
        _id: variables[(save * 50 + n) % variables.length],
        label: `Question ${save}.${n}`,
      }));
      const started = performance.now();
      const answer = (await post('', { items })) as { position: number };
      position = answer.position;
      if (save % 25 === 0) {
        await get(`/model/${id}/versions?limit=1`, position);
        saves.push(performance.now() - started);
      }
    }
    const opens: number[] = [];
    for (let run = 0; run < RUNS; run++) opens.push(await time(() => get(`/model/${id}`, position)));
    const latest = ((await get(`/model/${id}`, position)) as { version: number }).version;
    const diffs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      diffs.push(await time(() => get(`/model/${id}/diff?from=${latest - 1000}&to=${latest}`, position)));
    }
    const reverts: number[] = [];
    for (let run = 0; run < 10; run++) {
      const now = ((await get(`/model/${id}`, position)) as { version: number }).version;
      reverts.push(
        await time(async () => {
          const answer = (await post(`/model/${id}/revert`, { version: now - 1000 })) as { position: number };
          position = answer.position;
          await get(`/model/${id}`, position);
        }),
      );
    }
    console.log(`type_open_p95_ms: ${p95(opens).toFixed(1)}`);
    console.log(`save_batch_p95_ms: ${p95(saves).toFixed(1)}`);
    console.log(`version_diff_p95_ms: ${p95(diffs).toFixed(1)}`);
    console.log(`revert_p95_ms: ${p95(reverts).toFixed(1)}`);
    const js = await designerJsGzipKb(server.url, token, 'Client');
    if (js === undefined) log('designer_js_gzip_kb needs the frontend build (npm run build) and /usr/bin/chromium');
    console.log(`designer_js_gzip_kb: ${js === undefined ? 'NaN' : js.toFixed(1)}`);
    const templates = await templateCompileFigures(server.url, token, id);
    console.log(`docx_compile_ms: ${templates.docxCompileMs.toFixed(1)}`);
    console.log(`pdf_fieldmap_ms: ${templates.pdfFieldmapMs.toFixed(1)}`);
  } finally {
    await server.stop();
  }
});
