/**
 * Arguments of the adjusted-score functions: an artificial level, the form a figure is wanted in, and a
 * traveller with the ruled table added.
 */
import { fail, type Where } from './errors';
import { readText, textToNumber, toGrid, checkNotError, isBlank } from './coerce';
import { travellerShape } from './traveller';
import { BridgeInputError, parseRuling, type Adjustment } from './engine';

type Artificial = Extract<Adjustment, { kind: 'artificial' }>;

const LEVEL_WORDS: Readonly<Record<string, string>> = {
  '+': 'A+',
  '=': 'A=',
  '-': 'A-',
  PLUS: 'A+',
  AVERAGE: 'A=',
  AVG: 'A=',
  MINUS: 'A-',
  'AVERAGE+': 'A+',
  'AVERAGE-': 'A-',
  AVERAGEPLUS: 'A+',
  AVERAGEMINUS: 'A-',
};

const KINDS = 'A+, A=, A-, A60, +3 IMP';

/** The side's own artificial score: A+, A=, A-, an explicit A60 or +3 IMP, read by the engine's notation. */
export function readArtificialKind(v: unknown, where: Where): Artificial {
  const text = readText(v, where);
  if (text === undefined) fail('missing', '', where, {}, 'notAvailable');
  const key = text.replace(/\s/g, '').toUpperCase();
  const written = LEVEL_WORDS[key] ?? text;
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

/** PCT (default), IMP, or a number: the top the percentage is taken of. */
export function readArtificialForm(v: unknown, where: Where): ArtificialForm {
  checkNotError(v, where);
  if (isBlank(v)) return { kind: 'pct' };
  const n = typeof v === 'number' ? v : typeof v === 'string' ? textToNumber(v) : undefined;
  if (n !== undefined) {
    if (!(n > 0)) fail('notPositive', v, where);
    return { kind: 'mp', top: n };
  }
  const t = (readText(v, where) ?? '').replace(/\s/g, '').toUpperCase();
  if (t === 'PCT' || t === '%' || t === 'PERCENT') return { kind: 'pct' };
  if (t === 'IMP' || t === 'IMPS') return { kind: 'imp' };
  return fail('notOption', v, where, { list: 'PCT, IMP, top (a number)' });
}

export type AdjustedForm = 'mp' | 'pct' | 'butler' | 'cross-imp';

/** MP (default), PCT, BUTLER or CROSS_IMP. */
export function readAdjustedForm(v: unknown, where: Where): AdjustedForm {
  const text = readText(v, where);
  if (text === undefined) return 'mp';
  const t = text.replace(/[\s_\-–]/g, '').toUpperCase();
  const forms: Record<string, AdjustedForm> = {
    MP: 'mp',
    MATCHPOINTS: 'mp',
    PCT: 'pct',
    '%': 'pct',
    PERCENT: 'pct',
    BUTLER: 'butler',
    CROSSIMP: 'cross-imp',
    CROSSIMPS: 'cross-imp',
  };
  const f = forms[t];
  if (!f) fail('notOption', v, where, { list: 'MP, PCT, BUTLER, CROSS_IMP' });
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
