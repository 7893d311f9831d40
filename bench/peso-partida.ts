import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

/**
 * Start-up and memory of the compiled server on the embedded PGlite default, as `npm start` runs it
 * (same bundle, same Node flags, demo seed): the first start on an empty DATA_DIR (migrate + seed demo),
 * then a warm restart on that folder. Times are to the first answer of `GET /api/login/empresas`;
 * CPU is the process's utime + stime at that moment (/proc, Linux).
 */
const root = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(root, 'apps/server/dist/main.js');

export interface Partida {
  /** Wall seconds from spawn to the first answer. */
  segundos: number;
  /** CPU seconds the server process used until then (null outside Linux). */
  cpuSegundos: number | null;
  /** RSS when it first answered. */
  rssProntoMb: number | null;
}

export interface ServidorMedido {
  url: string;
  pid: number;
  partida: Partida;
  rssMb(): number | null;
  parar(): Promise<void>;
}

async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function cpuSegundos(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100; // utime + stime, in USER_HZ ticks
  } catch {
    return null;
  }
}

export function rssMb(pid: number): number | null {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Starts the compiled server on `dataDir` and waits for its first answer. */
export async function iniciarServidor(dataDir: string, webDist?: string): Promise<ServidorMedido> {
  if (!fs.existsSync(MAIN)) throw new Error('Rode `npm run build` antes (apps/server/dist/main.js).');
  const port = await portaLivre();
  const inicio = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], {
    cwd: root,
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LGPD_EXPURGO: '0',
      LOG_LEVEL: 'warn',
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  child.stdout?.on('data', (d) => (saida += d));
  child.stderr?.on('data', (d) => (saida += d));
  const url = `http://127.0.0.1:${port}`;
  const pid = child.pid as number;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`servidor terminou: ${saida}`);
    try {
      if ((await fetch(`${url}/api/login/empresas`)).ok) break;
    } catch {}
    if (performance.now() - inicio > 180_000) {
      child.kill('SIGTERM');
      throw new Error(`servidor não respondeu: ${saida}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const partida = {
    segundos: Math.round(performance.now() - inicio) / 1000,
    cpuSegundos: cpuSegundos(pid),
    rssProntoMb: rssMb(pid),
  };
  return {
    url,
    pid,
    partida,
    rssMb: () => rssMb(pid),
    async parar() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    },
  };
}

export const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));
