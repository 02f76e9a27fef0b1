/**
 * Magic Contest (FFB's program). Found in the PBN file Magic Contest France wrote (shared data:
 * ffb-national-final-2022-session5.pbn), see the data tests.
 */
import type { ProgramProfile } from '../types';
import { decimals } from '../types';

export const magicContest: ProgramProfile = {
  id: 'magic-contest',
  name: 'Magic Contest',
  labels: { pl: 'Magic Contest', nl: 'Magic Contest', fr: 'Magic Contest', ru: 'Magic Contest' },
  description: 'Magic Contest (Fédération Française de Bridge): conventions as found in its PBN exports.',
  detect: /magic\s*contest|ffb\s*club\s*net|\bffb\b|gestion\s*des\s*tournois/i,
  authority: 'ffb',
  matchpoints: {
    printScale: 'two-per-beat',
    boardRounding: decimals(1, 'away-from-zero'),
    boardPercentRounding: decimals(0, 'away-from-zero'),
  },
  neuberg: { when: 'artificial-only' },
  totals: {
    boardValue: 'as-scored',
    sumOf: 'rounded-board-scores',
    fewerBoards: 'none',
    totalRounding: decimals(1, 'away-from-zero'),
    percentRounding: decimals(2, 'away-from-zero'),
    percentFrom: 'rounded-total',
  },
  ranking: { fields: 'single', by: 'total', tieLabel: 'range' },
  butler: { drop: 'highLow', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromZero', factorFrequencies: false },
  sources: {
    matchpoints:
      'Magic Contest PBN (22 tables, top 42): 2 per beat, board MP printed to 0.1, board percentages to the nearest whole per cent (9.52 → 10, 90.48 → 90).',
    neuberg:
      'Magic Contest PBN board 17: one A-/A+ line, the 21 real results factored with E = 22, A = 21 (+450: M 38 → 39.857 → 39.9).',
    totals:
      'Magic Contest PBN TotalScoreTable: SessionScoreMP = sum of the board MP at 0.1; SessionPercentage = that total ÷ (28 × 42), 2 decimals (pair 37: 579.1 → 49.24, not 49.25 from the unrounded 579.143).',
    ranking:
      'Magic Contest PBN: one ranking of N-S and E-W pairs on SessionScoreMP; a tie printed as rank and last rank (11 / 12).',
    butler: 'Datum without the single highest and lowest result, to 10 (not confirmed from a file).',
  },
};
