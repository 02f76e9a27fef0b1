/**
 * No program's own convention: the Laws (Law 78) and the common European practice, for events whose program is
 * not known or not named. The reference profile: the others differ from it only where their program does.
 */
import type { ProgramProfile } from '../types';
import { decimals } from '../types';

export const laws: ProgramProfile = {
  id: 'laws',
  name: 'Laws (no program convention)',
  labels: {
    pl: 'Przepisy (bez konwencji programu)',
    nl: 'Spelregels (zonder programmaconventie)',
    fr: 'Lois (sans convention de logiciel)',
    ru: 'Законы (без соглашений программы)',
  },
  description: 'The Laws of Duplicate Bridge and common European practice, without a program of its own.',
  matchpoints: { printScale: 'two-per-beat' },
  neuberg: { when: 'always' },
  totals: {
    boardValue: 'factored',
    sumOf: 'exact',
    fewerBoards: 'none',
    percentRounding: decimals(2, 'away-from-zero'),
    percentFrom: 'exact',
  },
  ranking: { fields: 'direction', by: 'percent', tieLabel: 'equals' },
  butler: { drop: 'none', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromZero', factorFrequencies: true },
  sources: {
    matchpoints: 'Law 78A: 2 per beat, 1 per tie (or the same in half-matchpoints).',
    neuberg:
      'Neuberg formula for boards with fewer results and for fouled groups (Law 87 leaves the method to regulation; the formula is the common European method).',
    totals: 'Law 78: totals of the board scores; percentage of the maximum available, to 0.01.',
    ranking: 'Conditions of contest (Law 78D); Mitchell directions ranked separately, by percentage; ties "3=".',
    butler:
      'WBF Butler rankings have used the plain mean of all results as datum (domain notes §3.3, partly verified).',
  },
};
