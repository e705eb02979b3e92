import type { Page } from 'playwright-core';
import { DEMO, eventually, type ApiSession } from './access-session';
import { describeInBrowser } from './browser-suite';
import { saveTypesByApi } from './designer-helpers';
import { api, operator, type Product } from './harness';
import { openInterview, screenshots, screenTitle, useCatalogInBrowser } from './interview-helpers';
import { download } from './run-documents-helpers';

const shot = screenshots('interview-locale');
const ENGAGEMENTS = 'Engagements';

/**
 * An en-GB workspace (000 §3 settings locale; 001 §9 en-US, en-AU, en-CA, en-GB) with a catalog of firms and a query
 * over it, and the model Engagement: a date typed in the locale's order, a firm chosen from the query's items by an
 * option template, a markdown brief, partners whose rows show the model's summary template, and a contact whose
 * suggestions are the partners entered earlier ('Values defined somewhere else').
 */
async function buildEngagement(product: Product, admin: ApiSession): Promise<string> {
  await operator(product, 'PATCH', `/${DEMO}/settings`, { locale: 'en-GB' });
  const models = await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'model', name: 'Firm' },
    { action: 'add', kind: 'model', name: 'Partner' },
    { action: 'add', kind: 'model', name: 'Engagement' },
    { action: 'add', kind: 'query', name: 'FirmsIn' },
  ]);
  const [firm, partner, engagement, query] = models.added.map((added: { _id: string }) => added._id);
  const variable = (parent: string, name: string, type: string, extra: Record<string, unknown> = {}) => ({
    action: 'add',
    kind: 'variable',
    parent,
    name,
    type,
    ...extra,
  });
  await saveTypesByApi(product, admin, [
    variable(firm, 'Name', 'text'),
    variable(firm, 'City', 'text'),
    { action: 'update', kind: 'model', _id: firm, key: 'Name' },
    variable(partner, 'FirstName', 'text', { label: 'First name' }),
    variable(partner, 'LastName', 'text', { label: 'Last name' }),
    variable(partner, 'Born', 'date', { label: 'Born', style: 'textbox' }),
    {
      action: 'update',
      kind: 'model',
      _id: partner,
      summary: '{[LastName|upper]}, {[FirstName]} (born {[Born|format:"LL"]})',
    },
  ]);
  await api(product, 'POST', `/${DEMO}/api/collections`, { name: 'Firms', type: firm }, admin.token);
  for (const [Name, City] of [
    ['Acme', 'Oslo'],
    ['Beta', 'Bergen'],
    ['Gamma', 'Oslo'],
  ])
    await api(product, 'POST', `/${DEMO}/api/collections/Firms/items`, { nextValues: { Name, City } }, admin.token);
  const { version } = await api<{ version: number }>(
    product,
    'GET',
    `/${DEMO}/api/v2/types/query/${query}`,
    undefined,
    admin.token,
  );
  await saveTypesByApi(product, admin, [
    {
      action: 'update',
      kind: 'query',
      _id: query,
      version,
      provider: 'docauto',
      source: 'Firms',
      params: [
        { name: 'Town', type: 'text', isList: false, required: true },
        { name: 'City', type: 'text', isList: false, operator: 'is', selectorType: 'param', paramName: 'Town' },
      ],
    },
  ]);
  await saveTypesByApi(product, admin, [
    variable(engagement, 'Signed', 'date', { label: 'Signed on', style: 'textbox' }),
    variable(engagement, 'Firm', 'selection', {
      label: 'Firm',
      style: 'dropdown',
      typeOfVariable: 'aTable',
      options: 'FirmsIn("Oslo")',
      optionTemplate: '{[Name]} ({[City]})',
    }),
    variable(engagement, 'Brief', 'text', {
      label: 'Brief',
      style: 'multiline',
      height: 4,
      allowBreaks: true,
      processMarkdown: true,
    }),
    variable(engagement, 'Partners', 'object', {
      label: 'Partners',
      isList: true,
      typeName: 'Partner',
      typeDef: partner,
    }),
    variable(engagement, 'Contact', 'text', {
      label: 'Main contact',
      suggestion: 'expression',
      options: 'Partners|map:FirstName',
    }),
    {
      action: 'add',
      kind: 'template',
      parent: engagement,
      name: 'Letter',
      type: 'text',
      output: 'Engagement letter',
      text: 'Signed {[Signed|format:"LL"]} ({[Signed|format:"L"]}) with {[Firm]}.\n{[Brief]}\nPartners: {[list Partners]}{[FirstName]} {[endlist]}\nContact: {[Contact]}',
    },
    {
      action: 'add',
      kind: 'app',
      parent: engagement,
      name: 'Engage',
      label: 'Engagement',
      screens: [],
      templates: ['Letter'],
      generateDocs: true,
    },
  ]);
  return engagement;
}

const route = (recordId: string) => `/${DEMO}/${ENGAGEMENTS}/${recordId}/Engage`;

