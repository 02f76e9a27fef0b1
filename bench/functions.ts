/**
 * The custom functions on a 5,000-row traveller sheet (200 tables × 25 boards) against one engine pass over the
 * same event.
 *
 * - template: the way the templates use them. The pairs template's Live sheet is one BRIDGE.SESSION_RESULTS over
 *   the Travellers table, called again by Excel whenever a score or a ruling changes: a recalculation finds new
 *   ranges, so each run starts with an empty cache ("after-edit": the cache as a workbook has it instead, one
 *   score changed before each run, earlier sheets kept). The Travellers sheet holds no formulas, and the Boards
 *   sheet's BRIDGE.DEALER and BRIDGE.VULNERABILITY read the board number only: they are computed when the file
 *   opens, not when a score changes (the "open" figure adds them, one of each per board). The bench reads the
 *   templates' formulas and stops if they call anything else, so that it keeps measuring what they do.
 * - per-cell: one SESSION_TOTAL and one SESSION_PERCENT cell per pair, as the Live sheet was first written and
 *   as a scorer may still write it. Excel hands every call the whole ranges; the functions score the sheet once
 *   per recalculation and the other cells reuse that result, after comparing their ranges with the ones it was
 *   computed from. That comparison is measured against one plain read of every cell of the ranges, the least a
 *   call can do.
 * - spilled: SESSION_SCORES (every line, both sides) and SESSION_RESULTS, two cells.
 * - per-line: =BRIDGE.MP(D2, D$2:D$201) down each board's lines, 5,000 cells, each handed its board's range, in the
 *   order of the sheet (board after board) and table by table ("interleaved": no cell follows one of its board); measured
 *   against the engine pass, against one read of every cell of every cell's range (the read floor, also against
 *   the engine pass: what any cell does at least, since its answer depends on every cell of its range), and against
 *   comparing every cell's range with its board's scores kept as whole numbers (the compare floor: what a cell
 *   does at least before it answers from figures kept for its range).
 *
 * Every call is handed arrays of its own, parsed from JSON as Excel's runtime hands them (see the per-cell forms).
 *
 * Each ratio is the median of several rounds that time the engine pass and the functions one after the other,
 * so that both see the same load on the machine: `-ratio` from the median wall time of the runs of a round,
 * `-cpu-ratio` from the processor time the process spent on them (all its threads: the collector's included),
 * which other processes on a busy machine do not change.
 */
import * as F from '../src/functions/functions';
import { clearCaches } from '../src/functions/scoring';
import { sameInts } from '../src/functions/cache';
import { scoreEvent } from '../src/engine/scoring/session';
import { getPreset } from '../src/engine/presets';
import type { EventData } from '../src/engine/model/types';
import { planEvent, type NewEventOptions } from '../src/workbook/tables/plan';
import { LIVE_SHEET, templateSheets } from '../src/workbook/tables/templates';
import { ENTERED_COLUMNS } from '../src/workbook/tables/fingerprint';
import { line, medianMs, ratioOf } from './timing';

/**
 * The BRIDGE functions the templates' formulas call: the Live sheet's ranking, dealer and vulnerability, and the
 * stale-figures cell above the Ranking (measured below). The teams template's three spills share one scoring of the
 * event; test/data/templates/filled-teams.test.ts counts that it is one engine pass per recalculation. The Butler
 * template's Datums and Line IMPs, the individual's and the preferans template's Live rankings are likewise counted
 * as one engine pass per edit by their tests in test/data/templates (a count, not a time).
 */
const TEMPLATE_FUNCTIONS = new Set([
  'SESSION_RESULTS',
  'DEALER',
  'VULNERABILITY',
  'FIGURES_STALE',
  'TEAM_BOARDS',
  'TEAM_MATCHES',
  'TEAM_STANDINGS',
  'SESSION_SCORES',
  'SESSION_DATUMS',
  'INDIVIDUAL_RESULTS',
  'PREFERANS_RESULTS',
]);

