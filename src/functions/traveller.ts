/**
 * A traveller as a scorer lays it out in a worksheet, read into the engine's traveller lines.
 *
 * Scores: one column (or one row) of NS scores, or two columns, NS and EW, where each line has its score in
 * one of them (the other blank or "-"), as many paper travellers and French score sheets print it.
 * A cell may hold
 * - a number, or a number typed as text ("420", "−50"): the NS score (whole points);
 * - PASS (or P, AP, PASSE, PAS …, as the engine reads contracts): a passed-out board, 0;
 * - an adjusted score in the ruling notation (A+, A5050, A60/40, +3 IMP, 4S= N, 70% 4S= N; 30% 4S-1 N,
 *   NS: A+ | EW: A-): a ruled line. In the EW column a lone artificial level is EW's own (A+ in the EW
 *   column gives EW average-plus and NS average-minus);
 * - nothing: not entered yet. The line is left out (never a zero) and its result cell stays empty;
 * - "-" or NP (or N/P, NOT PLAYED: the score field's spellings in the engine's model/marks.ts): not played; left
 *   out in the same way.
 * A separate rulings range (parallel to the scores) overrides a line's score with a ruling.
 */
import { fail, type Where } from './errors';
import { checkNotError, isBlank, refuseAmbiguousText, textToNumber, toGrid, type Grid } from './coerce';
import {
  BridgeInputError,
  applyLineMark,
  isNotPlayedText,
  isPassedOutText,
  isReachableScore,
  parseLineMark,
  parseRuling,
  type LineMark,
  type Ruling,
  type TravellerEntry,
} from './engine';

/** One line of the traveller as read: its position, and the engine line (absent when not entered / not played). */
export interface Line {
  /** 0-based position among the lines, in range order. */
  index: number;
  entry?: TravellerEntry;
}

export interface Traveller {
  lines: Line[];
  /** Position of a line's (first) cell in the scores range, for messages. */
  whereOf: (index: number) => Where;
  /** Shape of the output: one value per line laid out like the input (a column, or a row). */
  orientation: 'column' | 'row';
  /** The scores came as NS and EW columns. */
  twoColumns: boolean;
}

export interface TravellerOptions {
  /** Board number: the vulnerability of contract rulings ("4S= N") and messages. */
  board?: number;
  /** Board number of each line, when the lines belong to several boards (a session sheet). */
  boardOf?: (index: number) => number | undefined;
  scoresArg?: string;
  rulingsArg?: string;
}

type CellReading =
  { kind: 'blank' } | { kind: 'notPlayed' } | { kind: 'score'; ns: number } | { kind: 'text'; text: string };

/** What one score cell says, before rulings are read. `at` gives the cell's position, for messages only. */
function readCell(v: unknown, at: () => Where): CellReading {
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || !Number.isInteger(v)) fail('notScore', v, at());
    if (!isReachableScore(v)) fail('unreachableScore', v, at());
    return { kind: 'score', ns: v === 0 ? 0 : v };
  }
  if (v === null || v === undefined) return { kind: 'blank' };
  if (typeof v !== 'string') {
    checkNotError(v, at());
    return fail('notScore', v, at());
  }
  const text = v.trim();
  if (text === '') return { kind: 'blank' };
  // A score cell: a dash is nothing scored here (model/marks.ts), a pass word a passed-out board.
  if (isNotPlayedText(text, 'score')) return { kind: 'notPlayed' };
  refuseAmbiguousText(text, at());
  const n = textToNumber(text);
  if (n !== undefined) {
    if (!Number.isInteger(n)) fail('notScore', v, at());
    if (!isReachableScore(n)) fail('unreachableScore', v, at());
    return { kind: 'score', ns: n === 0 ? 0 : n };
  }
  if (isPassedOutText(text, 'score')) return { kind: 'score', ns: 0 };
  return { kind: 'text', text };
}

