/**
 * What a cell holds and how Excel turns what the API writes into what the cell holds.
 *
 * Writing through `Range.values`/`Range.formulas` behaves like typing into the cell: "12" becomes the number 12,
 * "true" the boolean TRUE, "50%" the number 0.5, "#N/A" an error value, "=..." a formula, and a leading "+" or
 * "-" followed by something that is not a number is read as a formula too (as the Office.js reference warns).
 * A leading apostrophe or the text number format "@" keeps the text as it is. Dates in text form are NOT
 * converted (the host keeps them as text).
 */

/** What `Range.values` returns for one cell. Empty cells are "". */
export type CellScalar = number | string | boolean;

export type ValueType = 'Empty' | 'String' | 'Double' | 'Boolean' | 'Error';

export interface CellStyle {
  bold?: boolean;
  italic?: boolean;
  underline?: string;
  fontColor?: string;
  fontName?: string;
  fontSize?: number;
  fill?: string;
  horizontalAlignment?: string;
  verticalAlignment?: string;
  wrapText?: boolean;
  indentLevel?: number;
}

export interface Cell {
  /** The value, or for a formula cell its last computed value. undefined = empty. */
  value?: CellScalar;
  /** True when `value` is an error value such as "#N/A". */
  error?: boolean;
  /** Formula text starting with "=" (as written, en-US form). */
  formula?: string;
  /**
   * The formula calls a custom function Excel did not resolve when the formula was entered (the add-in was not
   * loaded, or another tool wrote the file): the cell shows #NAME? until the formula is entered again.
   */
  unresolved?: boolean;
  /** Number format; undefined means "General". */
  numberFormat?: string;
  style?: CellStyle;
}

export const ERROR_LITERALS = [
  '#NULL!',
  '#DIV/0!',
  '#VALUE!',
  '#REF!',
  '#NAME?',
  '#NUM!',
  '#N/A',
  '#GETTING_DATA',
  '#SPILL!',
  '#CONNECT!',
  '#BLOCKED!',
  '#UNKNOWN!',
  '#FIELD!',
  '#CALC!',
  '#BUSY!',
] as const;

const errorSet = new Set<string>(ERROR_LITERALS);

export function isErrorLiteral(s: string): boolean {
  return errorSet.has(s.toUpperCase());
}

/** Longest text a cell can hold. */
export const MAX_CELL_TEXT = 32767;
/** Longest formula Excel accepts. */
export const MAX_FORMULA = 8192;

const NUMBER_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const PERCENT_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?%$/;

/** The result of interpreting one written item. `skip` = leave the cell as it is (null in the array). */
export type Interpreted =
  | { kind: 'skip' }
  | { kind: 'empty' }
  | { kind: 'value'; value: CellScalar; error?: boolean; numberFormat?: string }
  | { kind: 'formula'; formula: string };

export class InputProblem extends Error {}

/** Rough syntax check of a formula: quotes closed, brackets balanced. Excel rejects the write otherwise. */
export function checkFormulaSyntax(formula: string): string | undefined {
  if (formula.length > MAX_FORMULA) return `the formula is longer than ${MAX_FORMULA} characters`;
  if (formula.length < 2) return `'${formula}' is not a formula`;
  let depth = 0;
  let bracket = 0;
  let inString = false;
  let inSheet = false;
  for (let i = 1; i < formula.length; i++) {
    const ch = formula[i];
    if (inString) {
      if (ch === '"') {
        if (formula[i + 1] === '"') i++;
        else inString = false;
      }
      continue;
    }
    if (inSheet) {
      if (ch === "'") {
        if (formula[i + 1] === "'") i++;
        else inSheet = false;
      }
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "'") inSheet = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '[') bracket++;
    else if (ch === ']') bracket--;
    if (depth < 0 || bracket < 0) return `'${formula}' has an unmatched closing bracket`;
  }
  if (inString) return `'${formula}' has an unclosed string`;
  if (depth !== 0 || bracket !== 0) return `'${formula}' has unbalanced brackets`;
  return undefined;
}

/**
 * Interprets one item written through `values` or `formulas`, the way Excel does for typed input.
 * Throws InputProblem for items Excel would refuse, or (strict mode) items Excel would silently drop.
 */
