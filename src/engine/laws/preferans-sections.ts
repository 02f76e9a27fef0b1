/**
 * Section numbers of the duplicate-preferans code as the code itself writes them: letters of the Cyrillic
 * alphabet (§11.1Б2, §11.2Б1, §11.3В), except where the code's text has a Latin "A." (§11.1A, §11.2A, §11.3A,
 * §11.4A, §11.6A); §10А and §11.5А have the Cyrillic letter. Sub-items are Cyrillic lower case (§11.4Б1а).
 *
 * Older cells and logs wrote the letters by their place in the alphabet with Latin letters (§11.3C for the
 * third letter, В); those still read: Latin A, B, C, D, E are the first to fifth letters (А, Б, В, Г, Д),
 * Latin a, b, c, d the sub-items а, б, в, г. A Cyrillic letter is read as itself.
 */

const UPPER = ['А', 'Б', 'В', 'Г', 'Д'];
const LOWER = ['а', 'б', 'в', 'г', 'д'];
const LATIN_UPPER = 'ABCDE';
const LATIN_LOWER = 'abcde';

/** Sections whose first letter the code writes as a Latin A. */
const LATIN_A = new Set(['11.1', '11.2', '11.3', '11.4', '11.6']);

function letterIndex(c: string): number {
  const u = c.toUpperCase();
  const latin = LATIN_UPPER.indexOf(u);
  if (latin >= 0) return latin;
  return UPPER.indexOf(u);
}

function subIndex(c: string): number {
  const latin = LATIN_LOWER.indexOf(c);
  return latin >= 0 ? latin : LOWER.indexOf(c);
}

/**
 * A code reference in the code's own spelling ("§11.3C" → "§11.3В", "§11.1B2" → "§11.1Б2", "§10A" → "§10А"),
 * or undefined when the text is not a section reference.
 */
export function preferansSection(text: string): string | undefined {
  const m = /^§(\d{1,2}(?:\.\d{1,2})?)(?:([A-Ea-eА-Да-д])(\d{1,2})?\(?([a-eа-д])?\)?)?$/.exec(text.trim());
  if (!m) return undefined;
  const [, section, letter, item, sub] = m;
  if (letter === undefined) return `§${section}`;
  const i = letterIndex(letter);
  if (i < 0) return undefined;
  if (sub !== undefined && item === undefined) return undefined;
  const upper = i === 0 && LATIN_A.has(section) ? 'A' : UPPER[i];
  const s = sub === undefined ? '' : LOWER[subIndex(sub)];
  return `§${section}${upper}${item ?? ''}${s}`;
}
