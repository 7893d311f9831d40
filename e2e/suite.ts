import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import {
  a11yWatch,
  apiLogin,
  type DemoUser,
  launchBrowser,
  newPage,
  screenshotOnFailure,
  skipWrongUserQuestion,
} from './support.ts';

/** Options of expect.poll: its 1 s default is too short for a page that is still loading. */
export const POLL = { timeout: 15_000, interval: 100 };

export interface SuiteOptions {
  /** Prefix of the failure screenshots' names. */
  name: string;
  /** The server under test, read when a test opens a page; default: the suite's shared server. */
  url?: () => string;
}

export interface BrowserSuite {
  readonly url: string;
  readonly browser: Browser;
  /** A fresh context (own cookies) and page; closed after the test, screenshotted if the test fails. */
  open(opts?: {
    width?: number;
    height?: number;
    skipWrongUser?: boolean;
    javaScriptEnabled?: boolean;
  }): Promise<{
    context: BrowserContext;
    page: Page;
  }>;
  /**
   * A fresh context logged in by API as `user` (wrong-user question skipped), no screen loaded yet: for a
   * test that sets data up through `page.request` first, or goes to a screen it learns the address of.
   * Cheaper than `openAs(user, '/')` followed by another `goto`: each load of the app costs 1–3 s.
   */
  signedIn(
    user: DemoUser,
    opts?: { empresaId?: number; width?: number; height?: number },
  ): Promise<{ context: BrowserContext; page: Page }>;
  /** A fresh context logged in by API as `user` (wrong-user question skipped), at `path` with the shell up. */
  openAs(
    user: DemoUser,
    path?: string,
    opts?: { empresaId?: number; width?: number; height?: number },
  ): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * The server of this worker (global-setup.ts starts one per worker): two files running at the same time
 * never share a database.
 */
export function workerServerUrl(): string {
  const urls = inject('serverUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
}

/**
 * One browser per test file; per test fresh contexts, closed afterwards; every open page of a failed test
 * is kept as a screenshot in e2e/screenshots named after the file and the test.
 *
 * Every screen a test visits is checked with axe-core (`a11yWatch`: once per path and test, after the
 * screen settles): a serious or critical violation fails the test, listed with its path and elements.
 */
export function browserSuite({ name, url: urlOf }: SuiteOptions): BrowserSuite {
  const shared = urlOf ? undefined : workerServerUrl();
  const url = () => urlOf?.() ?? (shared as string);
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let a11y: ReturnType<typeof a11yWatch> | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    const passed = task.result?.state !== 'fail';
    const violations = passed && a11y ? await a11y.finish() : [];
    if (!passed || violations.length) {
      const pages = contexts.flatMap((c) => c.pages());
      for (const [i, page] of pages.entries())
        await screenshotOnFailure(page, `${name}-${task.name}${pages.length > 1 ? `-${i + 1}` : ''}`);
    }
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    contexts = [];
    a11y = undefined;
    if (violations.length)
      throw new Error(`Acessibilidade (axe, serious/critical):\n  ${violations.join('\n  ')}`);
  });
  const suite: BrowserSuite = {
    get url() {
      return url();
    },
    get browser() {
      if (!browser) throw new Error('browser not launched');
      return browser;
    },
    async open(opts = {}) {
      const opened = await newPage(suite.browser, opts);
      contexts.push(opened.context);
      a11y ??= a11yWatch(url());
      await a11y.watch(opened.context);
      if (opts.skipWrongUser !== false) await skipWrongUserQuestion(opened.context);
      return opened;
    },
    async signedIn(user, opts = {}) {
      const opened = await suite.open(opts);
      await apiLogin(opened.page, url(), user, opts.empresaId ?? 1);
      return opened;
    },
    async openAs(user, path = '/', opts = {}) {
      const opened = await suite.signedIn(user, opts);
      await opened.page.goto(`${url()}${path}`);
      await opened.page.getByRole('banner').getByRole('button', { name: user.nome }).waitFor();
      return opened;
    },
  };
  return suite;
}

/** An open dialog (PrimeReact Dialog or ConfirmDialog) holding `text`. */
export const dialogWith = (page: Page, text: string) =>
  page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ hasText: text });

/** A toast message (role alert, inside the toast container) holding `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('.p-toast').getByRole('alert').filter({ hasText: text });

/**
 * Closes a toast with its close button (toasts are closable) and waits until it is gone. On a loaded
 * machine a click can land while the toast is still animating in and be lost (a CI run saw it), so the
 * click is repeated a few times; a toast that never closes still fails.
 */
export async function closeToast(message: Locator) {
  await message.waitFor();
  for (let tentativa = 1; ; tentativa++) {
    try {
      await message.getByRole('button', { name: 'Fechar' }).click({ timeout: 10_000 });
      await message.waitFor({ state: 'detached', timeout: tentativa < 3 ? 5_000 : 30_000 });
      return;
    } catch (e) {
      // Gone: closed by the click, or by itself (a success toast lives 3 s, a slow machine can outlast it).
      if ((await message.count()) === 0) return;
      if (tentativa >= 3) throw e;
    }
  }
}
