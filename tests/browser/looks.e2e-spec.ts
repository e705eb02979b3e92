import type { Page } from 'playwright-core';
import { openEmailForm } from './access-helpers';
import { describeInBrowser, useProductInBrowser } from './browser-suite';

/** What the browser's default styles did to the screens before the CSS reset (preflight) was on. */
describeInBrowser('screens have a CSS reset', () => {
  const app = useProductInBrowser();

  const fontOf = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);

  app.test('the workspace entry: no white frame, one font, the input inside the card, whole borders', async (page) => {
    await page.goto(app.product.url);
    await page.getByRole('heading', { name: 'Sign in to your workspace' }).waitFor();

    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');

    const buttonFont = await fontOf(page, 'button');
    expect(buttonFont).not.toMatch(/^"?Times|^serif/i);
    expect(await fontOf(page, 'label[for="workspace-name"]')).toBe(buttonFont);
    expect(await page.getByText('OR', { exact: true }).evaluate((el) => getComputedStyle(el).fontFamily)).toBe(
      buttonFont,
    );

    // Full-width input and button line up: the input's padding and border stay inside its width.
    const input = await page.getByLabel('Workspace name').boundingBox();
    const button = await page.getByRole('button', { name: 'CONTINUE' }).boundingBox();
    expect(input!.x).toBeCloseTo(button!.x, 0);
    expect(input!.x + input!.width).toBeCloseTo(button!.x + button!.width, 0);

    // An outlined button has one solid border all round, not the browser's outset edges.
    const sides = await page.getByRole('button', { name: 'Sign in with Microsoft' }).evaluate((el) => {
      const s = getComputedStyle(el);
      return [
        s.borderTopStyle,
        s.borderRightStyle,
        s.borderBottomStyle,
        s.borderLeftStyle,
        s.borderTopColor,
        s.borderLeftColor,
      ];
    });
    expect(sides.slice(0, 4)).toEqual(['solid', 'solid', 'solid', 'solid']);
    expect(sides[4]).toBe(sides[5]);
  });

  app.test("the sign-in choice centres 'Forgot your password' under its buttons", async (page) => {
    await page.goto(`${app.product.url}/demo/login`);
    const button = (await page.getByRole('button', { name: 'Sign in with email' }).boundingBox())!;
    const link = (await page.getByRole('link', { name: 'Forgot your password' }).boundingBox())!;
    expect(link.x + link.width / 2).toBeCloseTo(button.x + button.width / 2, 0);
    expect(link.width).toBeLessThan(button.width / 2);
  });

  app.test('the e-mail form: radios, labels and links in the font of the buttons', async (page) => {
    await openEmailForm(page, app.product);
    const buttonFont = await fontOf(page, 'button[type="submit"]');
    expect(await page.getByText('Returning user').evaluate((el) => getComputedStyle(el).fontFamily)).toBe(buttonFont);
    expect(await fontOf(page, 'label')).toBe(buttonFont);
    const link = page.getByRole('link', { name: 'Forgot your password' });
    expect(await link.evaluate((el) => getComputedStyle(el).fontFamily)).toBe(buttonFont);
    // With the reset a link is told apart from text by its underline.
    expect(await link.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
  });
});
