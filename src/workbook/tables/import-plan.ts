/**
 * What an import of results does to the Travellers table, decided without Excel: the cells of each imported line, which
 * lines are new, fill an empty line, repeat one already there or conflict with it. No Office.js here.
 */
import { type NameConflict } from './contestants';
import type { EventData, TravellerEntry } from './engine';
import { TRAVELLER_FIELDS, formatContract, printRuling } from './engine';
import { normalRuling } from './rulings';
import { type Cell, TRAVELLER_COLUMNS, type TravellerColumn, cellNumber, cellText } from './schema';
import { type LoadedEvent } from './scoring';
import type { RowProblem } from './travellers';

export interface ImportConflict {
  board: number;
  table?: number;
  ns?: string;
  ew?: string;
  /** Worksheet row of the line in the workbook. */
  row: number;
  inWorkbook: string;
  inFile: string;
  /** Where the imported result came from (file, line). */
  source?: TravellerEntry['source'];
}

export interface ImportReport {
  read: number;
  added: number;
  filled: number;
  duplicates: number;
  conflicts: ImportConflict[];
  /** Set when the engine could not score the event after the import (the results are written all the same). */
  scoreError?: string;
  /** Lines of the workbook still without a result after the import. */
  emptyLines: number;
  /** Contestants added to the Contestants table, and lines whose empty names (or direction) were filled. */
  contestantsAdded: number;
  namesFilled: number;
  /** Names in the file that differ from the ones in the workbook (the workbook's are kept). */
  nameConflicts: NameConflict[];
  /**
   * Set when the names could not be kept: the workbook has no Contestants table and a sheet of that name holds
   * something else. The Ranking shows the file's names all the same, until the next rescore.
   */
  namesNotKept?: string;
  /** Lines of the Travellers the engine could not read after the import (row, field, reason). */
  rowProblems?: RowProblem[];
  syncs: number;
}

export const ENTERED: TravellerColumn[] = [...TRAVELLER_FIELDS];

/** The relative result as scorers write it: "=", "+1", "-2". */
export function relative(level: number, tricks: number): string {
  const d = tricks - (level + 6);
  return d === 0 ? '=' : d > 0 ? `+${d}` : String(d);
}

/** An engine entry as the cells of a traveller line (entered columns only). */
export function entryCells(e: TravellerEntry): Partial<Record<TravellerColumn, Cell>> {
  const out: Partial<Record<TravellerColumn, Cell>> = { board: e.board };
  if (e.table !== undefined) out.table = e.table;
  if (e.round !== undefined) out.round = e.round;
  const pl = e.players;
  out.ns = e.ns ?? (pl?.N && pl?.S ? `${pl.N}+${pl.S}` : '');
  out.ew = e.ew ?? (pl?.E && pl?.W ? `${pl.E}+${pl.W}` : '');
  if (e.played) {
    out.contract = formatContract(e.played.contract);
    if (e.played.contract !== 'PASS') {
      out.declarer = e.played.declarer ?? '';
      out.result = e.played.tricks === undefined ? '' : relative(e.played.contract.level, e.played.tricks);
    }
  }
  if (e.lead) out.lead = e.lead;
  if (e.scoreNS !== undefined) out.score_ns = e.scoreNS;
  if (e.ruling) out.ruling = printRuling(e.ruling);
  return out;
}

export function describe(cells: Partial<Record<TravellerColumn, Cell>>): string {
  const parts = [cellText(cells.contract), cellText(cells.declarer), cellText(cells.result)].filter(Boolean);
  const score = cellText(cells.score_ns);
  const ruling = cellText(cells.ruling);
  return [parts.join(' '), score && `(${score})`, ruling && `[${ruling}]`].filter(Boolean).join(' ') || '(empty)';
}

export function hasResult(cells: Partial<Record<TravellerColumn, Cell>>): boolean {
  return ['contract', 'score_ns', 'ruling'].some((c) => cellText(cells[c as TravellerColumn]) !== '');
}

