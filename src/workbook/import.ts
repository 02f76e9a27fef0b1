/**
 * importResults: puts results read from a file (EventData from the engine's readers) into the Travellers table.
 * A result already there is not written twice; a line left empty by the set-up is filled; a line that holds a
 * different result is a conflict, returned to the pane and never overwritten. The contestants' names go into the
 * Contestants table on the same terms (a name the scorer typed stays; a different one in the file is reported).
 * The event is rescored in the same batch: two syncs whatever the size.
 */
import type { EventData, TravellerEntry } from './engine';
import { formatContract, printRuling } from './engine';
import { type LoadedEvent, type QueuedEvent, loadEvent, printedBlock, queueScores, scoreLoaded } from './event';
import { type Runner, appendRows, excelRun, writeBlock, writeChangedColumns, writeChangedRows } from './excel';
import {
  type Cell,
  COMPUTED_COLUMNS,
  CONTESTANT_COLUMNS,
  SHEETS,
  TABLES,
  TEXT_COLUMNS,
  TRAVELLER_COLUMNS,
  type TravellerColumn,
  cellNumber,
  cellText,
} from './schema';
import { type ContestantPlan, type NameConflict, planContestants, withNames } from './contestants';
import { normalRuling } from './rulings';
import { queueSheet } from './setup';
import { readTravellers } from './travellers';
import type { Progress } from './event';

export type { NameConflict };

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
  syncs: number;
}

const ENTERED: TravellerColumn[] = [
  'board',
  'table',
  'round',
  'ns',
  'ew',
  'contract',
  'declarer',
  'lead',
  'result',
  'score_ns',
  'ruling',
];

