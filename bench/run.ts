/**
 * `npm run bench`: figures for the issue notes, each printed as `name: value` on its own line.
 * Ratios are measured in one run against a baseline in the same process, so they do not depend on the machine;
 * counts (syncs, bytes) do not depend on it at all.
 */
import { syntheticEvent, sortEachBoard } from './event';
import { line, medianMs } from './timing';
import { scoreEvent } from '../src/engine/scoring/session';
import { getPreset } from '../src/engine/presets';
import { functionsBench } from './functions';
import { workbookBench } from './workbook';
import { bundleBench } from './bundle';

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

async function main(): Promise<void> {
  const only = process.argv[2];
  if (!only || only === 'engine') engine();
  if (!only || only === 'functions') functionsBench(syntheticEvent(200, 25, 0));
  if (!only || only === 'workbook') await workbookBench(syntheticEvent(200, 25, 0.05));
  if (!only || only === 'bundle') bundleBench();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