function ruling(text: string, where: Where, board: number | undefined, key: 'notScore' | 'notRuling'): Ruling {
  try {
    return parseRuling(text, board === undefined ? {} : { board });
  } catch (e) {
    if (e instanceof BridgeInputError) fail(key, text, where, {}, 'invalidValue', e.message);
    throw e;
  }
}

/**
 * A cell of the rulings range: a ruling, or any other line mark the Travellers table takes (NP, CANCELLED,
 * FORM B, a penalty alone), read by the engine as the pane and the command line read it.
 */
function lineMark(text: string, where: Where, board: number | undefined): LineMark {
  try {
    return parseLineMark(text, board === undefined ? {} : { board });
  } catch (e) {
    if (e instanceof BridgeInputError) fail('notRuling', text, where, {}, 'invalidValue', e.message);
    throw e;
  }
}

/** The same ruling seen from the other side: what NS got, EW gets, and the other way round. */
function swapSides(r: Ruling): Ruling {
  return { ...r, ns: r.ew, ew: r.ns };
}

function lineEntry(board: number, where: () => Where, reading: { ns?: number; ruling?: Ruling }): TravellerEntry {
  if (reading.ruling) {
    // A ruled line carries its place, so that an engine message about it can name the cell.
    const w = where();
    const e: TravellerEntry = { board, status: 'ruled', ruling: reading.ruling, source: { field: w.arg, row: w.row } };
    if (reading.ns !== undefined) e.scoreNS = reading.ns;
    return e;
  }
  return { board, status: 'played', scoreNS: reading.ns };
}

/** A line of two cells, NS and EW. */
function readPair(ns: unknown, ew: unknown, at: (col: number) => Where, board: number | undefined) {
  const a = readCell(ns, () => at(1));
  const b = readCell(ew, () => at(2));
  const empty = (r: CellReading) => r.kind === 'blank' || r.kind === 'notPlayed';
  if (empty(a) && empty(b)) return a.kind === 'blank' && b.kind === 'blank' ? undefined : 'notPlayed';
  if (empty(b)) {
    if (a.kind === 'score') return { ns: a.ns };
    return { ruling: ruling((a as { text: string }).text, at(1), board, 'notScore') };
  }
  if (empty(a)) {
    if (b.kind === 'score') return { ns: b.ns === 0 ? 0 : -b.ns };
    return { ruling: swapSides(ruling((b as { text: string }).text, at(2), board, 'notScore')) };
  }
  // A text beside a score: it must at least be a ruling, else it is the bad value to report.
  if (a.kind === 'text') ruling(a.text, at(1), board, 'notScore');
  if (b.kind === 'text') ruling(b.text, at(2), board, 'notScore');
  if (a.kind === 'score' && b.kind === 'score') {
    // Both written: only consistent when they are the same result seen from each side (+420 / −420).
    if (a.ns + b.ns !== 0) fail('bothSides', '', at(2));
    return { ns: a.ns };
  }
  if (a.kind === 'text' && b.kind === 'text') {
    return { ruling: ruling(`NS: ${a.text} | EW: ${b.text}`, at(1), board, 'notScore') };
  }
  return fail('bothSides', '', at(2));
}

export interface TravellerShape {
  rows: number;
  cols: number;
  twoColumns: boolean;
  orientation: 'column' | 'row';
  /** Number of lines. */
  count: number;
}

/** Length of the longest row of a grid. */
export function widest(g: Grid): number {
  let cols = 0;
  for (let i = 0; i < g.length; i++) if (g[i].length > cols) cols = g[i].length;
  return cols;
}

/** How the scores are laid out: a column, a row, or NS and EW columns. */
export function travellerShape(scores: unknown, scoresArg = 'scores'): TravellerShape {
  const g: Grid = toGrid(scores);
  const rows = g.length;
  const cols = widest(g);
  const twoColumns = cols === 2;
  if (rows > 1 && cols > 2) fail('oneOrTwoColumns', '', { arg: scoresArg }, { arg: scoresArg });
  const orientation: 'column' | 'row' = rows === 1 && cols > 2 ? 'row' : 'column';
  return { rows, cols, twoColumns, orientation, count: orientation === 'row' ? cols : rows };
}

