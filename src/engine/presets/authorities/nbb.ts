/**
 * NBB (Nederlandse Bridge Bond): the Laws in the NBB translation; its Butler datum is an NBB rule.
 */
import type { AuthorityPreset } from '../types';
import { wbf } from './wbf';

export const nbb: AuthorityPreset = {
  ...wbf,
  id: 'nbb',
  name: 'NBB',
  labels: { pl: 'NBB', nl: 'NBB', fr: 'NBB', ru: 'NBB' },
  description: 'Nederlandse Bridge Bond: the 2017 Laws in the NBB translation, Neuberg, NBB Butler datum.',
  program: 'laws',
  detect: /nbb|rekenprogramma|\bbridge\s*centrale\b/i,
  regulates: {
    butler: { drop: 'highLow', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromZero', factorFrequencies: false },
  },
  sources: {
    ...wbf.sources,
    artificial: 'Law 12C2 (NBB translation): gemiddeld-plus 60 %, gemiddeld 50 %, gemiddeld-min 40 %; ±3 IMPs.',
    sessionRule: 'Law 12C2(c) (NBB translation).',
    fouled: 'Law 87B; no NBB small-group regulation found, so every group is factored.',
    adjustments: 'Law 12C1(c) (2017): weighting permitted.',
    vp: 'WBF 2013 continuous 20-VP scale.',
    butler: 'NBB: datum = mean of the NS scores without the single best and single worst, rounded to 10.',
  },
};
