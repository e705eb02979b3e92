import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { fromBufferPromise } from 'yauzl';
import { DEMO, type ApiSession } from './access-session';
import { saveTypesByApi } from './designer-helpers';
import { api, type Product, type StartOptions } from './harness';
import { useCatalogInBrowser } from './interview-helpers';
import { addKeyedModelWithCatalogs } from './records-helpers';

/** What the documents specs (run-documents*.e2e-spec.ts) share: the model, finishing runs, reading downloads. */

export const CUSTOMERS = 'Customers';
/** Lines of the slow template the queue-filling runs assemble (about 100 KB of output each). */
const LEDGER_LINES = 4000;

export const documentsPath = (recordId: string, app: string) => `/${DEMO}/${CUSTOMERS}/${recordId}/${app}/documents`;

/** The documents page's rows, one per document. */
export const documentRows = (page: Page) => page.getByTestId('document-row');

async function bytesOf(file: Download): Promise<Buffer> {
  const path = await file.path();
  if (!path) throw new Error(`The download ${file.suggestedFilename()} was not saved`);
  return readFile(path);
}

/** Clicks `button` and answers the download it starts: the name the browser would save it under, and its bytes. */
export async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: await bytesOf(file) };
}

export async function zipEntries(bytes: Buffer): Promise<{ name: string; text: string }[]> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const entries: { name: string; text: string }[] = [];
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.push({ name: entry.fileName, text: Buffer.concat(chunks).toString('utf8') });
  }
  return entries;
}

/**
 * Customer (Name, City, two file answers) with text templates and the apps Welcome (Memo and Summary, showDocs and
 * instructions for external users), Bad (a template with an unknown filter) and Bulk (a slow ledger, to fill the
 * queue). Answers the model's id.
 */
async function buildCustomerModel(product: Product, admin: ApiSession): Promise<string> {
  const modelId = await addKeyedModelWithCatalogs(
    product,
    admin,
    'Customer',
    [
      ['Name', 'text'],
      ['City', 'text'],
    ],
    [],
  );
  await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'variable', parent: modelId, name: 'Scan', type: 'file' },
    { action: 'add', kind: 'variable', parent: modelId, name: 'Photo', type: 'file' },
    {
      action: 'add',
      kind: 'template',
      parent: modelId,
      name: 'Memo',
      type: 'text',
      contentType: 'text',
      output: 'Memo for {[Name]}',
      text: 'Customer {[Name]} of {[City]}.',
    },
    {
      action: 'add',
      kind: 'template',
      parent: modelId,
      name: 'Summary',
      type: 'text',
      contentType: 'text',
      output: 'Summary {[Name]}',
      text: 'SUMMARY: {[Name|upper]}',
    },
    {
      action: 'add',
      kind: 'template',
      parent: modelId,
      name: 'Broken',
      type: 'text',
      contentType: 'text',
      output: 'Broken {[Name]}',
      text: '{[Name|nosuch]}',
    },
    {
      action: 'add',
      kind: 'template',
      parent: modelId,
      name: 'Ledger',
      type: 'text',
      contentType: 'text',
      output: 'Ledger {[Name]}',
      text: '{[Name]} of {[City|upper]};\n'.repeat(LEDGER_LINES),
    },
    {
      action: 'add',
      kind: 'app',
      parent: modelId,
      name: 'Welcome',
      label: 'Welcome pack',
      screens: [],
      templates: ['[Memo, Summary]'],
      generateDocs: true,
      // External users get the documents only when the app shows them (the server refuses them otherwise).
      showDocs: true,
      extInstruct: '## Before you send\n\nCheck **the address** on the memo.\n\n[Bad link](javascript:alert(1))',
    },
    {
      action: 'add',
      kind: 'app',
      parent: modelId,
      name: 'Bad',
      screens: [],
      templates: ['[Broken]'],
      generateDocs: true,
    },
    {
      action: 'add',
      kind: 'app',
      parent: modelId,
      name: 'Bulk',
      screens: [],
      templates: ['[Ledger]'],
      generateDocs: true,
    },
  ]);
  return modelId;
}

/**
 * The product with the Customers catalog; apps finished and file answers uploaded through the API as its admin.
 * `start` adds to how the product starts (the environment aiming it at a fake provider).
 */
export function useDocumentsInBrowser(start: StartOptions = {}) {
  let model: string | undefined;
  const catalog = useCatalogInBrowser(
    CUSTOMERS,
    async (product, admin) => {
      model = await buildCustomerModel(product, admin);
      return model;
    },
    start,
  );
  const { app, admin } = catalog;
  const modelId = () => {
    if (!model) throw new Error('the product is not prepared yet');
    return model;
  };
  const finish = (recordId: string, appName: string, version: number) =>
    api<{ runId: string | null }>(
      app.product,
      'POST',
      `/${DEMO}/api/runs/${CUSTOMERS}/${recordId}/${appName}/finish`,
      { version },
      admin().token,
    );
  /** A file answer uploaded as the interview uploads it (POST …/runs/{catalog}/new/files): the value to save. */
  const upload = async (name: string, text: string) => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/plain' }), name);
    const response = await fetch(`${app.product.url}/${DEMO}/api/runs/${CUSTOMERS}/new/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin().token}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload ${name}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  return { ...catalog, modelId, finish, upload };
}
