/**
 * Per-seat matchpoint scoring for duplicate preferans and for bridge individuals.
 *
 * A deal is played at several tables; a table may have any number of seats, and each seat scores on its own.
 * A seat's result is compared only with the results of everyone who held the same seat of the same deal
 * (in the same form of the deal: a fouled deal, code §10, is scored group by group): 2 matchpoints for each
 * result beaten, 1 for each tie. A group with fewer results than the deal's expected number is factored with
 * Neuberg's formula to the full top; artificial scores (code §11.2: 40 / 50 / 60 % of the top) are set apart
 * first and the real results factored up. Each player's matchpoints are summed over every protocol and the
 * players are ranked by the percentage of the most they could have scored, so players who played different
 * numbers of deals are compared fairly.
 *
 * A bridge individual is the same thing with two seats per table (NS and EW) and two players per seat.
 */
import { sourceSuffix } from '../model/contract';
import { BridgeInputError } from '../model/types';
import type { ArtificialLevel, SourceRef } from '../model/types';
import type { ArtificialLimits, Preset, SessionRuleOptions } from '../presets/types';
import { checkArtificialFigure } from '../laws/law12/artificial';
import { sessionRulePercent } from '../laws/law12/session-rule';
import { matchpointScores, matchpointWeighted } from '../scoring/matchpoints';
import { neuberg } from '../scoring/neuberg';
import { roundIf, type RoundingRule } from '../scoring/rounding';
import { ExactSums } from '../scoring/exact-sum';
import { rankLabel } from '../print/figures';

/** What a line is scored on. */
export type SeatOutcome =
  /** The score as played (or an assigned score written in `score` / `parts`). Default. */
  | { kind: 'result' }
  /** Artificial adjusted score; `percent` overrides the level's percentage. */
  | { kind: 'artificial'; level: ArtificialLevel; percent?: number }
  /** Not played at this table: no score and no maximum for the players. */
  | { kind: 'notPlayed' }
  /** Not yet entered: the deal waits (its group is not scored yet). */
  | { kind: 'pending' };

/** One seat of one table on one deal (one line of a protocol). */
export interface SeatLine {
  deal: string | number;
  table?: string | number;
  /** Seat label ("1", "2", "N", "NS", "east" ...): results are compared within the same seat of the same deal. */
  seat: string;
  /** Players who share this result: one in preferans, two (a side) in a bridge individual. */
  players: string[];
  /** The seat's score on the deal, from its own point of view: higher is better. */
  score?: number;
  /** A weighted assigned score (weights sum to 1) instead of `score`. */
  parts?: ReadonlyArray<{ score: number; weight: number }>;
  /** Default { kind: 'result' }. */
  outcome?: SeatOutcome;
  /** Label of the form of the deal (fouled deal); absent = the correct form. */
  form?: string;
  source?: SourceRef;
}

/** A penalty kept apart from the scores, charged to one player only (Law 12C3 / code §11). */
export interface PlayerPenalty {
  player: string;
  amount: number;
  /** 'mp': matchpoints on the 2-per-beat scale; 'pctTop': per cent of the top of `deal` for that player. */
  unit: 'mp' | 'pctTop';
  deal?: string | number;
  source?: SourceRef;
}

export interface SeatScoringOptions {
  /** Percent of the top for Ave+, Ave and Ave− (default 60 / 50 / 40). */
  artificialPercent?: Record<ArtificialLevel, number>;
  /** Bounds an explicit percentage must keep (12C2(a) / §11.2Б1, from the preset); absent: not checked. */
  artificialLimits?: ArtificialLimits;
  /**
   * Expected results on a deal and seat (E in Neuberg's formula):
   * - 'lines' (default): every line of that deal and seat that has (or will have) a score, artificial included;
   * - 'largest': the most lines any deal has on that seat (a deal played fewer times is factored up);
   * - a number: fixed.
   */
  expected?: 'lines' | 'largest' | number;
  /** Factor groups smaller than E with Neuberg (default true); false keeps each group on its own top. */
  neuberg?: boolean;
  /** Unit a player's percentage is printed and ranked to (default: full precision). */
  percentRounding?: RoundingRule;
  /** How a shared rank is labelled: 'equals' → "3=" (default), 'range' → "3-4". */
  tieLabel?: 'equals' | 'range';
  /**
   * Law 12C2(c): a player given average-plus whose own percentage on the deals without an artificial score is
   * above the threshold gets that percentage on the deal instead (average-minus: below the threshold). In a
   * bridge individual each of the two players of a side is a contestant of his own. Absent: not applied.
   */
  sessionRule?: SessionRuleOptions;
}

