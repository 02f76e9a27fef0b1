/**
 * Workbooks on two Excels for the tests of a ruling's read: one that finds lines (ExcelApi 1.9, the ruled board's
 * lines read and the kept inputs standing in for the rest) and one that reads every line (ExcelApi 1.7), each with
 * the add-in's stale cell calculated as Excel shows it; and the event both tests rule on.
 */
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { staleCellEvaluator } from '../../../src/dev/formulas/stale-evaluator';
import { createEvent, rescoreEvent } from '../../../src/workbook';

export interface Book {
  host: ExcelHost;
  office: InstalledOffice;
}

/** A workbook on an Excel of `excelApi`, its formulas calculated as Excel would show the stale cell. */
export function book(excelApi: string): Book {
  const host = new ExcelHost({ requirementSets: { ExcelApi: excelApi }, evaluator: staleCellEvaluator });
  host.addSheet('Sheet1');
  // The add-in's functions registered, as in Excel once the add-in has loaded.
  host.customFunctions.add('FIGURES_STALE');
  return { host, office: installFakeOffice(host, { displayLanguage: 'en-US' }) };
}

/** Runs `fn` with `b`'s Excel and Office as the globals (one workbook at a time). */
export async function on<T>(b: Book, fn: () => Promise<T>): Promise<T> {
  const g = globalThis as unknown as Record<string, unknown>;
  g.Excel = b.office.excel;
  g.Office = b.office.office;
  return fn();
}

/**
 * A Mitchell of thirteen tables, a board a round (169 lines), preset wbf, scored: every line 3NT by North, pair 1
 * N-S two tricks more than the others (its session well above 60 %), the rest by board and table.
 */
export async function playedEvent(host: ExcelHost): Promise<void> {
  await createEvent({ template: 'pairs', movement: 'mitchell', tables: 13, boardsPerRound: 1, preset: 'wbf' });
  const t = host.getTable('Travellers');
  const [board, table, ns] = ['board', 'table', 'ns'].map((c) => t.headers.indexOf(c));
  t.rows.forEach((r, i) => {
    const over = String(r[ns]) === '1' ? 2 : (Number(r[board]) + Number(r[table])) % 3;
    host.setValues(`Travellers!F${i + 2}:I${i + 2}`, [['3NT', 'N', '', over ? `+${over}` : '=']]);
  });
  await rescoreEvent();
}

/** The table at which pair 1 N-S plays `board`. */
export function pairOneTable(host: ExcelHost, board: number): number {
  const t = host.getTable('Travellers');
  const [b, table, ns] = ['board', 'table', 'ns'].map((c) => t.headers.indexOf(c));
  const row = t.rows.find((r) => r[b] === board && String(r[ns]) === '1');
  if (!row) throw new Error(`pair 1 does not play board ${board}`);
  return Number(row[table]);
}
