/**
 * PZBS (Polish Bridge Union): the Laws in the PZBS translation with its 12C1(e) election; its events are scored
 * with JFR Pary (or KOPS). Its scoring regulations were not read; where they are silent the Laws are used.
 */
import type { AuthorityPreset } from '../types';
import { wbf } from './wbf';

export const pzbs: AuthorityPreset = {
  ...wbf,
  id: 'pzbs',
  name: 'PZBS',
  labels: { pl: 'PZBS', nl: 'PZBS', fr: 'PZBS', ru: 'PZBS' },
  description: 'Polski Związek Brydża Sportowego: the Laws in the PZBS translation, with its 12C1(e) election.',
  program: 'jfr-pary',
  detect: /pzbs/i,
  adjustments: { weighted: true, maxWeightedParts: 0, likelyProbable: true, lawsEdition: 2007, code: 'bridge' },
  sources: {
    ...wbf.sources,
    artificial: 'Law 12C2 (PZBS translation): średnia minus ≤ 40 %, średnia 50 %, średnia plus ≥ 60 %; ±3 IMPs.',
    sessionRule: 'Law 12C2 (PZBS translation, 2007 text): own session percentage above 60 % / below 40 %.',
    fouled: 'Law 87B; no PZBS small-group regulation found, so every group is factored.',
    adjustments:
      'Law 12C1(c) weighting, and the RA option of 2007 Law 12C1(e) (most favourable likely / most unfavourable at all probable) shown in the PZBS text.',
    vp: 'WBF 2013 continuous 20-VP scale.',
  },
};
