/**
 * Arguments of the adjusted-score functions: an artificial level, the form a figure is wanted in, and a
 * traveller with the ruled table added.
 */
import { fail, type Where } from './errors';
import { readText, textToNumber, toGrid, checkNotError, isBlank } from './coerce';
import { travellerShape } from './traveller';
import { currentLanguage, type Lang } from './i18n';
import {
  BridgeInputError,
  FORM_WORDS,
  firstWords,
  formWord,
  levelWord,
  parseRuling,
  type Adjustment,
  type FormWord,
} from './engine';

type Artificial = Extract<Adjustment, { kind: 'artificial' }>;

/** The bare marks a cell may hold for a level. */
const MARKS: Readonly<Record<string, string>> = { '+': 'A+', '=': 'A=', '-': 'A-' };
const LEVEL_NOTATION = { plus: 'A+', average: 'A=', minus: 'A-' } as const;

const KINDS = 'A+, A=, A-, A60, +3 IMP';

/**
 * The side's own artificial score: A+, A=, A-, an explicit A60 or +3 IMP, read by the engine's notation, or a
 * level in any language's words (average plus, średnia, gemiddelde-min, moyenne plus, средний минус).
 */
export function readArtificialKind(v: unknown, where: Where): Artificial {
  const text = readText(v, where);
  if (text === undefined) fail('missing', '', where, {}, 'notAvailable');
  const level = levelWord(text);
  const written = MARKS[text.trim()] ?? (level ? LEVEL_NOTATION[level] : text);
  let adj: Adjustment;
  try {
    adj = parseRuling(written).ns;
  } catch (e) {
    if (e instanceof BridgeInputError) fail('notOption', v, where, { list: KINDS }, 'invalidValue', e.message);
    throw e;
  }
  if (adj.kind !== 'artificial') return fail('notOption', v, where, { list: KINDS });
  return adj;
}

export type ArtificialForm = { kind: 'pct' } | { kind: 'imp' } | { kind: 'mp'; top: number };

/**
 * The accepted words for some forms, as a message lists them: the English codes, then the display language's
 * own (MP, PCT, … / PM, POURCENTAGE, …).
 */
export function formList(forms: readonly FormWord[], lang: Lang = currentLanguage()): string {
  return wordList(FORM_WORDS, forms, lang);
}

/** The English codes of some values of a word table, then the display language's own words, for a message. */
export function wordList<T extends string>(
  table: Parameters<typeof firstWords<T>>[0],
  values: readonly T[],
  lang: Lang = currentLanguage(),
): string {
  const words = firstWords(table, 'en', values);
  if (lang !== 'en') for (const w of firstWords(table, lang, values)) if (!words.includes(w)) words.push(w);
  return words.join(', ');
}

/** PCT (default), IMP, or a number: the top the percentage is taken of (PCT and IMP in any language's words). */
export function readArtificialForm(v: unknown, where: Where): ArtificialForm {
  checkNotError(v, where);
  if (isBlank(v)) return { kind: 'pct' };
  const n = typeof v === 'number' ? v : typeof v === 'string' ? textToNumber(v) : undefined;
  if (n !== undefined) {
    if (!(n > 0)) fail('notPositive', v, where);
    return { kind: 'mp', top: n };
  }
  const f = formWord(readText(v, where) ?? '');
  if (f === 'pct') return { kind: 'pct' };
  if (f === 'imp') return { kind: 'imp' };
  return fail('notOption', v, where, { list: `${formList(['pct', 'imp'])}, top (a number)` });
}

export type AdjustedForm = 'mp' | 'pct' | 'butler' | 'cross-imp';

/** MP (default), PCT, BUTLER or CROSS_IMP, or a form's name in any language (MAKSY, PM, МП, IMP croisés …). */
export function readAdjustedForm(v: unknown, where: Where): AdjustedForm {
  const text = readText(v, where);
  if (text === undefined) return 'mp';
  const w = formWord(text);
  const f = w === 'imp' ? undefined : w;
  if (!f) fail('notOption', v, where, { list: formList(['mp', 'pct', 'butler', 'cross-imp']) });
  return f;
}

/** The other tables' scores as a column (or NS and EW columns) with one more line: the ruled table. */
export function withRuledLine(scores: unknown, ruling: unknown): { scores: unknown[][]; rulings: unknown[][] } {
  const shape = travellerShape(scores);
  const g = toGrid(scores);
  const rows: unknown[][] =
    shape.orientation === 'row' ? g[0].map((v) => [v]) : g.map((r) => (shape.twoColumns ? [r[0], r[1]] : [r[0]]));
  const blank = shape.twoColumns ? [null, null] : [null];
  return { scores: [...rows, blank], rulings: [...rows.map(() => [null]), [ruling]] };
}
