/**
 * FFB (Fédération Française de Bridge): the Laws in the FFB translation; its events are scored with Magic Contest.
 */
import type { AuthorityPreset } from '../types';
import { wbf } from './wbf';

export const ffb: AuthorityPreset = {
  ...wbf,
  id: 'ffb',
  name: 'FFB (Magic Contest)',
  labels: {
    pl: 'FFB (Magic Contest)',
    nl: 'FFB (Magic Contest)',
    fr: 'FFB (Magic Contest)',
    ru: 'FFB (Magic Contest)',
  },
  description: 'Fédération Française de Bridge: Magic Contest conventions as found in its PBN exports.',
  program: 'magic-contest',
  sources: {
    ...wbf.sources,
    artificial: 'Law 12C2(a) (FFB 2017 translation); Magic Contest PBN: A- = 40 % of 42 = 16.8, A+ = 60 % = 25.2.',
    sessionRule: 'Law 12C2(c) (FFB 2017 translation); the file has no case where it changes a figure.',
    fouled: 'Law 87B; no FFB small-group regulation found, so every group is factored.',
    adjustments: 'Law 12C1(c) (FFB 2017 translation).',
    vp: 'WBF 2013 continuous 20-VP scale.',
  },
};