/**
 * The preset's choices that apply to per-seat scoring: Ave+/Ave/Ave− percentages (12C2(a), code §11.2), when a
 * deal played fewer times is factored to the full field ('always' → the most lines any deal has on the seat;
 * 'artificial-only' → only a deal with artificial scores, to its own number of lines), the printed
 * percentage and the tie label. `expected` (a number of tables) overrides E.
 */
export function seatOptionsFromPreset(preset: Preset, expected?: number): SeatScoringOptions {
  return {
    artificialPercent: preset.artificial.percent,
    ...(preset.artificial.limits ? { artificialLimits: preset.artificial.limits } : {}),
    expected: expected ?? (preset.neuberg.when === 'always' ? 'largest' : 'lines'),
    neuberg: true,
    ...(preset.totals.percentRounding ? { percentRounding: preset.totals.percentRounding } : {}),
    tieLabel: preset.ranking.tieLabel,
    sessionRule: preset.sessionRule,
  };
}

export const DEFAULT_ARTIFICIAL_PERCENT: Record<ArtificialLevel, number> = { plus: 60, average: 50, minus: 40 };

export interface ScoredSeatLine {
  /** Matchpoints on the 2-per-beat scale of `top`; undefined when the line has no score. */
  mp?: number;
  /** Top of this deal and seat: 2(E − 1). */
  top: number;
  /** mp as a percentage of the top (undefined when the top is 0: nothing to compare with). */
  percent?: number;
  /** E and A for this line's group. */
  expected: number;
  groupSize: number;
}

export interface PlayerTotal {
  player: string;
  /** Sum of matchpoints, less penalties. */
  mp: number;
  /** The most the player could have scored: the sum of the tops of the deals scored. */
  max: number;
  /** 100 · mp / max, rounded when the options say so; undefined when max is 0. */
  percent?: number;
  /** 100 · mp / max at full precision. */
  exactPercent?: number;
  /** Lines scored for the player. */
  deals: number;
  penalties: number;
  rank: number;
  rankLabel: string;
}

export interface SeatScoringResult {
  /** Parallel to the input lines. */
  lines: ScoredSeatLine[];
  players: PlayerTotal[];
  /**
   * Parallel to the penalties given: the matchpoints each took off its player's total (2-per-beat scale; a
   * per-cent penalty worked out on the top of its deal and seat).
   */
  charged: number[];
  /** Some lines are pending: the totals are provisional. */
  complete: boolean;
}

function where(l: SeatLine, i: number): string {
  const t = l.table !== undefined ? `, table ${l.table}` : '';
  return `deal ${l.deal}${t}, seat ${l.seat} (line ${i + 1})${sourceSuffix(l.source)}`;
}

