/**
 * The engine's figures: a session scored (matchpoints, Neuberg, totals, percentages, ranks) against sorting each
 * board's scores, warm and cold, its heap, and the same boards matchpointed by `bridge-scorer` (npm). Sizes are
 * 25 boards of 200, 2,000 and (with `scale`) 40,000 results: 5,000, 50,000 and 1,000,000 results in one field.
 * The same events scored at Butler and cross-IMPs are timed beside their matchpoint score (5k and 50k), and the
 * 50,000-result field with a handful of rulings beside the same field with none.
 */
import { spawnSync } from 'child_process';
import * as bridgeScorer from 'bridge-scorer';
import {
  syntheticEvent,
  sortEachBoard,
  typedSortEachBoard,
  boardScoreArrays,
  sortTypedArrays,
  readEachLine,
  minimalMatchpoints,
} from './event';
import { line, median, medianMs, ratioOf, roundRatio, timedRounds } from './timing';
import { scoreEvent } from '../src/engine/scoring/session';
import { scoreBoard } from '../src/engine/scoring/board';
import { getPreset } from '../src/engine/presets';
import type { TravellerEntry } from '../src/engine/model/types';

const BOARDS = 25;
const PRESET = 'ebu';

/** A size's label in the figures' names: 5k, 50k, 1m. */
function label(results: number): string {
  return results >= 1e6 ? `${results / 1e6}m` : `${results / 1e3}k`;
}

/** Timing runs by size: fewer at 1M, where one call takes a good part of a second. */
function runsFor(results: number): [runs: number, warm: number] {
  return results >= 1e6 ? [5, 3] : results >= 5e4 ? [15, 10] : [31, 25];
}

/**
 * Rounds of a ratio's figures by size (timedRounds()): each round times base and subject one after the other,
 * and a ratio is the median of the rounds' ratios. Many at 5k, where a call takes a fraction of a millisecond.
 */
function roundsFor(results: number): [rounds: number, runs: number, warm: number] {
  return results >= 1e6 ? [5, 5, 3] : results >= 5e4 ? [11, 15, 10] : [21, 41, 25];
}

/** The original figures (5,000 results, the Map-and-comparator sort baseline), kept under their names. */
function legacy(): void {
  const preset = getPreset(PRESET);
  for (const [prefix, share] of [
    ['', 0],
    ['ruled-', 0.05],
  ] as const) {
    const event = syntheticEvent(200, BOARDS, share);
    const ruled = event.entries.filter((e) => e.status === 'ruled').length;
    const [rounds, runs, warm] = roundsFor(event.entries.length);
    const r = ratioOf(
      () => sortEachBoard(event),
      () => scoreEvent(event, preset),
      rounds,
      runs,
      warm,
    );
    line(`${prefix}results`, event.entries.length);
    if (share) line(`${prefix}ruled-lines`, ruled);
    line(`${prefix}sort-ms`, r.baseMs);
    line(`${prefix}score-ms`, r.ms);
    line(`${prefix}score-vs-sort-ratio`, r.ratio);
    line(`${prefix}score-vs-sort-cpu-ratio`, r.cpuRatio);
  }
}

/** Full score ÷ the typed-array sort, warm, at one size (and ruled share). */
function versusTypedSort(tables: number, share: number): void {
  const preset = getPreset(PRESET);
  const event = syntheticEvent(tables, BOARDS, share);
  const n = event.entries.length;
  const name = `${share ? 'ruled-' : ''}${label(n)}`;
  const [rounds, runs, warm] = roundsFor(n);
  const arrays = boardScoreArrays(event);
  // Every figure's functions timed in the same rounds, one after the other; a ratio is the median of the rounds'.
  const t = timedRounds(
    {
      typed: () => typedSortEachBoard(event),
      sortOnly: () => sortTypedArrays(arrays),
      read: () => readEachLine(event),
      score: () => scoreEvent(event, preset),
      minimal: () => (share ? 0 : minimalMatchpoints(event)),
    },
    rounds,
    runs,
    warm,
  );
  const typedMs = median(t.typed.ms);
  const scoreMs = median(t.score.ms);
  const readMs = median(t.read.ms);
  const scoreVsTyped = roundRatio(t.score, t.typed);
  line(`${name}-results`, n);
  line(`${name}-boards`, arrays.length);
  if (share) line(`${name}-ruled-lines`, event.entries.filter((e) => e.status === 'ruled').length);
  line(`${name}-baseline`, 'read each board’s NS scores into a typed array, .sort() it (no comparator)');
  line(`${name}-typed-sort-ms`, typedMs);
  line(`${name}-sort-only-ms`, median(t.sortOnly.ms));
  line(`${name}-score-ms`, scoreMs);
  line(`${name}-score-vs-typed-sort-ratio`, scoreVsTyped.ratio);
  line(`${name}-score-vs-typed-sort-cpu-ratio`, scoreVsTyped.cpuRatio);
  line(`${name}-score-vs-sort-only-ratio`, roundRatio(t.score, t.sortOnly).ratio);
  // The floor: reading each line's fields once and writing one figure, against the same baseline.
  line(`${name}-read-lines-ms`, readMs);
  line(`${name}-read-lines-vs-typed-sort-ratio`, roundRatio(t.read, t.typed).ratio);
  line(`${name}-score-vs-read-lines-ratio`, roundRatio(t.score, t.read).ratio);
  if (!share) {
    // A closer floor: the lines read, plain boards matchpointed, the result objects listed and the totals added
    // up, nothing else (minimalMatchpoints()).
    const minimalVsTyped = roundRatio(t.minimal, t.typed);
    line(`${name}-minimal-mp-ms`, median(t.minimal.ms));
    line(`${name}-minimal-mp-vs-typed-sort-ratio`, minimalVsTyped.ratio);
    line(`${name}-minimal-mp-vs-typed-sort-cpu-ratio`, minimalVsTyped.cpuRatio);
    line(`${name}-score-vs-minimal-mp-ratio`, roundRatio(t.score, t.minimal).ratio);
  }
}

