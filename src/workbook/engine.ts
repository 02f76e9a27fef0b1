/**
 * What the workbook layer takes from the engine, in one place, through the engine's index. The package's
 * `sideEffects` list lets the bundler leave the file readers out of the pane's first download.
 */
export { boardVulnerability } from '../engine';
export { contractScore, formatContract, parsePlayed } from '../engine';
export { parseRuling, printRuling } from '../engine';
export { applyLineMark, parseLineMark, printLineMark } from '../engine';
export { scoreEvent } from '../engine';
export { getPreset } from '../engine';
export { scoreTeamMatch } from '../engine';
export { applyRule113, scoreSeats, seatOptionsFromPreset } from '../engine';
export { PREFERANS_COLUMNS, preferansRowLine, readPreferansRuling } from '../engine';
export type * from '../engine';