function checkLine(l: SeatLine, i: number): void {
  if (l.deal === undefined || l.deal === null || String(l.deal).trim() === '') {
    throw new BridgeInputError(`line ${i + 1}: the deal is missing${sourceSuffix(l.source)}`, l, l.source);
  }
  if (!l.seat || String(l.seat).trim() === '') {
    throw new BridgeInputError(
      `deal ${l.deal}, line ${i + 1}: the seat is missing${sourceSuffix(l.source)}`,
      l,
      l.source,
    );
  }
  if (!Array.isArray(l.players) || l.players.length === 0 || l.players.some((p) => !p || !String(p).trim())) {
    throw new BridgeInputError(`${where(l, i)}: the player is missing`, l.players, l.source);
  }
  const kind = l.outcome?.kind ?? 'result';
  if (kind === 'result') {
    if (l.parts) {
      let sum = 0;
      for (const p of l.parts) {
        if (typeof p.score !== 'number' || !Number.isFinite(p.score) || !(p.weight > 0)) {
          throw new BridgeInputError(
            `${where(l, i)}: weighted part ${JSON.stringify(p)} is not a score and a weight`,
            p,
          );
        }
        sum += p.weight;
      }
      if (Math.abs(sum - 1) > 1e-9) throw new BridgeInputError(`${where(l, i)}: weights sum to ${sum}, not 1`, l.parts);
    } else if (typeof l.score !== 'number' || !Number.isFinite(l.score)) {
      throw new BridgeInputError(`${where(l, i)}: score '${String(l.score)}' is not a number`, l.score, l.source);
    }
  } else if (kind === 'artificial') {
    const o = l.outcome as Extract<SeatOutcome, { kind: 'artificial' }>;
    if (!['plus', 'average', 'minus'].includes(o.level)) {
      throw new BridgeInputError(`${where(l, i)}: artificial level '${String(o.level)}' is unknown`, o, l.source);
    }
    if (o.percent !== undefined && !(o.percent >= 0 && o.percent <= 100)) {
      throw new BridgeInputError(`${where(l, i)}: artificial score ${o.percent} % is not 0 to 100`, o, l.source);
    }
  } else if (kind !== 'notPlayed' && kind !== 'pending') {
    throw new BridgeInputError(`${where(l, i)}: outcome '${String(kind)}' is unknown`, l.outcome, l.source);
  }
}

/** One result per deal, table and seat; one seat per player per deal. */
function checkUnique(lines: readonly SeatLine[]): void {
  const seenSeat = new Map<string, number>();
  const seenPlayer = new Map<string, number>();
  lines.forEach((l, i) => {
    if (l.table !== undefined) {
      const k = JSON.stringify([String(l.deal), String(l.table), l.seat]);
      const j = seenSeat.get(k);
      if (j !== undefined) throw new BridgeInputError(`${where(l, i)}: the same seat is already on line ${j + 1}`, l);
      seenSeat.set(k, i);
    }
    for (const p of l.players) {
      const k = JSON.stringify([String(l.deal), p]);
      const j = seenPlayer.get(k);
      if (j !== undefined) {
        throw new BridgeInputError(`${where(l, i)}: player ${p} already has a result on this deal (line ${j + 1})`, l);
      }
      seenPlayer.set(k, i);
    }
  });
}

/** The lines compared with one another: those of one deal and seat (all forms), not-played lines left out. */
function dealSeatBuckets(lines: readonly SeatLine[]): number[][] {
  const buckets = new Map<string, number[]>();
  lines.forEach((l, i) => {
    if ((l.outcome?.kind ?? 'result') === 'notPlayed') return;
    const k = JSON.stringify([String(l.deal), l.seat]);
    const b = buckets.get(k) ?? [];
    b.push(i);
    buckets.set(k, b);
  });
  return [...buckets.values()];
}

/** The number of results a bucket of `size` lines is scored against (E), by the options' `expected`. */
function expectedResults(
  lines: readonly SeatLine[],
  idx: readonly number[],
  largestBySeat: ReadonlyMap<string, number>,
  options: SeatScoringOptions,
): number {
  const seat = lines[idx[0]].seat;
  const exp = options.expected ?? 'lines';
  const e = exp === 'lines' ? idx.length : exp === 'largest' ? (largestBySeat.get(seat) as number) : exp;
  if (!(Number.isInteger(e) && e >= idx.length)) {
    throw new BridgeInputError(`deal ${lines[idx[0]].deal}, seat ${seat}: ${idx.length} results but ${e} expected`, e);
  }
  return e;
}

/**
 * Scores the lines of one deal and seat, of E expected results, into `out`: an artificial score its percentage of
 * the top, the real results matchpointed within their form (Neuberg-factored to E when fewer, if the options say
 * so). False when a line of the bucket waits: its lines get the top only.
 */
