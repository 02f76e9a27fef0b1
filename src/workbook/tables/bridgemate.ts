/**
 * Results from the table devices (a Bridgemate .bws read by the engine) in the workbook, decided without Excel:
 * the identity of the section the event came from, kept as EventSettings rows (`bws_…` keys, which the settings
 * reader leaves alone), so that picking the same file again is known for the same event; the Travellers cells of
 * what the file holds now against what the workbook holds (the engine's planReimport: new lines appended, changed
 * ones rewritten, a line the director ruled on never touched but listed); and the director's cleared marks of
 * the result checks, kept in a CheckMarks table keyed by board, table and code. No Office.js here.
 */
import type { BwsIdentity, BwsRow, EventData, IssueCode, ReimportPlan, ResultIssue, TravellerEntry } from './engine';
import { NOT_PLAYED, checkTableResults, planReimport } from './engine';
import { ENTERED, describe, entryCells, rowCells } from './import-plan';
import { type Cell, type TravellerColumn, cellNumber, cellText } from './schema';
import type { LoadedEvent } from './scoring';
import type { TableSnapshot } from './snapshot';

/** The EventSettings keys of a Bridgemate identity (and of what the last read held). */
export const BWS_KEYS = {
  section: 'bws_section',
  guid: 'bws_guid',
  session: 'bws_session',
  date: 'bws_date',
  playedOn: 'bws_played_on',
  file: 'bws_file',
  lastRow: 'bws_last_row',
} as const;

/** What the pane hands over of one section of a .bws. */
export interface BridgemateInput {
  file: string;
  identity: BwsIdentity;
  event: EventData;
  /** Parallel to event.entries: the row each line comes from (for the raw text of a line that cannot be read). */
  rows?: readonly BwsRow[];
  /** The highest ReceivedData ID read. */
  lastId?: number;
  /** The section's hand records (the reader's boardInfo): the deals go into the Deals table in the same batch. */
  boardInfo?: Readonly<Record<number, { deal?: string }>>;
}

/** The identity saved in the EventSettings rows, or undefined when the event did not come from a .bws. */
export function savedIdentity(rows: readonly (readonly Cell[])[]): BwsIdentity | undefined {
  const kv = new Map(rows.map((r) => [cellText(r[0]), r[1]] as const));
  const section = cellText(kv.get(BWS_KEYS.section));
  if (!section) return undefined;
  const out: BwsIdentity = { section };
  const guid = cellText(kv.get(BWS_KEYS.guid));
  if (guid) out.guid = guid;
  const session = cellNumber(kv.get(BWS_KEYS.session));
  if (session !== undefined && Number.isFinite(session)) out.session = session;
  const date = cellText(kv.get(BWS_KEYS.date));
  if (date) out.date = date;
  const playedOn = cellText(kv.get(BWS_KEYS.playedOn));
  if (playedOn) out.playedOn = playedOn;
  return out;
}

/** The key/value pairs an import writes into EventSettings. */
export function identityPairs(input: BridgemateInput): [string, Cell][] {
  const id = input.identity;
  return [
    [BWS_KEYS.section, id.section],
    [BWS_KEYS.guid, id.guid ?? ''],
    [BWS_KEYS.session, id.session === undefined ? '' : String(id.session)],
    [BWS_KEYS.date, id.date ?? ''],
    [BWS_KEYS.playedOn, id.playedOn ?? ''],
    [BWS_KEYS.file, input.file],
    [BWS_KEYS.lastRow, input.lastId === undefined ? '' : String(input.lastId)],
  ];
}

/**
 * The EventSettings body after setting `pairs` (key in column 0, value in column 1): keys there get their new
 * value in place, the others are appended. Values are written as text, as the table's columns are.
 */
export function settingsWithPairs(
  t: TableSnapshot,
  pairs: readonly [string, Cell][],
): { body: Cell[][]; added: Cell[][] } {
  const body = t.rows.map((r) => r.slice());
  const width = Math.max(2, t.header.length);
  const at = new Map<string, number>();
  body.forEach((r, i) => {
    const k = cellText(r[0]);
    if (k && !at.has(k)) at.set(k, i);
  });
  const added: Cell[][] = [];
  for (const [k, v] of pairs) {
    const i = at.get(k);
    if (i !== undefined) body[i][1] = v;
    else {
      const row: Cell[] = Array.from({ length: width }, () => '');
      row[0] = k;
      row[1] = v;
      added.push(row);
    }
  }
  return { body, added };
}

