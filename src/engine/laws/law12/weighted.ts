/**
 * Law 12C1(c): a weighted assigned adjusted score. The director gives several possible results, each with
 * a weight; the weights sum to 1.
 *
 * Matchpoints: each component is matchpointed against the field on its own and the results are weighted;
 * the raw scores are never averaged first. The other tables see the components as fractional frequencies
 * (EBU White Book §4.1.1.4 / §4.2.1). IMP forms: each component is IMPed and the IMPs are weighted.
 */
import { BridgeInputError } from '../../model/types';
import type { WeightedPart } from '../../model/types';
import { commonDenominator, type FrequencyItem } from '../../scoring/matchpoints';
import type { AdjustmentOptions } from '../../presets/types';
import type { Place } from './split';

/** Tolerance on the sum of the weights (weights are usually written to 2 decimals). */
export const WEIGHT_SUM_TOLERANCE = 1e-6;

/**
 * Checks a weighted score and returns its components as frequency items. Components with the same score are
 * merged. `where` names the place for messages ("board 4, table 2, NS"), built only when one is needed.
 */
export function weightedItemsAt(
  parts: readonly WeightedPart[],
  where: Place,
  options?: AdjustmentOptions,
): FrequencyItem[] {
  if (options && !options.weighted) {
    throw new BridgeInputError(`${where()}: weighted adjusted scores are not allowed by this preset`, parts);
  }
  if (!Array.isArray(parts) || parts.length === 0) {
    throw new BridgeInputError(`${where()}: a weighted score needs at least one component`, parts);
  }
  if (options && options.maxWeightedParts > 0 && parts.length > options.maxWeightedParts) {
    throw new BridgeInputError(
      `${where()}: a weighted score has ${parts.length} components, more than the ${options.maxWeightedParts} allowed`,
      parts,
    );
  }
  let sum = 0;
  const items: FrequencyItem[] = [];
  for (const p of parts) {
    if (!p || typeof p.ns !== 'number' || !Number.isFinite(p.ns)) {
      throw new BridgeInputError(`${where()}: weighted component score '${String(p?.ns)}' is not a number`, p);
    }
    if (typeof p.weight !== 'number' || !Number.isFinite(p.weight) || !(p.weight > 0) || p.weight > 1) {
      throw new BridgeInputError(
        `${where()}: weight '${String(p.weight)}' of component ${p.ns} must be a fraction above 0 and at most 1`,
        p,
      );
    }
    sum += p.weight;
    const same = items.find((it) => it.score === p.ns);
    if (same) same.weight += p.weight;
    else items.push({ score: p.ns, weight: p.weight });
  }
  if (Math.abs(sum - 1) > WEIGHT_SUM_TOLERANCE) {
    throw new BridgeInputError(`${where()}: weights sum to ${+sum.toFixed(9)}, not 1`, parts);
  }
  return items;
}

/**
 * A weighted score made ready for many weightedValue() sums: its scores, and its weights as whole units of the
 * common denominator `d` when there is one (d > 1), else as they are (d = 1).
 */
export interface PreparedWeights {
  scores: Float64Array;
  units: Float64Array;
  d: number;
}

/** The common denominator of a weighted score's weights, worked out once for all the sums over it. */
export function prepareWeights(items: readonly FrequencyItem[]): PreparedWeights {
  const common = commonDenominator(items.map((i) => i.weight));
  const d = common !== undefined && common > 1 ? common : 1;
  const scores = new Float64Array(items.length);
  const units = new Float64Array(items.length);
  items.forEach((it, m) => {
    scores[m] = it.score;
    units[m] = d > 1 ? Math.round(it.weight * d) : it.weight;
  });
  return { scores, units, d };
}

/**
 * Σ w · f(score) over a prepared weighted score: in whole units of the common denominator, divided once, so that
 * 0.3·6 + 0.3·6 + 0.2·12 + 0.2·6 is exactly 7; else weight by weight.
 */
export function preparedValue(p: PreparedWeights, f: (score: number) => number): number {
  const { scores, units, d } = p;
  let num = 0;
  for (let m = 0; m < scores.length; m++) num += units[m] * f(scores[m]);
  return d > 1 ? num / d : num;
}

/** Σ w · f(score): any per-result figure (IMPs against a datum, IMPs against the other table) weighted. */
export function weightedValue(items: readonly FrequencyItem[], f: (score: number) => number): number {
  return preparedValue(prepareWeights(items), f);
}
