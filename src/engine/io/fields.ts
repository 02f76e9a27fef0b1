/**
 * Field-level helpers shared by the file readers: where a value sits (for messages), how text is decoded,
 * how printed numbers keep their precision, and how the artificial-score codes that scoring programs write
 * into their files (A+, A-, A5050, A6040, 60%, ...) become Law 12C2 rulings (read with the ruling notation).
 */
import { inputProblem } from '../i18n/io';
import { isReachableScore } from '../model/reachable';
import { BridgeInputError, type Ruling, type SourceRef } from '../model/types';
import { parseRuling } from '../rulings/notation';

/** "results.csv line 7, field contract" */
export function locate(src: SourceRef | undefined): string {
  if (!src) return 'input';
  const parts: string[] = [];
  const head = src.file ?? 'input';
  let place = head;
  if (src.line !== undefined) place += ` line ${src.line}`;
  else if (src.row !== undefined) place += ` row ${src.row}`;
  parts.push(place);
  if (src.field) parts.push(`field ${src.field}`);
  return parts.join(', ');
}

/** A BridgeInputError whose message starts with the place: "results.csv line 7, field contract: ..." */
export function inputError(problem: string, src: SourceRef, value?: unknown): BridgeInputError {
  return new BridgeInputError(`${locate(src)}: ${problem}`, value, src);
}

/**
 * Runs `fn` (typically an engine parser) and, when it throws a BridgeInputError that does not yet say where the
 * value came from, rethrows it with the place in front.
 */
export function atPlace<T>(src: SourceRef, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof BridgeInputError) {
      const prefix = locate(src);
      if (err.message.startsWith(prefix)) throw err;
      throw new BridgeInputError(`${prefix}: ${err.message}`, err.value, { ...src, ...(err.source ?? {}) });
    }
    throw err;
  }
}

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * Windows-1252 differs from ISO-8859-1 only in bytes 0x80–0x9F (€, ‚, ƒ, „, …, curly quotes, Š, Œ, Ž, š, œ, ž,
 * Ÿ). Browsers' TextDecoder maps them; Node's maps them to the C1 controls U+0080–U+009F, so they are mapped
 * here, the same in both. The five undefined bytes stay as they are.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Binary files a scorer may pick by mistake, by their first bytes. */
const BINARY_SIGNATURES: ReadonlyArray<readonly [number[], string]> = [
  [[0x50, 0x4b, 0x03, 0x04], 'XLSX or ZIP'],
  [[0xd0, 0xcf, 0x11, 0xe0], 'XLS'],
  [[0x25, 0x50, 0x44, 0x46], 'PDF'],
];

/** UTF-16 without a byte order mark: every other byte of the first characters is zero. */
function utf16Without(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(bytes.length - (bytes.length % 2), 64);
  if (n < 4) return undefined;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  if (oddZero === n / 2 && evenZero === 0) return 'utf-16le';
  if (evenZero === n / 2 && oddZero === 0) return 'utf-16be';
  return undefined;
}

/**
 * Decodes file bytes, in the engine and in the browser alike: a UTF-8 byte order mark or valid UTF-8 gives
 * UTF-8; a UTF-16 byte order mark (Excel's "Unicode Text" export) or UTF-16 text without one gives UTF-16;
 * anything else is read as ISO-8859-1 through its Windows-1252 superset, which older Windows scoring programs
 * write. A workbook, archive or PDF is refused naming the file.
 */
export function decodeText(bytes: Uint8Array, file?: string): { text: string; encoding: TextEncoding } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  }
  for (const [sig, what] of BINARY_SIGNATURES) {
    if (sig.every((b, k) => bytes[k] === b)) throw inputProblem('notText', { what }, { file: file ?? 'input' });
  }
  const wide = utf16Without(bytes);
  if (wide) return { text: new TextDecoder(wide).decode(bytes), encoding: wide };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    const latin = new TextDecoder('windows-1252').decode(bytes);
    const text = latin.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]);
    return { text, encoding: 'windows-1252' };
  }
}

/** A number as a file printed it: its value and how many decimals it was printed with. */
export interface PrintedNumber {
  value: number;
  decimals: number;
  text: string;
}

