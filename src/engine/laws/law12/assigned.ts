/**
 * Law 12C1: assigned adjusted scores, as the director decides them.
 *
 * - 12C1(a)/(b): one probable result without the infraction replaces the table result, for both sides.
 * - 12C1(c): a weighted assigned score over several results that were possible legally; weights total 100 %.
 * - 12C1(d) → 12C2(a): when the possibilities are too many or not obvious, an artificial score by
 *   responsibility (average-plus to a side in no way at fault, average to one partly at fault, average-minus
 *   to one directly at fault).
 * - Serious error or gambling action by the non-offenders (2017: 12C1(e); 2007: 12C1(b)): a split ruling —
 *   the offenders get the score that follows from their infraction alone, the non-offenders keep the part of
 *   the damage they caused themselves.
 * - 2007 12C1(e), a Regulating Authority option (PZBS): the non-offenders get the most favourable result that
 *   was likely, the offenders the most unfavourable result that was at all probable. The preferans code
 *   §11.2Б2 has the same shape: the most favourable possible result without the infraction for the
 *   non-offenders, the least favourable possible result for the offenders.
 *
 * The MP and IMP scoring of these scores lives in weighted.ts, split.ts and artificial.ts.
 */
import { contractScore } from '../../model/contract';
import { BridgeInputError } from '../../model/types';
import type {
  Adjustment,
  ArtificialLevel,
  Direction,
  Fault,
  PlayedResult,
  Ruling,
  Vulnerability,
  WeightedPart,
} from '../../model/types';
import type { Responsibility, Rulebook, SidesResponsibility } from '../../model/decision';

export type { Rulebook, SidesResponsibility };

/** One result a director considers: its NS score and, when known, the contract it comes from. */
export interface ResultScore {
  ns: number;
  from?: PlayedResult;
}

/** Law numbers of each kind of Law 12 score, by the text of the Laws in force. */
export interface Law12Refs {
  assigned: string[];
  weighted: string[];
  tooMany: string[];
  artificial: string[];
  imps: string[];
  seriousError: string[];
  likelyProbable: string[];
}

const REFS: Record<Rulebook, Law12Refs> = {
  2017: {
    assigned: ['12C1(a)', '12C1(b)'],
    weighted: ['12C1(c)'],
    tooMany: ['12C1(d)', '12C2(a)'],
    artificial: ['12C2(a)'],
    imps: ['12C2(b)'],
    seriousError: ['12C1(e)'],
    likelyProbable: [],
  },
  2007: {
    assigned: ['12C1(a)'],
    weighted: ['12C1(c)'],
    tooMany: ['12C1(d)', '12C2(a)'],
    artificial: ['12C2(a)'],
    imps: ['12C2(b)'],
    seriousError: ['12C1(b)', '12C1(f)'],
    likelyProbable: ['12C1(e)'],
  },
  preferans: {
    assigned: ['§11.2Б2'],
    weighted: ['§11.2Б2'],
    tooMany: ['§11.2Б1'],
    artificial: ['§11.2Б1'],
    imps: ['§11.2Б1'],
    seriousError: [],
    likelyProbable: ['§11.2Б2'],
  },
};

/** The law numbers for a rulebook. */
export function law12Refs(rulebook: Rulebook = 2017): Law12Refs {
  const refs = REFS[rulebook];
  if (!refs) throw new BridgeInputError(`rulebook '${String(rulebook)}' is not 2007, 2017 or preferans`, rulebook);
  return refs;
}

function other(side: Direction): Direction {
  return side === 'NS' ? 'EW' : 'NS';
}

function checkSide(side: unknown, what: string): asserts side is Direction {
  if (side !== 'NS' && side !== 'EW') {
    throw new BridgeInputError(`${what} '${String(side)}' is not a side (NS or EW)`, side);
  }
}

function checkScore(r: ResultScore, what: string): void {
  if (!r || typeof r.ns !== 'number' || !Number.isFinite(r.ns)) {
    throw new BridgeInputError(`${what}: score '${String(r?.ns)}' is not a number`, r);
  }
}

function assignedOf(r: ResultScore): Adjustment {
  checkScore(r, 'assigned score');
  const ns = r.ns === 0 ? 0 : r.ns;
  return r.from ? { kind: 'assigned', ns, from: r.from } : { kind: 'assigned', ns };
}

/** The NS score of a played result on a board of the given vulnerability, ready to be assigned. */
export function scoreOf(played: PlayedResult, vulnerability: Vulnerability): ResultScore {
  const ns = contractScore(played, vulnerability);
  return { ns: ns === 0 ? 0 : ns, from: played };
}

/** Law 12C1(a)/(b): one result replaces the table result for both sides. */
export function assignedRuling(result: ResultScore, options: { rulebook?: Rulebook; fault?: Fault } = {}): Ruling {
  const a = assignedOf(result);
  const ruling: Ruling = { ns: a, ew: structuredClone(a), laws: [...law12Refs(options.rulebook).assigned] };
  if (options.fault !== undefined) ruling.fault = options.fault;
  return ruling;
}