/** A range parallel to the lines, read cell by cell in range order (rows, then the cells of each row). */
interface Parallel {
  /** The value of the k-th cell. */
  value(k: number): unknown;
  /** Its position, for messages. */
  where(k: number): Where;
  /** Number of cells. */
  length: number;
}

/**
 * The cells of a range in range order. A column of one-cell rows or a single row is read in place; other
 * shapes (rows of different lengths) are listed once.
 */
function parallel(g: Grid, arg: string, rows: number, cols: number): Parallel {
  let column = true;
  for (let i = 0; i < rows && column; i++) if (g[i].length !== 1 || !(0 in g[i])) column = false;
  if (column) {
    return {
      value: (k) => g[k][0],
      where: (k) => ({ arg, row: k + 1, col: 1, rows, cols }),
      length: rows,
    };
  }
  if (rows === 1 && !g[0].includes(undefined)) {
    const row = g[0];
    return {
      value: (k) => row[k],
      where: (k) => ({ arg, row: 1, col: k + 1, rows, cols }),
      length: row.length,
    };
  }
  const values: unknown[] = [];
  const at: [number, number][] = [];
  g.forEach((r, i) =>
    r.forEach((v, j) => {
      values.push(v);
      at.push([i, j]);
    }),
  );
  return {
    value: (k) => values[k],
    where: (k) => ({ arg, row: at[k][0] + 1, col: at[k][1] + 1, rows, cols }),
    length: values.length,
  };
}

/** The lines of a traveller as read: the engine line of each (undefined when not entered / not played). */
export interface TravellerEntries {
  entries: (TravellerEntry | undefined)[];
  /**
   * With the option `plain`: the NS score of each line that is a plain score (a whole number, no ruling), NaN for
   * the others. Such lines have no entry in `entries`; the caller makes them.
   */
  plain?: Float64Array;
  whereOf: (index: number) => Where;
  orientation: 'column' | 'row';
  twoColumns: boolean;
}

export interface ReadEntriesOptions extends TravellerOptions {
  /** Board number of each line, NaN for none (instead of `boardOf`). */
  boards?: Float64Array;
  /** Plain scores are returned in `plain` instead of as entries. */
  plain?: boolean;
}

/**
 * Reads a traveller's scores (and an optional parallel range of rulings) into one engine line per line.
 * Throws #VALUE! naming the first cell that is not a score, a pass or a ruling.
 */
