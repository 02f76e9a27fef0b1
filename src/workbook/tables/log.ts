/** The Rulings log as lines (pure: reads a loaded table). */
import { type Cell, RULING_COLUMNS, type RulingColumn, type RulingStatus, cellNumber, cellText } from './schema';
import { type TableSnapshot, columnRuns, positions } from './snapshot';

export interface RulingLogLine {
  id: number;
  time: string;
  director: string;
  board: number;
  /** Table number, or "NS v EW" for a line without a table number. */
  table: number | string;
  laws: string;
  answers: string;
  rulingBefore: string;
  rulingAfter: string;
  scoreBefore: string;
  scoreAfter: string;
  note: string;
  status: RulingStatus;
  /** The ruling in words ('' in a log made before the column). */
  ruling: string;
  /** The wizard's answers for re-entry ('' in a log made before the column). */
  flow: string;
  /** Worksheet row of the log line. */
  row: number;
}

/** Reads the log table into lines (blank rows skipped). */
export function logLines(t: TableSnapshot): RulingLogLine[] {
  const pos = positions(t.header);
  const g = (row: Cell[], c: RulingColumn): Cell => (pos[c] === undefined ? '' : row[pos[c]]);
  const out: RulingLogLine[] = [];
  t.rows.forEach((row, i) => {
    const id = cellNumber(g(row, 'id'));
    if (id === undefined || Number.isNaN(id)) return;
    const table = cellNumber(g(row, 'table'));
    out.push({
      id,
      time: cellText(g(row, 'time')),
      director: cellText(g(row, 'director')),
      board: cellNumber(g(row, 'board')) ?? 0,
      table: table === undefined || Number.isNaN(table) ? cellText(g(row, 'table')) : table,
      laws: cellText(g(row, 'laws')),
      answers: cellText(g(row, 'answers')),
      rulingBefore: cellText(g(row, 'ruling_before')),
      rulingAfter: cellText(g(row, 'ruling_after')),
      scoreBefore: cellText(g(row, 'score_before')),
      scoreAfter: cellText(g(row, 'score_after')),
      note: cellText(g(row, 'note')),
      status: (cellText(g(row, 'status')) || 'applied') as RulingStatus,
      ruling: cellText(g(row, 'ruling')),
      flow: cellText(g(row, 'flow')),
      row: t.headerRow + 1 + i,
    });
  });
  return out;
}

/**
 * The id of the log line at body row `index`, given the log's id column (`ids`, body rows as loaded): one more
 * than the id-minus-position of every numbered line above it, i.e. C + (index + 1) with C the largest
 * `id − (row + 1)` above (0 for none). A log kept by this rule numbers its lines 1, 2, 3 … in order; ids rise down
 * the table, so two lines never share one however their appends interleave (each line's id depends only on the
 * lines above it, and Excel gives every appended row its own place); lines numbered by hand or left with gaps
 * only push later ids up.
 */
export function logIdAt(ids: readonly Cell[], index: number): number {
  let base = 0;
  for (let i = 0; i < index && i < ids.length; i++) {
    const id = cellNumber(ids[i]);
    if (id === undefined || !Number.isFinite(id)) continue;
    base = Math.max(base, id - (i + 1));
  }
  return Math.floor(base) + index + 1;
}

/** Body row where the next appended line lands when nothing else is added first (the insert row of an empty log). */
export function appendIndex(t: TableSnapshot): number {
  return t.rows.length === 0 ? 0 : t.physicalRows;
}

/** The id column of a loaded log (blank cells when it has none). */
export function idColumn(t: TableSnapshot): Cell[] {
  const c = positions(t.header).id;
  return t.rows.map((r) => (c === undefined ? '' : r[c]));
}

/**
 * The log's columns a ruling, an undo and an edit read: the id (the next line's id), the line's target, its
 * rulings and first score (what an undo puts back and an edit carries) and its status. The rest (time, director,
 * laws, the answers, the ruling in words, the wizard's answers, notes) is text written once and read only by the
 * pane's log view, and the longer the log the more of its bytes it is.
 */
export const LOG_READ_COLUMNS: readonly RulingColumn[] = [
  'id',
  'board',
  'table',
  'ruling_before',
  'ruling_after',
  'score_before',
  'status',
];

/** Runs of adjacent LOG_READ_COLUMNS where the template puts them: `start`, `count` columns of the table. */
export function logReadRuns(): { start: number; count: number }[] {
  return columnRuns(positions(RULING_COLUMNS), LOG_READ_COLUMNS).map((r) => ({
    start: r.start,
    count: r.to - r.from + 1,
  }));
}

/** Whether each of LOG_READ_COLUMNS stands in `header` where the template puts it (so logReadRuns read them). */
export function logReadInPlace(header: readonly Cell[]): boolean {
  const at = positions(header);
  const template = positions(RULING_COLUMNS);
  return LOG_READ_COLUMNS.every((c) => at[c] === template[c]);
}
