/**
 * The Deals table (a board's cards in PBN notation, from the files or typed by the scorer) and the DoubleDummy
 * table (what the solver found for a board, 20 lines of declarer, strain and tricks, with the par score), mapped
 * to and from rows. Both tables are optional: an event without deals has neither. No Office.js here.
 */
import { type DdTable, type Par, type Seat, type Strain, boardDealer, boardVulnerability, formatDeal } from './engine';
import { parOf, parseDeal } from './engine';
import type { ArchivedRows } from './import-decision';
import { type Cell, DEAL_COLUMNS, DOUBLE_DUMMY_COLUMNS, cellNumber, cellText, isBlankRow } from './schema';
import { type TableSnapshot, positions } from './snapshot';
import type { RowProblem } from './travellers';

/** What the workbook keeps of a board's double-dummy step: the table and, for a whole deal, the par. */
export interface KeptDoubleDummy {
  table: DdTable;
  par?: Par;
}

/** What the workbook knows of a board's cards: the deal, and its double-dummy table once worked out. */
export interface BoardCards {
  deal?: string;
  doubleDummy?: KeptDoubleDummy;
}

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

/** A board number from a cell: a whole number from 1, else undefined. */
function boardOf(v: Cell | undefined): number | undefined {
  const n = cellNumber(v);
  return n !== undefined && Number.isInteger(n) && n >= 1 ? n : undefined;
}

/**
 * The deals of the table by board, in the solver's notation. A line whose deal cannot be read (a hand without 13
 * cards, a card twice) is reported with its row and left out; a board given twice keeps its first line.
 */
export function readDeals(t: TableSnapshot | undefined): { deals: Map<number, string>; problems: RowProblem[] } {
  const deals = new Map<number, string>();
  const problems: RowProblem[] = [];
  if (!t) return { deals, problems };
  const pos = positions(t.header);
  t.rows.forEach((row, i) => {
    const sheetRow = t.headerRow + 1 + i;
    const text = cellText(row[pos.deal]);
    const rawBoard = cellText(row[pos.board]);
    if (!text && !rawBoard) return;
    const board = boardOf(row[pos.board]);
    if (board === undefined) {
      problems.push({
        row: sheetRow,
        field: 'board',
        message: `Deals row ${sheetRow}: board '${rawBoard}' is not a board number`,
      });
      return;
    }
    if (!text || deals.has(board)) return;
    try {
      deals.set(board, formatDeal(parseDeal(text)));
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      problems.push({ row: sheetRow, field: 'deal', message: `Deals row ${sheetRow}, board ${board}: ${why}` });
    }
  });
  return { deals, problems };
}

/** What an import does to the Deals table. */
export interface DealPlan {
  /** The table's body with the deals the file brings written where the line had none. */
  body: Cell[][];
  /** New lines (in DEAL_COLUMNS order placed by the header) for boards the table lacks. */
  added: Cell[][];
  /** Boards whose typed deal differs from the file's: the typed one is kept (unless told to overwrite). */
  kept: number[];
  /** Boards whose deal was overwritten by the file's (replacing the event): their kept tables are stale. */
  replaced: number[];
}

/**
 * Plans the deals a file brings into the table: a deal already there stays (or, with `overwrite`, when an import
 * replaces the event, gives way to the file's), an empty one is filled, new boards added.
 */
export function planDeals(
  t: TableSnapshot | undefined,
  fileDeals: ReadonlyMap<number, string>,
  overwrite = false,
): DealPlan {
  const header = t?.header ?? [...DEAL_COLUMNS];
  const pos = positions(header);
  const body = (t?.rows ?? []).map((r) => r.slice());
  const seen = new Set<number>();
  const kept: number[] = [];
  const replaced: number[] = [];
  for (const row of body) {
    const board = boardOf(row[pos.board]);
    if (board === undefined || seen.has(board)) continue;
    seen.add(board);
    const file = fileDeals.get(board);
    if (file === undefined) {
      // A replaced event's deal is not the new event's: the board's line is cleared (the archive keeps it).
      if (overwrite && cellText(row[pos.deal])) {
        row.fill('');
        replaced.push(board);
      }
      continue;
    }
    const typed = cellText(row[pos.deal]);
    if (!typed) row[pos.deal] = file;
    else if (sameDeal(typed, file)) continue;
    else if (overwrite) {
      row[pos.deal] = file;
      replaced.push(board);
    } else kept.push(board);
  }
  const added = [...fileDeals]
    .filter(([board]) => !seen.has(board))
    .sort((a, b) => a[0] - b[0])
    .map(([board, deal]) => {
      const row: Cell[] = header.map(() => '');
      row[pos.board] = board;
      row[pos.deal] = deal;
      return row;
    });
  return { body, added, kept, replaced };
}

