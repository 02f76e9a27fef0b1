/**
 * EBU (English Bridge Union), White Book and EBUScore practice.
 */
import type { Preset } from './types';
import { wbf } from './wbf';
import { decimals } from './types';

export const ebu: Preset = {
  ...wbf,
  id: 'ebu',
  name: 'EBU (White Book)',
  description: 'English Bridge Union: White Book regulations and EBUScore practice.',
  neuberg: { when: 'always', rounding: { step: 0.0001, halves: 'away-from-average' } },
  fouled: {
    smallGroups: {
      maxSize: 3,
      fieldAtLeastTimes: 3,
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
    percentRounding: decimals(2, 'away-from-average'),
    percentFrom: 'exact',
  },
  adjustments: { weighted: true, maxWeightedParts: 5, likelyProbable: false, lawsEdition: 2017, code: 'bridge' },
  butler: { drop: 'highLow', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromMean', factorFrequencies: true },
  vp: { scale: 'wbf-continuous', max: 20, decimals: 2, wholeImpMargins: true },
  sources: {
    matchpoints: 'Law 78A; White Book §4.2: matchpoints 2 per beat.',
    neuberg:
      'White Book §4.2: factor every board with fewer results (and each fouled group) to the full top; Neuberg result to 0.0001 MP, halves away from average.',
    artificial: 'Law 12C2(a)/(b); White Book notation A6040, A5050 etc.',
    sessionRule:
      'Law 12C2(c); EBU practice: own percentage on the other boards of the session, excluding every board with an artificial score.',
    fouled:
      'White Book §4.2.3.3: Neuberg when A > 3 or A > E/3; groups of 2 or 3 that are at most a third of the field get 65/55 or 70/60/50 (60 + (M − (A − 1))·5). A form played once: cancel, artificial scores (usually Ave+ to both for an outside agency).',
    totals: 'White Book §4.2.5: a pair that plays fewer boards is ranked on its percentage of the maximum available.',
    ranking: 'Ranked on percentage; Mitchell directions separately.',
    adjustments: 'Law 12C1(c); White Book: up to 5 weighted components, weights to 2 decimals (software guideline).',
    imps: 'Law 78B: WBF IMP scale.',
    butler:
      'White Book §4.2.4: frequencies factored by E/A before the datum; datum to 10 with exact 5s away from average. Drop count: one top and one bottom (program practice not confirmed).',
    crossImps: 'Cross-IMPs averaged over the comparisons; EBU divides by √(r·c/2) only before VP conversion.',
    vp: 'WBF 2013 20-VP scales; cross-IMP margins rounded to whole IMPs (halves away from average) before conversion.',
  },
};
