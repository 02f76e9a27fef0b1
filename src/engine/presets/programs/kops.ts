/**
 * KOPS (Polish scoring program), from the organisers' pages it publishes.
 */
import type { ProgramProfile } from '../types';
import { decimals } from '../types';
import { jfrPary } from './jfr-pary';

export const kops: ProgramProfile = {
  ...jfrPary,
  id: 'kops',
  name: 'KOPS',
  labels: { pl: 'KOPS', nl: 'KOPS', fr: 'KOPS', ru: 'KOPS' },
  description: 'KOPS (Polish scoring program): Neuberg-factored matchpoints kept to 0.01 before the percentage.',
  detect: /\bkops\b/i,
  authority: 'pzbs',
  neuberg: { when: 'always', rounding: decimals(2, 'away-from-zero') },
  sources: {
    ...jfrPary.sources,
    matchpoints: 'KOPS pages: 2 per beat, printed to 0.01.',
    neuberg:
      'KOPS pages: the factored matchpoints are rounded to 0.01 before the percentage ((39 + 1)·22/21 − 1 = 40.905 → 40.90 → 97.38 % of 42, not 97.39 %).',
    butler: 'As JFR Pary (not confirmed from a KOPS file).',
  },
};