export interface WeightedInput {
  /** Fraction of 1 (0.7 for 70 %). */
  weight: number;
  result: ResultScore;
}

/**
 * Law 12C1(c): a weighted assigned score. Weights are fractions that must total 1 (100 %); `maxParts`
 * (a preset's limit, e.g. 5) is checked when given. One part of 100 % is a plain assigned score.
 */
export function weightedAdjustment(parts: readonly WeightedInput[], maxParts = 0): Adjustment {
  if (!Array.isArray(parts) || parts.length === 0) {
    throw new BridgeInputError('a weighted score needs at least one result with its weight', parts);
  }
  if (maxParts > 0 && parts.length > maxParts) {
    throw new BridgeInputError(`a weighted score has ${parts.length} results; at most ${maxParts} are allowed`, parts);
  }
  let total = 0;
  const out: WeightedPart[] = [];
  for (const p of parts) {
    if (typeof p.weight !== 'number' || !(p.weight > 0) || p.weight > 1) {
      throw new BridgeInputError(
        `weight '${String(p.weight)}' is not above 0 % and at most 100 % (write 0.7 for 70 %)`,
        p.weight,
      );
    }
    checkScore(p.result, 'weighted score');
    total += p.weight;
    const ns = p.result.ns === 0 ? 0 : p.result.ns;
    out.push(p.result.from ? { ns, weight: p.weight, from: p.result.from } : { ns, weight: p.weight });
  }
  if (Math.abs(total - 1) > 1e-9) {
    throw new BridgeInputError(
      `the weights total ${Number((total * 100).toPrecision(12))} %; they must total 100 %`,
      parts,
    );
  }
  if (out.length === 1) return assignedOf({ ns: out[0].ns, from: out[0].from });
  return { kind: 'weighted', parts: out };
}

/** Law 12C1(c): the weighted score for both sides. */
export function weightedRuling(
  parts: readonly WeightedInput[],
  options: { rulebook?: Rulebook; fault?: Fault; maxParts?: number } = {},
): Ruling {
  const a = weightedAdjustment(parts, options.maxParts ?? 0);
  const refs = law12Refs(options.rulebook);
  const ruling: Ruling = {
    ns: a,
    ew: structuredClone(a),
    laws: [...(a.kind === 'weighted' ? refs.weighted : refs.assigned)],
  };
  if (options.fault !== undefined) ruling.fault = options.fault;
  return ruling;
}

const LEVEL: Record<Responsibility, ArtificialLevel> = { none: 'plus', partly: 'average', directly: 'minus' };

/** Who was at fault, from how far each side is responsible. */
export function faultOf(resp: SidesResponsibility, outsideAgency = false): Fault {
  const ns = resp.ns !== 'none';
  const ew = resp.ew !== 'none';
  if (ns && ew) return 'both';
  if (ns) return 'NS';
  if (ew) return 'EW';
  return outsideAgency ? 'outside' : 'none';
}

/** Responsibility of a side that committed the infraction (directly) and of its opponents (not at all). */
export function offendersResponsibility(offenders: Direction): SidesResponsibility {
  checkSide(offenders, 'offending side');
  return offenders === 'NS' ? { ns: 'directly', ew: 'none' } : { ns: 'none', ew: 'directly' };
}

/**
 * Law 12C2(a) (also reached from 12C1(d)): artificial adjusted scores by responsibility. The values (60/50/40 %,
 * ±3 IMP, the session figure of 12C2(c)) are the preset's: no figure is written here.
 */
export function artificialByResponsibility(
  resp: SidesResponsibility,
  options: { rulebook?: Rulebook; imps?: boolean; tooMany?: boolean; outsideAgency?: boolean } = {},
): Ruling {
  for (const side of ['ns', 'ew'] as const) {
    if (!(resp?.[side] in LEVEL)) {
      throw new BridgeInputError(
        `responsibility of ${side.toUpperCase()} '${String(resp?.[side])}' is not none, partly or directly`,
        resp,
      );
    }
  }
  const refs = law12Refs(options.rulebook);
  const laws = [...(options.tooMany ? refs.tooMany : refs.artificial), ...(options.imps ? refs.imps : [])];
  return {
    ns: { kind: 'artificial', level: LEVEL[resp.ns] },
    ew: { kind: 'artificial', level: LEVEL[resp.ew] },
    laws: [...new Set(laws)],
    fault: faultOf(resp, options.outsideAgency),
  };
}

/** Expected NS score of an assigned or weighted adjustment; undefined for an artificial one. */
export function expectedNs(a: Adjustment): number | undefined {
  if (a.kind === 'assigned') return a.ns;
  if (a.kind === 'weighted') return a.parts.reduce((s, p) => s + p.weight * p.ns, 0);
  return undefined;
}

/**
 * How much better `a` is than `b` for `side`, in expected points; undefined when either is artificial.
 * Positive = `a` is better for `side`.
 */
