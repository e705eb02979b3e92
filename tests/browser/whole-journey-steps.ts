/**
 * The steps of the whole-journey browser test (issue 16) that a person takes on the screens: the designer's add
 * dialogs and its save button, answering the interview's questions, and opening a mailed link to choose a password.
 */
import type { Page } from 'playwright-core';
import { eventually, waitForMail } from './access-session';
import type { Product } from './harness';
import { WORKSPACE } from './whole-journey-helpers';

export const dialog = (page: Page) => page.getByRole('dialog');
const typeSelect = (page: Page) => dialog(page).getByLabel('TYPE', { exact: true });

/** The designer's header button: saves every pending change, and is gone once they are saved. */
export async function saveChanges(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save changes to types' }).click();
  await page.getByRole('button', { name: 'Save changes to types' }).waitFor({ state: 'detached', timeout: 15_000 });
}

/** New Element → a model of this name, opened on its variables. */
export async function newModel(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a new element' }).click();
  await dialog(page).getByLabel('Name').fill(name);
  await dialog(page).getByRole('button', { name: 'Ok' }).click();
  await page.waitForURL(`**/${WORKSPACE}/types/${name}`);
  await page.getByRole('button', { name: 'Add a new variable' }).waitFor();
}

/** Add a new variable: a name, a type (a model's name for an object of it), single or a list; opens its editor. */
export async function addVariable(page: Page, name: string, type: string, list = false): Promise<void> {
  await page.getByRole('button', { name: 'Add a new variable' }).click();
  await dialog(page).getByRole('heading', { name: 'Add a new variable' }).waitFor();
  await dialog(page).getByLabel('Name').fill(name);
  if (list) await dialog(page).getByLabel('List of').check();
  await typeSelect(page).selectOption({ label: type });
  await dialog(page).getByRole('button', { name: 'Ok' }).click();
  await page.waitForURL(`**/variables/${name}`);
  await eventually(async () =>
    expect(await page.getByRole('textbox', { name: 'VARIABLE NAME' }).inputValue()).toBe(name),
  );
}

/** Add a new template of a type ('text', 'docx', 'pdf'); opens its editor. */
export async function addTemplate(page: Page, name: string, type: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a new template' }).click();
  await dialog(page).getByLabel('Name').fill(name);
  await dialog(page).getByLabel('Template type').selectOption(type);
  await dialog(page).getByRole('button', { name: 'Ok' }).click();
  await page.waitForURL(`**/templates/${name}`);
  await page.getByTestId('template-editor').waitFor();
}

/** The link of the newest mail to `email` that carries a token (a password to choose), as the person opens it. */
export async function passwordLink(product: Product, email: string): Promise<string> {
  const mail = await waitForMail(product, email);
  const link = mail.links.map((each) => new URL(each.url)).find((url) => url.searchParams.has('t'));
  if (!link) throw new Error(`The mail to ${email} has no link with a token`);
  return `${product.url}${link.pathname}${link.search}`;
}

/** An interview question by its label (the variable's name: the app's author gave no prompts). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Types an answer and leaves the field, which commits it. */
export async function answer(page: Page, label: string, value: string): Promise<void> {
  await field(page, label).fill(value);
  await field(page, label).blur();
}

export interface OtherAnswers {
  notes: string;
  fee: string;
  opened: string;
  court: string;
  evidence: string;
  opponent: string;
  witnesses: string[];
}

/** Answers the questions after Client and Married, then waits until every answer is saved. */
export async function answerTheRest(page: Page, answers: OtherAnswers): Promise<void> {
  await answer(page, 'Notes', answers.notes);
  await answer(page, 'Fee', answers.fee);
  await answer(page, 'Opened', answers.opened);
  await page.getByRole('group', { name: 'Court' }).getByRole('radio', { name: answers.court }).check();
  await page.locator('input[type="file"]').setInputFiles({
    name: answers.evidence,
    mimeType: 'text/plain',
    buffer: Buffer.from(`the scan of ${answers.evidence}`),
  });
  await page.getByText(answers.evidence).waitFor({ timeout: 10_000 });
  // The object in a popup: changes count on Done.
  await page.getByRole('button', { name: 'Edit Opponent' }).click();
  const opponent = page.getByRole('dialog', { name: 'Opponent' });
  await opponent.getByLabel('Name', { exact: true }).fill(answers.opponent);
  await opponent.getByRole('button', { name: 'Done' }).click();
  await opponent.waitFor({ state: 'detached' });
  for (const name of answers.witnesses) {
    await page.getByRole('button', { name: 'Add witness' }).click();
    const adding = page.getByRole('dialog', { name: 'Add witness' });
    await adding.getByLabel('Name', { exact: true }).fill(name);
    await adding.getByRole('button', { name: 'Done' }).click();
    await adding.waitFor({ state: 'detached' });
  }
  await page
    .getByTestId('save-state')
    .getByText(/^Saved \d\d:\d\d$/)
    .waitFor({ timeout: 10_000 });
}
