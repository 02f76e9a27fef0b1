/**
 * dist/cli/bridge.js: starts the command line (bridge-main.js beside it) with V8's code cache (code-cache.ts),
 * and writes the cache at exit when there was none for this bundle and command.
 */
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { runWithCodeCache, userCacheDir } from './code-cache';

// A cache for each command (and one for the solver's thread): each compiles a part of the bundle of its own.
const command = process.argv[2] ?? '';
const variant = !isMainThread ? 'thread' : /^[a-z][a-z-]{0,19}$/.test(command) ? command : 'other';
const run = runWithCodeCache(path.join(__dirname, 'bridge-main.js'), userCacheDir(), variant);
if (!run.used) process.once('exit', () => run.save());
