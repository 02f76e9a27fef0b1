/**
 * A FormulaEvaluator for the in-memory host that computes formulas with HyperFormula, the BRIDGE.* functions
 * registered by ./bridge-functions.ts (the same registration the template tests use). The preview page plugs it
 * in, so its Live and Boards sheets show figures and follow what is typed into the grid; it never reaches the
 * add-in's bundles (test/e2e/bundles.e2e.mjs).
 *
 * Each evaluation builds the workbook afresh from the host's cells (a preview's event is a few hundred cells):
 * structured references become absolute ranges (./structured-refs.ts) over the host's tables as they are now, so
 * a table that grew by a typed row is read whole. A formula whose result is an array spills it over the empty
 * cells below and beside it, as Excel's dynamic arrays do; a value in the way gives #SPILL!.
 */
import { DetailedCellError, HyperFormula } from 'hyperformula';
import type { FormulaEvaluator, TableInfo, WorkbookReader } from '../host/evaluator';
import { parseAddress } from '../host/address';
import { registerBridgeFunctions, type FunctionMeta } from './bridge-functions';
import { tableRanges, type TableLayout } from './structured-refs';

/** Where the host's tables are, in the form the translation of structured references takes. */
export function layoutsOf(tables: TableInfo[]): Map<string, TableLayout> {
  const out = new Map<string, TableLayout>();
  for (const t of tables) {
    const parsed = parseAddress(t.address);
    if (!parsed) throw new Error(`table ${t.name} has no range (${t.address})`);
    out.set(t.name.toLowerCase(), {
      name: t.name,
      sheet: t.sheet,
      col: parsed.rect.column,
      headerRow: parsed.rect.row + 1,
      lastRow: parsed.rect.row + parsed.rect.rowCount,
      columns: t.columns,
    });
  }
  return out;
}

/**
 * A cell's content as HyperFormula takes it: formulas with their structured references translated (a formula the
 * translation cannot read becomes #REF!, as a broken reference does in Excel), text behind HyperFormula's
 * apostrophe so that "1" typed as text stays text, error values as their literal.
 */
function content(book: WorkbookReader, layouts: Map<string, TableLayout>, sheet: string, r: number, c: number) {
  const cell = book.cell(sheet, r, c);
  if (!cell) return null;
  if (cell.formula !== undefined) {
    try {
      return `=${tableRanges(cell.formula.replace(/^=/, ''), layouts)}`;
    } catch {
      return '=#REF!';
    }
  }
  const v = cell.value;
  if (v === undefined || v === '') return null;
  if (typeof v === 'string') return cell.error ? v : `'${v}`;
  return v;
}

/** An evaluator over the functions `metadata` describes (functions.json, as the build writes it). */
export function hyperFormulaEvaluator(metadata: FunctionMeta[]): FormulaEvaluator {
  registerBridgeFunctions(metadata);
  return {
    evaluate(book, write) {
      const layouts = layoutsOf(book.tables());
      const names = book.sheetNames();
      const sheets: Record<string, unknown[][]> = {};
      for (const name of names) {
        const { rowCount, columnCount } = book.extent(name);
        sheets[name] = Array.from({ length: rowCount }, (_, r) =>
          Array.from({ length: columnCount }, (_, c) => content(book, layouts, name, r, c)),
        );
      }
      const hf = HyperFormula.buildFromSheets(sheets as never, { licenseKey: 'gpl-v3' });
      try {
        for (const name of names) {
          const id = hf.getSheetId(name);
          if (id === undefined) continue;
          const values = hf.getSheetValues(id);
          values.forEach((row, r) =>
            row.forEach((v, c) => {
              const typed = sheets[name][r]?.[c];
              const isFormula = typeof typed === 'string' && typed.startsWith('=');
              // A constant keeps its value; only formula cells and the cells an array spilled into are written.
              if (!isFormula && typed !== null && typed !== undefined) return;
              if (v instanceof DetailedCellError) write(name, r, c, v.value, true);
              else if (v === null) {
                if (isFormula) write(name, r, c, 0);
              } else write(name, r, c, v as number | string | boolean);
            }),
          );
        }
      } finally {
        hf.destroy();
      }
    },
  };
}
