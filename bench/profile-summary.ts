/**
 * Self time of a CPU profile (`.cpuprofile`, from `node --cpu-prof` or bench/socket-cpu.ts
 * `--profile`) by package and by function, as shares of the busy time (idle and the program's
 * root left out): where a request's CPU goes, without opening DevTools.
 *
 *   npx tsx bench/profile-summary.ts file.cpuprofile [--top 40]
 */
import fs from 'node:fs';
import { option } from './options.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary.ts file.cpuprofile [--top 40]');
const top = Number(option('top', '40'));
const { nodes, samples } = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
const hits = new Map<number, number>();
for (const id of samples) hits.set(id, (hits.get(id) ?? 0) + 1);

/** Where a script lives: the package under node_modules, node's own modules, else the project's folder. */
function placeOf(url: string, name: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1];
  if (url.startsWith('node:')) return url.split('/')[0];
  if (!url) return name.startsWith('(') ? name : '(native)';
  return /\/((?:api|bench)\/.*?)(?:\?.*)?$/.exec(url)?.[1] ?? url.replace(/^.*\//, '');
}

const IDLE = new Set(['(idle)', '(program)', '(root)']);
const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
for (const node of nodes) {
  const count = hits.get(node.id) ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  if (!count || IDLE.has(functionName)) continue;
  busy += count;
  const place = placeOf(url, functionName);
  byPlace.set(place, (byPlace.get(place) ?? 0) + count);
  const name = `${functionName || '(anonymous)'}  ${place}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + count);
}
const share = (count: number) => `${((100 * count) / busy).toFixed(1).padStart(5)}%`;
console.log(`${busy} busy samples of ${samples.length}`);
console.log('\nby package or folder:');
for (const [place, count] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${share(count)}  ${place}`);
console.log('\nby function:');
for (const [name, count] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${share(count)}  ${name}`);