function sameDeal(a: string, b: string): boolean {
  try {
    return formatDeal(parseDeal(a)) === formatDeal(parseDeal(b));
  } catch {
    return false;
  }
}

/** The deals a reader found (its boardInfo), in the solver's notation; deals it cannot read are left out. */
export function dealsOf(boardInfo: Readonly<Record<number, { deal?: string }>> | undefined): Map<number, string> {
  const out = new Map<number, string>();
  for (const [key, info] of Object.entries(boardInfo ?? {})) {
    if (!info.deal) continue;
    try {
      out.set(Number(key), formatDeal(parseDeal(info.deal)));
    } catch {
      // A deal the solver cannot read is not kept (the reader's own check reports it).
    }
  }
  return out;
}

/**
 * The tables kept for each board: a board counts only with all 20 values (whole numbers 0–13). Where its lines
 * carry a par score (a whole deal), the par contracts are worked out again from the table and the board's dealer
 * and vulnerability (Law 2).
 */
export function readDoubleDummy(t: TableSnapshot | undefined): Map<number, KeptDoubleDummy> {
  const out = new Map<number, KeptDoubleDummy>();
  if (!t) return out;
  const pos = positions(t.header);
  const found = new Map<number, Map<string, number>>();
  const withPar = new Set<number>();
  for (const row of t.rows) {
    const board = boardOf(row[pos.board]);
    if (board !== undefined && pos.par !== undefined && cellNumber(row[pos.par]) !== undefined) withPar.add(board);
    const seat = cellText(row[pos.declarer]).toUpperCase() as Seat;
    let strain = cellText(row[pos.strain]).toUpperCase();
    if (strain === 'N') strain = 'NT';
    const tricks = cellNumber(row[pos.tricks]);
    if (board === undefined || !SEATS.includes(seat) || !STRAINS.includes(strain as Strain)) continue;
    if (tricks === undefined || !Number.isInteger(tricks) || tricks < 0 || tricks > 13) continue;
    const m = found.get(board) ?? new Map<string, number>();
    if (!m.has(`${seat}${strain}`)) m.set(`${seat}${strain}`, tricks);
    found.set(board, m);
  }
  for (const [board, m] of found) {
    if (m.size !== SEATS.length * STRAINS.length) continue;
    const table = Object.fromEntries(
      SEATS.map((seat) => [seat, Object.fromEntries(STRAINS.map((s) => [s, m.get(`${seat}${s}`) as number]))]),
    ) as DdTable;
    // The par was written for a whole deal only (an ending has none).
    out.set(
      board,
      withPar.has(board) ? { table, par: parOf(table, boardDealer(board), boardVulnerability(board)) } : { table },
    );
  }
  return out;
}

/** The 20 lines of a board's table, placed by the table's header (declarers N, E, S, W; strains C to NT). */
export function doubleDummyRows(
  board: number,
  dd: KeptDoubleDummy,
  header: readonly Cell[] = [...DOUBLE_DUMMY_COLUMNS],
): Cell[][] {
  const pos = positions(header);
  const rows: Cell[][] = [];
  for (const seat of SEATS) {
    for (const strain of STRAINS) {
      const row: Cell[] = header.map(() => '');
      row[pos.board] = board;
      row[pos.declarer] = seat;
      row[pos.strain] = strain;
      row[pos.tricks] = dd.table[seat][strain];
      if (pos.par !== undefined) row[pos.par] = dd.par ? dd.par.score : '';
      rows.push(row);
    }
  }
  return rows;
}

