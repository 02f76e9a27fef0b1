/**
 * ACBL (American Contract Bridge League), ACBLscore conventions.
 */
import type { Preset } from './types';
import { wbf } from './wbf';
import { decimals } from './types';

export const acbl: Preset = {
  ...wbf,
  id: 'acbl',
  name: 'ACBL (ACBLscore)',
  description: 'American Contract Bridge League: ACBL elections under the 2017 Laws and ACBLscore conventions.',
  matchpoints: {
    printScale: 'one-per-beat',
    boardRounding: decimals(2, 'up'),
  },
  fouled: {
    smallGroups: {
      maxSize: 3,
      fieldAtLeastTimes: 0,
      largestFactoredFrom: 3,
      base: 60,
      step: 5,
      single: { kind: 'percent', ns: 60, ew: 60 },
    },
  },
  totals: {
    boardValue: 'factored',
    sumOf: 'rounded-board-scores',
    fewerBoards: 'none',
    totalRounding: decimals(2, 'up'),
    percentRounding: decimals(2, 'up'),
    percentFrom: 'exact',
  },
  ranking: { fields: 'direction', by: 'total', tieLabel: 'equals' },
  butler: { drop: 'highLow', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromZero', factorFrequencies: false },
  vp: { scale: 'acbl-discrete', max: 20, decimals: 2, wholeImpMargins: true },
  sources: {
    matchpoints: 'Law 78A; ACBLscore prints 1 per beat (top n − 1), matchpoints to 0.01 with 0.005 rounded up.',
    neuberg: 'ACBLscore manual (fouled/adjusted board formula): F = (S + ½)·E/A − ½ on the 1-per-beat scale.',
    artificial: 'Law 12C2(a)/(b) as elected by the ACBL: 60/50/40 %, ±3 IMPs.',
    sessionRule: 'Law 12C2(c) (ACBL edition of the 2017 Laws).',
    fouled:
      'ACBLscore manual: groups of 4 or more factored; a group of 3 factored only if it is the larger group, else 70/60/50 %; a group of 2 gets 65/55 %; a single result 60 % to each direction (a tie for the largest group counts as largest).',
    totals: 'ACBLscore: sum of board matchpoints as printed (0.01); ranking on matchpoints.',
    ranking: 'ACBLscore: Mitchell directions ranked separately, by matchpoints.',
    adjustments: 'ACBL: weighted scores (12C1(c)) in use since 1 January 2016; 12C1(e) dropped then.',
    imps: 'Law 78B: WBF IMP scale.',
    butler: 'Datum after dropping the single highest and lowest result, to 10 (ACBL practice not confirmed).',
    crossImps: 'Cross-IMPs averaged over the comparisons.',
    vp: 'ACBL discrete 20-VP scales by match length.',
  },
};
