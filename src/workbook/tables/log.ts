/** The Rulings log as lines (pure: reads a loaded table). */
import { type Cell, type RulingColumn, type RulingStatus, cellNumber, cellText } from './schema';
import { type TableSnapshot, positions } from './snapshot';

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