/**
 * The cells of a line read from a .bws. A line the reader could not score (no contract, tricks outside 0..13)
 * keeps what the device sent, so that the scorer sees it and the Travellers reader reports it (the line is not
 * scored until mended).
 */
export function bwsLineCells(e: TravellerEntry, row?: BwsRow): Partial<Record<TravellerColumn, Cell>> {
  const cells = entryCells(e);
  if (e.status === 'pending' && !e.played && row) {
    if (row.contract) cells.contract = row.contract.replace(/\s+/g, '').toUpperCase();
    if (row.seat) cells.declarer = row.seat;
    if (row.result) cells.result = row.result;
  }
  if (e.status === 'notPlayed' && !e.ruling) cells.ruling = NOT_PLAYED;
  return cells;
}

/** A line of the workbook the file would change but the director has ruled on: shown, never overwritten. */
export interface BridgemateConflict {
  board: number;
  table?: number;
  /** Worksheet row of the line. */
  row: number;
  inWorkbook: string;
  inFile: string;
  differences: string[];
}

/** A line the file would rewrite (not ruled on): what it held, what it holds now. */
export interface BridgemateChange {
  board: number;
  table?: number;
  row: number;
  before: string;
  after: string;
  differences: string[];
}

export interface BridgematePlan {
  /** The Travellers body with the changed lines rewritten (row for row with the loaded body). */
  body: Cell[][];
  /** Full-width rows to append. */
  added: Cell[][];
  changed: BridgemateChange[];
  conflicts: BridgemateConflict[];
  /** Lines the workbook holds that the file does not (kept). */
  missing: { board: number; table?: number; row: number }[];
  counts: ReimportPlan['counts'];
}

/** The columns a table device's line rewrites; the director's ruling column is never among them. */
const DEVICE_COLUMNS: TravellerColumn[] = ENTERED.filter((c) => c !== 'ruling');

/** What a (re-)import of a .bws does to the Travellers table (pure). */
export function planBridgemate(loaded: LoadedEvent, input: BridgemateInput): BridgematePlan {
  const t = loaded.tables.travellers;
  const pos = loaded.pos;
  const first = t.headerRow + 1;
  const width = Math.max(t.header.length, ENTERED.length);
  const body = t.rows.map((r) => r.slice());
  const held = loaded.read.event.entries;
  const plan = planReimport(held, input.event.entries);
  const added: Cell[][] = [];
  const changed: BridgemateChange[] = [];
  const conflicts: BridgemateConflict[] = [];
  const missing: BridgematePlan['missing'] = [];
  const cellsOf = (k: number) => bwsLineCells(input.event.entries[k], input.rows?.[k]);
  for (const line of plan.lines) {
    const where = { board: line.board, ...(line.table !== undefined ? { table: line.table } : {}) };
    if (line.kind === 'new' && line.fresh !== undefined) {
      const cells = cellsOf(line.fresh);
      const row: Cell[] = Array.from({ length: width }, () => '');
      for (const c of ENTERED) if (pos[c] !== undefined && cells[c] !== undefined) row[pos[c]] = cells[c] as Cell;
      added.push(row);
      continue;
    }
    if (line.held === undefined) continue;
    const r = loaded.read.entryRow[line.held];
    if (line.kind === 'missing') {
      missing.push({ ...where, row: first + r });
      continue;
    }
    if (line.kind === 'unchanged' || line.fresh === undefined) continue;
    const now = rowCells(body[r], pos);
    const cells = cellsOf(line.fresh);
    if (line.kind === 'conflict') {
      conflicts.push({
        ...where,
        row: first + r,
        inWorkbook: describe(now),
        inFile: describe(cells),
        differences: line.differences ?? [],
      });
      continue;
    }
    for (const c of DEVICE_COLUMNS) if (pos[c] !== undefined) body[r][pos[c]] = cells[c] ?? '';
    // A not-played line from the device marks the ruling cell NP only when the director left it empty.
    if (pos.ruling !== undefined && cells.ruling !== undefined && cellText(body[r][pos.ruling]) === '') {
      body[r][pos.ruling] = cells.ruling;
    }
    changed.push({
      ...where,
      row: first + r,
      before: describe(now),
      after: describe(cells),
      differences: line.differences ?? [],
    });
  }
  return { body, added, changed, conflicts, missing, counts: plan.counts };
}

