/**
 * Compscore (ABF clubs). Found in the USEBIO files Compscore3 wrote (shared data: mp_pairs_howell.xml,
 * mp_pairs_mitchell_04.xml, butler_howell.xml), see the data tests, and in organisers' pages (two-winner Mitchell,
 * boards played fewer times).
 */
import type { ProgramProfile } from '../types';
import { decimals } from '../types';

export const compscore: ProgramProfile = {
  id: 'compscore',
  name: 'Compscore',
  labels: { pl: 'Compscore', nl: 'Compscore', fr: 'Compscore', ru: 'Compscore' },
  description: 'Compscore (Australian clubs): conventions as found in its USEBIO exports and printed results.',
  detect: /comp\s*score/i,
  authority: 'abf',
  matchpoints: {
    printScale: 'two-per-beat',
    boardRounding: decimals(2, 'even'),
  },
  neuberg: { when: 'artificial-only', keptAsPercent: decimals(2, 'even') },
  totals: {
    boardValue: 'factored',
    sumOf: 'exact',
    fewerBoards: 'scale-to-session',
    sessionBoardsBy: 'direction',
    totalRounding: decimals(2, 'even'),
    percentRounding: decimals(2, 'even'),
    percentFrom: 'exact',
  },
  ranking: { fields: 'direction', by: 'percent', tieLabel: 'equals' },
  butler: { drop: 'highLow', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromZero', factorFrequencies: false },
  sources: {
    matchpoints: 'Compscore3 USEBIO files: 2 per beat (top 10 with 6 results), printed to 2 decimals.',
    neuberg:
      "Compscore3 files: a board played fewer times keeps its own smaller top on the traveller (5 results → top 8); a board with an artificial score has the real results factored to the tables on the board (A5050 board: 650 → 9.8, 170 → 0.2). Organisers' page: the factored board score counts as a percentage to 0.01 (18 of 19 results, 34 of a top 34 → 99.85 % of 36 = 35.946, not 35.944).",
    totals:
      "Compscore3 files: the pair total adds the board scores factored to the full field even where the traveller shows the smaller top (5 of 8 counts 6.2), times boards in the session ÷ boards played (the most boards a pair played: 27 Howell, 17 Mitchell); percentage of 27 × 10 resp. 17 × 10; both printed to 2 decimals with exact halves to even (68.425 → 68.42, 53.0625 → 53.06). Two-winner Mitchell page: the session length is the most boards played in the pair's own direction (every NS pair sat out a round, 18 of 21 boards: total 97.00 printed as it is).",
    ranking: 'Compscore3 files: Howell one ranking; Mitchell N-S and E-W ranked separately; ties "=".',
    butler:
      'Compscore3 Butler file: datum = mean without the single highest and lowest result, to 10, halves away from zero.',
  },
};