/**
 * The same boards by bridge-scorer's `matchpoints` and by ours, one board at a time; and our whole session. Run in
 * a process of its own (`prefix` ''), where both scorers' code is compiled for these boards alone, and again in the
 * engine part's process after the session figures (`after-sessions-`), where the board functions the sessions
 * share have been compiled for every kind of board the sessions gave them.
 */
function versusBridgeScorer(prefix: string): void {
  const preset = getPreset(PRESET);
  const event = syntheticEvent(200, BOARDS, 0);
  const lines: TravellerEntry[][] = [];
  for (const e of event.entries) (lines[e.board] ??= []).push(e);
  const travellers = lines.filter((l) => l !== undefined);
  // bridge-scorer takes the declarer's score: every game declared by North, so its score is the NS score.
  const games = travellers.map((l) =>
    l.map((e): bridgeScorer.Game => ({ contract: { declaror: 'N' }, score: e.scoreNS as number })),
  );
  // Both give the same matchpoints (2 per beat): checked once before timing.
  for (let k = 0; k < travellers.length; k++) {
    const ours = scoreBoard(travellers[k], { board: travellers[k][0].board, expected: 200 }, preset);
    const theirs = bridgeScorer.matchpoints(games[k]);
    for (let j = 0; j < theirs.length; j++) {
      if (theirs[j].matchpointsNS!.value !== ours.entries[j].mpNS)
        throw new Error(`bridge-scorer differs on board ${k}`);
    }
  }
  // The three timed in the same rounds, one after the other; a ratio is the median of the rounds'.
  const [rounds, runs, warm] = roundsFor(event.entries.length);
  const t = timedRounds(
    {
      theirs: () => {
        for (const g of games) bridgeScorer.matchpoints(g);
      },
      board: () => {
        for (const l of travellers) scoreBoard(l, { board: l[0].board, expected: 200 }, preset);
      },
      session: () => scoreEvent(event, preset),
    },
    rounds,
    runs,
    warm,
  );
  const board = roundRatio(t.theirs, t.board);
  const session = roundRatio(t.theirs, t.session);
  if (!prefix) {
    line('bridge-scorer-results', event.entries.length);
    line('bridge-scorer-boards', travellers.length);
    line('bridge-scorer-version', (require('bridge-scorer/package.json') as { version: string }).version);
  }
  line(`${prefix}bridge-scorer-mp-ms`, median(t.theirs.ms));
  line(`${prefix}ours-board-mp-ms`, median(t.board.ms));
  line(`${prefix}ours-session-ms`, median(t.session.ms));
  line(`${prefix}bridge-scorer-mp-vs-ours-board-ratio`, board.ratio);
  line(`${prefix}bridge-scorer-mp-vs-ours-board-cpu-ratio`, board.cpuRatio);
  line(`${prefix}bridge-scorer-mp-vs-ours-session-ratio`, session.ratio);
  line(`${prefix}bridge-scorer-mp-vs-ours-session-cpu-ratio`, session.cpuRatio);
}

/** In a child process: the first scoreEvent() of the process (the engine's code not yet compiled), in ms. */
function coldChild(tables: number): void {
  const event = syntheticEvent(tables, BOARDS, 0);
  const t0 = process.hrtime.bigint();
  scoreEvent(event, getPreset(PRESET));
  console.log(Number(process.hrtime.bigint() - t0) / 1e6);
}

/**
 * In a child process started with --expose-gc: bytes of heap per result that the scored session keeps (after
 * a collection, less the event's own heap), and the most the heap held during the call over the event's.
 */
function heapChild(tables: number): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('heap figures need --expose-gc');
  const event = syntheticEvent(tables, BOARDS, 0);
  const preset = getPreset(PRESET);
  gc();
  const before = process.memoryUsage().heapUsed;
  const score = scoreEvent(event, preset);
  const after = process.memoryUsage().heapUsed;
  gc();
  const kept = process.memoryUsage().heapUsed;
  const n = event.entries.length;
  console.log(JSON.stringify({ kept: (kept - before) / n, during: (after - before) / n, n: score.entries.length }));
}