/** The text area's value and what is selected in it. */
const selectionIn = (page: Page, selector: string) =>
  page.locator(selector).evaluate((area: HTMLTextAreaElement) => ({
    value: area.value,
    selected: area.value.slice(area.selectionStart, area.selectionEnd),
  }));

/**
 * Issue 16 leftovers (docs/runs.md): the workspace's locale reaches the interview and the documents; options from a
 * query; list rows by the model's summary template; the markdown toolbar; suggestions defined somewhere else.
 */
describeInBrowser('the interview in the workspace’s locale, with query options, summaries and markdown', () => {
  const { app, admin, createRecord, readRecord } = useCatalogInBrowser(ENGAGEMENTS, buildEngagement);

  app.test(
    'an en-GB workspace: dates typed and written day first, query options, summaries, markdown and suggestions',
    async (page) => {
      const record = await createRecord({});
      await openInterview(page, app.product, admin(), route(record._id), 'Engagement');
      await screenTitle(page).waitFor();

      // The date box reads dates as the workspace writes them (en-GB: day first), whatever the browser's language.
      const signed = page.getByLabel('Signed on');
      expect(await signed.getAttribute('placeholder')).toBe('dd/mm/yyyy');
      await signed.fill('31/3/2024');
      await signed.blur();
      expect(await signed.inputValue()).toBe('31/03/2024');
      await eventually(async () => expect((await readRecord(record._id)).values.Signed).toBe('2024-03-31'), 10_000);

      // The firm is chosen among the query's items (the firms in Oslo, newest first), as the option template shows them.
      const firm = page.getByLabel('Firm');
      expect(await firm.locator('option').allTextContents()).toEqual(['Choose…', 'Gamma (Oslo)', 'Acme (Oslo)']);
      await firm.selectOption('Acme (Oslo)');

      // The markdown brief: a toolbar over the box, and Ctrl+B.
      const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
      expect(
        await toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
      ).toEqual(['Bold', 'Italic', 'Bulleted list', 'Link']);
      const brief = page.getByLabel('Brief');
      await brief.fill('Fixed fee');
      await brief.selectText();
      await page.keyboard.press('Control+b');
      expect(await selectionIn(page, '#q-Brief')).toEqual({ value: '**Fixed fee**', selected: 'Fixed fee' });
      await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
      expect((await selectionIn(page, '#q-Brief')).value).toBe('- **Fixed fee**');
      await page.keyboard.press('End');
      await page.keyboard.type(' and ');
      await toolbar.getByRole('button', { name: 'Link' }).click();
      expect(await selectionIn(page, '#q-Brief')).toEqual({
        value: '- **Fixed fee** and [link text](https://)',
        selected: 'https://',
      });
      await page.keyboard.type('https://example.com/terms');
      // The toolbar is one Tab stop; the arrow keys move along it.
      await toolbar.getByRole('button', { name: 'Bold' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Italic');
      await shot(page, 'markdown');

      // A partner's row shows the model's summary template, dates in the workspace's locale.
      const partners = page.locator('[data-object-list="Partners"]');
      await partners.getByRole('button', { name: 'Add partner' }).click();
      const adding = page.getByRole('dialog', { name: 'Add partner' });
      await adding.getByLabel('First name').fill('Anna');
      await adding.getByLabel('Last name').fill('Smith');
      await adding.getByLabel('Born').fill('4/5/1990');
      await adding.getByLabel('Born').blur();
      await adding.getByRole('button', { name: 'Done' }).click();
      await adding.waitFor({ state: 'detached' });
      await partners.getByText('SMITH, Anna (born 4 May 1990)').waitFor();

      // The contact suggests the partners entered above, and still takes free text.
      const contact = page.getByLabel('Main contact');
      const listId = await contact.getAttribute('list');
      expect(
        await page
          .locator(`datalist[id="${listId}"] option`)
          .evaluateAll((options) => options.map((option) => option.getAttribute('value'))),
      ).toEqual(['Anna']);
      await contact.fill('Anna');
      await contact.blur();
      await shot(page, 'filled');
      // On a phone the toolbar stays over its box, its buttons still 32 px targets (WCAG 2.5.8: 24 at least).
      const wide = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      await toolbar.scrollIntoViewIfNeeded();
      const bold = (await toolbar.getByRole('button', { name: 'Bold' }).boundingBox())!;
      expect(Math.min(bold.width, bold.height)).toBeGreaterThanOrEqual(24);
      await shot(page, 'narrow');
      await page.setViewportSize(wide);

      await page.getByRole('button', { name: 'Finish' }).click();
      await page.waitForURL(/\/documents$/, { timeout: 15_000 });
      const letter = await download(page, page.getByRole('button', { name: /^Download/ }).first());
      expect(letter.bytes.toString('utf8')).toBe(
        'Signed 31 March 2024 (31/03/2024) with Acme (Oslo).\n- **Fixed fee** and [link text](https://example.com/terms)\nPartners: Anna \nContact: Anna',
      );
      await shot(page, 'documents');
    },
    90_000,
  );
});
