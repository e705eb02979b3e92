/**
 * What the whole-journey browser test (issue 16) needs besides the screens: the fresh workspace it runs in, the
 * template files an author would upload (a Word document and a PDF form, built here), signing in through the
 * e-mail form, and reading back what the browser downloaded (a zip's entries, a Word document's text, a PDF's
 * fields).
 */
import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Download, Page } from 'playwright-core';
import { fromBufferPromise } from 'yauzl';
import { buildDocx, paragraph, readDocxParagraphs } from '../../templating/src/docx/docx-test-package';
import { ROOT } from './harness';

/** The workspace the journey runs in: made by the operator's CLI, with PDF forms, external users, registration. */
export const WORKSPACE = 'journey';
export const WORKSPACE_LABEL = 'Journey LLP';
export const ADMIN = { name: 'Ada Admin', email: 'ada@journey.test', password: 'journey-pass-1' };
/** The workspace's member who makes a record: added by the administrator, who mails them a password link. */
export const MEMBER = { name: 'Mo Member', email: 'mo@journey.test', password: 'member-pass-1' };
export const WORKSPACE_SETUP = [
  'create',
  WORKSPACE,
  '--label',
  WORKSPACE_LABEL,
  '--admin',
  ADMIN.email,
  '--admin-password',
  ADMIN.password,
  '--admin-name',
  ADMIN.name,
  '--addon',
  'pdf',
  '--addon',
  'extUsers',
  '--registration',
  'on',
];

const SHOTS = join(ROOT, 'test-results', 'screenshots');
/** A screenshot of a key step, kept under test-results/screenshots/whole-journey-{name}.png. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `whole-journey-${name}.png`), fullPage: true });
}

/** Signs in through the workspace's e-mail form, as a person would, and waits for their name on the screen. */
export async function signInThroughUi(page: Page, baseUrl: string, who = ADMIN): Promise<void> {
  await page.goto(`${baseUrl}/${WORKSPACE}/login`);
  await page.getByRole('button', { name: 'Sign in with email' }).click({ timeout: 15_000 });
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: /^SIGN IN TO / }).click();
  await page.getByText(who.name).first().waitFor({ timeout: 15_000 });
}

/** The engagement letter an author writes in Word: fields split across runs, an `if` and a `list`. */
export const engagementDocx = (): Buffer =>
  Buffer.from(
    buildDocx(
      paragraph('Engagement of {[Cli', 'ent]} before {[Court]}') +
        paragraph('Fee: {[Fee]}, with VAT {[FeeWithVat]}') +
        paragraph('{[if Married]}') +
        paragraph('Spouse: {[Spouse]}') +
        paragraph('{[endif]}') +
        paragraph('Against {[Opponent.Name]}') +
        paragraph('{[list Witnesses]}') +
        paragraph('Witness: {[Name]}') +
        paragraph('{[endlist]}'),
    ),
  );

/** A fillable PDF form with text fields of these names, one under the other. */
export async function pdfForm(fields: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([600, 400]);
  const form = pdf.getForm();
  fields.forEach((name, index) =>
    form.createTextField(name).addToPage(page, { x: 50, y: 320 - index * 40, width: 300, height: 24 }),
  );
  return Buffer.from(await pdf.save());
}

export async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error(`The download ${download.suggestedFilename()} was not saved`);
  return readFile(path);
}

/** The entries of a zip, by name, with their bytes. */
export async function zipEntries(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

/** The paragraphs of a Word document's body, as text. */
export const docxParagraphs = (bytes: Buffer): string[] => readDocxParagraphs(bytes).filter((text) => text !== '');

/** The values of a PDF form's text fields, by name. */
export async function pdfFields(bytes: Buffer): Promise<Record<string, string | undefined>> {
  const form = (await PDFDocument.load(bytes)).getForm();
  return Object.fromEntries(
    form.getFields().map((field) => [field.getName(), form.getTextField(field.getName()).getText()]),
  );
}
