/**
 * Re-enters the add-in's formulas where Excel shows #NAME? (see tables/formulas.ts) in a workbook that holds an
 * event, and an earlier template's formula as the template writes it now: one batch, one sync to read the
 * templates' formula sheets and the stale cell above the Ranking (formulas and values) and, only when some formula
 * is to be entered again, a second one to write those formulas back. The pane calls it when it opens.
 */
import { EVENT_TABLE, FORMULA_CELLS, FORMULA_SHEETS, formulasToReenter } from '../tables/formulas';
import { excelRun, type Runner } from './excel';

export interface ReenterReport {
  /** Formulas entered again, as "Live!A2". */
  reentered: string[];
  syncs: number;
}

export async function reenterAddinFormulas(run: Runner = excelRun): Promise<ReenterReport> {
  return run(async (context) => {
    const event = context.workbook.tables.getItemOrNullObject(EVENT_TABLE);
    event.load('name');
    const used = FORMULA_SHEETS.map((name) => {
      const ws = context.workbook.worksheets.getItemOrNullObject(name);
      const range = ws.getUsedRangeOrNullObject().load(['formulas', 'values', 'rowIndex', 'columnIndex']);
      return { name, ws, range };
    });
    // The single cells, each read alone rather than with its sheet (the Ranking below the stale cell is the
    // event's ranking, which this action has no use for).
    for (const { sheet, address } of FORMULA_CELLS) {
      const ws = context.workbook.worksheets.getItemOrNullObject(sheet);
      const range = ws.getRange(address).load(['formulas', 'values', 'rowIndex', 'columnIndex']);
      used.push({ name: sheet, ws, range });
    }
    await context.sync();
    const reentered: string[] = [];
    if (event.isNullObject) return { reentered, syncs: 1 };
    for (const { name, ws, range } of used) {
      if (ws.isNullObject || range.isNullObject) continue;
      for (const cell of formulasToReenter(range.formulas, range.values)) {
        const row = range.rowIndex + cell.row;
        const column = range.columnIndex + cell.column;
        ws.getRangeByIndexes(row, column, 1, 1).formulas = [[cell.formula]];
        reentered.push(`${name}!${columnName(column)}${row + 1}`);
      }
    }
    if (reentered.length === 0) return { reentered, syncs: 1 };
    await context.sync();
    return { reentered, syncs: 2 };
  });
}

function columnName(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}
