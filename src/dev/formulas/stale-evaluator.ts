/**
 * A FormulaEvaluator for the in-memory host that calculates the stale cell alone (the Ranking's BRIDGE.FIGURES_STALE,
 * tables/stale-cell.ts) with the add-in's own function, over the host's Travellers and EventSettings tables as they
 * are now: what Excel shows there once it has calculated, on an event of any size, where HyperFormula's rebuild of
 * the whole workbook at each calculation (./evaluator.ts) would be the cost measured. Every other formula cell
 * keeps its last value, as keepLastValueEvaluator does. Tests and the bench only.
 */
import { FIGURES_STALE } from '../../functions/functions';
import { isStaleFormula } from '../../workbook/tables/stale-cell';
import { TABLES } from '../../workbook/tables/schema';
import type { FormulaEvaluator, WorkbookReader } from '../host/evaluator';
import { parseAddress } from '../host/address';

/** A table's cells, its header row first ([] when the workbook has no such table). */
function tableGrid(book: WorkbookReader, name: string): unknown[][] {
  const t = book.tables().find((x) => x.name.toLowerCase() === name.toLowerCase());
  const at = t && parseAddress(t.address);
  if (!t || !at) return [];
  const { row, column, rowCount, columnCount } = at.rect;
  return Array.from({ length: rowCount }, (_, r) =>
    Array.from({ length: columnCount }, (_, c) => book.cell(t.sheet, row + r, column + c)?.value ?? ''),
  );
}

export const staleCellEvaluator: FormulaEvaluator = {
  evaluate(book, write) {
    for (const f of book.formulaCells()) {
      if (!isStaleFormula(f.formula)) {
        if (f.value === undefined) write(f.sheet, f.row, f.column, '#CALC!', true);
        continue;
      }
      const value: unknown = FIGURES_STALE(tableGrid(book, TABLES.travellers), tableGrid(book, TABLES.event));
      if (typeof value === 'string') write(f.sheet, f.row, f.column, value, value.startsWith('#'));
      else write(f.sheet, f.row, f.column, '#VALUE!', true);
    }
  },
};
