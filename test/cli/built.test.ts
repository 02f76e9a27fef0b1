/**
 * The built command line as a user runs it: `npm run build`'s cli bundle in a folder of its own, started as a
 * process through bridge.js, which compiles bridge-main.js with the code cache (src/cli/code-cache.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Board 1 (None vulnerable), three tables: +420, +450, -50 → NS MP 2, 4, 0 of 4.
const CSV = `board,table,ns,ew,contract,declarer,result,score_ns
1,1,1,2,4S,N,=,
1,2,3,4,4S,N,+1,450
1,3,5,6,4S,N,-1,
`;

describe('the built command line', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(path.join(tmpdir(), 'bridge-built-'));
    const webpack = require.resolve('webpack/bin/webpack.js');
    execFileSync(process.execPath, [webpack, '--mode', 'production', '--config-name', 'cli', '--output-path', out], {
      cwd: path.resolve(__dirname, '../..'),
      stdio: 'ignore',
    });
    writeFileSync(path.join(out, 'r.csv'), CSV);
  }, 180_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('starts with a shebang, scores a file the same with and without its code cache, and keeps a cache per command', () => {
    expect(readFileSync(path.join(out, 'bridge.js'), 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
    const env = { ...process.env, XDG_CACHE_HOME: path.join(out, 'cache'), LOCALAPPDATA: '' };
    const score = () =>
      spawnSync(process.execPath, [path.join(out, 'bridge.js'), 'score', path.join(out, 'r.csv'), '--json'], {
        encoding: 'utf8',
        env,
      });
    const first = score();
    expect(first.status).toBe(0);
    const mp = (stdout: string) => (JSON.parse(stdout) as { lines: Array<{ mpNS: number }> }).lines.map((e) => e.mpNS);
    expect(mp(first.stdout)).toEqual([2, 4, 0]);
    const caches = readdirSync(path.join(out, 'cache', 'bridgescore'));
    expect(caches).toHaveLength(1);
    expect(caches[0]).toMatch(/^bridge-main-score-/);
    const second = score();
    expect(second.status).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    const help = spawnSync(process.execPath, [path.join(out, 'bridge.js'), 'help'], { encoding: 'utf8', env });
    expect(help.stdout).toMatch(/^usage:/);
    expect(readdirSync(path.join(out, 'cache', 'bridgescore'))).toHaveLength(2);
  });
});
