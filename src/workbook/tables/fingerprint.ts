/**
 * The fingerprint of what the event's figures are computed from: the entered columns of the Travellers table and
 * the settings that change the scoring. The workbook keeps the fingerprint of the last scoring (a `fingerprint`
 * row of EventSettings); when the Travellers or those settings change while no pane rescores them (a co-author, a
 * scorer typing before opening the pane), the fingerprint of what is there no longer matches it, and the figures
 * are stale. One pure function, over rows as Excel hands them over, serves the workbook layer and the BRIDGE
 * function alike. No Office.js here.
 */
import { TRAVELLER_FIELDS } from './engine';
import { type Cell } from './schema';
import { SETTING_KEYS } from './settings';

/** The Travellers columns a scorer or an import enters (every column the engine does not compute). */
export const ENTERED_COLUMNS: readonly string[] = TRAVELLER_FIELDS;

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

/**
 * The canonical text of the figures' inputs. `travellers` is the Travellers table with its header row first
 * (columns found by name, so their order and any extra column do not matter; a column the table lacks counts as
 * blank); `settings` are EventSettings rows [key, value], of which the SCORING_SETTINGS count (a header row,
 * other keys and the stored fingerprint do not). Lines whose entered cells are all blank are left out, and the lines are sorted, so sorting the table or adding empty lines changes nothing; every other change
 * of an entered cell or a scoring setting does.
 */
export function fingerprintText(
  travellers: readonly (readonly AnyCell[])[],
  settings: readonly (readonly AnyCell[])[],
): string {
  const header = (travellers[0] ?? []).map((h) => canonicalCell(h).trim().toLowerCase());
  const at = ENTERED_COLUMNS.map((c) => header.indexOf(c));
  const lines: string[] = [];
  for (let r = 1; r < travellers.length; r++) {
    const row = travellers[r];
    const cells = at.map((i) => (i < 0 ? '' : escape(canonicalCell(row[i]))));
    if (cells.every((c) => c === '')) continue;
    lines.push(cells.join('\t'));
  }
  lines.sort();
  const values = new Map<string, string>();
  for (const row of settings) {
    const key = canonicalCell(row[0]).trim();
    // The first row of a key counts, as the settings reader takes it.
    if (SCORING_SETTINGS.includes(key) && !values.has(key)) values.set(key, canonicalCell(row[1]).trim());
  }
  const head = SCORING_SETTINGS.map((k) => `${k}=${escape(values.get(k) ?? '')}`).join('\t');
  return `${head}\n${lines.join('\n')}`;
}

/**
 * The fingerprint of the figures' inputs (see fingerprintText): "fp" and 8 hex digits, text that Excel never
 * takes for a number.
 */
export function figuresFingerprint(
  travellers: readonly (readonly AnyCell[])[],
  settings: readonly (readonly AnyCell[])[],
): string {
  return `fp${fnv1a(fingerprintText(travellers, settings))}`;
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
  return stored !== '' && stored !== figuresFingerprint(travellers, settings);
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