const NUMBER_RE = /^[+-]?(\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** Reads a printed number (a decimal comma is accepted); throws naming the place when it is not a number. */
export function parsePrinted(text: string, src: SourceRef, what = 'a number'): PrintedNumber {
  const t = text.trim();
  if (!NUMBER_RE.test(t)) throw inputError(`'${text}' is not ${what}`, src, text);
  const norm = t.replace(',', '.');
  const dot = norm.indexOf('.');
  const decimals = dot < 0 ? 0 : norm.length - dot - 1;
  return { value: Number(norm), decimals, text: t };
}

/** 1.000, -2,500: a group of three digits after one separator, a decimal or a thousands separator alike. */
const AMBIGUOUS_RE = /^[+-]?\d{1,3}([.,])\d{3}$/;

/**
 * Refuses a number that reads two ways ("1.000", "1,000": 1 with a European decimal separator, 1000 with a
 * thousands separator), naming the value and the place. Used where a whole number is expected.
 */
export function refuseAmbiguous(text: string, src: SourceRef): void {
  const t = text.trim();
  const m = AMBIGUOUS_RE.exec(t);
  if (!m) return;
  const decimal = String(Number(t.replace(',', '.')));
  const thousands = String(Number(t.replace(/[.,]/, '')));
  throw inputProblem('ambiguousNumber', { value: text, decimal, thousands }, src, text);
}

/**
 * Reads a table's NS score as a file or a cell prints it: a whole number of points that some contract can make
 * (Law 77, model/reachable.ts). "1.000" and "1,000" are refused as ambiguous; 425, 1e15 as unreachable.
 * `reachable` = false beside a contract: the contract's own score then decides, and a typed score that no
 * contract makes is a disagreement with it (flagged, kept), like any other.
 */
export function parseScore(text: string, src: SourceRef, reachable = true): PrintedNumber {
  refuseAmbiguous(text, src);
  const t = text.trim().replace(/^\+/, '');
  if (!NUMBER_RE.test(t)) throw inputProblem('notScore', { value: text }, src, text);
  const p = parsePrinted(t, src, 'a score');
  if (!Number.isInteger(p.value)) throw inputProblem('notWholePoints', { value: text }, src, text);
  if (reachable && !isReachableScore(p.value)) throw inputProblem('unreachableScore', { value: text }, src, text);
  return { ...p, value: p.value === 0 ? 0 : p.value };
}

/** Reads a whole number; throws naming the place otherwise. */
export function parseWhole(text: string, src: SourceRef, what = 'a whole number', min?: number, max?: number): number {
  const t = text.trim();
  if (!/^[+-]?\d+$/.test(t)) throw inputError(`'${text}' is not ${what}`, src, text);
  const n = Number(t);
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
    throw inputError(`'${text}' is not ${what}`, src, text);
  }
  return n;
}

/** True when a score cell holds an artificial-score code (A+, A-, A=, AVE+, A5050, A60, 60%, A60/40, ...). */
export function looksArtificial(text: string): boolean {
  const t = text.trim().toUpperCase();
  return /^(A|AV|AVE|AVG)(\s*[+=-]|\s*\d|$|\s*\/)/.test(t) || /^\d+(\.\d+)?\s*%/.test(t);
}

/**
 * An artificial adjusted score written in a file, read with the project's ruling notation: either one cell for
 * both sides ("A5050", "A60/40", "A+/A-"), or one cell per side (PBN Score_NS "A-" and Score_EW "A+").
 * Throws naming the place when the code is not an artificial score for both sides.
 */
export function artificialRuling(nsText: string, ewText: string | undefined, src: SourceRef): Ruling {
  let text = nsText.trim();
  if (ewText !== undefined) {
    const figure = (t: string) => /^(?:A|AV|AVE|AVG)?\s*(\d+(?:\.\d+)?)\s*%?$/i.exec(t.trim())?.[1];
    const a = figure(nsText);
    const b = figure(ewText);
    // 60% and 40%: a fixed percentage, as the notation writes it; A60 and A40 (or bare figures): the levels.
    const fixed = [nsText, ewText].every((t) => /^\d+(?:\.\d+)?\s*%$/.test(t.trim()));
    if (a !== undefined && b !== undefined) text = fixed ? `${a}%/${b}%` : `A${a}/${b}`;
    else text = `${nsText.trim()}/${ewText.trim()}`;
  }
  const ruling = atPlace(src, () => parseRuling(text));
  if (ruling.ns.kind !== 'artificial' || ruling.ew.kind !== 'artificial') {
    throw inputError(`'${text}' is not an artificial score for both sides`, src, text);
  }
  return ruling;
}

/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a free-text cell (a name, a title, a note, a pair or
 * team id) that starts with =, +, -, @, a tab or a carriage return is written with a leading ' so that a
 * spreadsheet shows it as text. A cell that starts with ' before one of those (or before another ') gets one
 * more, so that unguardCell() gives every cell back exactly.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function guardCell(text: string): string {
  return FORMULA_START.test(text) || /^'[=+\-@\t\r']/.test(text) ? `'${text}` : text;
}

/** What the CSV readers do with a free-text cell: the ' that guardCell() put in front is taken off. */
export function unguardCell(text: string): string {
  return text.startsWith("'") && /^[=+\-@\t\r']/.test(text.slice(1)) ? text.slice(1) : text;
}