function child(mode: 'cold' | 'heap', tables: number): string {
  const args = [...process.execArgv, '--expose-gc', '--max-old-space-size=8192', __filename, mode, `${tables}`];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`bench child ${mode} ${tables}: ${r.stderr}`);
  return r.stdout.trim().split('\n').pop() as string;
}

function coldAndHeap(tables: number, heap: boolean): void {
  const preset = getPreset(PRESET);
  const event = syntheticEvent(tables, BOARDS, 0);
  const n = event.entries.length;
  const name = label(n);
  const cold = Number(child('cold', tables));
  const [runs, warm] = runsFor(n);
  const warmMs = medianMs(() => scoreEvent(event, preset), runs, warm);
  line(`${name}-cold-score-ms`, cold);
  line(`${name}-warm-score-ms`, warmMs);
  line(`${name}-cold-vs-warm-ratio`, cold / warmMs);
  if (!heap) return;
  const h = JSON.parse(child('heap', tables)) as { kept: number; during: number };
  line(`${name}-heap-kept-bytes-per-result`, h.kept);
  line(`${name}-heap-during-bytes-per-result`, h.during);
}

/**
 * A large field with a handful of rulings (about one line in 10,000: a weighted, a split and an artificial score
 * in turn) against the typed sort of the same field and against a field with none, in the same rounds: what a
 * few rulings add to a large event's score.
 */
function fewRulings(tables: number): void {
  const preset = getPreset(PRESET);
  const plain = syntheticEvent(tables, BOARDS, 0);
  const ruled = syntheticEvent(tables, BOARDS, 1e-4);
  const name = `${label(ruled.entries.length)}-few-rulings`;
  const [rounds, runs, warm] = roundsFor(ruled.entries.length);
  const t = timedRounds(
    {
      typed: () => typedSortEachBoard(ruled),
      plain: () => scoreEvent(plain, preset),
      ruled: () => scoreEvent(ruled, preset),
    },
    rounds,
    runs,
    warm,
  );
  line(`${name}-ruled-lines`, ruled.entries.filter((e) => e.status === 'ruled').length);
  line(`${name}-score-ms`, median(t.ruled.ms));
  line(`${name}-score-vs-typed-sort-ratio`, roundRatio(t.ruled, t.typed).ratio);
  line(`${name}-vs-none-ratio`, roundRatio(t.ruled, t.plain).ratio);
}

/**
 * The IMP forms of a pairs event (Butler, cross-IMPs) on the same events, plain and with 5 % ruled, warm, beside
 * the matchpoint score of the same event in the same rounds: a board of n results is IMPed with the plain
 * results counted by score, so cross-IMPs cost about what the datum costs rather than n² look-ups.
 */
function impForms(tables: number): void {
  const preset = getPreset(PRESET);
  for (const share of [0, 0.05]) {
    const mp = syntheticEvent(tables, BOARDS, share);
    const butler: typeof mp = { ...mp, form: 'butler' };
    const cross: typeof mp = { ...mp, form: 'cross-imp' };
    const n = mp.entries.length;
    const name = `${share ? 'ruled-' : ''}${label(n)}`;
    // Fewer rounds than the matchpoint figures': a ruled cross-IMP session of 50,000 results takes a tenth of
    // a second.
    const [rounds, runs, warm] = n >= 5e4 ? [5, 5, 5] : [11, 21, 15];
    const t = timedRounds(
      {
        mp: () => scoreEvent(mp, preset),
        butler: () => scoreEvent(butler, preset),
        cross: () => scoreEvent(cross, preset),
      },
      rounds,
      runs,
      warm,
    );
    line(`${name}-butler-score-ms`, median(t.butler.ms));
    line(`${name}-cross-imp-score-ms`, median(t.cross.ms));
    line(`${name}-butler-vs-mp-score-ratio`, roundRatio(t.butler, t.mp).ratio);
    line(`${name}-cross-imp-vs-mp-score-ratio`, roundRatio(t.cross, t.mp).ratio);
  }
}

/** `npm run bench`: 5k and 50k; with `scale` also 1M. */
export function engineBench(scale: boolean): void {
  legacy();
  versusTypedSort(200, 0);
  versusTypedSort(200, 0.05);
  versusTypedSort(2000, 0);
  if (scale) versusTypedSort(40000, 0);
  fewRulings(2000);
  impForms(200);
  impForms(2000);
  const peer = spawnSync(process.execPath, [...process.execArgv, __filename, 'peer'], { stdio: 'inherit' });
  if (peer.status !== 0) throw new Error('bench child peer failed');
  versusBridgeScorer('after-sessions-');
  coldAndHeap(200, false);
  coldAndHeap(2000, true);
  if (scale) coldAndHeap(40000, true);
}

if (require.main === module) {
  const [mode, tables] = process.argv.slice(2);
  if (mode === 'cold') coldChild(Number(tables));
  else if (mode === 'heap') heapChild(Number(tables));
  else if (mode === 'peer') versusBridgeScorer('');
}
