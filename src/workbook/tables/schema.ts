/**
 * The shape of an event in a workbook: which sheets and tables hold it, and the columns of each table.
 * Pure data and helpers (no Office.js here), shared by the readers, the writers and the templates.
 */
import { TRAVELLER_FIELDS, TRAVELLER_FIGURES } from './engine';

/** Sheet names. Each sheet holds one Excel table of the same purpose at A1 (the Ranking: A3, below its stale cell). */
export const SHEETS = {
  event: 'Event',
  travellers: 'Travellers',
  ranking: 'Ranking',
  rulings: 'Rulings',
  contestants: 'Contestants',
  deals: 'Deals',
  doubleDummy: 'DoubleDummy',
  matches: 'Matches',
} as const;

/** Excel table names (unique in a workbook). */
export const TABLES = {
  event: 'EventSettings',
  travellers: 'Travellers',
  ranking: 'Ranking',
  rulings: 'Rulings',
  contestants: 'Contestants',
  deals: 'Deals',
  doubleDummy: 'DoubleDummy',
  matches: 'Matches',
} as const;

/**
 * Tables every event has. The Contestants table came later: a workbook set up before it is still read (without
 * names) and gets the table at the first import that brings names.
 */
export const REQUIRED_TABLES = [TABLES.event, TABLES.travellers, TABLES.ranking, TABLES.rulings] as const;

export const EVENT_COLUMNS = ['key', 'value'] as const;

/** Traveller columns (the engine's list): the eleven entered (or imported), then the figures the engine computes. */
export const TRAVELLER_COLUMNS = [...TRAVELLER_FIELDS, ...TRAVELLER_FIGURES] as const;
export type TravellerColumn = (typeof TRAVELLER_COLUMNS)[number];

/** Columns the engine fills on every rescore. */
export const COMPUTED_COLUMNS: readonly TravellerColumn[] = TRAVELLER_FIGURES;

/**
 * One line per contestant (pair, team or player): its id as the Travellers table writes it, its direction in a
 * Mitchell, and the names as the scorer keeps them (a pair's two names joined by " & ").
 */
export const CONTESTANT_COLUMNS = ['id', 'direction', 'names'] as const;
export type ContestantColumn = (typeof CONTESTANT_COLUMNS)[number];

/** A board's cards: one line per board, the deal in PBN notation ("N:AKQ.… … … …"), typed or imported. */
export const DEAL_COLUMNS = ['board', 'deal'] as const;

/**
 * What the double-dummy solver found for a board, kept so that it is worked out once: 20 lines a board (declarer
 * N, E, S, W; strain C, D, H, S, NT; the tricks), each carrying the board's par score from NS's side.
 */
export const DOUBLE_DUMMY_COLUMNS = ['board', 'declarer', 'strain', 'tricks', 'par'] as const;
/**
 * A teams event's matches, one line each: its round, the home team (N-S in the open room) and the away team, the
 * open and closed room's table, a knockout's carry-over (IMPs to the home team) and a mark (BYE, FORFEIT home,
 * FORFEIT away). The Travellers lines of both rooms belong to the match by round and table.
 */
export const MATCH_COLUMNS = ['round', 'home', 'away', 'open_table', 'closed_table', 'carry_over', 'ruling'] as const;

/** The pane's ranking; `penalty` is what procedural penalties took off the total (blank when nothing). */
export const RANKING_COLUMNS = ['rank', 'id', 'direction', 'names', 'total', 'percent', 'boards', 'penalty'] as const;

/**
 * The director's log. One line per ruling applied; an undo or an edit changes the status of the line it
 * concerns and (for an edit) adds a new line, so the history is never lost.
 */
export const RULING_COLUMNS = [
  'id',
  'time',
  'director',
  'board',
  'table',
  'laws',
  'answers',
  'ruling_before',
  'ruling_after',
  'score_before',
  'score_after',
  'note',
  'status',
  // The ruling in words (in the language of the pane that wrote it) and the wizard's answers kept for Edit.
  'ruling',
  'flow',
] as const;
export type RulingColumn = (typeof RULING_COLUMNS)[number];

export type RulingStatus = 'applied' | 'undone' | 'edited';

/**
 * Columns kept as text (number format "@"), so that what scorers type or the layer writes stays as written:
 * "+1" and "=" in a result, "3+7" for a pair of players, "+3/-3 IMP" in a ruling are not turned into numbers
 * or formulas by Excel.
 */
export const TEXT_COLUMNS: Record<string, readonly string[]> = {
  EventSettings: ['key', 'value'],
  Travellers: ['ns', 'ew', 'contract', 'declarer', 'lead', 'result', 'ruling'],
  Ranking: ['rank', 'id', 'direction', 'names'],
  Contestants: ['id', 'direction', 'names'],
  Deals: ['deal'],
  DoubleDummy: ['declarer', 'strain'],
  Matches: ['home', 'away', 'ruling'],
  // Duplicate preferans (preferans-protocols.ts).
  Protocols: ['table', 'seat', 'player', 'form', 'ruling'],
  PreferansRanking: ['rank', 'player'],
  Rulings: [
    'time',
    'director',
    'laws',
    'answers',
    'ruling_before',
    'ruling_after',
    'score_before',
    'score_after',
    'note',
    'status',
    'ruling',
    'flow',
  ],
};

/** A cell value as Office.js hands it over. */
export type Cell = string | number | boolean | null;

/** "A", "B", …, "Z", "AA", … for a 0-based column index. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** 0-based column index of a letter run ("A" → 0, "AA" → 26). */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The top-left cell of a range address such as "Travellers!A1:Q1" or "'My sheet'!C3". */
export function topLeft(address: string): { sheet: string; col: number; row: number } {
  const bang = address.lastIndexOf('!');
  let sheet = bang >= 0 ? address.slice(0, bang) : '';
  if (sheet.startsWith("'") && sheet.endsWith("'")) sheet = sheet.slice(1, -1).replace(/''/g, "'");
  const cell = (bang >= 0 ? address.slice(bang + 1) : address).split(':')[0].replace(/\$/g, '');
  const m = /^([A-Za-z]+)(\d+)$/.exec(cell);
  if (!m) throw new Error(`address '${address}' does not start with a cell`);
  return { sheet, col: columnIndex(m[1]), row: Number(m[2]) };
}

/** A block address "B5:D9" from a 0-based column, a 1-based row and a size. */
export function blockAddress(col: number, row: number, rows: number, cols: number): string {
  return `${columnLetter(col)}${row}:${columnLetter(col + cols - 1)}${row + rows - 1}`;
}

/** Text of a cell, trimmed ("" for empty). */
export function cellText(v: Cell | undefined): string {
  if (v === null || v === undefined) return '';
  return String(v).trim();
}

/** A number from a cell, undefined when empty. NaN when the text is not a number. */
export function cellNumber(v: Cell | undefined): number | undefined {
  if (v === null || v === undefined || v === '') return undefined;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return NaN;
  const t = v
    .trim()
    .replace(',', '.')
    .replace(/[\u2212\u2013]/g, '-');
  if (t === '') return undefined;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : NaN;
}

/** True when every cell of a row is empty. */
export function isBlankRow(row: readonly Cell[]): boolean {
  return row.every((v) => v === null || v === undefined || v === '');
}
