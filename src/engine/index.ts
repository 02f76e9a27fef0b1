/**
 * The scoring engine's public API: the one door through which the custom functions, the task pane, the workbook
 * layer and the command line reach the rules. Pure TypeScript; nothing here touches Office.
 */

// Model: shared value types, contracts (Law 77), board conditions (Law 2) and what a Law decision produces.
export * from './model/types';
export * from './model/contract';
export * from './model/marks';
export * from './model/traveller-columns';
export * from './model/board';
export * from './model/phantom';
export * from './model/decision';
export * from './model/reachable';

// Scoring methods (Law 78): matchpoints, Neuberg, IMPs, Butler, cross-IMPs, VPs, rounding; boards and sessions.
export * from './scoring/matchpoints';
export * from './scoring/neuberg';
export * from './scoring/rounding';
export * from './scoring/imps';
export * from './scoring/butler';
export * from './scoring/cross-imps';
export * from './scoring/vp';
export * from './scoring/board';
export * from './scoring/session';
export * from './scoring/procedural-penalties';

// Adjusted scores: Law 12 (assigned, weighted, artificial, split, 12C2(c), 12C3, 12C4), 11, 13, 15, 86, 87, preferans §11.
export * from './laws/law12/assigned';
export * from './laws/law12/weighted';
export * from './laws/law12/split';
export * from './laws/law12/artificial';
export * from './laws/law12/session-rule';
export * from './laws/law12/individual';
export * from './laws/law11';
export * from './laws/law13';
export * from './laws/law15';
export * from './laws/law16';
export * from './laws/law21';
export * from './laws/law64';
export * from './laws/law12/knockout';
export * from './laws/law86/decision';
export * from './laws/law86/imps';
export * from './laws/law87/fouled';
export * from './laws/law87/decision';
export * from './laws/preferans-s11';
export * from './laws/preferans-sections';

// Team matches, individual and duplicate-preferans events.
export * from './teams';
export * from './preferans';

// Rulings: the scorer's notation, the line mark (what a traveller line's ruling cell holds) and the director's
// flows with their texts.
export * from './rulings/notation';
export * from './model/words';
export * from './rulings/line-mark';
export * from './rulings/flows';
export * from './i18n';
export * from './i18n/record';

// Checks of what the tables sent: impossible lines (errors) and suspicious ones (warnings), for any source.
export * from './checks';

// Printed figures: scale, rounding, decimals, number formats and rank labels, for every way out.
export * from './print/figures';
export * from './i18n/io';

// Presets: every convention that differs between authorities and programs.
export * from './presets';

// Files: readers, writers and the check of a file's own figures.
export * from './io/fields';
export * from './io/pbn';
export * from './io/usebio';
export * from './io/csv';
export * from './io/preferans-csv';
export * from './io/preferans-row';
export * from './io/detect';
export * from './io/bws';
export * from './io/reimport';
export * from './io/check';
export * from './io/writers';
export * from './io/export';
export * from './io/optimum';
export * from './io/writers/pbn-optimum';

// Double dummy: the solver (table of tricks by declarer and strain), par, and solving in a worker.
export * from './dd/deal';
export * from './dd/table';
export * from './dd/par';
export * from './dd/analysis';
export * from './dd/worker';
