// Compiles the server for production: one ES module bundle of apps/server/src/main.ts with @ipe/domain
// (TypeScript sources, no runtime loader), every npm package left external so that the packages' own
// files (PGlite's wasm and data, pdfkit's fonts, tesseract's worker) resolve from node_modules as usual.
// Run by `npm run build` and by `npm start` when the bundle is older than the sources; the benches
// bundle their server entries with the same function.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '../../..');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/main.js');

/** Folders whose files decide whether the server bundle is stale. */
export const SERVER_SOURCES = [
  path.join(root, 'apps/server/src'),
  path.join(root, 'packages/domain/src'),
  fileURLToPath(import.meta.url),
];

/**
 * Bundled code runs from the bundle's folder, so each source file's `import.meta.dirname` / `.url` is
 * rewritten to name the file's own source folder (relative to the bundle: the build stays relocatable).
 * Paths such as `path.join(import.meta.dirname, 'migrations')` keep reading the committed files.
 */
function sourceLocation(outdir) {
  return {
    name: 'source-location',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        let code = await fs.promises.readFile(args.path, 'utf8');
        if (code.includes('import.meta.')) {
          const dir = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
          const file = path.relative(outdir, args.path).split(path.sep).join('/');
          code = code
            .replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${dir}`)})`)
            .replaceAll('import.meta.filename', `(import.meta.dirname + ${JSON.stringify(`/${file}`)})`)
            .replaceAll('import.meta.url', `new URL(${JSON.stringify(file)}, import.meta.url).href`);
        }
        return { contents: code, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** npm packages stay external; the workspace's own packages (@ipe/*) are TypeScript and get bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ipe/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Bundles `entry` into `outfile` (plus `outfile.map`, whose sources are the .ts files). */
export async function bundleServer(
  entry = path.join(root, 'apps/server/src/main.ts'),
  outfile = SERVER_BUNDLE,
) {
  const outdir = path.dirname(outfile);
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    sourcesContent: false,
    // Class and function names stay as written (error names, logs, Fastify plugin names).
    keepNames: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceLocation(outdir)],
  });
  return outfile;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const t = Date.now();
  await bundleServer();
  console.log(`servidor compilado em ${path.relative(root, SERVER_BUNDLE)} (${Date.now() - t} ms)`);
}