export function sameResult(
  a: Partial<Record<TravellerColumn, Cell>>,
  b: Partial<Record<TravellerColumn, Cell>>,
): boolean {
  const score = (c: Partial<Record<TravellerColumn, Cell>>) => cellNumber(c.score_ns);
  const board = cellNumber(a.board);
  if (normalRuling(cellText(a.ruling), board) !== normalRuling(cellText(b.ruling), board)) return false;
  const ca = cellText(a.contract).toUpperCase();
  const cb = cellText(b.contract).toUpperCase();
  if (ca && cb) {
    return (
      ca.replace(/N$/, 'NT') === cb.replace(/N$/, 'NT') &&
      cellText(a.declarer).toUpperCase() === cellText(b.declarer).toUpperCase() &&
      (score(a) === undefined || score(b) === undefined || score(a) === score(b))
    );
  }
  return score(a) === score(b);
}

export function rowCells(row: readonly Cell[], pos: Record<string, number>): Partial<Record<TravellerColumn, Cell>> {
  const out: Partial<Record<TravellerColumn, Cell>> = {};
  for (const c of ENTERED) if (pos[c] !== undefined) out[c] = row[pos[c]];
  return out;
}

export function keys(cells: Partial<Record<TravellerColumn, Cell>>): string[] {
  const b = cellNumber(cells.board);
  const out: string[] = [];
  const ns = cellText(cells.ns);
  const ew = cellText(cells.ew);
  if (ns && ew) out.push(`${b}|p|${ns}|${ew}`);
  const t = cellNumber(cells.table);
  if (t !== undefined) out.push(`${b}|t|${t}`);
  return out;
}

/** Plans the import against the loaded tables (pure). */
export function planImport(loaded: LoadedEvent, data: EventData) {
  const t = loaded.tables.travellers;
  const pos = loaded.pos;
  const width = Math.max(t.header.length, TRAVELLER_COLUMNS.length);
  const body = t.rows.map((r) => r.slice());
  const index = new Map<string, number>();
  body.forEach((row, i) => {
    for (const k of keys(rowCells(row, pos))) if (!index.has(k)) index.set(k, i);
  });
  const filledRows = new Set<number>();
  const conflicts: ImportConflict[] = [];
  let duplicates = 0;
  const added: Cell[][] = [];
  for (const e of data.entries) {
    const cells = entryCells(e);
    if (!hasResult(cells) && e.status === 'pending') continue;
    const hit = keys(cells)
      .map((k) => index.get(k))
      .find((i) => i !== undefined);
    if (hit !== undefined) {
      const existing = rowCells(body[hit], pos);
      if (!hasResult(existing)) {
        for (const c of ENTERED)
          if (pos[c] !== undefined && cells[c] !== undefined) body[hit][pos[c]] = cells[c] as Cell;
        filledRows.add(hit);
      } else if (sameResult(existing, cells)) duplicates++;
      else {
        conflicts.push({
          board: e.board,
          table: e.table,
          ns: e.ns,
          ew: e.ew,
          row: t.headerRow + 1 + hit,
          inWorkbook: describe(existing),
          inFile: describe(cells),
          source: e.source,
        });
      }
      continue;
    }
    const row: Cell[] = Array.from({ length: width }, () => '');
    for (const c of ENTERED) if (pos[c] !== undefined && cells[c] !== undefined) row[pos[c]] = cells[c] as Cell;
    const at = body.length;
    body.push(row);
    for (const k of keys(cells)) if (!index.has(k)) index.set(k, at);
    added.push(row);
  }
  return { body, filledRows: [...filledRows].sort((a, b) => a - b), added, conflicts, duplicates };
}

export function cellAt(row: readonly Cell[], col: number | undefined): Cell {
  return col === undefined ? '' : (row[col] ?? '');
}
