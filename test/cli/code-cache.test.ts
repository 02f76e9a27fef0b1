import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runWithCodeCache, userCacheDir } from '../../src/cli/code-cache';

/**
 * Each start is a process of its own, as a user's commands are: within one process V8 keeps compiled scripts
 * itself and would take any cache, good or damaged.
 */
function start(file: string, cacheDir: string): { used: boolean; value: number; saved: boolean } {
  const code =
    `const { runWithCodeCache } = require(${JSON.stringify(path.resolve(__dirname, '../../src/cli/code-cache'))});` +
    `const r = runWithCodeCache(${JSON.stringify(file)}, ${JSON.stringify(cacheDir)});` +
    `const saved = r.used ? false : r.save();` +
    `process.stdout.write(JSON.stringify({ used: r.used, value: r.exports.value, saved }));`;
  const r = spawnSync(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', code], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as { used: boolean; value: number; saved: boolean };
}

describe('the command line starts its bundle with V8’s code cache', () => {
  let dir: string;
  let main: string;
  let cacheDir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'code-cache-'));
    cacheDir = path.join(dir, 'cache');
    main = path.join(dir, 'main.js');
    // A bundle that requires a file beside it, as bridge-main.js loads its solver chunks.
    writeFileSync(path.join(dir, 'dep.js'), 'exports.x = 41;\n');
    writeFileSync(main, 'function f(a) { return a + 1; }\nexports.value = f(require("./dep.js").x);\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the bundle without a cache and writes one; the next start takes it; a changed bundle does not', () => {
    expect(start(main, cacheDir)).toEqual({ used: false, value: 42, saved: true });
    expect(readdirSync(cacheDir)).toHaveLength(1);
    expect(start(main, cacheDir)).toEqual({ used: true, value: 42, saved: false });
    writeFileSync(main, 'exports.value = require("./dep.js").x * 2;\n');
    expect(start(main, cacheDir)).toEqual({ used: false, value: 82, saved: true });
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });

  it('a damaged cache is refused, the bundle still runs, and the cache is written anew', () => {
    start(main, cacheDir);
    const [file] = readdirSync(cacheDir);
    writeFileSync(path.join(cacheDir, file), 'not a code cache');
    expect(start(main, cacheDir)).toEqual({ used: false, value: 42, saved: true });
    expect(start(main, cacheDir)).toEqual({ used: true, value: 42, saved: false });
  });

  it('a cache that cannot be written costs nothing but the saving', () => {
    const blocked = path.join(dir, 'file');
    writeFileSync(blocked, '');
    const run = runWithCodeCache(main, path.join(blocked, 'cache'));
    expect(run.exports).toEqual({ value: 42 });
    expect(run.save()).toBe(false);
  });

  it('keeps the cache in the user’s own cache folder', () => {
    expect(userCacheDir({ XDG_CACHE_HOME: '/home/u/.cache' })).toBe(path.join('/home/u/.cache', 'bridgescore'));
    expect(userCacheDir({ LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' })).toBe(
      path.join('C:\\Users\\u\\AppData\\Local', 'bridgescore'),
    );
  });
});
