/** What the command line needs from the outside world, injected so that commands run in-process in tests. */
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inProcessDdPort, type DdWorkerPort } from '../engine';
import { threadPort } from './dd-thread';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(path: string): Uint8Array;
  writeFile(path: string, data: string | Uint8Array): void;
  /** Whether two paths name the same file (so that an output never overwrites its input). */
  sameFile(a: string, b: string): boolean;
  /** Starts a double-dummy worker (a worker thread; in tests, one in the same thread). */
  ddWorker(): DdWorkerPort;
}

/** The same file: the same real path when both exist, else the same resolved path. */
export function samePath(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return resolve(p);
    }
  };
  return real(a) === real(b);
}

/**
 * The real process: stdout/stderr streams, the file system, and double-dummy workers as threads running the
 * command line's entry file (`entry`), so that the solver is never loaded in the main thread.
 */
export function processIo(entry: string): CliIo {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    readFile: (p) => readFileSync(p),
    writeFile: (p, d) => writeFileSync(p, d),
    sameFile: samePath,
    ddWorker: () => threadPort(entry),
  };
}

/** An in-memory io for tests: collects output, serves files from a map (falling back to the disk). */
export function memoryIo(files: Record<string, string | Uint8Array> = {}): CliIo & {
  out: string;
  err: string;
  written: Record<string, string | Uint8Array>;
} {
  const io = {
    out: '',
    err: '',
    written: {} as Record<string, string | Uint8Array>,
    stdout(t: string) {
      io.out += t;
    },
    stderr(t: string) {
      io.err += t;
    },
    readFile(p: string): Uint8Array {
      const f = files[p];
      if (f === undefined) return readFileSync(p);
      return typeof f === 'string' ? Buffer.from(f, 'utf8') : f;
    },
    writeFile(p: string, d: string | Uint8Array) {
      io.written[p] = d;
    },
    sameFile: (a: string, b: string) => resolve(a) === resolve(b) || samePath(a, b),
    ddWorker: () => inProcessDdPort(),
  };
  return io;
}