/** The relative result as scorers write it: "=", "+1", "-2". */
function relative(level: number, tricks: number): string {
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

function describe(cells: Partial<Record<TravellerColumn, Cell>>): string {
  const parts = [cellText(cells.contract), cellText(cells.declarer), cellText(cells.result)].filter(Boolean);
  const score = cellText(cells.score_ns);
  const ruling = cellText(cells.ruling);
  return [parts.join(' '), score && `(${score})`, ruling && `[${ruling}]`].filter(Boolean).join(' ') || '(empty)';
}

function hasResult(cells: Partial<Record<TravellerColumn, Cell>>): boolean {
  return ['contract', 'score_ns', 'ruling'].some((c) => cellText(cells[c as TravellerColumn]) !== '');
}

function sameResult(a: Partial<Record<TravellerColumn, Cell>>, b: Partial<Record<TravellerColumn, Cell>>): boolean {
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

function rowCells(row: readonly Cell[], pos: Record<string, number>): Partial<Record<TravellerColumn, Cell>> {
  const out: Partial<Record<TravellerColumn, Cell>> = {};
  for (const c of ENTERED) if (pos[c] !== undefined) out[c] = row[pos[c]];
  return out;
}

function keys(cells: Partial<Record<TravellerColumn, Cell>>): string[] {
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

/**
 * Queues the Contestants part of an import: empty names filled and new lines added in the table, or the table
 * created (on its own sheet) when the workbook has none and the file names somebody.
 */
function queueContestants(
  context: Excel.RequestContext,
  q: QueuedEvent,
  loaded: LoadedEvent,
  data: EventData,
  plan: ContestantPlan,
): { notKept?: string; added: number } {
  const t = loaded.tables.contestants;
  if (t) {
    writeChangedRows(context, t, plan.body);
    appendRows(context, q.contestants, t, plan.added);
    return { added: plan.added.length };
  }
  if (!data.contestants.some((c) => c.names?.some((n) => n.trim()))) return { added: 0 };
  if (loaded.contestantsSheetTaken) {
    return {
      added: 0,
      notKept: `the sheet '${SHEETS.contestants}' has no table ${TABLES.contestants}: the names from the file are not kept`,
    };
  }
  queueSheet(context, {
    name: SHEETS.contestants,
    table: {
      name: TABLES.contestants,
      header: CONTESTANT_COLUMNS,
      rows: plan.added,
      text: TEXT_COLUMNS[TABLES.contestants] ?? [],
    },
  })();
  return { added: plan.added.length };
}

/**
 * importResults: two syncs (load everything; write filled lines, new lines, names, computed columns and
 * ranking, each only where the workbook holds something else).
 */
export async function importResults(
  data: EventData,
  run: Runner = excelRun,
  progress?: Progress,
): Promise<ImportReport> {
  return run(async (context) => {
    progress?.(0, 3, 'read');
    const { q, loaded } = await loadEvent(context);
    const t = loaded.tables.travellers;
    const plan = planImport(loaded, data);
    progress?.(1, 3, 'score');
    const read = readTravellers(plan.body, loaded.pos, loaded.settings, t.headerRow + 1);
    const { score, error, factor } = scoreLoaded(read.event, loaded.settings);
    progress?.(2, 3, 'write');
    // Entered columns of the lines already there: only the lines an import filled differ.
    const existing = t.rows.length;
    const entered = plan.body.slice(0, existing).map((row) => ENTERED.map((c) => cellAt(row, loaded.pos[c])));
    writeChangedColumns(context, t, loaded.pos, ENTERED, entered);
    const contestants = planContestants(loaded.tables.contestants, data.contestants);
    const grown: LoadedEvent = {
      ...loaded,
      read: { ...read, event: withNames(read.event, contestants.names) },
      names: contestants.names,
      tables: { ...loaded.tables, travellers: { ...t, rows: plan.body } },
    };
    const block = printedBlock(grown, read.event, score, factor);
    // New lines carry their computed columns; the lines already there get theirs where they changed.
    const newRows = plan.added.map((row, k) => {
      const out = row.slice();
      COMPUTED_COLUMNS.forEach((c, j) => {
        if (loaded.pos[c] !== undefined) out[loaded.pos[c]] = block[existing + k][j];
      });
      return out;
    });
    appendRows(context, q.travellers, t, newRows);
    // Computed columns of the lines that were there before, and the ranking from every line.
    const before = read.entryRow.map((r) => r < existing);
    const oldRead = { ...read, entryRow: read.entryRow.filter((_, i) => before[i]) };
    const oldScore = score && { ...score, entries: score.entries.filter((_, i) => before[i]) };
    const oldTables = { ...grown.tables, travellers: { ...t, rows: plan.body.slice(0, existing) } };
    queueScores(context, q, { ...grown, read: oldRead, tables: oldTables }, read.event, oldScore, factor);
    // Last in the batch: a new sheet for the names of an older workbook.
    const names = queueContestants(context, q, loaded, data, contestants);
    await context.sync();
    progress?.(3, 3, 'done');
    return {
      read: data.entries.length,
      added: plan.added.length,
      filled: plan.filledRows.length,
      duplicates: plan.duplicates,
      conflicts: plan.conflicts,
      scoreError: error,
      emptyLines: plan.body.filter((r) => !hasResult(rowCells(r, loaded.pos))).length,
      contestantsAdded: names.added,
      namesFilled: contestants.filled,
      nameConflicts: contestants.conflicts,
      ...(names.notKept ? { namesNotKept: names.notKept } : {}),
      syncs: 2,
    };
  });
}

function cellAt(row: readonly Cell[], col: number | undefined): Cell {
  return col === undefined ? '' : (row[col] ?? '');
}

/** Lines with neither a contract, a score nor a ruling (a movement's lines still waiting for results). */
export function emptyLineCount(loaded: LoadedEvent): number {
  return loaded.tables.travellers.rows.filter((r) => !hasResult(rowCells(r, loaded.pos))).length;
}

/**
 * removeEmptyLines: drops the lines that hold no result (for example a movement's lines when the results came
 * from a file with another numbering), moves the others up, and rescores. Two syncs.
 */
export async function removeEmptyLines(run: Runner = excelRun): Promise<{ removed: number; syncs: number }> {
  return run(async (context) => {
    const { q, loaded } = await loadEvent(context);
    const t = loaded.tables.travellers;
    const kept = t.rows.filter((r) => hasResult(rowCells(r, loaded.pos)));
    const removed = t.rows.length - kept.length;
    if (removed === 0) return { removed: 0, syncs: 1 };
    const read = readTravellers(kept, loaded.pos, loaded.settings, t.headerRow + 1);
    const { score, factor } = scoreLoaded(read.event, loaded.settings);
    const compact: LoadedEvent = { ...loaded, read, tables: { ...loaded.tables, travellers: { ...t, rows: kept } } };
    const block = printedBlock(compact, read.event, score, factor);
    const full = kept.map((row, i) => {
      const out = row.slice();
      COMPUTED_COLUMNS.forEach((c, j) => {
        if (loaded.pos[c] !== undefined) out[loaded.pos[c]] = block[i][j];
      });
      return out;
    });
    if (full.length) writeBlock(context, t, 0, 0, full);
    q.travellers.table.rows.deleteRowsAt(full.length, t.physicalRows - full.length);
    queueScores(
      context,
      q,
      { ...compact, tables: { ...compact.tables, travellers: { ...t, rows: [] } } },
      read.event,
      score,
      factor,
    );
    await context.sync();
    return { removed, syncs: 2 };
  });
}
