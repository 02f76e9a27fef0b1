/**
 * The fingerprint of what the event's figures are computed from: the entered columns of the Travellers table that a
 * figure reads and the settings that change the scoring. The workbook keeps the fingerprint of the last scoring (a
 * `fingerprint` row of EventSettings); when the Travellers or those settings change while no pane rescores them (a
 * co-author, a scorer typing before opening the pane), the fingerprint of what is there no longer matches it, and the
 * figures are stale. One pure function, over rows as Excel hands them over, serves the workbook layer and the BRIDGE
 * function alike. No Office.js here.
 */
import { TRAVELLER_FIELDS } from './engine';
import { type Cell } from './schema';
import { SETTING_KEYS } from './settings';

/** The Travellers columns a scorer or an import enters (every column the engine does not compute). */
export const ENTERED_COLUMNS: readonly string[] = TRAVELLER_FIELDS;

/**
 * Entered columns that no figure is computed from: the round and the opening lead are kept for the record, the
 * files written and the checks, but neither the matchpoints, percentages and IMPs of a line nor the ranking read
 * them, so typing a lead does not make the figures stale.
 */
const NOT_FIGURE_INPUTS: readonly string[] = ['round', 'lead'];

/** The entered columns the figures are computed from, in the template's order. */
export const FIGURE_INPUTS: readonly string[] = ENTERED_COLUMNS.filter((c) => !NOT_FIGURE_INPUTS.includes(c));

/** Settings the readers keep that never change the figures. */
const NOT_SCORING: readonly string[] = ['title', 'date', 'director'];

/**
 * EventSettings keys that change the figures: every key the settings reader knows (SETTING_KEYS) but the title,
 * the date and the director, so that a setting added there counts here too. Other rows of EventSettings (an
 * import's notes about its file, the fingerprint itself) do not count.
 */
export const SCORING_SETTINGS: readonly string[] = SETTING_KEYS.filter((k) => !NOT_SCORING.includes(k));

/** The EventSettings key whose value is the fingerprint of the last scoring. */
export const FINGERPRINT_KEY = 'fingerprint';

/** A cell value as a custom function or Office.js may hand it over (an error cell comes as an object). */
type AnyCell = Cell | undefined | object;

/**
 * A cell's text in the canonical form: empty for a blank, numbers in JavaScript's shortest form (so the number 420
 * and the text "420" are the same entry, as the readers take them), TRUE/FALSE, text exactly as written, and any
 * error value as "#ERR".
 */
export function canonicalCell(v: AnyCell): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'number') return Object.is(v, -0) ? '0' : String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'string') return v;
  return '#ERR';
}

/** 32-bit FNV-1a over the UTF-16 code units of `text`, as 8 hex digits. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** Escapes the separators of the canonical text, so that no two different tables give the same text. */
const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');

/** The settings' part of the fingerprint's text: the SCORING_SETTINGS in their order, `key=value`. */
function settingsText(settings: readonly (readonly AnyCell[])[]): string {
  const values = new Map<string, string>();
  for (const row of settings) {
    const key = canonicalCell(row[0]).trim();
    // The first row of a key counts, as the settings reader takes it.
    if (SCORING_SETTINGS.includes(key) && !values.has(key)) values.set(key, canonicalCell(row[1]).trim());
  }
  return SCORING_SETTINGS.map((k) => `${k}=${escape(values.get(k) ?? '')}`).join('\t');
}

/** Where each of `columns` stands in a Travellers header row (−1: the table lacks it). */
function columnsAt(travellers: readonly (readonly AnyCell[])[], columns: readonly string[]): number[] {
  const header = (travellers[0] ?? []).map((h) => canonicalCell(h).trim().toLowerCase());
  return columns.map((c) => header.indexOf(c));
}

/**
 * The canonical text of the figures' inputs as the first fingerprints ("fp") took it: the settings, then the lines
 * (entered cells, tab-separated) sorted, lines whose entered cells are all blank left out. Kept to read the
 * fingerprint of a workbook scored before the sum of lines (figuresFingerprint).
 */
function fingerprintText(
  travellers: readonly (readonly AnyCell[])[],
  settings: readonly (readonly AnyCell[])[],
): string {
  const at = columnsAt(travellers, ENTERED_COLUMNS);
  const lines: string[] = [];
  for (let r = 1; r < travellers.length; r++) {
    const row = travellers[r];
    const cells = at.map((i) => (i < 0 ? '' : escape(canonicalCell(row[i]))));
    if (cells.every((c) => c === '')) continue;
    lines.push(cells.join('\t'));
  }
  lines.sort();
  return `${settingsText(settings)}\n${lines.join('\n')}`;
}

