/**
 * Formula evaluation is pluggable: the host stores formulas as text and asks a FormulaEvaluator for the values
 * of formula cells whenever cells changed and someone reads values. A real engine (e.g. HyperFormula with the
 * add-in's custom functions registered) can be plugged in with `host.setEvaluator(...)`.
 */
import type { Cell, CellScalar } from './cells';

export interface FormulaCellRef {
  sheet: string;
  row: number;
  column: number;
  formula: string;
  /** Last computed value, if any. */
  value?: CellScalar;
  error?: boolean;
}

export interface TableInfo {
  name: string;
  sheet: string;
  /** Local address of the whole table including the header row, e.g. "A1:M41". */
  address: string;
  columns: string[];
}

/** A read-only view of the workbook for an evaluator. Rows and columns are zero-based. */
export interface WorkbookReader {
  sheetNames(): string[];
  /** Rows and columns from A1 to the last used cell of the sheet. */
  extent(sheet: string): { rowCount: number; columnCount: number };
  cell(sheet: string, row: number, column: number): Readonly<Cell> | undefined;
  formulaCells(): FormulaCellRef[];
  tables(): TableInfo[];
  names(): { name: string; formula: string }[];
}

/** Receives computed values; `error` marks an error value such as "#DIV/0!". */
export type ValueSink = (sheet: string, row: number, column: number, value: CellScalar, error?: boolean) => void;

export interface FormulaEvaluator {
  /** Computes formula cells and reports their values through `write`. Cells not written keep their value. */
  evaluate(book: WorkbookReader, write: ValueSink): void;
}

/** Leaves the last value of each formula cell; a formula cell that never had one shows #CALC!. */
export const keepLastValueEvaluator: FormulaEvaluator = {
  evaluate(book, write) {
    for (const f of book.formulaCells()) {
      if (f.value === undefined) write(f.sheet, f.row, f.column, '#CALC!', true);
    }
  },
};
