/**
 * Starts the command line's bundle with V8's code cache, the way Node 22 does with NODE_COMPILE_CACHE (Node 20
 * has no such switch): a process that finds the cache of the same bundle and Node skips compiling the bundle's
 * functions again, which is a good part of a short command's time. The cache lives in the user's own cache folder;
 * V8 checks it against the source and the Node version and refuses a stale one, and any failure to read or write
 * it only costs the compiling it would have saved.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { Script } from 'node:vm';
import Module from 'node:module';

/** The user's cache folder for the command line: %LOCALAPPDATA%, $XDG_CACHE_HOME, or ~/.cache. */
export function userCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.LOCALAPPDATA || env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'bridgescore');
}

export interface CodeCacheRun {
  /** The cache file used for this bundle. */
  cacheFile: string;
  /** The cache was found and V8 took it. */
  used: boolean;
  /** The bundle's exports. */
  exports: unknown;
  /** Writes the cache (once the code has run, so that the functions it compiled are in it); false when it cannot. */
  save: () => boolean;
}

/**
 * Runs `file` (a CommonJS bundle) as a module, compiled with the cache kept in `cacheDir` when there is one of
 * this very file (its content's hash, Node's version and the processor's architecture name it). A `variant` keeps
 * a cache of its own: each command compiles its own part of the bundle.
 */
export function runWithCodeCache(file: string, cacheDir: string, variant = ''): CodeCacheRun {
  const source = readFileSync(file, 'utf8');
  // V8 checks a cache against the source's length only: the content's hash names the file, so that another
  // bundle of the same length never runs on this one's cache.
  const hash = createHash('sha1').update(source).digest('hex').slice(0, 20);
  const key = `${process.version}-${process.arch}-${hash}`;
  const cacheFile = path.join(cacheDir, `${path.basename(file, '.js')}${variant ? `-${variant}` : ''}-${key}.v8`);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  const used = cachedData !== undefined && !script.cachedDataRejected;
  const mod = new Module(file);
  mod.filename = file;
  mod.paths = [];
  mod.loaded = true;
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  const req = (id: string) => mod.require(id);
  run.call(mod.exports, mod.exports, Object.assign(req, { main: mod }), mod, file, path.dirname(file));
  const save = (): boolean => {
    try {
      mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
      const tmp = `${cacheFile}.${process.pid}`;
      writeFileSync(tmp, script.createCachedData());
      renameSync(tmp, cacheFile);
      return true;
    } catch {
      return false;
    }
  };
  return { cacheFile, used, exports: mod.exports, save };
}
