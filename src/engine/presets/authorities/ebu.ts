/**
 * EBU (English Bridge Union): the White Book's regulations. Its Neuberg rounding, percentages and Butler datum are
 * White Book rules, so they hold whichever program scores the event.
 */
import type { AuthorityPreset } from '../types';
import { decimals } from '../types';
import { wbf } from './wbf';

export const ebu: AuthorityPreset = {
  ...wbf,
  id: 'ebu',
  name: 'EBU (White Book)',
  labels: { pl: 'EBU (Biała Księga)', nl: 'EBU (Witboek)', fr: 'EBU (Livre blanc)', ru: 'EBU (Белая книга)' },
  description: 'English Bridge Union: White Book regulations and EBUScore practice.',
  program: 'laws',
  detect: /ebu\s*score/i,
  fouled: {
    smallGroups: {
      maxSize: 3,
      fieldAtLeastTimes: 3,
      largestFactoredFrom: 0,
      base: 60,
      step: 5,
      single: { kind: 'artificial', ns: 'plus', ew: 'plus' },
      anyBoard: true,
    },
  },
  adjustments: { weighted: true, maxWeightedParts: 5, likelyProbable: false, lawsEdition: 2017, code: 'bridge' },
  vp: { scale: 'wbf-continuous', max: 20, decimals: 2, wholeImpMargins: true },
  regulates: {
    neuberg: { when: 'always', rounding: { step: 0.0001, halves: 'away-from-average' } },
    totals: {
      boardValue: 'factored',
      sumOf: 'exact',
      fewerBoards: 'none',
      percentRounding: decimals(2, 'away-from-average'),
      percentFrom: 'exact',
    },
    butler: { drop: 'highLow', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromMean', factorFrequencies: true },
  },
  sources: {
    ...wbf.sources,
    artificial: 'Law 12C2(a)/(b); White Book notation A6040, A5050 etc.',
    sessionRule:
      'Law 12C2(c); EBU practice: own percentage on the other boards of the session, excluding every board with an artificial score.',
    fouled:
      'White Book §4.2.3.3: Neuberg when A > 3 or A > E/3; groups of 2 or 3 that are at most a third of the field get 65/55 or 70/60/50 (60 + (M − (A − 1))·5), for a group of a fouled board and for any board played only 2 or 3 times. A form played once: cancel, artificial scores (usually Ave+ to both for an outside agency).',
    adjustments: 'Law 12C1(c); White Book: up to 5 weighted components, weights to 2 decimals (software guideline).',
    vp: 'WBF 2013 20-VP scales; cross-IMP margins rounded to whole IMPs (halves away from average) before conversion.',
    crossImps: 'Cross-IMPs averaged over the comparisons; EBU divides by √(r·c/2) only before VP conversion.',
    neuberg:
      'White Book §4.2: factor every board with fewer results (and each fouled group) to the full top; Neuberg result to 0.0001 MP, halves away from average.',
    totals: 'White Book §4.2.5: a pair that plays fewer boards is ranked on its percentage of the maximum available.',
    butler:
      'White Book §4.2.4: frequencies factored by E/A before the datum; datum to 10 with exact 5s away from average. Drop count: one top and one bottom (program practice not confirmed).',
  },
};