export function readEntries(scores: unknown, rulings: unknown, options: ReadEntriesOptions = {}): TravellerEntries {
  const scoresArg = options.scoresArg ?? 'scores';
  const rulingsArg = options.rulingsArg ?? 'rulings';
  const g: Grid = toGrid(scores);
  const { rows, cols, twoColumns, orientation, count } = travellerShape(scores, scoresArg);

  let rulingCells: Parallel | undefined;
  if (Array.isArray(rulings) || !isBlank(rulings)) {
    const rg = toGrid(rulings);
    const rRows = rg.length;
    const rCols = widest(rg);
    if (rRows > 1 && rCols > 1) fail('oneColumn', '', { arg: rulingsArg }, { arg: rulingsArg });
    rulingCells = parallel(rg, rulingsArg, rRows, rCols);
    if (rulingCells.length !== count) {
      fail(
        'sameLength',
        '',
        { arg: rulingsArg },
        { arg: rulingsArg, n: rulingCells.length, other: scoresArg, m: count },
      );
    }
  }

  const entries: (TravellerEntry | undefined)[] = new Array(count);
  const plain = options.plain ? new Float64Array(count).fill(NaN) : undefined;
  const position = (k: number, col?: number): Where =>
    orientation === 'row'
      ? { arg: scoresArg, row: 1, col: k + 1, rows, cols }
      : { arg: scoresArg, row: k + 1, col: col ?? 1, rows, cols };
  const boards = options.boards;
  const inRow = orientation === 'row';
  let reachable = NaN;
  for (let k = 0; k < count; k++) {
    const board = boards
      ? boards[k] === boards[k]
        ? boards[k]
        : undefined
      : options.boardOf
        ? options.boardOf(k)
        : options.board;
    const row = inRow ? g[0] : g[k];
    let rc: unknown;
    let ruled = false;
    if (rulingCells) {
      rc = rulingCells.value(k);
      // A blank ruling cell (the usual case) leaves the line as scored.
      ruled = !(rc === null || rc === undefined || rc === '' || isBlank(rc));
    }
    if (!twoColumns && !ruled) {
      const v = inRow ? row[k] : row[0];
      // Neighbouring lines often share a score: the last one found reachable is not looked up again.
      if (typeof v === 'number' && v !== reachable && isReachableScore(v)) reachable = v;
      if (typeof v === 'number' && v === reachable) {
        // A plain score: the common case, read without the general path (which names any other number).
        if (plain) plain[k] = v === 0 ? 0 : v;
        else entries[k] = { board: board ?? 1, status: 'played', scoreNS: v === 0 ? 0 : v };
        continue;
      }
    }
    let reading: { ns?: number; ruling?: Ruling } | 'notPlayed' | undefined;
    if (twoColumns) reading = readPair(row[0], row[1], (col) => position(k, col), board);
    else {
      const v = inRow ? row[k] : row[0];
      const cell = readCell(v, () => position(k));
      if (cell.kind === 'score') reading = { ns: cell.ns };
      else if (cell.kind === 'text') reading = { ruling: ruling(cell.text, position(k), board, 'notScore') };
      else reading = cell.kind === 'notPlayed' ? 'notPlayed' : undefined;
    }
    if (rulingCells) {
      const where = () => (rulingCells as Parallel).where(k);
      if (ruled) {
        checkNotError(rc, where());
        const text = typeof rc === 'string' ? rc.trim() : String(rc);
        const mark = lineMark(text, where(), board);
        const ns = typeof reading === 'object' ? reading.ns : undefined;
        if (mark.ruling && mark.status === undefined && mark.form === undefined && !mark.penalties?.length) {
          reading = { ns, ruling: mark.ruling };
        } else {
          // Not played, cancelled, a form group of a fouled board, or a penalty beside the score.
          const w = where();
          const base: TravellerEntry =
            ns !== undefined
              ? { board: board ?? 1, status: 'played', scoreNS: ns }
              : { board: board ?? 1, status: reading === 'notPlayed' ? 'notPlayed' : 'pending' };
          if (typeof reading === 'object' && reading.ruling) {
            base.ruling = reading.ruling;
            base.status = 'ruled';
          }
          base.source = { field: w.arg, row: w.row };
          entries[k] = applyLineMark(base, mark);
          continue;
        }
      } else checkNotError(rc, where());
    }
    if (typeof reading === 'object') {
      const source = reading.ruling && ruled ? () => (rulingCells as Parallel).where(k) : () => position(k);
      entries[k] = lineEntry(board ?? 1, source, reading);
    }
  }
  return { entries, plain, orientation, twoColumns, whereOf: (k) => position(k) };
}

/**
 * Reads a traveller's scores (and an optional parallel range of rulings). Throws #VALUE! naming the first
 * cell that is not a score, a pass or a ruling.
 */
export function readTraveller(scores: unknown, rulings: unknown, options: TravellerOptions = {}): Traveller {
  const read = readEntries(scores, rulings, options);
  const lines: Line[] = new Array(read.entries.length);
  for (let k = 0; k < lines.length; k++) {
    const entry = read.entries[k];
    lines[k] = entry ? { index: k, entry } : { index: k };
  }
  return { lines, orientation: read.orientation, twoColumns: read.twoColumns, whereOf: read.whereOf };
}
