/**
 * The command line as a user runs it: the built bundle (a production build of the cli config into a temporary
 * folder) started as a whole process, `check` of the shared FFB PBN file (28 boards, Optimum tags: the par claims
 * are checked against the file's own table, no deal is solved without --dd). Prints the median wall time of the 6
 * runs after the first (the first writes the command line's code cache; its time is printed too) and the process's
 * own CPU time (which does not count time the machine gave to other work), beside the same figures for `help` (the
 * bundle's start-up) and for an empty Node process (the floor).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { line } from './timing';

const FILE = path.resolve(__dirname, '../../shared/data/pbn/ffb-national-final-2022-session5.pbn');
const RUNS = 7;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * Median wall and CPU seconds of RUNS processes (the CPU time is reported by a preloaded exit hook), and the wall
 * time of the first, which starts without the command line's code cache and writes it.
 */
function timeProcess(
  args: string[],
  hook: string,
  env: NodeJS.ProcessEnv,
  expect?: RegExp,
): { wall: number; cpu: number; first: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, ['--require', hook, ...args], { encoding: 'utf8', env });
    wall.push(Number(process.hrtime.bigint() - start) / 1e9);
    const m = /bench-cpu-us (\d+)/.exec(r.stderr);
    if (!m) throw new Error(`no CPU time from node ${args.join(' ')}: ${r.stderr.slice(0, 300)}`);
    cpu.push(Number(m[1]) / 1e6);
    if (expect && !expect.test(r.stdout)) throw new Error(`node ${args.join(' ')}: ${r.stdout.slice(-300)}`);
  }
  return { wall: median(wall.slice(1)), cpu: median(cpu.slice(1)), first: wall[0] };
}

const seconds = (x: number) => `${x.toFixed(3)} s`;

export function cliBench(): void {
  if (!existsSync(FILE)) {
    line('cli check ffb wall', 'not measured (../shared/data is absent)');
    return;
  }
  const out = mkdtempSync(path.join(tmpdir(), 'bridge-cli-'));
  try {
    execFileSync(
      process.execPath,
      ['node_modules/webpack/bin/webpack.js', '--mode', 'production', '--config-name', 'cli', '--output-path', out],
      { stdio: 'ignore' },
    );
    const hook = path.join(out, 'cpu-hook.js');
    writeFileSync(
      hook,
      "process.on('exit', () => { const u = process.cpuUsage(); " +
        "require('fs').writeSync(2, `bench-cpu-us ${u.user + u.system}\\n`); });\n",
    );
    const bundle = path.join(out, 'bridge.js');
    // The code cache (src/cli/code-cache.ts) in a folder of the bench's own, empty at the start.
    const env = { ...process.env, XDG_CACHE_HOME: path.join(out, 'cache'), LOCALAPPDATA: '' };
    const empty = timeProcess(['-e', '0'], hook, env);
    const help = timeProcess([bundle, 'help'], hook, env, /^usage:/);
    const check = timeProcess([bundle, 'check', FILE], hook, env, /checked: \d+ values, 0 differ\n$/);
    line('cli node-empty wall', seconds(empty.wall));
    line('cli node-empty cpu', seconds(empty.cpu));
    line('cli help wall', seconds(help.wall));
    line('cli help cpu', seconds(help.cpu));
    line('cli check ffb first wall (no code cache yet)', seconds(check.first));
    line('cli check ffb wall', seconds(check.wall));
    line('cli check ffb cpu', seconds(check.cpu));
    line('cli check ffb goal wall', seconds(0.2));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