function scoreBucket(
  lines: readonly SeatLine[],
  idx: readonly number[],
  e: number,
  options: SeatScoringOptions,
  out: ScoredSeatLine[],
): boolean {
  const pct = options.artificialPercent ?? DEFAULT_ARTIFICIAL_PERCENT;
  const useNeuberg = options.neuberg ?? true;
  const top = 2 * (e - 1);
  if (idx.some((i) => lines[i].outcome?.kind === 'pending')) {
    for (const i of idx) out[i] = { top, expected: e, groupSize: 0 };
    return false;
  }
  // Artificial scores are set apart; the real results are grouped by form.
  const forms = new Map<string, number[]>();
  for (const i of idx) {
    const l = lines[i];
    if (l.outcome?.kind === 'artificial') {
      const p = l.outcome.percent ?? pct[l.outcome.level];
      if (l.outcome.percent !== undefined && options.artificialLimits) {
        checkArtificialFigure(l.outcome.level, p, {
          percent: pct,
          imps: { plus: 3, average: 0, minus: -3 },
          ...(options.artificialLimits ? { limits: options.artificialLimits } : {}),
        });
      }
      out[i] = { mp: (p / 100) * top, top, percent: top > 0 ? p : undefined, expected: e, groupSize: 1 };
      continue;
    }
    const f = l.form ?? '';
    const g = forms.get(f) ?? [];
    g.push(i);
    forms.set(f, g);
  }
  for (const g of forms.values()) {
    const a = g.length;
    const weighted = g.some((i) => lines[i].parts);
    const raw = weighted
      ? matchpointWeighted(g.map((i) => lines[i].parts ?? [{ score: lines[i].score as number, weight: 1 }]))
      : matchpointScores(g.map((i) => lines[i].score as number));
    g.forEach((i, k) => {
      const mp = useNeuberg && a < e ? neuberg(raw[k], a, e, 2) : raw[k];
      const groupTop = useNeuberg ? top : 2 * (a - 1);
      out[i] = {
        mp,
        top: groupTop,
        percent: groupTop > 0 ? (100 * mp) / groupTop : undefined,
        expected: useNeuberg ? e : a,
        groupSize: a,
      };
    });
  }
  return true;
}

/**
 * Each player's total over the scored lines: an artificial score under the options' session rule (Law 12C2(c))
 * worked out from the player's own result on the deals where nobody gave him one.
 */
function playerTotals(
  lines: readonly SeatLine[],
  out: readonly ScoredSeatLine[],
  options: SeatScoringOptions,
): Map<string, PlayerTotal> {
  // Each player's number, in the order of the lines, for the order-free sums (scoring/exact-sum.ts): the same
  // lines in another order give the same totals and percentages to the last bit.
  const number = new Map<string, number>();
  for (const l of lines) for (const p of l.players) if (!number.has(p)) number.set(p, number.size);
  const ownMp = new ExactSums(number.size);
  const ownMax = new ExactSums(number.size);
  lines.forEach((l, i) => {
    const s = out[i];
    if (s.mp === undefined || l.outcome?.kind === 'artificial') return;
    for (const p of l.players) {
      const c = number.get(p) as number;
      ownMp.add(c, s.mp);
      ownMax.add(c, s.top);
    }
  });
  const ownPct = (p: string) => {
    const c = number.get(p) as number;
    const max = ownMax.value(c);
    return max > 0 ? (100 * ownMp.value(c)) / max : undefined;
  };
  const mp = new ExactSums(number.size);
  const max = new ExactSums(number.size);
  const deals = new Int32Array(number.size);
  lines.forEach((l, i) => {
    const s = out[i];
    if (s.mp === undefined) return;
    for (const p of l.players) {
      const c = number.get(p) as number;
      let figure = s.mp;
      if (l.outcome?.kind === 'artificial' && options.sessionRule && s.top > 0) {
        const base = (100 * s.mp) / s.top;
        figure = (sessionRulePercent(l.outcome.level, base, ownPct(p), options.sessionRule) / 100) * s.top;
      }
      mp.add(c, figure);
      max.add(c, s.top);
      deals[c]++;
    }
  });
  const totals = new Map<string, PlayerTotal>();
  for (const [p, c] of number) {
    totals.set(p, {
      player: p,
      mp: mp.value(c),
      max: max.value(c),
      deals: deals[c],
      penalties: 0,
      rank: 0,
      rankLabel: '',
    });
  }
  return totals;
}

