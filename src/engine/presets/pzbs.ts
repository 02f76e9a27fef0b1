/**
 * PZBS (Polish Bridge Union). Its scoring regulations were not read; where they are silent here the Laws
 * and common European practice are used.
 */
import type { Preset } from './types';
import { wbf } from './wbf';

export const pzbs: Preset = {
  ...wbf,
  id: 'pzbs',
  name: 'PZBS',
  description: 'Polski Związek Brydża Sportowego: the Laws in the PZBS translation, with its 12C1(e) election.',
  adjustments: { weighted: true, maxWeightedParts: 0, likelyProbable: true, lawsEdition: 2007, code: 'bridge' },
  butler: { drop: 'highLow', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromZero', factorFrequencies: false },
  sources: {
    matchpoints: 'Law 78A (PZBS translation).',
    neuberg: 'Neuberg to the full field (common European practice; PZBS regulation not read).',
    artificial: 'Law 12C2 (PZBS translation): średnia minus ≤ 40 %, średnia 50 %, średnia plus ≥ 60 %; ±3 IMPs.',
    sessionRule: 'Law 12C2 (PZBS translation, 2007 text): own session percentage above 60 % / below 40 %.',
    fouled: 'Law 87B; no PZBS small-group regulation found, so every group is factored.',
    totals: 'Percentage of the maximum available.',
    ranking: 'Mitchell directions ranked separately.',
    adjustments:
      'Law 12C1(c) weighting, and the RA option of 2007 Law 12C1(e) (most favourable likely / most unfavourable at all probable) shown in the PZBS text.',
    imps: 'Law 78B: WBF IMP scale.',
    butler: 'Datum without the single highest and lowest result, to 10 (PZBS practice not confirmed).',
    crossImps: 'Cross-IMPs averaged over the comparisons.',
    vp: 'WBF 2013 continuous 20-VP scale.',
  },
};