/**
 * Stops the bench when the templates call BRIDGE functions it does not measure, or when the Live sheet of a
 * Mitchell scored in matchpoints is no longer the one SESSION_RESULTS call measured below.
 */
function checkTemplateFormulas(): void {
  const options: NewEventOptions[] = [
    { template: 'pairs', movement: 'mitchell', tables: 7, boardsPerRound: 3 },
    { template: 'pairs', movement: 'howell', tables: 4, boardsPerRound: 2 },
    { template: 'teams', tables: 4, boards: 24 },
    { template: 'individual', movement: 'individual', tables: 3, boards: 22 },
  ];
  let live = '';
  for (const o of options) {
    const { settings, plan } = planEvent(o);
    for (const sheet of templateSheets(settings, plan)) {
      const cells = [...(sheet.formulas ?? []), ...(sheet.table?.rows ?? [])].flat();
      for (const v of cells) {
        if (typeof v !== 'string' || !v.startsWith('=')) continue;
        for (const [, id] of v.matchAll(/BRIDGE\.(\w+)\(/g)) {
          if (!TEMPLATE_FUNCTIONS.has(id))
            throw new Error(`the ${o.template} template now calls BRIDGE.${id}: measure it`);
        }
        if (sheet.name === LIVE_SHEET && o.movement === 'mitchell') live = v;
      }
    }
  }
  if (!/^=BRIDGE\.SESSION_RESULTS\(Travellers\[board\],Travellers\[ns\],Travellers\[ew\],/.test(live)) {
    throw new Error(`the Live sheet is not one SESSION_RESULTS call: ${live}`);
  }
  if (!live.endsWith(',"MP","MITCHELL")')) throw new Error(`the Live sheet's options changed: ${live}`);
}

/**
 * Every cell of a column read once and used: the sum of its numbers and the count of its other cells. Two copies,
 * one for the columns of numbers and one for the columns of texts, so that each reads one kind of row, as the
 * functions' comparisons do.
 */
function readNumbers(range: readonly (readonly unknown[])[]): number {
  let sum = 0;
  for (let r = 0; r < range.length; r++) {
    const x = range[r][0];
    if (typeof x === 'number') sum += x;
    else if (x !== undefined) sum++;
  }
  return sum;
}

function readTexts(range: readonly (readonly unknown[])[]): number {
  let sum = 0;
  for (let r = 0; r < range.length; r++) {
    const x = range[r][0];
    if (typeof x === 'number') sum += x;
    else if (x !== undefined) sum++;
  }
  return sum;
}

export function functionsBench(event: EventData): void {
  checkTemplateFormulas();
  // Every range as Excel hands it to the functions: a column of one-cell rows, parsed from JSON (see the per-cell
  // forms below).
  const col = (xs: unknown[]): unknown[][] => JSON.parse(JSON.stringify(xs.map((x) => [x]))) as unknown[][];
  const boards = col(event.entries.map((e) => e.board));
  const ns = col(event.entries.map((e) => e.ns));
  const ew = col(event.entries.map((e) => e.ew));
  const scores = col(event.entries.map((e) => e.scoreNS));
  const rulings = col(event.entries.map(() => ''));
  const pairs = event.contestants;
  const boardNumbers = [...new Set(event.entries.map((e) => e.board))];
  const preset = getPreset('wbf');
  const args = [boards, ns, ew, scores, rulings, 'wbf'] as const;
  const engine = () => scoreEvent(event, preset);

  // Warm-up runs enough for the optimising compiler, which works in the background, to have finished with the
  // code measured even on a busy machine: a median over code still being compiled is not the figure wanted.
  // The Live sheet on new ranges: one call (the preset as the Event sheet holds it, form MP, a Mitchell).
  const live = ratioOf(
    engine,
    () => {
      clearCaches();
      F.SESSION_RESULTS(...args, 'MP', 'MITCHELL');
    },
    9,
    21,
    200,
  );
  // The same, with the cache as a scorer's workbook has it: each run a score is changed, as typed, and the Live
  // sheet recalculates (the cell is compared, the new sheet scored and kept, older ones dropped in time).
  const edited = scores.map((r) => [...r]);
  let edits = 0;
  const afterEdit = ratioOf(
    engine,
    () => {
      const row = (edits * 7919) % edited.length;
      // Another line's score: a score some contract makes (an unreachable one is refused as the scorer's typo).
      edited[row][0] = scores[(row + 1 + (edits++ % 97)) % scores.length][0];
      F.SESSION_RESULTS(boards, ns, ew, edited, rulings, 'wbf', 'MP', 'MITCHELL');
    },
    5,
    21,
    30,
  );
  // The templates on opening: the Live sheet and the Boards sheet's dealer and vulnerability of every board.
  const open = ratioOf(
    engine,
    () => {
      clearCaches();
      F.SESSION_RESULTS(...args, 'MP', 'MITCHELL');
      for (const b of boardNumbers) {
        F.DEALER(b);
        F.VULNERABILITY(b);
      }
    },
    5,
    21,
    30,
  );
  // The stale-figures cell above the Ranking, after a score was typed: the fingerprint of the Travellers' entered
  // columns (header first, as Travellers[[#All],[board]:[ruling]] gives them) and the settings, compared with the
  // one kept.
  const header = [...ENTERED_COLUMNS];
  const travellerGrid: unknown[][] = [
    header,
    ...event.entries.map((e) =>
      header.map((c) =>
        c === 'board'
          ? e.board
          : c === 'table'
            ? (e.table ?? '')
            : c === 'ns'
              ? e.ns
              : c === 'ew'
                ? e.ew
                : c === 'score_ns'
                  ? e.scoreNS
                  : '',
      ),
    ),
  ];
  const settingsGrid: unknown[][] = [
    ['key', 'value'],
    ['preset', 'wbf'],
    ['fingerprint', 'fr000000000000000000000000'],
  ];
  let staleEdits = 0;
  const scoreCol = header.indexOf('score_ns');
  const stale = ratioOf(
    engine,
    () => {
      const row = 1 + ((staleEdits++ * 7919) % event.entries.length);
      travellerGrid[row][scoreCol] = (travellerGrid[row][scoreCol] as number) + 10;
      F.FIGURES_STALE(travellerGrid, settingsGrid);
    },
    5,
    21,
    30,
  );
  // The per-cell forms: one SESSION_TOTAL and one SESSION_PERCENT cell per pair. Excel hands every call arrays of
  // its own, made from the cells just before the call (so still in the processor's cache): the values travel to the
  // functions' runtime as JSON and are parsed there, so the arrays are new and short texts come as the engine
  // keeps parsed texts (one copy of each). Here each cell is given one of COPIES such copies of the five ranges in
  // turn, made before the runs and few enough to stay in the cache, so that no cell is handed the arrays of the
  // cells just before it (a result kept by array identity is not found).
  const COPIES = 4;
  const copyOf = (range: unknown[][]): unknown[][] => JSON.parse(JSON.stringify(range)) as unknown[][];
  const pool = Array.from({ length: COPIES }, () => ({
    boards: copyOf(boards),
    ns: copyOf(ns),
    ew: copyOf(ew),
    scores: copyOf(scores),
    rulings: copyOf(rulings),
  }));
  const perCellRun = () => {
    clearCaches();
    let c = 0;
    for (const p of pairs) {
      const a = pool[c++ % COPIES];
      F.SESSION_TOTAL(p.id, a.boards, a.ns, a.ew, a.scores, a.rulings, 'wbf', 'MP', 'MITCHELL', p.direction);
      const b = pool[c++ % COPIES];
      F.SESSION_PERCENT(p.id, b.boards, b.ns, b.ew, b.scores, b.rulings, 'wbf', 'MITCHELL', p.direction);
    }
  };
  const perCell = ratioOf(engine, perCellRun, 3, 11, 3);
  // The spilled forms: every line's matchpoints and the whole ranking, two cells.
  const spilled = ratioOf(
    engine,
    () => {
      clearCaches();
      F.SESSION_SCORES(...args, 'MP', 'BOTH', 'MITCHELL');
      F.SESSION_RESULTS(...args, 'MP', 'MITCHELL');
    },
    5,
    21,
    30,
  );
  // The least a per-cell call can do: read every cell of the five ranges it is handed, once (it must see that they
  // hold the values of the previous call's ranges, and any cell may have changed): every cell's ranges, from the
  // same copies in the same order. Timed in the same rounds as the per-cell cells, so that both see the same load on
  // the machine. Each value is used (numbers summed, other cells counted): a read that only asks whether a cell is
  // there lets the compiler skip loading the numbers of a range it knows holds nothing else.
  const readRanges = (a: (typeof pool)[number]): number => {
    return readNumbers(a.scores) + readTexts(a.rulings) + readNumbers(a.boards) + readTexts(a.ns) + readTexts(a.ew);
  };
  const readSum = readRanges(pool[0]);
  const read = () => {
    let sum = 0;
    for (let c = 0; c < 2 * pairs.length; c++) sum += readRanges(pool[c % COPIES]);
    if (sum !== 2 * pairs.length * readSum) throw new Error(`read ${sum}, not ${2 * pairs.length * readSum}`);
  };
  const readMs = medianMs(() => readRanges(pool[0]));
  const perCellVsRead = ratioOf(read, perCellRun, 3, 11, 3);
  // One MATCHPOINTS spill per board (traveller blocks).
  const perBoard = new Map<number, unknown[][]>();
  event.entries.forEach((e) => {
    const list = perBoard.get(e.board) ?? [];
    list.push([e.scoreNS]);
    perBoard.set(e.board, list);
  });
  const travellers = ratioOf(
    engine,
    () => {
      clearCaches();
      for (const range of perBoard.values()) F.MATCHPOINTS(range, undefined, 'wbf', 'BOTH');
    },
    5,
    21,
    25,
  );
  // The per-line form many scorers write: =BRIDGE.MP(D2, D$2:D$201) down each board's lines, every cell handed its
  // own score and its board's range, in arrays of its own (as above: the lines of a board take COPIES copies of
  // its range in turn).
  const boardCopies = new Map(
    [...perBoard].map(([b, range]) => [b, Array.from({ length: COPIES }, () => copyOf(range))]),
  );
  const lines = event.entries.map((e, k) => ({
    score: e.scoreNS,
    board: (boardCopies.get(e.board) as unknown[][][])[k % COPIES],
  }));
  const perLineRun = () => {
    clearCaches();
    for (const l of lines) F.MP(l.score, l.board);
  };
  const perLine = ratioOf(engine, perLineRun, 5, 5, 5);
  // The same cells calculated table by table (the first line of every board, then the second…): Excel may
  // calculate them in any order, and no cell then follows a cell of its own board.
  const byBoard = new Map<number, typeof lines>();
  event.entries.forEach((e, k) => byBoard.set(e.board, [...(byBoard.get(e.board) ?? []), lines[k]]));
  const interleaved: typeof lines = [];
  for (let t = 0; t < Math.max(...[...byBoard.values()].map((ls) => ls.length)); t++) {
    for (const ls of byBoard.values()) if (t < ls.length) interleaved.push(ls[t]);
  }
  const interleavedRun = () => {
    clearCaches();
    for (const l of interleaved) F.MP(l.score, l.board);
  };
  const perLineInterleaved = ratioOf(engine, interleavedRun, 5, 5, 5);
  // Its floor: one read of every cell of every line's range (each value used, as above), the same arrays in the
  // same order.
  const lineSum = lines.reduce((n, l) => n + readNumbers(l.board), 0);
  const readLines = () => {
    let sum = 0;
    for (const l of lines) sum += readNumbers(l.board);
    if (sum !== lineSum) throw new Error(`read ${sum}, not ${lineSum}`);
  };
  const perLineVsRead = ratioOf(readLines, perLineRun, 5, 5, 5);
  // The read floor against the engine pass, in rounds of their own: no per-line cell can answer in less than one
  // read of its range, so no per-line sheet can cost fewer engine passes than this.
  const readVsEngine = ratioOf(engine, readLines, 5, 5, 5);
  // A closer floor: every line's range compared, cell by cell, with its board's scores kept as whole numbers, by
  // the cache's own comparison (sameInts(), four rows at a time): the least a cell does before it may answer from
  // figures worked out for an earlier cell of the same range. No answer is looked up.
  const keptScores = new Map([...perBoard].map(([b, range]) => [b, Int32Array.from(range, (r) => r[0] as number)]));
  const keptOf = event.entries.map((e) => keptScores.get(e.board) as Int32Array);
  const compareLines = () => {
    let same = 0;
    for (let k = 0; k < lines.length; k++) if (sameInts(keptOf[k], lines[k].board)) same++;
    if (same !== lines.length) throw new Error(`${lines.length - same} ranges differ from their kept scores`);
  };
  const compareVsEngine = ratioOf(engine, compareLines, 5, 5, 5);
  const perLineVsCompare = ratioOf(compareLines, perLineRun, 5, 5, 5);
  const cells = pairs.length * 2;
  line('functions-rows', event.entries.length);
  line('functions-engine-ms', live.baseMs);
  line('functions-template-calls', 1);
  line('functions-template-ms', live.ms);
  line('functions-template-vs-engine-ratio', live.ratio);
  line('functions-template-vs-engine-cpu-ratio', live.cpuRatio);
  line('functions-template-after-edit-vs-engine-ratio', afterEdit.ratio);
  line('functions-template-after-edit-vs-engine-cpu-ratio', afterEdit.cpuRatio);
  line('functions-stale-cell-ms', stale.ms);
  line('functions-stale-cell-vs-engine-ratio', stale.ratio);
  line('functions-template-open-calls', 1 + 2 * boardNumbers.length);
  line('functions-template-open-vs-engine-ratio', open.ratio);
  line('functions-template-open-vs-engine-cpu-ratio', open.cpuRatio);
  line('functions-per-cell-cells', cells);
  line('functions-per-cell-ms', perCell.ms);
  line('functions-per-cell-vs-engine-ratio', perCell.ratio);
  line('functions-per-cell-vs-engine-cpu-ratio', perCell.cpuRatio);
  line('functions-per-cell-us', (1000 * perCell.ms) / cells);
  line('functions-ranges-read-us', 1000 * readMs);
  line('functions-per-cell-vs-ranges-read-ratio', perCellVsRead.ratio);
  line('functions-per-cell-vs-ranges-read-cpu-ratio', perCellVsRead.cpuRatio);
  line('functions-spilled-ms', spilled.ms);
  line('functions-spilled-vs-engine-ratio', spilled.ratio);
  line('functions-spilled-vs-engine-cpu-ratio', spilled.cpuRatio);
  line('functions-matchpoints-per-board-vs-engine-ratio', travellers.ratio);
  line('functions-per-line-mp-cells', lines.length);
  line('functions-per-line-mp-ms', perLine.ms);
  line('functions-per-line-mp-vs-engine-ratio', perLine.ratio);
  line('functions-per-line-mp-vs-engine-cpu-ratio', perLine.cpuRatio);
  line('functions-per-line-mp-interleaved-ms', perLineInterleaved.ms);
  line('functions-per-line-mp-interleaved-vs-engine-ratio', perLineInterleaved.ratio);
  line('functions-per-line-mp-read-ms', perLineVsRead.baseMs);
  line('functions-per-line-mp-vs-ranges-read-ratio', perLineVsRead.ratio);
  line('functions-per-line-mp-vs-ranges-read-cpu-ratio', perLineVsRead.cpuRatio);
  line('functions-per-line-read-floor-vs-engine-ratio', readVsEngine.ratio);
  line('functions-per-line-read-floor-vs-engine-cpu-ratio', readVsEngine.cpuRatio);
  line('functions-per-line-compare-floor-ms', compareVsEngine.ms);
  line('functions-per-line-compare-floor-vs-engine-ratio', compareVsEngine.ratio);
  line('functions-per-line-mp-vs-compare-floor-ratio', perLineVsCompare.ratio);
}
