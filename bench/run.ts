/**
 * `npm run bench`: figures for the issue notes, each printed as `name: value` on its own line.
 * Ratios are measured in one run against a baseline in the same process, so they do not depend on the machine;
 * counts (syncs, bytes) do not depend on it at all. Without an argument each part runs in a process of its own,
 * so that one part's heap (the engine's thousands of scored events) does not slow the next part's measurement.
 * `npm run bench -- scale` adds the engine's 1,000,000-result figures (`npm run bench -- engine scale`: those alone).
 */
import { spawnSync } from 'child_process';
import { syntheticEvent } from './event';
import { engineBench } from './engine';
import { functionsBench } from './functions';
import { workbookBench } from './workbook';
import { bundleBench } from './bundle';
import { inputBench } from './input';
import { ddBench } from './dd';
import { cliBench } from './cli';

const PARTS = ['engine', 'functions', 'workbook', 'bundle', 'input', 'dd', 'cli'] as const;

async function main(): Promise<void> {
  // `scale` adds the 1,000,000-result figures to the engine's part: alone, or after a part's name.
  const args = process.argv.slice(2);
  const scale = args.includes('scale');
  const only = args.find((a) => a !== 'scale');
  if (!only) {
    for (const part of PARTS) {
      const partArgs = [...process.execArgv, __filename, part, ...(scale ? ['scale'] : [])];
      const r = spawnSync(process.execPath, partArgs, { stdio: 'inherit' });
      if (r.status !== 0) process.exit(r.status ?? 1);
    }
    return;
  }
  if (!(PARTS as readonly string[]).includes(only)) throw new Error(`bench part '${only}': use ${PARTS.join(', ')}`);
  if (only === 'engine') engineBench(scale);
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
