/**
 * ScoreBridge (club scoring program), from the organisers' pages it publishes.
 *
 * A board played fewer times is scored as ScoreBridge computes it whatever the authority (`neuberg.fewerResults`):
 * under its usual authority, the EBU, neither the White Book's Neuberg on every board nor its small-group
 * percentages for a whole board played 2 or 3 times (§4.2.3.3) replace the missing-as-ties rule, since ScoreBridge's
 * printed figures are computed with it (presets/index.ts, combinePreset). The EBU's rounding of a factored score
 * and its small groups of a fouled board (Law 87) still hold.
 */
import type { ProgramProfile } from '../types';
import { laws } from './laws';

export const scorebridge: ProgramProfile = {
  ...laws,
  id: 'scorebridge',
  name: 'ScoreBridge',
  labels: { pl: 'ScoreBridge', nl: 'ScoreBridge', fr: 'ScoreBridge', ru: 'ScoreBridge' },
  description: 'ScoreBridge: a board played fewer times keeps the fixed top, each missing result a tie.',
  detect: /score\s*bridge/i,
  authority: 'ebu',
  neuberg: { when: 'artificial-only', fewerResults: 'missing-as-ties' },
  totals: { ...laws.totals, boardValue: 'as-scored' },
  sources: {
    ...laws.sources,
    neuberg:
      'ScoreBridge pages: a board played fewer times keeps the fixed top and each missing result counts as a tie with every result (4 tables, top 6: 3 results score 5 / 3 / 1, 2 results 4 / 2).',
    totals: 'ScoreBridge pages: percentage = matchpoints ÷ (top × boards played).',
  },
};
