/**
 * Printed figures: the one place that turns the engine's exact figures into the figures a scorer sees. Every way
 * out (workbook tables, functions, the command line's text, CSV and JSON, the PBN, USEBIO and HTML writers, the
 * pane) takes its figures from here, so they agree to the last digit.
 *
 * The engine holds matchpoints on the 2-per-beat scale at full precision. Printing:
 * - scales them to the preset's printing scale (1 per beat halves them), or to the event's own `convention`
 *   setting when it overrides the preset (withConvention);
 * - rounds a board's matchpoints and percentages, a session's total and percentage as the preset says;
 * - shows each kind of figure with a fixed number of decimals (the rounding unit where the preset has one, else
 *   two), as text and as an Excel number format.
 * Session totals and percentages come out of the engine already rounded (session.ts reads the same options);
 * here they only get their decimals.
 */
import type { Direction, ScoredEntry, Seat, SeatFigure } from '../model/types';
import type { Preset, RoundingRule } from '../presets/types';
import { roundIf, roundTo } from '../scoring/rounding';
import { SIDE_SEATS } from '../model/board';

/** The event's matchpoint scale setting: let the preset say, or 2 per beat, or 1 per beat. */
export type MatchpointConvention = 'preset' | 'two-per-beat' | 'one-per-beat';

/** The kinds of printed figure. */
export type FigureKind = 'boardMp' | 'boardPercent' | 'total' | 'percent' | 'imp';

/** How one kind of figure is printed: its rounding (absent: exact) and the decimals it is shown with. */
export interface FigureRule {
  rounding?: RoundingRule;
  decimals: number;
}

/** Everything a way out needs to print an event's figures, worked out once from the preset. */
export interface PrintRules {
  /** Printed matchpoints per held (2-per-beat) matchpoint: 1, or 0.5 on the 1-per-beat scale. */
  mpFactor: 1 | 0.5;
  /** Matchpoints per beat as printed (2 or 1). */
  perBeat: 1 | 2;
  figures: Readonly<Record<FigureKind, FigureRule>>;
  tieLabel: 'equals' | 'range';
}

/** Decimals shown when the preset does not round a figure. */
const DEFAULT_DECIMALS = 2;

/** Decimals of a rounding unit (0.1 → 1, 0.01 → 2, 1 → 0, 10 → 0). */
export function unitDecimals(rule: RoundingRule | undefined): number {
  if (!rule) return DEFAULT_DECIMALS;
  let d = 0;
  while (d < 10 && Math.abs(Math.round(rule.step * 10 ** d) - rule.step * 10 ** d) > 1e-9) d++;
  return d;
}

function figure(rounding: RoundingRule | undefined): FigureRule {
  return rounding ? { rounding, decimals: unitDecimals(rounding) } : { decimals: DEFAULT_DECIMALS };
}

const RULES = new WeakMap<Preset, PrintRules>();

/** The print rules of a preset (made once per preset object). */
export function printRules(preset: Preset): PrintRules {
  let r = RULES.get(preset);
  if (!r) {
    const half = preset.matchpoints.printScale === 'one-per-beat';
    r = {
      mpFactor: half ? 0.5 : 1,
      perBeat: half ? 1 : 2,
      figures: {
        boardMp: figure(preset.matchpoints.boardRounding),
        boardPercent: figure(preset.matchpoints.boardPercentRounding),
        total: figure(preset.totals.totalRounding),
        percent: figure(preset.totals.percentRounding),
        imp: { decimals: DEFAULT_DECIMALS },
      },
      tieLabel: preset.ranking.tieLabel,
    };
    RULES.set(preset, r);
  }
  return r;
}

const CONVENTION_CACHE = new WeakMap<Preset, Map<string, Preset>>();

/**
 * The preset with the event's matchpoint convention in force: 'preset' leaves it as it is; a scale replaces the
 * preset's printing scale, for the travellers and the totals alike (the engine scores with the result).
 */
