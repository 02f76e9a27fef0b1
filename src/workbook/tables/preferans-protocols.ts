/**
 * A duplicate-preferans event in the workbook, as data (no Office.js here): the `Protocols` table holds one row
 * per seat, per table, per deal, with the columns of the protocol CSV (src/engine/io/preferans-csv.ts) and the
 * matchpoints and percentage the engine computes; the `PreferansRanking` table holds the players' totals.
 * Rows are read with the CSV reader's own row function, so a cell means in the workbook what the same field
 * means in a file. A row that cannot be read is reported with its row number and field and waits: its deal and
 * seat are not scored until it is mended (never a zero).
 */
import type {
  CellPenalty,
  LinePenalties,
  PreferansProtocol,
  SeatLine,
  SeatOutcome,
  SeatScoringResult,
  SourceRef,
} from './engine';
import { NOT_PLAYED, cellPenaltyText, preferansRowLine, readPreferansRuling, splitCellPenalties } from './engine';
import {
  type Cell,
  EVENT_COLUMNS,
  RULING_COLUMNS,
  SHEETS,
  TABLES,
  TEXT_COLUMNS,
  cellNumber,
  cellText,
  isBlankRow,
} from './schema';
import { type EventSettings, settingsToRows } from './settings';
import type { SheetSpec, TableSpec } from './templates';
import type { RowProblem } from './travellers';

/** Excel tables of a preferans event (besides EventSettings and Rulings, shared with bridge events). */
export const PREFERANS_TABLES = { protocols: 'Protocols', ranking: 'PreferansRanking' } as const;

/** Sheets of the two tables; the ranking takes the place of the bridge ranking. */
export const PREFERANS_SHEETS = { protocols: 'Protocols', ranking: SHEETS.ranking } as const;

/** Every sheet a preferans event has (for "this workbook already has an event" checks). */
export const PREFERANS_SHEET_NAMES: readonly string[] = [
  SHEETS.event,
  PREFERANS_SHEETS.protocols,
  PREFERANS_SHEETS.ranking,
  SHEETS.rulings,
];

/** The protocol CSV's own columns (same order), then the two the engine computes. */
export const PROTOCOL_COLUMNS = ['deal', 'table', 'seat', 'player', 'score', 'form', 'ruling', 'mp', 'pct'] as const;
export type ProtocolColumn = (typeof PROTOCOL_COLUMNS)[number];

/** Columns entered by hand or imported. */
export const PROTOCOL_ENTERED: readonly ProtocolColumn[] = [
  'deal',
  'table',
  'seat',
  'player',
  'score',
  'form',
  'ruling',
];

/** Columns a Protocols table must have: the CSV's required ones, and the ruling the director's rulings write. */
export const PROTOCOL_REQUIRED: readonly ProtocolColumn[] = ['deal', 'table', 'seat', 'player', 'score', 'ruling'];

/** Columns the engine fills on every rescore: matchpoints on the printing scale, per cent of the top. */
export const PROTOCOL_COMPUTED: readonly ProtocolColumn[] = ['mp', 'pct'];

export const PREFERANS_RANKING_COLUMNS = ['rank', 'player', 'total', 'percent', 'deals', 'penalty'] as const;

/**
 * Columns kept as text (number format "@"): table and seat labels, player names such as "3-4" and rulings
 * such as "A-" stay as written; a shared rank stays "5=". The deal stays a number, so deals sort as numbers.
 */
export const PREFERANS_TEXT_COLUMNS: Record<string, readonly string[]> = {
  [PREFERANS_TABLES.protocols]: TEXT_COLUMNS[PREFERANS_TABLES.protocols],
  [PREFERANS_TABLES.ranking]: TEXT_COLUMNS[PREFERANS_TABLES.ranking],
};

export type ProtocolPos = Partial<Record<ProtocolColumn, number>>;

/** Where the rows come from: the table's name (for messages) and the worksheet row of the first body row. */
export interface ProtocolSource {
  /** Default 'Protocols'. */
  file?: string;
  firstRow: number;
}

