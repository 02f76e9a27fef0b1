/**
 * ACBL (American Contract Bridge League): ACBL elections under the 2017 Laws; its events are scored with ACBLscore.
 */
import type { AuthorityPreset } from '../types';
import { wbf } from './wbf';

export const acbl: AuthorityPreset = {
  ...wbf,
  id: 'acbl',
  name: 'ACBL (ACBLscore)',
  labels: { pl: 'ACBL (ACBLscore)', nl: 'ACBL (ACBLscore)', fr: 'ACBL (ACBLscore)', ru: 'ACBL (ACBLscore)' },
  description: 'American Contract Bridge League: ACBL elections under the 2017 Laws and ACBLscore conventions.',
  program: 'acblscore',
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
  vp: { scale: 'acbl-discrete', max: 20, decimals: 2, wholeImpMargins: true },
  sources: {
    ...wbf.sources,
    artificial: 'Law 12C2(a)/(b) as elected by the ACBL: 60/50/40 %, ±3 IMPs.',
    sessionRule: 'Law 12C2(c) (ACBL edition of the 2017 Laws).',
    fouled:
      'ACBLscore manual: groups of 4 or more factored; a group of 3 factored only if it is the larger group, else 70/60/50 %; a group of 2 gets 65/55 %; a single result 60 % to each direction (a tie for the largest group counts as largest).',
    adjustments: 'ACBL: weighted scores (12C1(c)) in use since 1 January 2016; 12C1(e) dropped then.',
    vp: 'ACBL discrete 20-VP scales by match length.',
  },
};
