/**
 * Formulas of the add-in that Excel did not resolve. Excel stores a custom-function call in a file with the
 * `_xldudf_` prefix and restores the name only for formulas it saved itself; a formula written by another tool
 * (the shipped templates) or entered before the add-in was loaded shows #NAME? until it is entered again. No
 * Office.js here: office/formulas.ts loads the sheets and writes the formulas back.
 */
import { SHEETS, TABLES } from './schema';
import { LIVE_SHEETS, TEAM_SHEETS } from './sheets';
import { STALE_CELL, STALE_FORMULA } from './stale-cell';

/** The functions' namespace (manifest.xml, Functions.Namespace). */
export const FUNCTION_NAMESPACE = 'BRIDGE';

/** True when the formula calls a function of the namespace (outside string literals). */
export function callsAddinFunction(formula: string, namespace = FUNCTION_NAMESPACE): boolean {
  const code = formula.replace(/"(?:[^"]|"")*"/g, '""');
  return new RegExp(`(^|[^A-Za-z0-9_.])(_xldudf_)?${namespace}\\.[A-Za-z_][A-Za-z0-9_.]*\\s*\\(`, 'i').test(code);
}

export interface FormulaToReenter {
  /** Zero-based offsets in the scanned range. */
  row: number;
  column: number;
  formula: string;
}

/** A formula without the prefix Excel shows on a name it could not resolve. */
const withoutPrefix = (formula: string) => formula.replace(/_xldudf_/gi, '');

/** A formula as compared with an earlier template's: without Excel's prefix and spaces, in capitals. */
const normal = (formula: string) => withoutPrefix(formula).replace(/\s+/g, '').toUpperCase();

/**
 * Formulas an earlier template wrote, each with the one the template writes now for the same answer: the stale
 * cell handed the whole Travellers table before it was handed the entered columns alone.
 */
const EARLIER_FORMULAS: ReadonlyMap<string, string> = new Map([
  [normal('=BRIDGE.FIGURES_STALE(Travellers[#All],EventSettings[#All])'), STALE_FORMULA],
]);

/**
 * The cells of a range (its formulas and values, same shape) to enter again: an add-in formula that shows #NAME?,
 * given back without the prefix, and an earlier template's formula, given as the template writes it now.
 */
export function formulasToReenter(formulas: unknown[][], values: unknown[][]): FormulaToReenter[] {
  const out: FormulaToReenter[] = [];
  formulas.forEach((row, r) =>
    row.forEach((f, c) => {
      if (typeof f !== 'string' || !f.startsWith('=')) return;
      const now = EARLIER_FORMULAS.get(normal(f));
      if (now !== undefined) {
        out.push({ row: r, column: c, formula: now });
        return;
      }
      if (values[r]?.[c] !== '#NAME?') return;
      // Excel shows the name with the prefix it could not resolve; the formula goes back without it.
      if (callsAddinFunction(f)) out.push({ row: r, column: c, formula: withoutPrefix(f) });
    }),
  );
  return out;
}

/** The table that marks a workbook as holding an event (bridge or preferans). */
export const EVENT_TABLE = TABLES.event;

/**
 * The sheets whose formulas another tool wrote: the templates' formula sheets. A formula typed in Excel while the
 * add-in is loaded is saved with its prefix and resolves on reopening, so only these need looking at.
 */
export const FORMULA_SHEETS: readonly string[] = [
  ...LIVE_SHEETS,
  TEAM_SHEETS.boards,
  TEAM_SHEETS.matchResults,
  TEAM_SHEETS.standings,
];

/** Single cells of the templates' other sheets that hold an add-in formula: the stale cell above the Ranking. */
export const FORMULA_CELLS: readonly { sheet: string; address: string }[] = [
  { sheet: SHEETS.ranking, address: STALE_CELL },
];