/**
 * Takes each penalty off its player's total (a per-cent penalty on the top of the deal and seat the player held);
 * returns the matchpoints each took, parallel to the penalties.
 */
function chargePenalties(
  lines: readonly SeatLine[],
  out: readonly ScoredSeatLine[],
  penalties: readonly PlayerPenalty[],
  totals: ReadonlyMap<string, PlayerTotal>,
): number[] {
  const charged: number[] = [];
  for (const pen of penalties) {
    const t = totals.get(pen.player);
    const at = sourceSuffix(pen.source);
    if (!t) throw new BridgeInputError(`penalty for player ${pen.player}, who has no result${at}`, pen, pen.source);
    if (typeof pen.amount !== 'number' || !Number.isFinite(pen.amount)) {
      throw new BridgeInputError(`penalty '${String(pen.amount)}' for player ${pen.player} is not a number${at}`, pen);
    }
    let mp = pen.amount;
    if (pen.unit === 'pctTop') {
      const i = lines.findIndex((l) => String(l.deal) === String(pen.deal) && l.players.includes(pen.player));
      if (i < 0) {
        throw new BridgeInputError(`penalty for player ${pen.player}: no result on deal ${String(pen.deal)}${at}`, pen);
      }
      mp = (pen.amount / 100) * out[i].top;
    } else if (pen.unit !== 'mp') {
      throw new BridgeInputError(`penalty unit '${String(pen.unit)}' is not mp or pctTop${at}`, pen);
    }
    t.penalties += mp;
    t.mp -= mp;
    charged.push(mp);
  }
  return charged;
}

/** The players' percentages (rounded as the options say) and ranks, best first; equal percentages share a rank. */
function rankPlayers(totals: ReadonlyMap<string, PlayerTotal>, options: SeatScoringOptions): PlayerTotal[] {
  const players = [...totals.values()];
  for (const t of players) {
    if (t.max > 0) {
      t.exactPercent = (100 * t.mp) / t.max;
      t.percent = roundIf(t.exactPercent, options.percentRounding, 50);
    }
  }
  players.sort((x, y) => (y.percent ?? -Infinity) - (x.percent ?? -Infinity) || x.player.localeCompare(y.player, 'en'));
  let i = 0;
  while (i < players.length) {
    let j = i + 1;
    const same = (a?: number, b?: number) =>
      a === undefined ? b === undefined : b !== undefined && Math.abs(a - b) <= 1e-9;
    while (j < players.length && same(players[j].percent, players[i].percent)) j++;
    for (let k = i; k < j; k++) {
      players[k].rank = i + 1;
      players[k].rankLabel = rankLabel(i + 1, j, options.tieLabel ?? 'equals');
    }
    i = j;
  }
  return players;
}

/** Scores every line against its comparison group and totals the players. */
export function scoreSeats(
  lines: readonly SeatLine[],
  options: SeatScoringOptions = {},
  penalties: readonly PlayerPenalty[] = [],
): SeatScoringResult {
  lines.forEach(checkLine);
  checkUnique(lines);
  const buckets = dealSeatBuckets(lines);
  const largestBySeat = new Map<string, number>();
  for (const idx of buckets) {
    const seat = lines[idx[0]].seat;
    largestBySeat.set(seat, Math.max(largestBySeat.get(seat) ?? 0, idx.length));
  }
  const out: ScoredSeatLine[] = lines.map(() => ({ top: 0, expected: 0, groupSize: 0 }));
  let complete = true;
  for (const idx of buckets) {
    if (!scoreBucket(lines, idx, expectedResults(lines, idx, largestBySeat, options), options, out)) complete = false;
  }
  const totals = playerTotals(lines, out, options);
  const charged = chargePenalties(lines, out, penalties, totals);
  return { lines: out, players: rankPlayers(totals, options), charged, complete };
}
