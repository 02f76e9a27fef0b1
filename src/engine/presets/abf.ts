/**
 * ABF (Australian Bridge Federation), Compscore conventions. Found in the USEBIO files Compscore3 wrote
 * (shared data: mp_pairs_howell.xml, mp_pairs_mitchell_04.xml), see the data tests.
 */
import type { Preset } from './types';
import { wbf } from './wbf';
import { decimals } from './types';

export const abf: Preset = {
  ...wbf,
  id: 'abf',
  name: 'ABF (Compscore)',
  description: 'Australian Bridge Federation clubs: Compscore conventions as found in its USEBIO exports.',
  matchpoints: {
    printScale: 'two-per-beat',
    boardRounding: decimals(2, 'even'),
  },
  neuberg: { when: 'artificial-only' },
  totals: {
    boardValue: 'factored',
    sumOf: 'exact',
    fewerBoards: 'scale-to-session',
    totalRounding: decimals(2, 'even'),
    percentRounding: decimals(2, 'even'),
    percentFrom: 'exact',
  },
  butler: { drop: 'highLow', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromZero', factorFrequencies: false },
  sources: {
    matchpoints: 'Compscore3 USEBIO files: 2 per beat (top 10 with 6 results), printed to 2 decimals.',
    neuberg:
      'Compscore3 files: a board played fewer times keeps its own smaller top on the traveller (5 results → top 8); a board with an artificial score has the real results factored to the tables on the board (A5050 board: 650 → 9.8, 170 → 0.2).',
    artificial: 'Law 12C2(a); Compscore3 files: A5050 → 5 of top 10.',
    sessionRule: 'Law 12C2(c) (not exercised by the files).',
    fouled: 'Law 87B; no Compscore fouled-board data seen, so every group is factored.',
    totals:
      'Compscore3 files: the pair total adds the board scores factored to the full field even where the traveller shows the smaller top (5 of 8 counts 6.2), times boards in the session ÷ boards played (the most boards any pair played: 27 Howell, 17 Mitchell); percentage of 27 × 10 resp. 17 × 10; both printed to 2 decimals with exact halves to even (68.425 → 68.42, 53.0625 → 53.06).',
    ranking: 'Compscore3 files: Howell one ranking; Mitchell N-S and E-W ranked separately; ties "=".',
    adjustments: 'Law 12C1(c).',
    imps: 'Law 78B: WBF IMP scale.',
    butler:
      'Compscore3 Butler file: datum = mean without the single highest and lowest result, to 10, halves away from zero.',
    crossImps: 'Cross-IMPs averaged over the comparisons.',
    vp: 'ABF uses the WBF 2013 VP scales.',
  },
};
