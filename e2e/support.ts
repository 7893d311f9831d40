import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');

export const DEMO_ADMIN = { cpf: '52998224725', senha: 'demo1234', nome: 'Administrador Demonstração' };
/**
 * Today in Brazil (YYYY-MM-DD): the day the browser (timezoneId America/Sao_Paulo) and the server's
 * database sessions count in. `toISOString()` gives UTC's, a day ahead between 21:00 and midnight.
 */
export const hojeNoBrasil = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(new Date());

export const DEMO_CONSULTA = { cpf: '11144477735', senha: 'demo1234', nome: 'Maria Consulta' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Stops the server; its folders are removed unless `keepDataDir` (the PGlite folder stays). */
  stop(opts?: { keepDataDir?: boolean }): Promise<void>;
}

/**
 * Starts the real server (production web build, demo seed) on a random port with its own PGlite
 * folder: a copy of `fromDataDir` when given (a folder the server seeded before, see `seededDataDir`:
 * it starts in ~2 s instead of seeding for ~12 s), else a new one. The web build must exist:
 * `npm run test:e2e` builds it first.
 */
export async function startServer(
  env: Record<string, string> = {},
  { fromDataDir }: { fromDataDir?: string } = {},
): Promise<RunningServer> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')) || !fs.existsSync(main))
    throw new Error('Rode `npm run build` antes dos testes e2e.');
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ipe-e2e-'));
  const dataDir = path.join(tmp, 'db');
  if (fromDataDir) fs.cpSync(fromDataDir, dataDir, { recursive: true });
  // The server lists the static files once at start-up: a copy keeps the suite working while someone
  // rebuilds apps/web/dist during the run.
  const webDist = path.join(tmp, 'web');
  fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  const child: ChildProcess = spawn(
    process.execPath,
    // The compiled server and the flags of `npm start`: the browser tests run the server as users do.
    [...SERVER_NODE_FLAGS, main],
    {
      cwd: root,
      env: {
        ...SERVER_ENV,
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        // The daily LGPD purge would remove old demo candidates in the middle of a test.
        LGPD_EXPURGO: '0',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        DATABASE_URL: '',
        WEB_DIST: webDist,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  // E2E_LOG_DIR (with E2E_LOG_LEVEL=info): each server's log in a file, to see which request a flaky step sent.
  const logFile = process.env.E2E_LOG_DIR ? path.join(process.env.E2E_LOG_DIR, `server-${port}.log`) : null;
  const collect = (d: Buffer) => {
    output += d;
    if (logFile) fs.appendFileSync(logFile, d);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`servidor terminou: ${output}`);
    try {
      const r = await fetch(`${url}/api/login/empresas`);
      if (r.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`servidor não respondeu: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    async stop({ keepDataDir = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      fs.rmSync(keepDataDir ? webDist : tmp, { recursive: true, force: true });
    },
  };
}

/**
 * A PGlite folder as the server leaves it after its first start (migrated, demo seeded) and a clean stop,
 * for servers started with `fromDataDir`. `remove()` deletes it.
 */
export async function seededDataDir(): Promise<{ dir: string; remove(): void }> {
  const server = await startServer();
  await server.stop({ keepDataDir: true });
  return {
    dir: server.dataDir,
    remove: () => fs.rmSync(path.dirname(server.dataDir), { recursive: true, force: true }),
  };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * A fresh browser context (own cookies) in pt-BR at a desktop size, with reduced motion: dialogs, overlays
 * and toasts open and close without animation (the app honours the setting), so tests don't wait for them.
 */
export async function newPage(
  browser: Browser,
  opts: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
  });
  const page = await context.newPage();
  // Generous: the suite shares two cores with builds and other test runs; a green run never waits this long.
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/** Keeps a screenshot of a failed test in e2e/screenshots. */
export async function screenshotOnFailure(page: Page | undefined, name: string) {
  if (!page) return;
  const dir = path.join(import.meta.dirname, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page
    .screenshot({ path: path.join(dir, `${name.replace(/[^\w-]+/g, '_')}.png`), fullPage: true })
    .catch(() => {});
}

const axeSource = fs.readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  summary?: string;
}

/** Runs axe-core on the page and returns the serious and critical violations. */
export function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  // One run at a time per page: axe refuses a second run while one is going (the automatic check of
  // a11yWatch and a test's own call can meet).
  const run = (axeQueue.get(page) ?? Promise.resolve()).catch(() => {}).then(() => runAxe(page));
  axeQueue.set(page, run);
  return run;
}

const axeQueue = new WeakMap<Page, Promise<unknown>>();

async function runAxe(page: Page): Promise<A11yViolation[]> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: {
              id: string;
              impact: string;
              help: string;
              nodes: { target: string[]; failureSummary?: string }[];
            }[];
          }>;
        };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
      summary: v.nodes[0]?.failureSummary,
    }));
}

/** Counts the page's fetch calls in flight (`window.__ipeFetches`), so a check knows when data has arrived. */
function countFetches() {
  const w = window as unknown as { __ipeFetches: number; fetch: typeof fetch };
  const original = w.fetch;
  w.__ipeFetches = 0;
  w.fetch = (...args: Parameters<typeof fetch>) => {
    w.__ipeFetches++;
    return original(...args).finally(() => {
      w.__ipeFetches--;
    });
  };
}

/**
 * Resolves when the screen has settled: an HTML page with no fetch in flight, nothing `aria-busy` and no
 * DOM change for 250 ms (10 s at most, then it is checked as it is). False for a non-HTML document.
 */
async function settled(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        if (document.contentType !== 'text/html') return resolve(false);
        const busy = () =>
          ((window as unknown as { __ipeFetches?: number }).__ipeFetches ?? 0) > 0 ||
          document.querySelector('[aria-busy="true"]') !== null;
        let timer: ReturnType<typeof setTimeout>;
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(limit);
          resolve(true);
        };
        const quiet = () => {
          clearTimeout(timer);
          timer = setTimeout(() => (busy() ? quiet() : done()), 250);
        };
        const observer = new MutationObserver(quiet);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const limit = setTimeout(done, 10_000);
        quiet();
      }),
  );
}

/**
 * The automatic accessibility check of the browser tests: every screen a test visits (each distinct path of
 * the app, in every page of the watched contexts) is checked once with axe-core after it settles, while the
 * test goes on. `finish()` waits for the checks, checks each open page's screen if not done yet, and returns
 * the serious and critical violations found, described for a failure message (empty: none).
 */
export function a11yWatch(baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  const seen = new Set<string>();
  const pending = new Set<Promise<void>>();
  const pages = new Set<Page>();
  const found: string[] = [];
  const pathOf = (page: Page) => {
    const u = new URL(page.url());
    return u.origin === origin && !u.pathname.startsWith('/api/') ? u.pathname : null;
  };
  const check = (page: Page) => {
    const path = pathOf(page);
    if (path === null || seen.has(path) || page.isClosed()) return;
    seen.add(path);
    const run = (async () => {
      // A page whose scripts cannot run (timers never fire) would keep the test waiting: 20 s at most.
      const limite = new Promise<boolean>((_, reject) => {
        setTimeout(() => reject(new Error('a11yWatch: screen never settled')), 20_000).unref();
      });
      if (!(await Promise.race([settled(page), limite]))) return;
      // Left before it settled: the next screen has its own check; this one is checked when seen again.
      if (pathOf(page) !== path) return void seen.delete(path);
      // The test keeps typing while axe runs: a violation counts when a second look 500 ms later still
      // sees it (a field's error id swapped mid-check is not what a person meets).
      const first = await seriousA11yViolations(page);
      if (!first.length) return;
      await new Promise((r) => setTimeout(r, 500));
      if (pathOf(page) !== path) return void seen.delete(path);
      const chave = (v: { id: string; targets: string[] }) => `${v.id} ${v.targets.join(',')}`;
      const antes = new Set(first.map(chave));
      for (const v of (await seriousA11yViolations(page)).filter((x) => antes.has(chave(x))))
        found.push(`${path}: ${v.id} (${v.impact}) ${v.help}\n    ${v.targets.join('\n    ')}`);
    })()
      .catch(() => void seen.delete(path)) // navigated or closed mid-check: checked when seen again
      .finally(() => pending.delete(run));
    pending.add(run);
  };
  const watchPage = (page: Page) => {
    if (pages.has(page)) return;
    pages.add(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) check(page);
    });
    page.on('close', () => pages.delete(page));
    check(page);
  };
  return {
    /** Watches the context's pages, present and future. */
    async watch(context: BrowserContext) {
      await context.addInitScript(countFetches);
      for (const page of context.pages()) watchPage(page);
      context.on('page', watchPage);
    },
    async finish(): Promise<string[]> {
      while (pending.size) await Promise.all(pending);
      for (const page of pages) check(page);
      while (pending.size) await Promise.all(pending);
      return found;
    },
  };
}

// ---- Helpers shared by the browser tests --------------------------------------------------------------------

export interface DemoUser {
  cpf: string;
  senha: string;
  nome: string;
}

/** sessionStorage key of the wrong-user question (apps/web/src/platform/session/wrongUser.ts). */
export const WRONG_USER_FLAG = 'ipe.wrongUserChecked';

/** Marks the wrong-user question as asked in every page of the context, so it never covers the screen. */
export async function skipWrongUserQuestion(context: BrowserContext) {
  await context.addInitScript((key) => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {}
  }, WRONG_USER_FLAG);
}

/** Logs in through the API from the page's context: the session cookie is shared with its pages. */
export async function apiLogin(page: Page, url: string, user: DemoUser, empresaId = 1) {
  const res = await page.request.post(`${url}/api/login`, {
    data: { cpf: user.cpf, senha: user.senha, empresaId, tipo: 'CADASTRO' },
    headers: { 'x-page-path': '/login' },
  });
  if (!res.ok()) throw new Error(`login de ${user.nome} falhou: ${res.status()} ${await res.text()}`);
}

/** A valid CPF no demo candidate has (random base, check digits computed), masked 000.000.000-00. */
export function cpfNovo(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const dv = (ds: number[]) => {
    const soma = ds.reduce((acc, d, i) => acc + d * (ds.length + 1 - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  return [...base, d1, dv([...base, d1])].join('').replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
}

/** A name no other test (nor an earlier run on the same database) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Picks an option of a PrimeReact Dropdown the way a keyboard user does: focus the labelled control, open
 * it with Alt+ArrowDown, type in its filter when it has one, and click the option.
 */
export async function chooseOption(
  scope: Page | Locator,
  page: Page,
  label: string,
  option: string,
  filter?: string,
) {
  // By role and accessible name: the label's '*' of a required field is hidden from assistive technology.
  const control = scope.getByRole('textbox', { name: label, exact: true });
  await control.focus();
  await page.keyboard.press('Alt+ArrowDown');
  const panel = page.locator('.p-dropdown-panel');
  await panel.waitFor();
  if (filter) await panel.locator('input.p-dropdown-filter').fill(filter);
  await panel.getByRole('option', { name: option, exact: true }).click();
  await panel.waitFor({ state: 'detached' });
}