export function withConvention(preset: Preset, convention: MatchpointConvention | undefined): Preset {
  if (!convention || convention === 'preset' || convention === preset.matchpoints.printScale) return preset;
  let byConvention = CONVENTION_CACHE.get(preset);
  if (!byConvention) {
    byConvention = new Map();
    CONVENTION_CACHE.set(preset, byConvention);
  }
  let p = byConvention.get(convention);
  if (!p) {
    p = { ...preset, matchpoints: { ...preset.matchpoints, printScale: convention } };
    byConvention.set(convention, p);
  }
  return p;
}

/** Printed matchpoints per held matchpoint under this preset: 1, or 0.5 on the 1-per-beat scale. */
export function mpFactor(preset: Preset): 1 | 0.5 {
  return printRules(preset).mpFactor;
}

/**
 * A board's matchpoints as printed: `raw` and `top` on the 2-per-beat scale, scaled to the printing scale and
 * kept to the preset's board unit (halves judged against half the printed top).
 */
export function printBoardMp(preset: Preset, raw: number, top: number): number {
  const r = printRules(preset);
  return roundIf(raw * r.mpFactor, r.figures.boardMp.rounding, (top * r.mpFactor) / 2);
}

/** A board percentage as printed (FFB / Magic Contest: whole per cents). */
export function printBoardPercent(preset: Preset, pct: number): number {
  return roundIf(pct, printRules(preset).figures.boardPercent.rounding, 50);
}

/** A board's top as printed. */
export function printTop(preset: Preset, top: number): number {
  return top * printRules(preset).mpFactor;
}

/**
 * A printed figure as text with its decimals (40.0, 87.50, 0.00; never "-0.00"); '' when absent. The value is
 * rounded by the preset's rule for the kind where it has one, else to the shown decimals, halves away from zero.
 */
export function printedText(preset: Preset, kind: FigureKind, x: number | undefined): string {
  if (x === undefined || !Number.isFinite(x)) return '';
  return fixedText(x, printRules(preset).figures[kind]);
}

/** A number with a rule's decimals, rounded by the rule (or halves away from zero). */
export function fixedText(x: number, rule: FigureRule): string {
  const step = 1 / 10 ** rule.decimals;
  const v = rule.rounding && rule.rounding.step >= step ? roundTo(x, rule.rounding) : x;
  const r = roundTo(v, { step, halves: 'away-from-zero' });
  const s = r.toFixed(rule.decimals);
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
}

/**
 * A number with this many decimals, halves away from zero (2.345 → "2.35", never "-0.00"); '' when absent. For
 * text with no preset behind it: the command line's tables, the preferans log's figures.
 */
export function textWithDecimals(x: number | undefined, decimals: number): string {
  if (x === undefined || !Number.isFinite(x)) return '';
  return fixedText(x, { decimals });
}

/** A weight of a weighted score (Law 12C1(c)) in per cent as it is shown and logged: to 0.01 %, halves away from zero. */
export function weightPercent(percent: number): number {
  return roundTo(percent, { step: 0.01, halves: 'away-from-zero' });
}

/** A team's VP total as printed: to the preset's VP decimals (2 on the WBF and ACBL scales), halves away from zero. */
export function printVp(preset: Preset, vp: number): number {
  return roundTo(vp, { step: 1 / 10 ** preset.vp.decimals, halves: 'away-from-zero' });
}

/** Excel number format for a count of decimals: 0 → "0", 2 → "0.00". */
export function excelFormat(decimals: number): string {
  return decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0';
}

/** The number formats of the tables the workbook writes, one per kind of figure. */
export function numberFormats(preset: Preset): Readonly<Record<FigureKind, string>> {
  const f = printRules(preset).figures;
  return {
    boardMp: excelFormat(f.boardMp.decimals),
    boardPercent: excelFormat(f.boardPercent.decimals),
    total: excelFormat(f.total.decimals),
    percent: excelFormat(f.percent.decimals),
    imp: excelFormat(f.imp.decimals),
  };
}

