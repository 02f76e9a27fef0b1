/**
 * What the preferans part of the workbook layer takes from the engine (functions; the types come through
 * ./engine). Kept beside engine.ts so the two can be merged into one door.
 */
export { applyRule113, scoreSeats, seatOptionsFromPreset } from '../engine';
export { PREFERANS_COLUMNS, preferansRowLine, readPreferansRuling } from '../engine';