export function interpretInput(item: unknown, numberFormat: string | undefined, strict: boolean): Interpreted {
  if (item === null) return { kind: 'skip' };
  if (item === undefined) {
    if (strict) throw new InputProblem('is undefined (Excel would leave the cell unchanged)');
    return { kind: 'skip' };
  }
  if (typeof item === 'number') {
    if (!Number.isFinite(item)) {
      if (strict) throw new InputProblem(`is ${item} (Excel would leave the cell unchanged)`);
      return { kind: 'skip' };
    }
    return { kind: 'value', value: Object.is(item, -0) ? 0 : item };
  }
  if (typeof item === 'boolean') return { kind: 'value', value: item };
  if (typeof item !== 'string') {
    throw new InputProblem(`is a ${Array.isArray(item) ? 'nested array' : typeof item}, not a number, text or boolean`);
  }
  if (item.length > MAX_CELL_TEXT) throw new InputProblem(`is longer than ${MAX_CELL_TEXT} characters`);
  if (item === '') return { kind: 'empty' };
  if (numberFormat === '@') return { kind: 'value', value: item };
  if (item.startsWith("'")) return item.length === 1 ? { kind: 'empty' } : { kind: 'value', value: item.slice(1) };
  if (item.startsWith('=') && item.length > 1) {
    const problem = checkFormulaSyntax(item);
    if (problem) throw new InputProblem(problem);
    return { kind: 'formula', formula: item };
  }
  const trimmed = item.trim();
  if (NUMBER_RE.test(trimmed)) return { kind: 'value', value: Number(trimmed) };
  if (PERCENT_RE.test(trimmed)) {
    const n = Number(trimmed.slice(0, -1)) / 100;
    return { kind: 'value', value: n, numberFormat: Number.isInteger(n * 100) ? '0%' : '0.00%' };
  }
  const upper = trimmed.toUpperCase();
  if (upper === 'TRUE' || upper === 'FALSE') return { kind: 'value', value: upper === 'TRUE' };
  if (isErrorLiteral(trimmed)) return { kind: 'value', value: upper, error: true };
  if ((item.startsWith('+') || item.startsWith('-')) && item.length > 1) {
    const formula = '=' + item;
    const problem = checkFormulaSyntax(formula);
    if (problem) throw new InputProblem(problem);
    return { kind: 'formula', formula };
  }
  return { kind: 'value', value: item };
}

export function valueTypeOf(cell: Cell | undefined): ValueType {
  if (!cell || cell.value === undefined) return 'Empty';
  if (cell.error) return 'Error';
  switch (typeof cell.value) {
    case 'number':
      return 'Double';
    case 'boolean':
      return 'Boolean';
    default:
      return cell.value === '' ? 'Empty' : 'String';
  }
}

/** What `Range.values` shows for a cell. */
export function cellValue(cell: Cell | undefined): CellScalar {
  return cell?.value ?? '';
}

/** What `Range.formulas` shows for a cell: the formula, or the constant. */
export function cellFormula(cell: Cell | undefined): CellScalar {
  if (!cell) return '';
  if (cell.formula !== undefined) return cell.formula;
  return cell.value ?? '';
}

function decimalsOf(section: string): number {
  const dot = section.indexOf('.');
  if (dot < 0) return 0;
  let n = 0;
  for (let i = dot + 1; i < section.length && (section[i] === '0' || section[i] === '#'); i++) n++;
  return n;
}

function formatGeneral(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) < 1e11) return String(n);
  const abs = Math.abs(n);
  if (abs !== 0 && (abs >= 1e11 || abs < 1e-9))
    return n
      .toExponential(5)
      .replace(/\.?0+e/, 'e')
      .toUpperCase();
  // Excel's General shows up to 10-11 significant digits.
  return String(Number(n.toPrecision(10)));
}

/**
 * What `Range.text` shows. Covers General, fixed decimals ("0", "0.00"), thousands ("#,##0.00"), percentages
 * ("0%", "0.0%") and text ("@"); any other format falls back to General.
 */
export function formatText(cell: Cell | undefined): string {
  if (!cell || cell.value === undefined) return '';
  const v = cell.value;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'string') return v;
  const fmt = (cell.numberFormat ?? 'General').split(';')[0];
  if (fmt === 'General' || fmt === '@' || fmt === '') return formatGeneral(v);
  const percent = fmt.endsWith('%');
  const body = percent ? fmt.slice(0, -1) : fmt;
  if (!/^[#0,]*\.?[0#]*$/.test(body)) return formatGeneral(v);
  const decimals = decimalsOf(body);
  const scaled = percent ? v * 100 : v;
  let text = scaled.toFixed(decimals);
  if (body.includes(',')) {
    const [int, frac] = text.split('.');
    const sign = int.startsWith('-') ? '-' : '';
    const digits = sign ? int.slice(1) : int;
    const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    text = sign + grouped + (frac !== undefined ? '.' + frac : '');
  }
  return percent ? text + '%' : text;
}

/** Whether a cell holds nothing at all (no value, no formula, no format). */
export function isBlank(cell: Cell | undefined): boolean {
  return (
    !cell ||
    (cell.value === undefined &&
      cell.formula === undefined &&
      cell.numberFormat === undefined &&
      (cell.style === undefined || Object.keys(cell.style).length === 0))
  );
}

/** Whether a cell holds a value or a formula. */
export function hasContent(cell: Cell | undefined): boolean {
  return !!cell && (cell.formula !== undefined || (cell.value !== undefined && cell.value !== ''));
}
