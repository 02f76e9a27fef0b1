/**
 * `npm run bench`: figures for the issue notes, each printed as `name: value` on its own line.
 * Ratios are measured in one run against a baseline in the same process, so they do not depend on the machine;
 * counts (syncs, bytes) do not depend on it at all. Without an argument each part runs in a process of its own,
 * so that one part's heap (the engine's thousands of scored events) does not slow the next part's measurement.
 */
import { spawnSync } from 'child_process';
import { syntheticEvent, sortEachBoard } from './event';
import { line, medianMs } from './timing';
import { scoreEvent } from '../src/engine/scoring/session';
import { getPreset } from '../src/engine/presets';
import { functionsBench } from './functions';
import { workbookBench } from './workbook';
import { bundleBench } from './bundle';
import { inputBench } from './input';
import { ddBench } from './dd';
import { cliBench } from './cli';

function engine(): void {
  const preset = getPreset('ebu');
  for (const [label, share] of [
    ['', 0],
    ['ruled-', 0.05],
  ] as const) {
    const event = syntheticEvent(200, 25, share);
    const ruled = event.entries.filter((e) => e.status === 'ruled').length;
    const sortMs = medianMs(() => sortEachBoard(event));
    const scoreMs = medianMs(() => scoreEvent(event, preset));
    line(`${label}results`, event.entries.length);
    if (share) line(`${label}ruled-lines`, ruled);
    line(`${label}sort-ms`, sortMs);
    line(`${label}score-ms`, scoreMs);
    line(`${label}score-vs-sort-ratio`, scoreMs / sortMs);
  }
}

const PARTS = ['engine', 'functions', 'workbook', 'bundle', 'input', 'dd', 'cli'] as const;

async function main(): Promise<void> {
  const only = process.argv[2];
  if (!only) {
    for (const part of PARTS) {
      const r = spawnSync(process.execPath, [...process.execArgv, __filename, part], { stdio: 'inherit' });
      if (r.status !== 0) process.exit(r.status ?? 1);
    }
    return;
  }
  if (!(PARTS as readonly string[]).includes(only)) throw new Error(`bench part '${only}': use ${PARTS.join(', ')}`);
  if (only === 'engine') engine();
  if (only === 'functions') functionsBench(syntheticEvent(200, 25, 0));
  if (only === 'workbook') await workbookBench(syntheticEvent(200, 25, 0.05));
  if (only === 'bundle') bundleBench();
  if (only === 'input') inputBench();
  if (only === 'dd') ddBench();
  if (only === 'cli') cliBench();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
