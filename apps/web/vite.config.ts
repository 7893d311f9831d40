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

export default defineConfig({
  plugins: [react(), semFonteDoTema, preloadDaFonte],
  server: { proxy: { '/api': 'http://localhost:3000', '/logout.action': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
});
