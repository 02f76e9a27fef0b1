/**
 * NBB (Nederlandse Bridge Bond).
 */
import type { Preset } from './types';
import { wbf } from './wbf';

export const nbb: Preset = {
  ...wbf,
  id: 'nbb',
  name: 'NBB',
  description: 'Nederlandse Bridge Bond: the 2017 Laws in the NBB translation, Neuberg, NBB Butler datum.',
  butler: { drop: 'highLow', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromZero', factorFrequencies: false },
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
