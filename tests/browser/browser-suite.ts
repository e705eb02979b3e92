/**
 * How a browser test file is written: `describeInBrowser` (skips with the reason when Chromium or a build is
 * missing), `useProductInBrowser` (one product and one browser per describe block, stopped afterwards) and its
 * `test` (a fresh page per test, and a screenshot under test-results/screenshots/ when the test fails).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  ROOT,
  browserTestsBlockedBy,
  launchBrowser,
  startProduct,
  type BrowserSession,
  type Product,
  type StartOptions,
} from './harness';

const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

/** describe() when the tests can run; otherwise describe.skip() after saying why. */
export function describeInBrowser(title: string, body: () => void): void {
  const blocked = browserTestsBlockedBy();
  if (blocked) {
    console.warn(`Skipping browser tests "${title}": ${blocked}`);
    describe.skip(title, body);
  } else {
    describe(title, body);
  }
}

/**
 * A browser test: gets a fresh page; when the body fails, a screenshot named after the test is kept before the
 * failure is reported.
 */
export function browserTest(
  name: string,
  session: () => BrowserSession,
  body: (page: Page) => Promise<void>,
  timeout = 30_000,
): void {
  test(
    name,
    async () => {
      const page = await session().newPage();
      try {
        await body(page);
      } catch (error) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        const file = join(SCREENSHOTS, `${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        throw error;
      } finally {
        await page.context().close();
      }
    },
    timeout,
  );
}

export interface BrowserSuite {
  /** The browser of this describe block; only inside its tests and hooks. */
  readonly session: BrowserSession;
  /** A browserTest on this block's browser. */
  test(name: string, body: (page: Page) => Promise<void>, timeout?: number): void;
}

export interface ProductInBrowser extends BrowserSuite {
  /** The product of this describe block; only inside its tests and hooks. */
  readonly product: Product;
}

export interface ProductInBrowserOptions extends StartOptions {
  /** Runs once the product is up, in the same beforeAll (for data every test of the block relies on). */
  prepare?: (product: Product) => Promise<void>;
}

/** Set-up time of a block: the product and Chromium start, plus `prepare`. */
const SET_UP_TIMEOUT = 60_000;

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The ${what} is not started: use it inside a test or a hook`);
  return value;
}

/** Launches one browser before the tests of the enclosing describe block and closes it after them. */
export function useBrowser(): BrowserSuite {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await launchBrowser();
  }, SET_UP_TIMEOUT);
  afterAll(async () => {
    await session?.close();
  });
  const suite: BrowserSuite = {
    get session() {
      return started(session, 'browser');
    },
    test: (name, body, timeout) => browserTest(name, () => suite.session, body, timeout),
  };
  return suite;
}

/**
 * Starts the product (fresh data folder) and a browser before the tests of the enclosing describe block, and
 * stops both after them.
 */
export function useProductInBrowser({ prepare, ...start }: ProductInBrowserOptions = {}): ProductInBrowser {
  let product: Product | undefined;
  beforeAll(async () => {
    product = await startProduct(start);
    await prepare?.(product);
  }, SET_UP_TIMEOUT);
  const browser = useBrowser();
  afterAll(async () => {
    await product?.stop();
  });
  return {
    get product() {
      return started(product, 'product');
    },
    get session() {
      return browser.session;
    },
    test: browser.test,
  };
}
