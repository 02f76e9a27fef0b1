/**
 * ABF (Australian Bridge Federation): the Laws; its clubs score with Compscore.
 */
import type { AuthorityPreset } from '../types';
import { wbf } from './wbf';

export const abf: AuthorityPreset = {
  ...wbf,
  id: 'abf',
  name: 'ABF (Compscore)',
  labels: { pl: 'ABF (Compscore)', nl: 'ABF (Compscore)', fr: 'ABF (Compscore)', ru: 'ABF (Compscore)' },
  description: 'Australian Bridge Federation clubs: Compscore conventions as found in its USEBIO exports.',
  program: 'compscore',
  sources: {
    ...wbf.sources,
    artificial: 'Law 12C2(a); Compscore3 files: A5050 → 5 of top 10.',
    sessionRule: 'Law 12C2(c) (not exercised by the files).',
    fouled: 'Law 87B; no ABF small-group regulation found, so every group is factored.',
    adjustments: 'Law 12C1(c).',
    vp: 'ABF uses the WBF 2013 VP scales.',
  },
};
