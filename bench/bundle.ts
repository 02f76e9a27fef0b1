/**
 * The pane's first download: a production build into a temporary folder (with webpack's stats), then the gzipped
 * size of what taskpane.html loads before the first paint — its script tags, which are the entry chunks of the
 * pane and of the custom functions (one page in the shared runtime) with their initial chunks — and, for a pane
 * in another language than English, that language's texts (fetched before the first paint, i18n/load.ts).
 * Each chunk group loaded on first use (a section, the readers, the export, the solver) is printed apart: the
 * gzipped size of what its first use downloads beyond the first download.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { line } from './timing';

interface StatsAsset {
  name: string;
}
interface ChunkGroup {
  name: string;
  assets: StatsAsset[];
}
interface Stats {
  entrypoints: Record<string, ChunkGroup>;
  namedChunkGroups: Record<string, ChunkGroup>;
}

/** The pane's page and the other pages of the add-in, whose chunks are not the pane's. */
const PAGE_ENTRIES = ['functions', 'taskpane'];
const OTHER_PAGES = ['help', 'dialog'];

export function bundleBench(): void {
  const out = mkdtempSync(path.join(tmpdir(), 'bridge-bundle-'));
  try {
    const statsFile = path.join(out, 'stats.json');
    execFileSync(
      process.execPath,
      [
        'node_modules/webpack/bin/webpack.js',
        '--mode',
        'production',
        '--config-name',
        'addin',
        '--output-path',
        out,
        '--json',
        statsFile,
      ],
      { stdio: 'ignore' },
    );
    const raw = JSON.parse(readFileSync(statsFile, 'utf8')) as Stats & { children?: Stats[] };
    const stats = raw.children?.[0] ?? raw;
    const gz = (file: string) => gzipSync(readFileSync(path.join(out, file)), { level: 9 }).length / 1024;
    const js = (g: ChunkGroup) => g.assets.map((a) => a.name).filter((n) => n.endsWith('.js'));

    // What the page's script tags load, which must be the entries' initial chunks.
    const html = readFileSync(path.join(out, 'taskpane.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+)/g)]
      .map((m) => m[1])
      .filter((src) => !/^https?:/.test(src));
    const initial = new Set(PAGE_ENTRIES.flatMap((e) => js(stats.entrypoints[e])));
    const missing = [...initial].filter((f) => !scripts.includes(f));
    if (missing.length) throw new Error(`taskpane.html does not load ${missing.join(', ')}`);
    const first = scripts.reduce((sum, s) => sum + gz(s), 0);
    line('pane-initial-scripts', scripts.join(' '));
    line('pane-initial-js-gzip-kb', first);

    // Chunk groups loaded on first use: what each adds to the first download.
    const others = new Set(OTHER_PAGES.flatMap((e) => js(stats.entrypoints[e] ?? { name: e, assets: [] })));
    const lazy = Object.values(stats.namedChunkGroups).filter(
      (g) => !PAGE_ENTRIES.includes(g.name) && !OTHER_PAGES.includes(g.name),
    );
    let worstLanguage = 0;
    for (const g of lazy.sort((a, b) => a.name.localeCompare(b.name))) {
      const files = js(g).filter((f) => !initial.has(f) && !others.has(f));
      const kb = files.reduce((sum, f) => sum + gz(f), 0);
      if (g.name.startsWith('i18n-')) worstLanguage = Math.max(worstLanguage, kb);
      line(`pane-lazy-${g.name}-gzip-kb`, kb);
    }
    // The heaviest language's pane: its texts come before the first paint.
    line('pane-first-download-other-language-max-gzip-kb', first + worstLanguage);
    line('pane-first-download-goal-gzip-kb', 250);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
