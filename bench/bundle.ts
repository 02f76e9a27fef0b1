/**
 * The pane's first download: a production build into a temporary folder, then the gzipped size of what
 * taskpane.html loads at start (its script tags), and of the file readers loaded on first import.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { line } from './timing';

export function bundleBench(): void {
  const out = mkdtempSync(path.join(tmpdir(), 'bridge-bundle-'));
  try {
    execFileSync(
      process.execPath,
      ['node_modules/webpack/bin/webpack.js', '--mode', 'production', '--config-name', 'addin', '--output-path', out],
      { stdio: 'ignore' },
    );
    const gz = (file: string) => gzipSync(readFileSync(path.join(out, file)), { level: 9 }).length / 1024;
    const html = readFileSync(path.join(out, 'taskpane.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+)/g)]
      .map((m) => m[1])
      .filter((src) => !/^https?:/.test(src));
    const initial = scripts.reduce((sum, s) => sum + gz(s), 0);
    line('pane-initial-scripts', scripts.join(' '));
    line('pane-initial-js-gzip-kb', initial);
    const readers = readdirSync(out).filter((f) => f.startsWith('readers') && f.endsWith('.js'));
    line(
      'pane-readers-gzip-kb',
      readers.reduce((sum, f) => sum + gz(f), 0),
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
