/**
 * The stale cell above the Ranking table: where the templates put it and the formula they write there. A module of
 * its own, so that the pane's start-up check of its formula (formulas.ts) does not load the templates. No
 * Office.js here.
 */

/** The Ranking sheet's cell that says whether the pane's figures are stale (see BRIDGE.FIGURES_STALE). */
export const STALE_CELL = 'D1';
/**
 * The stale cell's formula. Its Travellers argument is the entered columns with their header (board … ruling), not
 * the whole table: the computed columns are no input of the fingerprint, and left out they neither travel to the
 * function at each calculation nor set it to work again when the pane writes them (a rescore, the figures of a
 * ruling); only an entered cell changed, or a setting, does.
 */
export const STALE_FORMULA = '=BRIDGE.FIGURES_STALE(Travellers[[#All],[board]:[ruling]],EventSettings[#All])';

/** What the stale cell shows when the figures are up to date, in each of Excel's languages the functions speak. */
export const FIGURES_CURRENT = {
  en: 'up to date',
  pl: 'aktualne',
  nl: 'bijgewerkt',
  fr: 'à jour',
  ru: 'актуальны',
} as const;

const CURRENT: ReadonlySet<unknown> = new Set(Object.values(FIGURES_CURRENT));
const compact = (formula: unknown) =>
  String(formula ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();

/** Whether a cell's formula is the stale cell's (spaces and case aside). */
export const isStaleFormula = (formula: unknown): boolean => compact(formula) === compact(STALE_FORMULA);

/**
 * Whether the stale cell, as loaded (its formula and its value), vouches that the Travellers' entered columns and
 * the settings are the ones the kept fingerprint was taken of: it holds the template's formula and shows "up to
 * date" in one of the languages. A cell changed by hand, still calculating (#BUSY!), or showing an error or
 * "stale" vouches for nothing.
 */
export function staleCellVouches(formula: unknown, value: unknown): boolean {
  return isStaleFormula(formula) && CURRENT.has(value);
}