export function betterFor(side: Direction, a: Adjustment, b: Adjustment): number | undefined {
  const x = expectedNs(a);
  const y = expectedNs(b);
  if (x === undefined || y === undefined) return undefined;
  return side === 'NS' ? x - y : y - x;
}

export interface SeriousErrorInput {
  offenders: Direction;
  /** The score the offenders get: the one that follows from their infraction alone (assigned or weighted). */
  offendersScore: Adjustment;
  /** The score the non-offenders keep: it includes the damage they caused themselves (often the table result). */
  nonOffendersScore: Adjustment;
  rulebook?: Rulebook;
}

/**
 * Non-offenders' serious error or gambling action (2017 12C1(e); 2007 12C1(b)): a split ruling. The
 * non-offenders' score may not be better for them than the offenders' score (they get no redress for the
 * self-inflicted part, so at most the full redress).
 */
export function seriousErrorSplit(input: SeriousErrorInput): Ruling {
  checkSide(input.offenders, 'offending side');
  const nos = other(input.offenders);
  const gain = betterFor(nos, input.nonOffendersScore, input.offendersScore);
  if (gain !== undefined && gain > 1e-9) {
    throw new BridgeInputError(
      `the non-offenders' score (NS ${expectedNs(input.nonOffendersScore)}) is better for ${nos} than the score from ` +
        `the infraction alone (NS ${expectedNs(input.offendersScore)}); after a serious error they keep their own ` +
        'damage, so their score is at most the full redress',
      input,
    );
  }
  const refs = law12Refs(input.rulebook);
  if (refs.seriousError.length === 0) {
    throw new BridgeInputError(`the rulebook '${String(input.rulebook)}' has no serious-error rule`, input.rulebook);
  }
  const byKind = input.offendersScore.kind === 'weighted' ? refs.weighted : refs.assigned;
  return {
    ns: structuredClone(input.offenders === 'NS' ? input.offendersScore : input.nonOffendersScore),
    ew: structuredClone(input.offenders === 'EW' ? input.offendersScore : input.nonOffendersScore),
    laws: [...new Set([...refs.seriousError, ...byKind])],
    fault: input.offenders,
  };
}

/**
 * How likely a result was without the infraction (2007 12C1(e)):
 * - 'likely': a result the non-offenders could expect (also counts as at all probable);
 * - 'probable': at all probable, but not likely;
 * - 'improbable': not even at all probable (left out).
 * In the preferans code §11.2Б2: 'likely' = possible without the infraction, 'probable' = possible.
 */
export type Likelihood = 'likely' | 'probable' | 'improbable';

export interface PossibleResult {
  result: ResultScore;
  likelihood: Likelihood;
}

/**
 * 2007 Law 12C1(e) (PZBS) and preferans §11.2Б2: the non-offenders get the result most favourable to them
 * among the likely ones; the offenders the result most unfavourable to them among the at-all-probable ones
 * (the likely ones included). The two may differ: a split ruling.
 */
export function likelyProbableRuling(input: {
  offenders: Direction;
  possible: readonly PossibleResult[];
  rulebook?: Rulebook;
}): Ruling {
  checkSide(input.offenders, 'offending side');
  const rulebook = input.rulebook ?? 2007;
  const refs = law12Refs(rulebook);
  if (refs.likelyProbable.length === 0) {
    throw new BridgeInputError(
      'the 2017 Laws have no likely / at-all-probable option (it is 12C1(e) of the 2007 Laws)',
      rulebook,
    );
  }
  if (!Array.isArray(input.possible) || input.possible.length === 0) {
    throw new BridgeInputError('list the possible results with how likely each was', input.possible);
  }
  for (const p of input.possible) {
    if (!['likely', 'probable', 'improbable'].includes(p.likelihood)) {
      throw new BridgeInputError(`likelihood '${String(p.likelihood)}' is not likely, probable or improbable`, p);
    }
    checkScore(p.result, 'possible result');
  }
  const likely = input.possible.filter((p) => p.likelihood === 'likely');
  if (likely.length === 0) {
    throw new BridgeInputError(
      'no possible result is marked likely: the non-offenders need at least one',
      input.possible,
    );
  }
  const probable = input.possible.filter((p) => p.likelihood !== 'improbable');
  const nos = other(input.offenders);
  // Most favourable to a side: highest NS score for NS, lowest for EW. The first of equal scores is kept.
  const best = (side: Direction, list: PossibleResult[]) =>
    list.reduce((b, p) => ((side === 'NS' ? p.result.ns > b.result.ns : p.result.ns < b.result.ns) ? p : b));
  const forNos = best(nos, likely);
  const forOs = best(nos, probable); // the worst for the offenders is the best for their opponents
  const nosAdj = assignedOf(forNos.result);
  const osAdj = assignedOf(forOs.result);
  const laws = [...refs.likelyProbable];
  if (rulebook === 2007 && forNos.result.ns !== forOs.result.ns) laws.push('12C1(f)');
  return {
    ns: nos === 'NS' ? nosAdj : osAdj,
    ew: nos === 'EW' ? nosAdj : osAdj,
    laws,
    fault: input.offenders,
  };
}
