import type { EventStore, FileStore } from '@app/storage';
import { PDFDocument } from 'pdf-lib';
import { buildDocx, paragraph } from '../../../templating/src/docx/docx-test-package';
import { startRecordsApp, type Json, type RecordsTestApp } from '../records/records-api.testing';
import { FILE_STORE } from '../shared/storage/tokens';
import { RunAssembler } from './assemble-run/run-assembler';
import { RunStream } from './run.streams';

/** A Word template of the model Customer: a greeting, a condition and a formula. */
export function customerLetter(): Uint8Array {
  return buildDocx(
    paragraph('Dear {[Name]},') +
      paragraph('{[if Age >= 18]}') +
      paragraph('An adult of {[City|upper]}.') +
      paragraph('{[endif]}') +
      paragraph('Reference: {[Reference]}'),
  );
}

/** A PDF form with a text field for the name and one for the city. */
export async function customerForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const form = doc.getForm();
  form.createTextField('ClientName').addToPage(page, { x: 50, y: 700, width: 300, height: 24 });
  form.createTextField('ClientCity').addToPage(page, { x: 50, y: 650, width: 300, height: 24 });
  return doc.save();
}

/**
 * The records API's app (model Customer, catalog Customers, real SQLite files and file-store folder) with templates
 * saved as the designer saves them: Memo (text), Letter (.docx), Form (fillable PDF form), Sheet (flattened PDF form),
 * a formula, and an app `Welcome` assembling the first three. Template files are put in the file store as a compile
 * puts them.
 */
export interface RunsTestApp extends RecordsTestApp {
  files: FileStore;
  runs: RunAssembler;
  /** The templates' ids by name. */
  templates: Record<string, string>;
  /** A record of Customers, and the version the last save made. */
  record(values: Record<string, unknown>): Promise<{ id: string; version: number }>;
  /** Saves designer changes to the model Customer (a 201 expected): a new model version. */
  change(items: Record<string, unknown>[]): Promise<Json>;
  /** The bytes of a file in the file store. */
  bytesOf(fileId: string): Promise<Buffer>;
  /** The run's events, in order. */
  eventsOf(runId: string): Promise<{ type: string; data: Json }[]>;
}

export async function startRunsApp(extraEnv: Record<string, string> = {}): Promise<RunsTestApp> {
  const t = await startRecordsApp(extraEnv);
  const files = t.app.get<FileStore>(FILE_STORE);
  const letter = await files.put(Buffer.from(customerLetter()));
  const form = await files.put(Buffer.from(await customerForm()));
  const fieldMap = [
    { name: 'ClientName', type: 'text', expression: 'Name' },
    { name: 'ClientCity', type: 'text', expression: 'City + " (" + Age + ")"' },
  ];
  const added = await t.save([
    { action: 'add', kind: 'formula', parent: t.modelId, name: 'Reference', type: 'text', expression: '"C-" + Name' },
    {
      action: 'add',
      kind: 'template',
      parent: t.modelId,
      name: 'Memo',
      type: 'text',
      contentType: 'text',
      output: 'Memo for {[Name]}',
      text: 'Customer {[Name]} of {[City]}, reference {[Reference]}.',
    },
    {
      action: 'add',
      kind: 'template',
      parent: t.modelId,
      name: 'Letter',
      type: 'docx',
      output: 'Letter to {[Name]}',
      filepath: letter.id,
      filename: 'letter.docx',
      filesize: letter.size,
    },
    {
      action: 'add',
      kind: 'template',
      parent: t.modelId,
      name: 'Form',
      type: 'pdf',
      fillable: true,
      output: 'Form {[Name]}.pdf',
      filepath: form.id,
      filename: 'form.pdf',
      filesize: form.size,
      fieldMap,
    },
    {
      action: 'add',
      kind: 'template',
      parent: t.modelId,
      name: 'Sheet',
      type: 'pdf',
      output: 'Sheet',
      filepath: form.id,
      filename: 'form.pdf',
      filesize: form.size,
      fieldMap,
    },
    {
      action: 'add',
      kind: 'app',
      parent: t.modelId,
      name: 'Welcome',
      screens: [],
      templates: ['[Memo, Letter, Form]'],
      generateDocs: true,
    },
  ]);
  t.position = Math.max(t.position, added.position);
  const model = await t.read(`/v2/types/model/${t.modelId}`, t.position);
  const templates: Record<string, string> = {};
  for (const template of model.body.templates as Json[]) templates[template.name] = template._id;

  const store: EventStore = t.store;
  return Object.assign(t, {
    files,
    runs: t.app.get(RunAssembler),
    templates,
    record: async (values: Record<string, unknown>) => {
      const created = await t.createRecord(values);
      return { id: created._id as string, version: 1 };
    },
    change: async (items: Record<string, unknown>[]) => {
      const saved = await t.save(items.map((item) => ({ parent: t.modelId, ...item })));
      t.position = Math.max(t.position, saved.position);
      return saved;
    },
    bytesOf: async (fileId: string) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await files.get(fileId)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    eventsOf: async (runId: string) =>
      (await store.readStream(RunStream.name('demo', runId))).map(({ type, data }) => ({ type, data: data as Json })),
  });
}
