/**
 * Duplicate preferans (Russian code): each player's matchpoints summed over all protocols and ranked as a
 * percentage of the maximum that player could have scored. The code's one ranking is its own rule.
 */
import type { AuthorityPreset } from '../types';
import { wbf } from './wbf';

export const ruPreferans: AuthorityPreset = {
  ...wbf,
  id: 'ru-preferans',
  name: 'Duplicate preferans (RU)',
  labels: {
    pl: 'Preferans porównawczy (RU)',
    nl: 'Duplicaat-preferans (RU)',
    fr: 'Préférence en duplicate (RU)',
    ru: 'Дубликатный преферанс (РФ)',
  },
  description: 'Duplicate preferans under the Russian code: per-player matchpoints, percentages, §10 and §11 rules.',
  program: 'laws',
  // §11.2Б1: "40 % от макса" for the side at fault, 50 %, and at least 60 % for a side in no way at fault.
  artificial: {
    ...wbf.artificial,
    limits: { plusAtLeast: 60, average: 50, minusAtMost: 40, minusAtLeast: 40 },
  },
  sessionRule: {
    apply: false,
    nonOffenderAbove: 60,
    offenderBelow: 40,
    nonOffenderAboveImps: 3,
    offenderBelowImps: -3,
  },
  fouled: {
    smallGroups: {
      maxSize: 0,
      fieldAtLeastTimes: 0,
      largestFactoredFrom: 0,
      base: 60,
      step: 5,
      single: { kind: 'artificial', ns: 'average', ew: 'average' },
    },
  },
  adjustments: { weighted: false, maxWeightedParts: 0, likelyProbable: true, lawsEdition: 2017, code: 'preferans' },
  regulates: {
    ranking: { fields: 'single', by: 'percent', tieLabel: 'equals' },
    butler: { drop: 'highLow', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromZero', factorFrequencies: false },
  },
  sources: {
    artificial: 'Code §11.2: artificial scores 40 / 50 / 60 %.',
    sessionRule: 'The code has no session-percentage rule: not applied.',
    fouled:
      'Code §10: results split into the correct and changed forms, each normalised. A form played once: 50 % (no rule in the code; our choice).',
    adjustments:
      'Code §11.2: an assigned score is the most favourable possible for the non-offenders and the least favourable for the offenders (no weighting).',
    imps: 'Not used at preferans.',
    crossImps: 'Not used at preferans.',
    vp: 'Not used at preferans.',
    conditions: 'Not used at preferans.',
    matchpoints: 'Code (seed 004): each player compared with the players who held the same cards; 2 per beat.',
    neuberg: 'Code §10: each group of a fouled deal normalised separately (Neuberg).',
    totals: "Code: a player's total as a percentage of the maximum that player could have scored.",
    ranking: 'Code: one ranking of all players by percentage.',
    butler: 'Not used at preferans.',
  },
};
