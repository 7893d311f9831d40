// Writes .gz and .br copies of the built assets: the server sends them precompressed
// (@fastify/static `preCompressed`), so no CPU is spent compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|css|html|svg|json|txt|map)$/;

function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (compressible.test(e.name)) {
      const data = fs.readFileSync(p);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${p}.gz`, zlib.gzipSync(data, { level: 9 }));
      fs.writeFileSync(
        `${p}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
walk(dist);
