/**
 * Excel errors of the custom functions: every problem becomes a CustomFunctions.Error with #VALUE! (a bad value)
 * or #N/A (data not there yet), and a message in the user's language that names the bad value and the cell
 * position within the range it came from.
 */
import { BridgeInputError, ioText, type IoTextKey } from '../engine';
import { currentLanguage, message, type Lang, type MessageKey, type MessageParams } from './i18n';

/** The two error codes the functions raise, as CustomFunctions.ErrorCode names them. */
export type ErrorKind = 'invalidValue' | 'notAvailable';

/** Values of CustomFunctions.ErrorCode, used when the Office runtime is absent (tests, HyperFormula). */
export const ERROR_CODES: Record<ErrorKind, string> = { invalidValue: '#VALUE!', notAvailable: '#N/A' };

/** Where a value sits: the parameter's name and, for a range, the 1-based row and column within it. */
export interface Where {
  arg: string;
  row?: number;
  col?: number;
  /** Size of the range; a single column names only the row, a single row only the column. */
  rows?: number;
  cols?: number;
}

export function whereText(where: Where, lang: Lang = currentLanguage()): string {
  const { arg, row, col } = where;
  const rows = where.rows ?? 1;
  const cols = where.cols ?? 1;
  if (row === undefined || col === undefined || (rows === 1 && cols === 1)) return message('whereArg', { arg }, lang);
  if (cols === 1) return message('whereRow', { arg, row }, lang);
  if (rows === 1) return message('whereColumn', { arg, col }, lang);
  return message('whereCell', { arg, row, col }, lang);
}

/** A problem found in the function's input; turned into an Excel error at the function's edge. */
export class InputProblem extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly key: MessageKey,
    readonly params: MessageParams,
    readonly where?: Where,
    /** The engine's own explanation (English), shown to English users after the message. */
    readonly detail?: string,
  ) {
    super(key);
    this.name = 'InputProblem';
  }

  text(lang: Lang = currentLanguage()): string {
    const params: MessageParams = { ...this.params };
    if (this.where) params.where = whereText(this.where, lang);
    const main = message(this.key, params, lang);
    return lang === 'en' && this.detail && !main.includes(this.detail) ? `${main} (${this.detail})` : main;
  }
}

/** A value as it should appear in a message: text as typed, numbers as Excel shows them. */
export function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).toUpperCase();
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Raises a #VALUE! (or #N/A) problem about `value` at `where`. */
export function fail(
  key: MessageKey,
  value: unknown,
  where: Where,
  extra: MessageParams = {},
  kind: ErrorKind = 'invalidValue',
  detail?: string,
): never {
  throw new InputProblem(kind, key, { value: shown(value), ...extra }, where, detail);
}

/** Raises a #N/A problem: data that is not there yet. */
export function missing(key: MessageKey, where: Where, extra: MessageParams = {}): never {
  throw new InputProblem('notAvailable', key, { ...extra, arg: where.arg }, where);
}

/**
 * Runs an engine call on a value read from `where`; a BridgeInputError from the engine becomes the problem
 * `key` about that value (with the engine's explanation kept as detail).
 */
export function about<T>(key: MessageKey, value: unknown, where: Where, call: () => T, extra: MessageParams = {}): T {
  try {
    return call();
  } catch (e) {
    if (e instanceof BridgeInputError) fail(key, value, where, extra, 'invalidValue', e.message);
    throw e;
  }
}

interface ExcelErrorLike {
  code: string;
  message?: string;
}

/** The error thrown when the Office runtime is absent: the same shape as CustomFunctions.Error. */
export class ExcelFunctionError extends Error implements ExcelErrorLike {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message);
    this.name = 'ExcelFunctionError';
  }
}

const internalErrors = new WeakSet<object>();

/** True when the error stands for a defect (an unexpected exception), not for bad input. */
export function isInternalError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && internalErrors.has(error);
}

interface CustomFunctionsRuntime {
  Error: new (code: string, message?: string) => object;
  ErrorCode: Record<string, string>;
}

/** CustomFunctions.Error when the runtime is there, else an ExcelFunctionError with the same code. */
export function excelError(kind: ErrorKind, text: string): Error {
  const cf = (globalThis as { CustomFunctions?: CustomFunctionsRuntime }).CustomFunctions;
  if (cf && typeof cf.Error === 'function' && cf.ErrorCode) {
    return new cf.Error(cf.ErrorCode[kind] ?? ERROR_CODES[kind], text) as Error;
  }
  return new ExcelFunctionError(ERROR_CODES[kind], text);
}

function isExcelError(e: unknown): boolean {
  const cf = (globalThis as { CustomFunctions?: CustomFunctionsRuntime }).CustomFunctions;
  if (e instanceof ExcelFunctionError) return true;
  return !!cf && typeof cf.Error === 'function' && e instanceof cf.Error;
}

/** Any exception → the Excel error the user sees. */
export function toExcelError(e: unknown): Error {
  const lang = currentLanguage();
  if (isExcelError(e)) return e as Error;
  if (e instanceof InputProblem) return excelError(e.kind, e.text(lang));
  if (e instanceof BridgeInputError) {
    // Values that the functions hand to the engine carry { field: parameter name, row: row in the range }.
    const source = e.source;
    // A coded engine problem (too many results on a board, an artificial figure the preset refuses): its text
    // in the user's language, with the cell's place when the engine knows it.
    if (e.code) {
      const text = ioText(lang, e.code as IoTextKey, e.params ?? {});
      if (source?.field) {
        const where: Where =
          source.row !== undefined
            ? { arg: source.field, row: source.row, col: 1, rows: 2, cols: 1 }
            : { arg: source.field };
        return excelError('invalidValue', `${text} (${whereText(where, lang)})`);
      }
      return excelError('invalidValue', text);
    }
    if (source?.field && source.row !== undefined && e.value !== undefined) {
      const where: Where = { arg: source.field, row: source.row, col: 1, rows: 2, cols: 1 };
      return excelError(
        'invalidValue',
        new InputProblem('invalidValue', 'badValue', { value: shown(e.value) }, where, e.message).text(lang),
      );
    }
    return excelError('invalidValue', message('engine', { detail: e.message }, lang));
  }
  const detail = e instanceof Error ? e.message : String(e);
  const err = excelError('invalidValue', message('internal', { detail }, lang));
  internalErrors.add(err);
  return err;
}

/** The edge of every custom function: no exception leaves it except an Excel error. */
export function guard<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    throw toExcelError(e);
  }
}
