/**
 * Reading values as Excel hands them to custom functions.
 *
 * - A range arrives as a 2-D array (rows of cells); a single value may arrive bare or as [[value]].
 * - An empty cell arrives as null or "" (depending on the host); an omitted optional argument as null or
 *   undefined. All of these are "blank": not entered yet, never a zero.
 * - A number typed into a text cell arrives as a string ("420", "+420", "−50", "55,5"): read as the number.
 * - An error value in a cell (when the host passes it through) is reported as #N/A naming the cell.
 */
import { BridgeInputError, refuseAmbiguous } from './engine';
import { fail, missing, type Where } from './errors';

export type Grid = unknown[][];

/** True for an empty cell or an omitted argument. */
export function isBlank(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0 || (v.length === 1 && isBlank(v[0]));
  return false;
}

/** True for an error value that the host passed in a cell (CustomFunctions.Error or an Excel error value). */
export function isErrorValue(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as { code?: unknown; type?: unknown; errorType?: unknown };
  return (
    v instanceof Error ||
    (typeof o.code === 'string' && o.code.startsWith('#')) ||
    o.type === 'Error' ||
    typeof o.errorType === 'string'
  );
}

/** Any value as rows of cells: a bare value is a 1×1 range, a flat array one row, missing → no rows. */
export function toGrid(value: unknown): Grid {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return [[value]];
  if (value.length === 0) return [];
  for (let i = 0; i < value.length; i++) if (!Array.isArray(value[i])) return [value as unknown[]];
  return value as Grid;
}

/** A scalar argument: a bare value, or the single cell of a 1×1 range. */
export function scalar(value: unknown, arg: string): unknown {
  if (!Array.isArray(value)) return value;
  const g = toGrid(value);
  if (g.length === 0) return null;
  if (g.length === 1 && g[0].length === 1) return g[0][0];
  return fail('badValue', `${g.length}×${g[0]?.length ?? 0}`, { arg });
}

/** Throws #N/A when the cell holds an error value. */
export function checkNotError(v: unknown, where: Where): void {
  if (isErrorValue(v)) missing('cellError', where);
}

const SPACES = /[\s\u00a0\u2007\u2009\u202f']/g;
const NUMBER_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i;

/**
 * "1.000" or "1,000" typed as text reads two ways (1 with a decimal comma or point, 1000 with a thousands
 * separator): #VALUE! naming the cell and both readings, never a guess.
 */
export function refuseAmbiguousText(text: string, where: Where): void {
  try {
    refuseAmbiguous(text.replace(SPACES, ''), {});
  } catch (e) {
    if (!(e instanceof BridgeInputError) || !e.params) throw e;
    fail('ambiguousNumber', text, where, { decimal: e.params.decimal, thousands: e.params.thousands });
  }
}

/** A number typed as text, or undefined when the text is not a number. */
export function textToNumber(text: string): number | undefined {
  const t = text.replace(SPACES, '').replace(/[\u2212\u2013\u2012]/g, '-');
  if (!NUMBER_TEXT.test(t)) return undefined;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** A number from a cell; undefined when blank. Text that is not a number → #VALUE! naming the cell. */
export function readNumber(v: unknown, where: Where): number | undefined {
  checkNotError(v, where);
  if (isBlank(v)) return undefined;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) fail('notNumber', v, where);
    return v;
  }
  if (typeof v === 'string') {
    refuseAmbiguousText(v, where);
    const n = textToNumber(v);
    if (n === undefined) fail('notNumber', v, where);
    return n;
  }
  return fail('notNumber', v, where);
}

/** A number that must be there: blank → #N/A. */
export function requireNumber(v: unknown, where: Where): number {
  const n = readNumber(v, where);
  if (n === undefined) missing('missing', where);
  return n;
}

/** Text from a cell, trimmed; numbers and booleans as text; undefined when blank. */
export function readText(v: unknown, where: Where): string | undefined {
  checkNotError(v, where);
  if (isBlank(v)) return undefined;
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return fail('badValue', v, where);
}
