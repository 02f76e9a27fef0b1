/**
 * WBF: the 2017 Laws as written, with the WBF's own practice where it has one. The reference authority: other
 * presets differ from it only where their authority does.
 */
import type { AuthorityPreset } from '../types';

export const wbf: AuthorityPreset = {
  id: 'wbf',
  name: 'WBF (Laws 2017)',
  labels: { pl: 'WBF (Przepisy 2017)', nl: 'WBF (Spelregels 2017)', fr: 'WBF (Lois 2017)', ru: 'WBF (Законы 2017)' },
  description: 'World Bridge Federation: the 2017 Laws of Duplicate Bridge without local regulations.',
  program: 'laws',
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
  adjustments: { weighted: true, maxWeightedParts: 0, likelyProbable: false, lawsEdition: 2017, code: 'bridge' },
  imps: { scale: 'wbf' },
  crossImps: { divisor: 'average' },
  vp: { scale: 'wbf-continuous', max: 20, decimals: 2, wholeImpMargins: false },
  conditions: { byeVp: 12, tieBreaks: [], forfeitVp: { nonOffending: 12, offending: 0 } },
  sources: {
    artificial: 'Law 12C2(a): Ave+ at least 60 %, Ave 50 %, Ave− at most 40 %; Law 12C2(b): ±3 IMPs.',
    sessionRule: 'Law 12C2(c): own session percentage (IMP average) above 60 % (+3) / below 40 % (−3) replaces it.',
    fouled:
      'Law 87B: each group scored separately; no WBF small-group regulation found, so every group is factored. A form played once cannot be compared: Ave+ to both (12C2(a), neither side at fault).',
    adjustments: 'Law 12C1(c) (2017): weighting always permitted; 12C1(e) likely/probable test not in the 2017 Laws.',
    imps: 'Law 78B: WBF IMP scale.',
    crossImps: 'Cross-IMPs averaged over the comparisons (n − 1).',
    vp: 'WBF 2013 continuous 20-VP scale, 2 decimals.',
    conditions:
      'Conditions of contest: 12 VP for a bye; a forfeited match 12 VP to the team ready to play, 0 to the team that forfeits; level teams share the rank unless the event names tie-breaks.',
  },
};
