import fs from 'node:fs';

/**
 * CPU accounting from /proc (Linux; elsewhere every figure is null): how much of the machine the
 * server process, the load generator (this process), PostgreSQL and everything else used during a run.
 * Other work on the machine (another test suite, a build) skews the figures; the report shows it.
 */
const TICKS_PER_SECOND = 100;

interface Snapshot {
  at: number;
  machineBusy: number;
  server: number;
  /** utime + stime of every postgres process, by pid. */
  postgres: Map<string, number>;
  self: number;
}

export interface CpuUse {
  /** Cores in use on the whole machine (0 to os.cpus().length). */
  machineCores: number;
  serverCores: number;
  loadGeneratorCores: number;
  /** Every process named postgres (our backends and anyone else's). */
  postgresCores: number;
  /** What is left: processes that are not part of the benchmark. */
  otherCores: number;
}

function procTicks(pid: number | string): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}

function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ticks.set(pid, procTicks(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

/** CPU of the postgres processes alive at the end (a backend that exited meanwhile counts as 'other'). */
function postgresDelta(a: Map<string, number>, b: Map<string, number>) {
  let total = 0;
  for (const [pid, t] of b) {
    const before = a.get(pid) ?? 0;
    total += t >= before ? t - before : t; // a smaller figure: the pid was reused by a new process
  }
  return total;
}

function snapshot(serverPid: number): Snapshot | null {
  try {
    const [, ...v] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = v.map(Number);
    const total = n.slice(0, 8).reduce((s, x) => s + x, 0);
    const cpu = process.cpuUsage();
    return {
      at: performance.now(),
      machineBusy: total - n[3] - n[4],
      server: procTicks(serverPid),
      postgres: postgresTicks(),
      self: (cpu.user + cpu.system) / 1e6,
    };
  } catch {
    return null;
  }
}

/** Starts measuring; the returned function gives the use since then. */
export function cpuMeter(serverPid: number): () => CpuUse | null {
  const a = snapshot(serverPid);
  return () => {
    const b = snapshot(serverPid);
    if (!a || !b) return null;
    const secs = (b.at - a.at) / 1000;
    const cores = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / secs) * 100) / 100;
    const machineCores = cores(b.machineBusy - a.machineBusy);
    const serverCores = cores(b.server - a.server);
    const postgresCores = cores(postgresDelta(a.postgres, b.postgres));
    const loadGeneratorCores = Math.round(((b.self - a.self) / secs) * 100) / 100;
    const otherCores = Math.max(
      0,
      Math.round((machineCores - serverCores - postgresCores - loadGeneratorCores) * 100) / 100,
    );
    return { machineCores, serverCores, loadGeneratorCores, postgresCores, otherCores };
  };
}
