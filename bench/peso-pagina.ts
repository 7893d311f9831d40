import zlib from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';

/**
 * Page weight in headless Chromium against the production build: the requests a screen needs before
 * it shows, and the gzip size of their JS and CSS (level 9, as apps/web/scripts/compress.mjs writes
 * them; the server may send brotli, which is smaller) plus the bytes of the fonts (woff2, not
 * compressed again). Each screen is opened in a fresh browser context: nothing cached.
 */
export interface Peso {
  /** Requests sent before the screen showed (document, scripts, styles, fonts, API calls). */
  requisicoes: number;
  jsKb: number;
  cssKb: number;
  /** JS + CSS, gzip. */
  totalKb: number;
  fontesKb: number;
  /** Every request, in order: `kind path gzipKb`. */
  lista: string[];
}

interface Registro {
  url: string;
  tipo: string;
  /** Date.now() when Chromium reported it. */
  inicio: number;
  bytes: Promise<number>;
}

const DEMO = { cpf: '52998224725', senha: 'demo1234', empresaId: 1 };

export function abrirChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

/** Records every request of `page` with the gzip size of its body (fonts: their own size). */
function gravar(page: Page): Registro[] {
  const registros: Registro[] = [];
  page.on('request', (req) => {
    const tipo = req.resourceType();
    registros.push({
      url: req.url(),
      tipo,
      inicio: Date.now(),
      bytes: req
        .response()
        .then(async (res) => {
          if (!res || !['script', 'stylesheet', 'font'].includes(tipo)) return 0;
          const body = await res.body();
          return tipo === 'font' ? body.length : zlib.gzipSync(body, { level: 9 }).length;
        })
        .catch(() => 0),
    });
  });
  return registros;
}

async function somar(registros: Registro[]): Promise<Peso> {
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  let js = 0;
  let css = 0;
  let fontes = 0;
  const lista: string[] = [];
  for (const r of registros) {
    const n = await r.bytes;
    if (r.tipo === 'script') js += n;
    else if (r.tipo === 'stylesheet') css += n;
    else if (r.tipo === 'font') fontes += n;
    lista.push(`${r.tipo} ${new URL(r.url).pathname} ${n ? kb(n) : ''}`.trim());
  }
  return {
    requisicoes: registros.length,
    jsKb: kb(js),
    cssKb: kb(css),
    totalKb: kb(js + css),
    fontesKb: kb(fontes),
    lista,
  };
}

/** /login until its form and its submit button are visible. */
export async function pesoLogin(browser: Browser, url: string): Promise<Peso> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    const registros = gravar(page);
    // The instant the form's submit button enters the page (before it is painted): requests sent after it
    // (the login schema, loaded once the form shows) are not counted; fonts are, the text needs them.
    await page.addInitScript(`new MutationObserver((_, o) => {
      if (document.querySelector('form[aria-label="Entrar"] button[type="submit"]')) {
        window.__formularioVisivel = Date.now();
        o.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });`);
    await page.goto(`${url}/login`);
    await page.getByRole('form', { name: 'Entrar' }).getByRole('button', { name: 'Entrar' }).waitFor();
    const visivel = Number(await page.evaluate('window.__formularioVisivel'));
    await page.evaluate('document.fonts.ready.then(() => true)');
    return somar(registros.filter((r) => r.inicio <= visivel || r.tipo === 'font'));
  } finally {
    await context.close();
  }
}

/**
 * The first internal screen after the demo login (the home page at /), opened with the session cookie
 * in a fresh context, until the network is idle: everything it needs, nothing taken from the login.
 */
export async function pesoPrimeiraTela(browser: Browser, url: string): Promise<Peso> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  try {
    const res = await context.request.post(`${url}/api/login`, {
      data: { ...DEMO, tipo: 'CADASTRO' },
      headers: { 'x-page-path': '/login' },
    });
    if (!res.ok()) throw new Error(`login de demonstração falhou: ${res.status()}`);
    const page = await context.newPage();
    const registros = gravar(page);
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.locator('#conteudo').waitFor();
    await page.evaluate('document.fonts.ready.then(() => true)');
    return somar(registros.slice());
  } finally {
    await context.close();
  }
}

/**
 * A first screen of the candidate area (issue 24 §1) as a visitor lands on it from a job link, at 390×844:
 * `caminho` opened in a fresh context, until `pronto` shows and the network is idle (everything it needs).
 */
async function pesoExterno(
  browser: Browser,
  url: string,
  caminho: string,
  pronto: (page: Page) => Promise<void>,
): Promise<Peso> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const registros = gravar(page);
    await page.goto(`${url}${caminho}`, { waitUntil: 'networkidle' });
    await pronto(page);
    await page.evaluate('document.fonts.ready.then(() => true)');
    return somar(registros.slice());
  } finally {
    await context.close();
  }
}

/** The candidate area's first screens: the ads list, an ad's own page and step 1 of the registration. */
export async function pesoAreaDoCandidato(browser: Browser, url: string) {
  const res = await fetch(`${url}/api/externo/anuncios?empresaId=1&page=0`);
  const lista = (await res.json()) as { anuncios: { id: number; titulo: string }[] };
  const anuncio = lista.anuncios[0];
  if (!anuncio) throw new Error('a demonstração não tem anúncio aberto');
  return {
    anuncios: await pesoExterno(browser, url, '/externo/anuncios?empresaId=1', (p) =>
      p.getByRole('article').first().waitFor(),
    ),
    anuncio: await pesoExterno(browser, url, `/externo/anuncios/${anuncio.id}?empresaId=1`, (p) =>
      p.getByRole('article', { name: anuncio.titulo }).waitFor(),
    ),
    cadastro: await pesoExterno(browser, url, '/externo/candidatos/new?empresaId=1', (p) =>
      p.getByRole('heading', { name: 'Passo 1 de 4: Currículo', level: 2 }).waitFor(),
    ),
  };
}
