/**
 * NBB (Nederlandse Bridge Bond).
 */
import type { Preset } from './types';
import { decimals } from './types';

export const nbb: Preset = {
  id: 'nbb',
  name: 'NBB',
  description: 'Nederlandse Bridge Bond: the 2017 Laws in the NBB translation, Neuberg, NBB Butler datum.',
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
  butler: { drop: 'highLow', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromZero', factorFrequencies: false },
  crossImps: { divisor: 'average' },
  vp: { scale: 'wbf-continuous', max: 20, decimals: 2, wholeImpMargins: false },
  sources: {
    matchpoints: 'Law 78A (NBB translation).',
    neuberg: 'NBB: Neuberg is the standard method for boards with fewer results and fouled groups.',
    artificial: 'Law 12C2 (NBB translation): gemiddeld-plus 60 %, gemiddeld 50 %, gemiddeld-min 40 %; ±3 IMPs.',
    sessionRule: 'Law 12C2(c) (NBB translation).',
    fouled: 'Law 87B; no NBB small-group regulation found, so every group is factored.',
    totals: 'Percentage of the maximum available.',
    ranking: 'Mitchell directions ranked separately.',
    adjustments: 'Law 12C1(c) (2017): weighting permitted.',
    imps: 'Law 78B: WBF IMP scale.',
    butler: 'NBB: datum = mean of the NS scores without the single best and single worst, rounded to 10.',
    crossImps: 'Cross-IMPs averaged over the comparisons.',
    vp: 'WBF 2013 continuous 20-VP scale.',
  },
};
