/**
 * CPU per order of the order bench's rows (Linux /proc; decision 362): the server process, PostgreSQL's backends of
 * the bench's scratch database, and the bench's own process (autocannon, or the reference's writers). Per order
 * these figures move little with a busy machine, unlike orders/s.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/**
 * CPU per order of one row (ms, Linux /proc; null elsewhere or not applicable): the server process; PostgreSQL's
 * backends of the bench's scratch database (null on PGlite, which runs inside the server, or inside this process
 * for the reference); this process (autocannon, or the reference's writers and, on PGlite, its database).
 */
export interface RowCpu {
  server: number | null;
  database: number | null;
  bench: number | null;
  /** The machine's 1-minute load average when the row started. */
  load: number;
}

/**
 * CPU time (user + system, ms) a process has used, from /proc (Linux); null elsewhere. Per order it is a figure a
 * busy machine changes little, unlike orders/s: what the server itself spends, whoever else shares the cores.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): utime is the 14th, stime 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** CPU (ms) of each PostgreSQL backend connected to `database` (their titles name it); null without /proc. */
function postgresBackendsCpuMs(database: string | undefined): Map<number, number> | null {
  if (!database) return null;
  const backends = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.includes(` ${database} `)) continue;
      const ms = processCpuMs(Number(pid));
      if (ms !== null) backends.set(Number(pid), ms);
    } catch {
      // Gone meanwhile.
    }
  }
  return backends.size > 0 ? backends : null;
}

/**
 * What the backends spent between two samples: a backend in both, its difference; one started in between, all of
 * it. One that ended in between is lost (the pool closes idle connections): an undercount, never negative.
 */
function backendsDelta(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before?.get(pid) ?? 0);
  return total;
}

/** This process's CPU (ms): the load generator, or the reference's writers (and PGlite's database with them). */
const benchCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * The CPU of the server (a pid), the scratch database's backends and this process between `start` and `stop`, per
 * order. Backends that end in between are not counted (see `backendsDelta`): measure while connections are open.
 */
export function cpuMeter(pid: number | undefined, database: string | undefined) {
  const sample = () => ({
    server: processCpuMs(pid),
    database: postgresBackendsCpuMs(database),
    bench: benchCpuMs(),
  });
  let load = 0;
  let before = sample();
  return {
    start() {
      load = loadavg()[0] ?? 0;
      before = sample();
    },
    stop(orders: number): RowCpu {
      const after = sample();
      const per = (a: number | null, b: number | null) =>
        a === null || b === null || orders < 1 ? null : (b - a) / orders;
      return {
        server: per(before.server, after.server),
        database:
          after.database && orders >= 1
            ? (backendsDelta(before.database, after.database) ?? 0) / orders
            : null,
        bench: per(before.bench, after.bench),
        load,
      };
    },
  };
}

/** A row's CPU figures per order, as printed. */
export function cpuText(cpu: RowCpu | undefined): string {
  if (!cpu) return 'CPU n/a';
  const ms = (v: number | null) => (v === null ? null : `${v.toFixed(2)} ms`);
  const parts = [
    ms(cpu.server) && `server ${ms(cpu.server)}`,
    ms(cpu.database) && `PostgreSQL ${ms(cpu.database)}`,
    ms(cpu.bench) && `bench process ${ms(cpu.bench)}`,
  ].filter(Boolean);
  return `CPU per order: ${parts.join(', ') || 'n/a'} (load ${cpu.load.toFixed(1)})`;
}