/**
 * One player's figure on a line of an individual event: his own where Law 12C2(c) gave the players of his side
 * different figures (ScoredEntry.seats), else his side's.
 */
export function seatFigure(s: ScoredEntry, seat: Seat): SeatFigure {
  const own = s.seats?.[seat];
  if (own) return own;
  const ns = seat === 'N' || seat === 'S';
  return ns ? { mp: s.mpNS, pct: s.pctNS, imp: s.impNS } : { mp: s.mpEW, pct: s.pctEW, imp: s.impEW };
}

/** A side's cells printed with each of its players' figures (see playersTexts); undefined: not that kind. */
export interface PlayersTexts {
  mp?: string;
  pct?: string;
  imp?: string;
}

/**
 * Individual events, Law 12C2(c): the text of a side's one cell (matchpoints, percentage, IMPs) on a line where
 * its two players got different figures: each player's figure as a board's is printed, in the order the side's
 * players are named (N / S, E / W): "3.50 / 2.50", with `separator` "3,50 / 2,50" (the reader's or Excel's
 * decimal separator; the preset's print by default). `top` is the board's top on the 2-per-beat scale. Undefined
 * when the side's players have the same figure (the side's is printed).
 */
export function playersTexts(
  preset: Preset,
  s: ScoredEntry,
  side: Direction,
  top: number,
  separator = '.',
): PlayersTexts | undefined {
  const seats = SIDE_SEATS[side];
  if (!s.seats || !seats.some((x) => s.seats?.[x])) return undefined;
  const figures = seats.map((x) => seatFigure(s, x));
  const text = (kind: FigureKind, x: number) => separatedText(printedText(preset, kind, x), separator);
  const join = (values: Array<number | undefined>, one: (x: number) => string) =>
    values.every((x) => x !== undefined) ? values.map((x) => one(x as number)).join(' / ') : undefined;
  return {
    mp: join(
      figures.map((f) => f.mp),
      (x) => text('boardMp', printBoardMp(preset, x, top)),
    ),
    pct: join(
      figures.map((f) => f.pct),
      (x) => text('boardPercent', printBoardPercent(preset, x)),
    ),
    imp: join(
      figures.map((f) => f.imp),
      (x) => text('imp', x),
    ),
  };
}

/**
 * A figure in the reader's language: decimals from the preset, the decimal separator of the locale (52,00 in
 * pl, fr, ru, nl).
 */
export function localFigureText(preset: Preset, kind: FigureKind, x: number | undefined, locale: string): string {
  return separatedText(printedText(preset, kind, x), decimalSeparator(locale));
}

/** A printed figure ("52.00") with another decimal separator ("52,00"). */
function separatedText(text: string, separator: string): string {
  return separator === '.' || !text ? text : text.replace('.', separator);
}

/** The decimal separator of a locale ('.' or ','). */
export function decimalSeparator(locale: string): string {
  try {
    const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
    return part?.value ?? '.';
  } catch {
    return '.';
  }
}

/**
 * A shared rank as printed: places first..last (1-based) tied → "3=" or "3-4"; alone → "3". One rule for
 * pairs, individuals and preferans players.
 */
export function rankLabel(first: number, last: number, tieLabel: 'equals' | 'range'): string {
  const kept = first >= 1 && first < LABELS_KEPT && first % 1 === 0;
  if (last <= first) return kept ? (alone[first] ??= `${first}`) : `${first}`;
  if (tieLabel === 'range') return `${first}-${last}`;
  return kept ? (equals[first] ??= `${first}=`) : `${first}=`;
}

/** The labels "3" and "3=" of the first LABELS_KEPT places, made once: a large field's ranking makes thousands. */
const LABELS_KEPT = 1 << 14;
const alone = new Array<string | undefined>(LABELS_KEPT);
const equals = new Array<string | undefined>(LABELS_KEPT);