/** The protocol rows as the engine's per-seat scorer takes them. */
export interface ProtocolRead {
  lines: SeatLine[];
  /** lineRow[i] = 0-based body row of lines[i]. */
  lineRow: number[];
  problems: RowProblem[];
  /** Rows still waiting for a result: a seat set out without score or ruling (with or without its player). */
  waiting: number;
  /** Procedural penalties written in ruling cells (§11.1В, "A+ PP 25%"), by the line they are on. */
  penalties: ProtocolPenalty[];
}

/** The penalties of one line's ruling cell, charged to its player on its deal (as the protocol CSV reader has them). */
export interface ProtocolPenalty extends LinePenalties {
  source: SourceRef;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function errorField(err: unknown): string | undefined {
  return (err as { source?: SourceRef })?.source?.field;
}

/** A line that waits (its deal and seat are not scored until it has a result). */
function waitingLine(l: SeatLine): SeatLine {
  const out: SeatLine = { ...l, outcome: { kind: 'pending' } };
  delete out.score;
  delete out.parts;
  return out;
}

/** The key of one seat of one table on one deal. */
export function seatKey(deal: string | number, table: string | number | undefined, seat: string): string {
  return JSON.stringify([String(deal).trim(), String(table ?? '').trim(), String(seat).trim()]);
}

/**
 * Reads the body of the Protocols table. Blank rows are skipped; a row with no score and no ruling waits (a
 * seat set out for results still to come); a row the CSV reader would refuse is reported with its worksheet
 * row and field, and (when it names its seat and player) waits. A seat or a player given twice on a deal is
 * reported on the later row; both rows then wait.
 */
export function readProtocols(
  rows: readonly (readonly Cell[])[],
  pos: ProtocolPos,
  source: ProtocolSource,
): ProtocolRead {
  const file = source.file ?? PREFERANS_TABLES.protocols;
  const lines: SeatLine[] = [];
  const lineRow: number[] = [];
  const problems: RowProblem[] = [];
  let waiting = 0;
  const computed = new Set(PROTOCOL_COMPUTED.map((c) => pos[c]).filter((c): c is number => c !== undefined));
  const get = (row: readonly Cell[], c: ProtocolColumn): Cell | undefined =>
    pos[c] === undefined ? undefined : row[pos[c] as number];
  const bySeat = new Map<string, number>();
  const byPlayer = new Map<string, number>();
  const rowOf = (k: number) => source.firstRow + lineRow[k];
  const penalties: ProtocolPenalty[] = [];

  rows.forEach((row, i) => {
    const sheetRow = source.firstRow + i;
    if (isBlankRow(row.filter((_, c) => !computed.has(c)))) return;
    const text = (c: ProtocolColumn) => cellText(get(row, c));
    const scoreCell = get(row, 'score');
    const fields = {
      deal: text('deal'),
      table: text('table'),
      seat: text('seat'),
      player: text('player'),
      score: typeof scoreCell === 'number' ? scoreCell : text('score'),
      form: text('form'),
      ruling: text('ruling'),
    };
    const where: SourceRef = { file, row: sheetRow };
    // §11.1В: a procedural penalty after the ruling ("A+ PP 25%") is the player's, apart from the deal's score.
    let cellPens: CellPenalty[] = [];
    try {
      const split = splitCellPenalties(fields.ruling, { ...where, field: 'ruling' });
      fields.ruling = split.ruling;
      cellPens = split.penalties;
    } catch (err) {
      problems.push({ row: sheetRow, field: 'ruling', message: errorText(err) });
      fields.ruling = '?';
    }
    const noResult = fields.score === '' && fields.ruling === '';
    if (noResult && fields.player === '') {
      waiting++;
      return;
    }
    let line: SeatLine;
    try {
      // A seat with its player but no result yet waits, as '?' says in a file.
      line = preferansRowLine(noResult ? { ...fields, ruling: '?' } : fields, where, { decimalComma: true });
      if (noResult) waiting++;
    } catch (err) {
      const field = errorField(err) ?? 'row';
      problems.push({ row: sheetRow, field, message: errorText(err) });
      if (field !== 'score' && field !== 'ruling') return;
      line = preferansRowLine({ ...fields, score: '', ruling: '?' }, where);
    }
    const sk = seatKey(line.deal, line.table, line.seat);
    const pk = JSON.stringify([String(line.deal), line.players[0]]);
    const seatTwice = bySeat.get(sk);
    const playerTwice = byPlayer.get(pk);
    if (seatTwice !== undefined || playerTwice !== undefined) {
      const k = (seatTwice ?? playerTwice) as number;
      const message =
        seatTwice !== undefined
          ? `deal ${line.deal}, table ${line.table}, seat ${line.seat} is already on row ${rowOf(k)} (row ${sheetRow})`
          : `player ${line.players[0]} already has a result on deal ${line.deal} on row ${rowOf(k)} (row ${sheetRow})`;
      problems.push({ row: sheetRow, field: seatTwice !== undefined ? 'seat' : 'player', message });
      lines[k] = waitingLine(lines[k]);
      return;
    }
    bySeat.set(sk, lines.length);
    byPlayer.set(pk, lines.length);
    if (cellPens.length) {
      penalties.push({
        line: lines.length,
        player: line.players[0],
        deal: line.deal,
        source: where,
        penalties: cellPens,
      });
    }
    lines.push(line);
    lineRow.push(i);
  });
  // A penalty stands whatever becomes of the deal's result (§11.1В): one beside a line that waits ('? PP 2MP') is
  // taken off at once, as the protocol file's reader takes it.
  return { lines, lineRow, problems, waiting, penalties };
}

/** The mp and pct columns (one row per body row); rows without a score get blanks. Full precision. */
export function protocolComputed(
  rowCount: number,
  read: ProtocolRead,
  result: SeatScoringResult | undefined,
  factor: number,
): Cell[][] {
  const block: Cell[][] = Array.from({ length: rowCount }, () => PROTOCOL_COMPUTED.map(() => ''));
  if (!result) return block;
  read.lineRow.forEach((r, i) => {
    const s = result.lines[i];
    if (!s) return;
    block[r] = [s.mp === undefined ? '' : s.mp * factor, s.percent === undefined ? '' : s.percent];
  });
  return block;
}

/** The PreferansRanking rows, best first: rank label, player, matchpoints, percentage, deals, penalties. */
export function preferansRankingRows(result: SeatScoringResult, factor: number): Cell[][] {
  return result.players.map((t) => [
    t.rankLabel,
    t.player,
    t.mp * factor,
    t.percent === undefined ? '' : t.percent,
    t.deals,
    t.penalties * factor,
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Rulings as written in a protocol
// ---------------------------------------------------------------------------------------------------------------

const LEVEL_TEXT = { plus: 'A+', average: 'A', minus: 'A-' } as const;

/** A seat's outcome as the ruling column writes it ('' when the score stands). */
export function preferansRulingText(outcome: SeatOutcome | undefined): string {
  if (!outcome || outcome.kind === 'result') return '';
  if (outcome.kind === 'notPlayed') return NOT_PLAYED;
  if (outcome.kind === 'pending') return '?';
  return outcome.percent !== undefined ? `A${outcome.percent}` : LEVEL_TEXT[outcome.level];
}

/** Normal form of a ruling cell ("a60" → "A60", "А-" → "A-"); unreadable text stays as typed. */
export function normalPreferansRuling(text: string): string {
  const t = text.trim();
  if (!t) return '';
  try {
    const { ruling, penalties } = splitCellPenalties(t);
    const head = ruling ? preferansRulingText(readPreferansRuling(ruling, {})) : '';
    return [head, ...penalties.map(cellPenaltyText)].filter((x) => x !== '').join(' ');
  } catch {
    return t;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------------------------

export type ProtocolCells = Partial<Record<ProtocolColumn, Cell>>;

/** A protocol line read from a file as the cells of a Protocols row (entered columns only). */
export function protocolCells(line: SeatLine, row: Partial<Record<string, string>>): ProtocolCells {
  const written = cellNumber(row.score ?? '');
  const score: Cell =
    line.score !== undefined ? line.score : written !== undefined && !Number.isNaN(written) ? written : '';
  return {
    deal: line.deal,
    table: String(line.table ?? row.table ?? ''),
    seat: line.seat,
    player: line.players.join(' & '),
    score,
    form: line.form ?? row.form ?? '',
    ruling: row.ruling ?? '',
  };
}

export function rowProtocolCells(row: readonly Cell[], pos: ProtocolPos): ProtocolCells {
  const out: ProtocolCells = {};
  for (const c of PROTOCOL_ENTERED) if (pos[c] !== undefined) out[c] = row[pos[c] as number];
  return out;
}

/** A row has a result (or at least its player) entered. */
export function hasEntry(cells: ProtocolCells): boolean {
  return ['player', 'score', 'ruling'].some((c) => cellText(cells[c as ProtocolColumn]) !== '');
}

function sameEntry(a: ProtocolCells, b: ProtocolCells): boolean {
  const num = (c: Cell | undefined) => {
    const n = cellNumber(c ?? '');
    return n === undefined ? '' : n;
  };
  return (
    cellText(a.player) === cellText(b.player) &&
    num(a.score) === num(b.score) &&
    cellText(a.form) === cellText(b.form) &&
    normalPreferansRuling(cellText(a.ruling)) === normalPreferansRuling(cellText(b.ruling))
  );
}

/** "p3 10", "p3 [A60]", "(empty)": a row as the import report shows it. */
export function describeEntry(c: ProtocolCells): string {
  const parts = [cellText(c.player), cellText(c.score)].filter(Boolean);
  const ruling = cellText(c.ruling);
  const form = cellText(c.form);
  if (ruling) parts.push(`[${ruling}]`);
  if (form) parts.push(`form ${form}`);
  return parts.join(' ') || '(empty)';
}

/** A protocol line of the file that differs from the row the workbook holds for the same seat. */
export interface PreferansImportConflict {
  deal: string | number;
  table: string;
  seat: string;
  /** Worksheet row of the line in the workbook. */
  row: number;
  inWorkbook: string;
  inFile: string;
  /** Where the line came from (file, line). */
  source?: SourceRef;
}

export interface ProtocolImportPlan {
  /** The body after the import (rows filled in place, new rows at the end). */
  body: Cell[][];
  /** Body rows that were set out (deal, table, seat) and now get their entry. */
  filledRows: number[];
  /** New rows, full width. */
  added: Cell[][];
  duplicates: number;
  conflicts: PreferansImportConflict[];
}

/**
 * Plans an import (pure): a seat already holding the same entry is a duplicate; a seat set out without entry is
 * filled; a seat holding another entry is a conflict, left as it is; any other line is a new row.
 */
export function planProtocolImport(
  table: { header: readonly Cell[]; rows: readonly (readonly Cell[])[]; headerRow: number },
  pos: ProtocolPos,
  protocol: PreferansProtocol,
): ProtocolImportPlan {
  const width = Math.max(table.header.length, PROTOCOL_COLUMNS.length);
  const body = table.rows.map((r) => r.slice());
  const index = new Map<string, number>();
  const keyOf = (c: ProtocolCells) => seatKey(cellText(c.deal), cellText(c.table), cellText(c.seat));
  body.forEach((row, i) => {
    if (isBlankRow(row)) return;
    const k = keyOf(rowProtocolCells(row, pos));
    if (!index.has(k)) index.set(k, i);
  });
  const filled = new Set<number>();
  const conflicts: PreferansImportConflict[] = [];
  const added: Cell[][] = [];
  let duplicates = 0;
  protocol.lines.forEach((line, k) => {
    const cells = protocolCells(line, protocol.rows[k] ?? {});
    const key = keyOf(cells);
    const hit = index.get(key);
    if (hit !== undefined) {
      const existing = rowProtocolCells(body[hit], pos);
      if (!hasEntry(existing)) {
        for (const c of PROTOCOL_ENTERED) {
          if (pos[c] !== undefined && cells[c] !== undefined) body[hit][pos[c] as number] = cells[c] as Cell;
        }
        filled.add(hit);
      } else if (sameEntry(existing, cells)) duplicates++;
      else {
        conflicts.push({
          deal: line.deal,
          table: cellText(cells.table),
          seat: line.seat,
          row: table.headerRow + 1 + hit,
          inWorkbook: describeEntry(existing),
          inFile: describeEntry(cells),
          ...(line.source ? { source: line.source } : {}),
        });
      }
      return;
    }
    const row: Cell[] = Array.from({ length: width }, () => '');
    for (const c of PROTOCOL_ENTERED) {
      if (pos[c] !== undefined && cells[c] !== undefined) row[pos[c] as number] = cells[c] as Cell;
    }
    index.set(key, body.length);
    body.push(row);
    added.push(row);
  });
  return { body, filledRows: [...filled].sort((a, b) => a - b), added, duplicates, conflicts };
}

// ---------------------------------------------------------------------------------------------------------------
// Template
// ---------------------------------------------------------------------------------------------------------------

export interface PreferansTemplateOptions {
  /** The event's settings (kind 'preferans'); `boards` is the number of deals, `tables` the tables. */
  settings: EventSettings;
  /** Seats set out at each table for each deal (default 3, the active hands). 0: no rows. */
  seats?: number;
  /** No rows set out (the protocols come from an import). */
  empty?: boolean;
}

/** Rows set out for results: every deal at every table, seat 1 to `seats` (player and score still empty). */
export function protocolSkeleton(deals: number, tables: number, seats: number): Cell[][] {
  const rows: Cell[][] = [];
  for (let d = 1; d <= deals; d++) {
    for (let t = 1; t <= tables; t++) {
      for (let s = 1; s <= seats; s++) rows.push([d, String(t), String(s), '', '', '', '', '', '']);
    }
  }
  return rows;
}

/**
 * The sheets of a new preferans event, in the shape templates.ts gives for bridge events: the settings, the
 * protocols (with the seats set out unless `empty`), the ranking and the rulings log.
 */
export function preferansTemplateSheets(options: PreferansTemplateOptions): SheetSpec[] {
  const { settings } = options;
  const seats = options.seats ?? 3;
  const table = (name: string, header: readonly string[], rows: Cell[][], text: readonly string[]): TableSpec => ({
    name,
    header,
    rows,
    text,
  });
  const skeleton = options.empty ? [] : protocolSkeleton(settings.boards, settings.tables, seats);
  return [
    {
      name: SHEETS.event,
      table: table(TABLES.event, EVENT_COLUMNS, settingsToRows(settings), TEXT_COLUMNS[TABLES.event] ?? []),
    },
    {
      name: PREFERANS_SHEETS.protocols,
      table: table(
        PREFERANS_TABLES.protocols,
        PROTOCOL_COLUMNS,
        skeleton,
        PREFERANS_TEXT_COLUMNS[PREFERANS_TABLES.protocols],
      ),
    },
    {
      name: PREFERANS_SHEETS.ranking,
      table: table(
        PREFERANS_TABLES.ranking,
        PREFERANS_RANKING_COLUMNS,
        [],
        PREFERANS_TEXT_COLUMNS[PREFERANS_TABLES.ranking],
      ),
    },
    {
      name: SHEETS.rulings,
      table: table(TABLES.rulings, RULING_COLUMNS, [], TEXT_COLUMNS[TABLES.rulings] ?? []),
    },
  ];
}