// ------------------------------------------------------------------ result checks and the director's marks

export const CHECK_SHEET = 'Checks';
export const CHECK_TABLE = 'CheckMarks';
/** One line per warning the director cleared: where, which check, when and by whom. */
export const CHECK_COLUMNS = ['board', 'table', 'code', 'cleared', 'director'] as const;

export interface CheckMark {
  board: number;
  table?: number;
  code: IssueCode | string;
  cleared?: string;
  director?: string;
}

export function markKey(m: { board: number; table?: number; code: string }): string {
  return `${m.board}|${m.table ?? ''}|${m.code}`;
}

/** The marks of the CheckMarks table (absent table: none). Rows without a board or code are left out. */
export function readMarks(t: TableSnapshot | undefined): CheckMark[] {
  if (!t) return [];
  const pos = new Map(t.header.map((h, i) => [cellText(h).toLowerCase(), i] as const));
  const get = (r: readonly Cell[], c: string) => (pos.has(c) ? r[pos.get(c) as number] : undefined);
  const out: CheckMark[] = [];
  for (const r of t.rows) {
    const board = cellNumber(get(r, 'board'));
    const code = cellText(get(r, 'code'));
    if (board === undefined || !Number.isInteger(board) || !code) continue;
    const m: CheckMark = { board, code };
    const table = cellNumber(get(r, 'table'));
    if (table !== undefined && Number.isFinite(table)) m.table = table;
    const cleared = cellText(get(r, 'cleared'));
    if (cleared) m.cleared = cleared;
    const director = cellText(get(r, 'director'));
    if (director) m.director = director;
    out.push(m);
  }
  return out;
}

export function markRow(m: CheckMark, header: readonly Cell[] = [...CHECK_COLUMNS]): Cell[] {
  const values: Record<string, Cell> = {
    board: m.board,
    table: m.table ?? '',
    code: m.code,
    cleared: m.cleared ?? '',
    director: m.director ?? '',
  };
  return header.map((h) => values[cellText(h).toLowerCase()] ?? '');
}

/**
 * The checks of the event's lines (engine/checks) plus what the reader of a file said about them, without the
 * warnings the director cleared. Errors are never cleared: the line is mended instead.
 */
export function openIssues(
  issues: readonly ResultIssue[],
  marks: readonly CheckMark[],
): { open: ResultIssue[]; cleared: number } {
  const done = new Set(marks.map(markKey));
  const seen = new Set<string>();
  const open: ResultIssue[] = [];
  let cleared = 0;
  for (const i of issues) {
    const k = markKey(i);
    if (seen.has(`${k}|${i.severity}`)) continue;
    seen.add(`${k}|${i.severity}`);
    if (i.severity === 'warning' && done.has(k)) cleared++;
    else open.push(i);
  }
  return { open, cleared };
}

/** The lines the checks find impossible (errors): not scored until mended. Teams keep table numbers per match. */
export function withoutImpossible(event: EventData, tables?: number): EventData {
  if (event.kind === 'teams' || event.kind === 'preferans') return event;
  const bad = new Set(
    checkTableResults(event.entries, tables ? { tables } : {})
      .filter((i) => i.severity === 'error' && i.line !== undefined && i.code !== 'more-results-than-tables')
      .map((i) => i.line as number),
  );
  if (!bad.size) return event;
  return {
    ...event,
    entries: event.entries.map((e, k) => (bad.has(k) ? { ...e, status: 'pending', scoreNS: undefined } : e)),
  };
}
