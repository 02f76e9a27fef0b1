/**
 * What the workbook layer takes from the engine, in one place. Values come from the engine's modules rather than
 * from its index (src/engine/index.ts): the index also brings the file readers and their decoders into the
 * pane's first download (425 KB gzipped instead of 216 KB), unless the package is marked free of side effects.
 * Types come from the index (they cost nothing at run time).
 */
export { boardVulnerability } from '../engine/model/board';
export { contractScore, formatContract, parsePlayed } from '../engine/model/contract';
export { parseRuling, printRuling } from '../engine/rulings/notation';
export { scoreEvent } from '../engine/scoring/session';
export { getPreset } from '../engine/presets';
export { scoreTeamMatch } from '../engine/teams/match';
export type * from '../engine';
