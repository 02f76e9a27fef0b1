/**
 * How "not played" and a passed-out board are spelled: the one module that decides which texts mean either, in
 * which kind of field, and how the engine writes them. Every reader (CSV, USEBIO, BWS, preferans CSV, the line
 * marks, the BRIDGE.* functions' ranges, the workbook's tables) asks here; every writer prints `NOT_PLAYED` and
 * `PASSED_OUT` from here.
 *
 * Texts are compared after upper-casing with spaces removed, so "np", "Not played" and "NOT PLAYED" are one.
 *
 * The dash. Scorers write "-" for two different things, and the field tells which:
 * - in a contract field, "-" (or "--") is the contract of a board passed out, as on a paper traveller where the
 *   contract column says "-" and the score columns stay empty; every reader of a contract has read it so;
 * - in a score field (the BRIDGE.* functions' score ranges, the Boards sheet's count of results), "-" is a cell
 *   where nothing was scored: the line's other column in a two-column NS/EW traveller, or a board not played.
 *   A passed-out board there is written PASS (or another pass word), never a dash.
 * A line mark (the ruling cell) reads a dash as a contract, so as an assigned pass-out; it is never not played.
 */

/** How the engine writes "not played" (CSV, USEBIO, line marks, the workbook's ruling cells). */
export const NOT_PLAYED = 'NP';

/** How the engine writes the contract of a board passed out. */
export const PASSED_OUT = 'PASS';

/** Where a text was read: the field decides what a dash means (see above). */
export type MarkField = 'contract' | 'score' | 'mark' | 'preferans';

/** Spellings of not played in any field. */
const NOT_PLAYED_WORDS: readonly string[] = ['NP', 'N/P', 'NOTPLAYED'];

/** Dashes: a passed-out contract in a contract field, nothing scored in a score field. */
const DASHES: readonly string[] = ['-', '--', '\u2013', '\u2014'];

/** Words for a passed-out board (also French PASSE, PAS). */
const PASS_WORDS: readonly string[] = ['PASS', 'PASSED', 'PASSEDOUT', 'P', 'AP', 'ALLPASS', 'PO', 'PASSE', 'PAS'];

/** A preferans protocol also marks a deal a player did not play with a cross. */
const PREFERANS_NOT_PLAYED: readonly string[] = ['X'];

const NOT_PLAYED_IN: Record<MarkField, ReadonlySet<string>> = {
  contract: new Set(NOT_PLAYED_WORDS),
  score: new Set([...NOT_PLAYED_WORDS, ...DASHES]),
  mark: new Set(NOT_PLAYED_WORDS),
  preferans: new Set([...NOT_PLAYED_WORDS, ...PREFERANS_NOT_PLAYED]),
};

const PASS_IN: Record<MarkField, ReadonlySet<string>> = {
  contract: new Set([...PASS_WORDS, ...DASHES]),
  score: new Set(PASS_WORDS),
  mark: new Set(),
  preferans: new Set(),
};

/** The text as compared: spaces (and the emoji variation selectors some keyboards add) removed, upper-cased. */
function key(text: string): string {
  return text.replace(/[\s\uFE0E\uFE0F]/g, '').toUpperCase();
}

/** Whether the text says the board was not played, in that kind of field. */
export function isNotPlayedText(text: string, field: MarkField): boolean {
  return typeof text === 'string' && NOT_PLAYED_IN[field].has(key(text));
}

/** Whether the text says the board was passed out, in that kind of field. */
export function isPassedOutText(text: string, field: MarkField): boolean {
  return typeof text === 'string' && PASS_IN[field].has(key(text));
}

/**
 * The texts of one kind of field that mean not played, each as compared and "NOT PLAYED" as typed (for a
 * spreadsheet formula that counts them; COUNTIFS compares without regard to case).
 */
export function notPlayedSpellings(field: MarkField): readonly string[] {
  return [...NOT_PLAYED_IN[field], 'NOT PLAYED'];
}