/** Where a board's lines go: the rows that held it before are written again in place, the others appended. */
export function planDoubleDummy(
  t: TableSnapshot | undefined,
  board: number,
  dd: KeptDoubleDummy,
): { body: Cell[][]; added: Cell[][] } {
  const header = t?.header ?? [...DOUBLE_DUMMY_COLUMNS];
  const pos = positions(header);
  const fresh = doubleDummyRows(board, dd, header);
  const body = (t?.rows ?? []).map((r) => r.slice());
  let k = 0;
  for (let i = 0; i < body.length && k < fresh.length; i++) {
    if (boardOf(body[i][pos.board]) === board) body[i] = fresh[k++];
  }
  return { body, added: fresh.slice(k) };
}

/** The DoubleDummy body with the lines of `boards` blanked (their deal changed: the table is worked out again). */
export function withoutBoards(t: TableSnapshot, boards: readonly number[]): Cell[][] {
  const pos = positions(t.header);
  const drop = new Set(boards);
  return t.rows.map((r) => (drop.has(boardOf(r[pos.board]) ?? 0) ? r.map(() => '') : r.slice()));
}

/** The boards' cards from the two tables, by board (for the pane and the exports). */
export function boardCards(
  deals: ReadonlyMap<number, string>,
  dd: ReadonlyMap<number, KeptDoubleDummy>,
): Record<number, BoardCards> {
  const out: Record<number, BoardCards> = {};
  for (const [board, deal] of deals) out[board] = { deal };
  for (const [board, d] of dd) out[board] = { ...(out[board] ?? {}), doubleDummy: d };
  return out;
}

/** The boards a Deals body names (lines whose board cell is a board number). */
function boardsOf(header: readonly Cell[], rows: readonly (readonly Cell[])[]): Set<number> {
  const pos = positions(header);
  const out = new Set<number>();
  for (const r of rows) {
    const b = boardOf(r[pos.board]);
    if (b !== undefined) out.add(b);
  }
  return out;
}

/**
 * The boards whose deal an import changed: those of the Deals lines it archived (as they were) and of the same
 * lines and the lines it added as it left them (`after`, the Deals body after the import).
 */
export function touchedBoards(archived: ArchivedRows, after: readonly (readonly Cell[])[]): Set<number> {
  const now = [...archived.at.map((i) => after[i] ?? []), ...after.slice(archived.length)];
  return new Set([...boardsOf(archived.header, archived.rows), ...boardsOf(archived.header, now)]);
}

/** The DoubleDummy lines of `boards` as they are (archived before an import changes those boards' deals). */
export function doubleDummyOf(t: TableSnapshot, boards: ReadonlySet<number>): ArchivedRows {
  const pos = positions(t.header);
  const at = t.rows.flatMap((r, i) => (boards.has(boardOf(r[pos.board]) ?? 0) ? [i] : []));
  return {
    name: t.name,
    header: t.header.map((c) => cellText(c)),
    at,
    rows: at.map((i) => t.header.map((_, k) => t.rows[i][k] ?? '')),
    length: t.rows.length,
    after: '',
  };
}

/**
 * The DoubleDummy body once an import's deals are taken back: the archived lines of the touched `boards` put back
 * where they were (worked out for the deals the undo restores), every other line of those boards blanked (worked
 * out since the import for a deal the undo removes), blank lines from the archived length on dropped. A line the
 * archive puts back that now holds another board, or that is gone, was moved or typed over since: `moved` names
 * its body index, and nothing should be written.
 */
export function restoredDoubleDummy(
  t: TableSnapshot,
  archived: ArchivedRows | undefined,
  boards: ReadonlySet<number>,
): { body: Cell[][]; moved?: number } {
  const pos = positions(t.header);
  const touched = (r: readonly Cell[] | undefined) => boards.has(boardOf(r?.[pos.board]) ?? 0);
  const body = t.rows.map((r) => (touched(r) ? r.map(() => '' as Cell) : r.slice()));
  const at = archived?.at ?? [];
  const from = positions(archived?.header ?? []);
  for (let k = 0; k < at.length; k++) {
    const i = at[k];
    const now = t.rows[i];
    if (!now || !(isBlankRow(now) || touched(now))) return { body: [], moved: i };
    body[i] = t.header.map((h, c) => {
      const j = from[cellText(h).toLowerCase()];
      const v = j === undefined ? '' : (archived?.rows[k][j] ?? '');
      return cellText(now[c]) === cellText(v) ? now[c] : v;
    });
  }
  const length = archived?.length ?? 0;
  while (body.length > length && isBlankRow(body[body.length - 1])) body.pop();
  return { body };
}
