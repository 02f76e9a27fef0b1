/**
 * ACBLscore (ACBL clubs and tournaments).
 */
import type { ProgramProfile } from '../types';
import { decimals } from '../types';

export const acblscore: ProgramProfile = {
  id: 'acblscore',
  name: 'ACBLscore',
  labels: { pl: 'ACBLscore', nl: 'ACBLscore', fr: 'ACBLscore', ru: 'ACBLscore' },
  description: 'ACBLscore: matchpoints 1 per beat, to 0.01, ranked on matchpoints.',
  detect: /acbl\s*score/i,
  authority: 'acbl',
  matchpoints: {
    printScale: 'one-per-beat',
    boardRounding: decimals(2, 'up'),
  },
  neuberg: { when: 'always' },
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
  sources: {
    matchpoints: 'Law 78A; ACBLscore prints 1 per beat (top n − 1), matchpoints to 0.01 with 0.005 rounded up.',
    neuberg: 'ACBLscore manual (fouled/adjusted board formula): F = (S + ½)·E/A − ½ on the 1-per-beat scale.',
    totals: 'ACBLscore: sum of board matchpoints as printed (0.01); ranking on matchpoints.',
    ranking: 'ACBLscore: Mitchell directions ranked separately, by matchpoints.',
    butler: 'Datum after dropping the single highest and lowest result, to 10 (ACBL practice not confirmed).',
  },
};
