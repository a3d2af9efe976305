/**
 * CPU time of a process and all its descendants (Linux /proc), for benchmarks on a shared
 * machine: throughput falls when other work takes the cores, CPU time spent per request does
 * not (much). The app and the ceiling server run as `tsx` wrappers whose child is the real node
 * process, so the whole tree is counted.
 *
 *   const before = processTreeCpuSeconds(child.pid);
 *   ... load ...
 *   const perRequestMs = (1000 * (processTreeCpuSeconds(child.pid) - before)) / requests;
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux the benchmarks run on (`getconf CLK_TCK`)

/** User + system seconds of a /proc stat file (a process's, all its threads, or one thread's), 0 once it is gone. */
function statCpuSeconds(statPath: string): number {
  try {
    const stat = fs.readFileSync(statPath, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function threadIdsOf(pid: number): string[] {
  try {
    return fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
}

function childrenOf(pid: number): number[] {
  return threadIdsOf(pid)
    .flatMap((tid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ');
      } catch {
        return [];
      }
    })
    .filter(Boolean)
    .map(Number);
}

/** CPU seconds used so far by `pid` and its living descendants. */
export function processTreeCpuSeconds(pid: number): number {
  return statCpuSeconds(`/proc/${pid}/stat`) + childrenOf(pid).reduce((sum, child) => sum + processTreeCpuSeconds(child), 0);
}

/** CPU seconds used so far by each thread of `pid` and of its living descendants, by "pid/tid" (bench/thread-cpu.ts). */
export function threadCpuSeconds(pid: number, into = new Map<string, number>()): Map<string, number> {
  for (const tid of threadIdsOf(pid)) into.set(`${pid}/${tid}`, statCpuSeconds(`/proc/${pid}/task/${tid}/stat`));
  for (const child of childrenOf(pid)) threadCpuSeconds(child, into);
  return into;
}
