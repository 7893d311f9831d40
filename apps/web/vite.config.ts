import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The PrimeReact theme declares Inter with every script (345 KB, plus 380 KB of italic): its @font-face
 * rules are dropped, and src/platform/layout/fonte.css declares the Latin subset (48 KB) instead.
 */
const semFonteDoTema: Plugin = {
  name: 'ipe-sem-fonte-do-tema',
  enforce: 'pre',
  transform(code, id) {
    if (!/primereact\/resources\/themes\/.*\.css$/.test(id)) return null;
    return { code: code.replace(/@font-face\s*\{[^}]*"Inter var"[^}]*\}/g, ''), map: null };
  },
};

/** Preloads that font: the login page's text needs it, and the browser would find it only after the CSS. */
const preloadDaFonte: Plugin = {
  name: 'ipe-preload-da-fonte',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const fonte = Object.keys(ctx.bundle ?? {}).find((f) => /inter-latin-wght-normal-.*\.woff2$/.test(f));
      if (!fonte) return html;
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `/${fonte}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  },
};

/** The favicon inside the page: one request less before the login form (docs/architecture.md, 'Page weight'). */
const faviconNaPagina: Plugin = {
  name: 'ipe-favicon-na-pagina',
  apply: 'build',
  transformIndexHtml(html) {
    const svg = fs.readFileSync(path.resolve(import.meta.dirname, 'public/favicon.svg'), 'utf8').trim();
    return html.replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
  },
};

/**
 * The login page in few requests (docs/arquitetura/build-peso.md, 'Page weight'): what the entry imports
 * statically is one chunk (the entry's), and the login page with what it imports statically (and the entry
 * does not) is another; without this they come in a dozen small shared chunks. Other screens that share a
 * module with the login page (react-hook-form, the field shell) load the login's chunk. What the internal
 * area's shell shares with the login (the logo, the light dropdown, its icons, the page title: ~5 KB) goes
 * with the entry instead, or the first internal screen would load the whole login chunk (~18 KB) for it.
 */
const ENTRADA = path.resolve(import.meta.dirname, 'index.html');
const LOGIN = path.resolve(import.meta.dirname, 'src/platform/pages/LoginPage.tsx');
const AREA_INTERNA = path.resolve(import.meta.dirname, 'src/InternalArea.tsx');
type Grafo = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const fechos = new Map<string, Set<string>>();
/** Every module `raiz` reaches by static imports (computed once per build). */
function fecho(raiz: string, ctx: Grafo): Set<string> {
  let vistos = fechos.get(raiz);
  if (vistos) return vistos;
  vistos = new Set();
  const fila = [raiz];
  while (fila.length) {
    const m = fila.pop() as string;
    if (vistos.has(m)) continue;
    vistos.add(m);
    fila.push(...(ctx.getModuleInfo(m)?.importedIds ?? []));
  }
  fechos.set(raiz, vistos);
  return vistos;
}
function daEntrada(id: string, ctx: Grafo): string | null {
  const doLoginEDaArea = fecho(LOGIN, ctx).has(id) && fecho(AREA_INTERNA, ctx).has(id);
  return fecho(ENTRADA, ctx).has(id) || doLoginEDaArea ? 'index' : null;
}
function doLogin(id: string, ctx: Grafo): string | null {
  return fecho(LOGIN, ctx).has(id) ? 'LoginPage' : null;
}

export default defineConfig({
  plugins: [react(), semFonteDoTema, preloadDaFonte, faviconNaPagina],
  server: { proxy: { '/api': 'http://localhost:3000', '/logout.action': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry's static imports (and the shell's share of the login's) go with the entry; the login's after.
            { name: daEntrada, priority: 2 },
            { name: doLogin, priority: 1 },
          ],
        },
      },
    },
  },
});
