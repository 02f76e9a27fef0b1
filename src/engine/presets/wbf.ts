/**
 * WBF: the 2017 Laws as written, with the WBF's own practice where it has one. The reference preset: other
 * presets differ from it only where their authority or program does.
 */
import type { Preset } from './types';
import { decimals } from './types';

export const wbf: Preset = {
  id: 'wbf',
  name: 'WBF (Laws 2017)',
  description: 'World Bridge Federation: the 2017 Laws of Duplicate Bridge without local regulations.',
  matchpoints: {
    printScale: 'two-per-beat',
  },
  neuberg: { when: 'always' },
  artificial: {
    percent: { plus: 60, average: 50, minus: 40 },
    imps: { plus: 3, average: 0, minus: -3 },
  },
  sessionRule: {
    apply: true,
    nonOffenderAbove: 60,
    offenderBelow: 40,
    nonOffenderAboveImps: 3,
    offenderBelowImps: -3,
  },
  fouled: {
    smallGroups: {
      maxSize: 0,
      fieldAtLeastTimes: 0,
      largestFactoredFrom: 0,
      base: 60,
      step: 5,
      single: { kind: 'artificial', ns: 'plus', ew: 'plus' },
    },
  },
  totals: {
    boardValue: 'factored',
    sumOf: 'exact',
    fewerBoards: 'none',
    percentRounding: decimals(2, 'away-from-zero'),
    percentFrom: 'exact',
  },
  ranking: { fields: 'direction', by: 'percent', tieLabel: 'equals' },
  adjustments: { weighted: true, maxWeightedParts: 0, likelyProbable: false, lawsEdition: 2017, code: 'bridge' },
  imps: { scale: 'wbf' },
  butler: { drop: 'none', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromZero', factorFrequencies: true },
  crossImps: { divisor: 'average' },
  vp: { scale: 'wbf-continuous', max: 20, decimals: 2, wholeImpMargins: false },
  sources: {
    matchpoints: 'Law 78A: 2 per beat, 1 per tie (or the same in half-matchpoints).',
    neuberg:
      'Neuberg formula for boards with fewer results and for fouled groups (Law 87 leaves the method to regulation; the formula is the common European method).',
    artificial: 'Law 12C2(a): Ave+ at least 60 %, Ave 50 %, Ave− at most 40 %; Law 12C2(b): ±3 IMPs.',
    sessionRule: 'Law 12C2(c): own session percentage (IMP average) above 60 % (+3) / below 40 % (−3) replaces it.',
    fouled:
      'Law 87B: each group scored separately; no WBF small-group regulation found, so every group is factored. A form played once cannot be compared: Ave+ to both (12C2(a), neither side at fault).',
    totals: 'Law 78: totals of the board scores; percentage of the maximum available.',
    ranking: 'Conditions of contest (Law 78D); Mitchell directions ranked separately.',
    adjustments: 'Law 12C1(c) (2017): weighting always permitted; 12C1(e) likely/probable test not in the 2017 Laws.',
    imps: 'Law 78B: WBF IMP scale.',
    butler:
      'WBF Butler rankings have used the plain mean of all results as datum (domain notes §3.3, partly verified).',
    crossImps: 'Cross-IMPs averaged over the comparisons (n − 1).',
    vp: 'WBF 2013 continuous 20-VP scale, 2 decimals.',
  },
};
