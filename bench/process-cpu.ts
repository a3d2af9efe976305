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

/** User + system seconds of one process (all its threads), 0 once it is gone. */
function ownCpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' '))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds used so far by `pid` and its living descendants. */
export function processTreeCpuSeconds(pid: number): number {
  return ownCpuSeconds(pid) + childrenOf(pid).reduce((sum, child) => sum + processTreeCpuSeconds(child), 0);
}
