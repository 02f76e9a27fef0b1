/**
 * JFR Pary (the pairs program of Polish clubs and PZBS events), from the organisers' pages it publishes.
 */
import type { ProgramProfile } from '../types';
import { laws } from './laws';

export const jfrPary: ProgramProfile = {
  ...laws,
  id: 'jfr-pary',
  name: 'JFR Pary',
  labels: { pl: 'JFR Pary', nl: 'JFR Pary', fr: 'JFR Pary', ru: 'JFR Pary' },
  description: 'JFR Pary (Polish pairs program): Neuberg to the full field, percentages to 0.01, phantom sit-outs.',
  detect: /\bjfr\b|jfr\s*(pary|teamy)/i,
  authority: 'pzbs',
  phantom: { percent: 60 },
  butler: { drop: 'highLow', minResultsToDrop: 4, roundTo: 10, halves: 'awayFromZero', factorFrequencies: false },
  sources: {
    ...laws.sources,
    matchpoints: 'JFR Pary pages: 2 per beat.',
    neuberg: 'JFR Pary pages: boards with fewer results factored to the full field (Neuberg).',
    totals:
      'JFR Pary pages: percentage of the maximum on the boards played; a sit-out against the phantom pair counts 60 % for the real pair and the board is played one time fewer for the others.',
    butler:
      'Datum without the single highest and lowest result, to 10. JFR Pary IMP pairs ("impy") page of a 42-table event: every datum fits the mean after 19 results dropped at each end, truncated toward zero to a multiple of 10; the count (or share) and the truncation are event settings (drop, datumRounding).',
  },
};