/** The last bits of a 32-bit hash mixed into all of them (MurmurHash3's finaliser). */
function avalanche(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Two hashes of one line (lineHashes()), as the last call left them. */
let laneA = 0;
let laneB = 0;

/**
 * Two independent 32-bit hashes of a line's cells at `at`, to laneA and laneB: each cell's canonical text fed as
 * its length and then its code units, so that no two different lines feed the same sequence. False for a line
 * whose cells there are all blank (it does not count).
 */
function lineHashes(row: readonly AnyCell[], at: readonly number[]): boolean {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  let blank = true;
  for (let c = 0; c < at.length; c++) {
    const i = at[c];
    const text = i < 0 ? '' : canonicalCell(row[i]);
    const n = text.length;
    if (n > 0) blank = false;
    a = Math.imul(a ^ (n | 0x10000), 0x01000193);
    b = Math.imul(b ^ (n | 0x10000), 0x5bd1e995);
    b ^= b >>> 15;
    for (let k = 0; k < n; k++) {
      const x = text.charCodeAt(k);
      a = Math.imul(a ^ x, 0x01000193);
      b = Math.imul(b ^ x, 0x5bd1e995);
      b ^= b >>> 15;
    }
  }
  laneA = avalanche(a);
  laneB = avalanche(b);
  return !blank;
}

const hex8 = (h: number) => (h >>> 0).toString(16).padStart(8, '0');

/**
 * Two sums of a hash of each line of the Travellers table (`travellers`, header row first: columns found by name,
 * so their order and any extra column do not matter; a column the table lacks counts as blank), over the
 * `columns` given, 8 hex digits each. A line counts by those cells alone; lines whose cells are all blank are left
 * out. A sum does not depend on the order of the lines, so sorting the table or adding empty lines changes
 * nothing, and it is worked out in one pass, with no sort.
 */
function lineSums(travellers: readonly (readonly AnyCell[])[], columns: readonly string[]): string {
  const at = columnsAt(travellers, columns);
  let sumA = 0;
  let sumB = 0;
  for (let r = 1; r < travellers.length; r++) {
    if (!lineHashes(travellers[r], at)) continue;
    sumA = (sumA + laneA) | 0;
    sumB = (sumB + laneB) | 0;
  }
  return `${hex8(sumA)}${hex8(sumB)}`;
}

/** A fingerprint: its version `tag`, the hash of the scoring settings and the line sums over `columns`. */
function tagged(
  tag: string,
  columns: readonly string[],
  travellers: readonly (readonly AnyCell[])[],
  settings: readonly (readonly AnyCell[])[],
): string {
  return `${tag}${fnv1a(settingsText(settings))}${lineSums(travellers, columns)}`;
}

/**
 * The fingerprint of the figures' inputs: "fr", the hash of the scoring settings (the SCORING_SETTINGS of the
 * EventSettings rows [key, value]; a header row, other keys and the stored fingerprint do not count), and the two
 * sums of the lines' hashes over the FIGURE_INPUTS (lineSums): text that Excel never takes for a number. Every
 * change of a figure input or a scoring setting changes it; a change of the round, the lead or a computed cell,
 * the order of the lines and blank lines do not.
 */
export function figuresFingerprint(
  travellers: readonly (readonly AnyCell[])[],
  settings: readonly (readonly AnyCell[])[],
): string {
  return tagged('fr', FIGURE_INPUTS, travellers, settings);
}

/**
 * Whether `stored`, a fingerprint kept in the workbook, is the fingerprint of these inputs: in the form it was
 * written in (a workbook scored before the sum of lines keeps an "fp" fingerprint of the sorted lines, one scored
 * before the round and the lead were left out an "fq" one of every entered column).
 */
export function fingerprintMatches(
  stored: string,
  travellers: readonly (readonly AnyCell[])[],
  settings: readonly (readonly AnyCell[])[],
): boolean {
  if (stored.startsWith('fp')) return stored === `fp${fnv1a(fingerprintText(travellers, settings))}`;
  // "fq": the same sums over every entered column, as workbooks scored before the round and the lead were left out
  // keep it.
  if (stored.startsWith('fq')) return stored === tagged('fq', ENTERED_COLUMNS, travellers, settings);
  return stored === figuresFingerprint(travellers, settings);
}

/** The fingerprint kept in EventSettings rows [key, value] (the first `fingerprint` row), or '' when none. */
export function storedFingerprint(settings: readonly (readonly AnyCell[])[]): string {
  const row = settings.find((r) => canonicalCell(r[0]).trim() === FINGERPRINT_KEY);
  return row ? canonicalCell(row[1]).trim() : '';
}

/**
 * Whether the figures are stale: a fingerprint is kept and the inputs no longer match it. A workbook that keeps
 * none (set up before fingerprints) is not called stale: nothing is known about its figures.
 */
export function figuresStale(
  travellers: readonly (readonly AnyCell[])[],
  settings: readonly (readonly AnyCell[])[],
  stored: string = storedFingerprint(settings),
): boolean {
  return stored !== '' && !fingerprintMatches(stored, travellers, settings);
}

/** Rows with one cell replaced (a copy; the rows given are not changed). */
export function withCell(rows: readonly (readonly Cell[])[], row: number, col: number, value: Cell): Cell[][] {
  return rows.map((r, i) => {
    if (i !== row) return r as Cell[];
    const out = r.slice();
    out[col] = value;
    return out;
  });
}
