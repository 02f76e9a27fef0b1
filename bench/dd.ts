/**
 * Double-dummy speed: the full 20-value table of each of the 28 deals of the shared FFB file, solved one after
 * the other on one core. Prints the median and the maximum seconds per deal (wall clock and this process's CPU
 * time, which does not count time the machine gave to other work), and the slowest board.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readPbn } from '../src/engine/io/pbn';
import { TableSolver, DD_SOLVE_ORDER } from '../src/engine/dd/table';
import { line } from './timing';

const FILE = path.resolve(__dirname, '../../shared/data/pbn/ffb-national-final-2022-session5.pbn');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function ddBench(): void {
  if (!existsSync(FILE)) {
    line('dd-deals', 0);
    return;
  }
  const read = readPbn(readFileSync(FILE), { file: 'ffb.pbn' });
  const wall: number[] = [];
  const cpu: number[] = [];
  let nodes = 0;
  let slowest = { board: 0, seconds: 0 };
  for (const [board, info] of Object.entries(read.boardInfo)) {
    if (!info.deal) continue;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const solver = new TableSolver(info.deal);
    for (const strain of DD_SOLVE_ORDER) solver.strain(strain);
    const seconds = (performance.now() - t0) / 1000;
    const c = process.cpuUsage(c0);
    wall.push(seconds);
    cpu.push((c.user + c.system) / 1e6);
    nodes += solver.nodes;
    if (seconds > slowest.seconds) slowest = { board: Number(board), seconds };
  }
  line('dd-deals', wall.length);
  line('dd-median-s', median(wall));
  line('dd-max-s', Math.max(...wall));
  line('dd-median-cpu-s', median(cpu));
  line('dd-max-cpu-s', Math.max(...cpu));
  line('dd-slowest-board', slowest.board);
  line('dd-nodes-per-deal', Math.round(nodes / wall.length));
}
