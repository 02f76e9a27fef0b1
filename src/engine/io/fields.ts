/**
 * Field-level helpers shared by the file readers: where a value sits (for messages), how text is decoded,
 * how printed numbers keep their precision, and how the artificial-score codes that scoring programs write
 * into their files (A+, A-, A5050, A6040, 60%, ...) become Law 12C2 rulings (read with the ruling notation).
 */
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

export type TextEncoding = 'utf-8' | 'windows-1252';

/**
 * Windows-1252 differs from ISO-8859-1 only in bytes 0x80–0x9F (€, ‚, ƒ, „, …, curly quotes, Š, Œ, Ž, š, œ, ž,
 * Ÿ). Browsers' TextDecoder maps them; Node's maps them to the C1 controls U+0080–U+009F, so they are mapped
 * here, the same in both. The five undefined bytes stay as they are.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Decodes file bytes, in the engine and in the browser alike: a UTF-8 byte order mark or valid UTF-8 gives
 * UTF-8; anything else is read as ISO-8859-1 through its Windows-1252 superset, which older Windows scoring
 * programs write.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
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
    text = a !== undefined && b !== undefined ? `A${a}/${b}` : `${nsText.trim()}/${ewText.trim()}`;
  }
  const ruling = atPlace(src, () => parseRuling(text));
  if (ruling.ns.kind !== 'artificial' || ruling.ew.kind !== 'artificial') {
    throw inputError(`'${text}' is not an artificial score for both sides`, src, text);
  }
  return ruling;
}
