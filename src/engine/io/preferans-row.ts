/**
 * One row of a duplicate-preferans protocol, as a file (preferans-csv.ts) or the workbook's Protocols table gives
 * it: its ruling field and its seat line. The rules of the fields are the protocol format's (preferans-csv.ts).
 */
import { sourceSuffix } from '../model/contract';
import { isNotPlayedText } from '../model/marks';
import { BridgeInputError, type ArtificialLevel, type SourceRef } from '../model/types';
import type { SeatLine, SeatOutcome } from '../preferans/seat-scoring';

/**
 * Reads a protocol's ruling field: empty → undefined (the score stands); A60, A50, A40, A<percent>, A+, A, A- →
 * an artificial score; NP → not played; ? → not entered yet. A Cyrillic А and a minus sign are accepted.
 */
export function readPreferansRuling(text: string, src: SourceRef): SeatOutcome | undefined {
  const t = text
    .replace(/\s/g, '')
    .toUpperCase()
    .replace(/^А/, 'A')
    .replace(/[\u2212\u2013]/g, '-');
  if (t === '') return undefined;
  if (isNotPlayedText(t, 'preferans')) return { kind: 'notPlayed' };
  if (t === '?') return { kind: 'pending' };
  const fixed: Record<string, ArtificialLevel> = { 'A+': 'plus', A: 'average', 'A=': 'average', 'A-': 'minus' };
  if (fixed[t]) return { kind: 'artificial', level: fixed[t] };
  const m = /^A(\d+(?:[.,]\d+)?)%?$/.exec(t);
  if (m) {
    const percent = Number(m[1].replace(',', '.'));
    if (percent <= 100) {
      const level: ArtificialLevel = percent > 50 ? 'plus' : percent < 50 ? 'minus' : 'average';
      return { kind: 'artificial', level, percent };
    }
  }
  throw new BridgeInputError(
    `ruling '${text}' is not A60, A50, A40, A<percent>, A+, A, A-, NP or ?${sourceSuffix(src)}`,
    text,
    src,
  );
}

/** One protocol row's fields as written (trimmed; empty when absent). */
export interface PreferansRowFields {
  deal: string;
  table: string;
  seat: string;
  player: string;
  /** The text as written, or a number as a spreadsheet cell holds it. */
  score: string | number;
  form?: string;
  ruling?: string;
}

export interface PreferansRowOptions {
  /** The score may have a decimal comma (12,5): files separated by semicolons, spreadsheet cells. */
  decimalComma?: boolean;
}

/**
 * One protocol row as a seat line (the rules of the format above). `source` says where the row is (file and
 * line, or sheet and row); a bad field raises BridgeInputError whose source adds the field's name.
 */
export function preferansRowLine(
  fields: PreferansRowFields,
  source: SourceRef,
  options: PreferansRowOptions = {},
): SeatLine {
  const src = (c: keyof PreferansRowFields): SourceRef => ({ ...source, field: c });
  for (const c of ['deal', 'table', 'seat', 'player'] as const) {
    if (fields[c] === '') throw new BridgeInputError(`${c} is missing${sourceSuffix(src(c))}`, undefined, src(c));
  }
  const outcome = readPreferansRuling(fields.ruling ?? '', src('ruling'));
  const raw = fields.score;
  const scoreText = typeof raw === 'number' ? String(raw) : raw;
  let score: number | undefined;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) {
      throw new BridgeInputError(
        `score '${scoreText}' is not a number${sourceSuffix(src('score'))}`,
        raw,
        src('score'),
      );
    }
    score = raw;
  } else if (scoreText !== '') {
    const normal = options.decimalComma ? scoreText.replace(',', '.') : scoreText;
    score = /^[+\u2212-]?\d+(\.\d+)?$/.test(normal) ? Number(normal.replace('\u2212', '-')) : NaN;
    if (!Number.isFinite(score)) {
      throw new BridgeInputError(
        `score '${scoreText}' is not a number${sourceSuffix(src('score'))}`,
        scoreText,
        src('score'),
      );
    }
  } else if (!outcome) {
    throw new BridgeInputError(
      `score is missing (leave it empty only with a ruling: A60, NP, ?)${sourceSuffix(src('score'))}`,
      undefined,
      src('score'),
    );
  }
  const dealText = fields.deal;
  const line: SeatLine = {
    deal: /^\d+$/.test(dealText) ? Number(dealText) : dealText,
    table: fields.table,
    seat: fields.seat,
    players: [fields.player],
    source,
  };
  if (score !== undefined && outcome?.kind !== 'notPlayed' && outcome?.kind !== 'pending') line.score = score;
  if (outcome) line.outcome = outcome;
  if (fields.form) line.form = fields.form;
  return line;
}
