/**
 * The names of the sheets and tables the templates add besides the event's tables (schema.ts), kept apart from
 * the templates themselves: the shape check and the formula re-entry need the names at every action, the
 * templates only when an event is set up or imported.
 */

/** Sheet with one row of live formulas per board. */
export const BOARDS_SHEET = 'Boards';
/** Sheet with the ranking as live formulas (pairs and individual events). */
export const LIVE_SHEET = 'Live';
/** Butler pairs: each board's datum, spilled by BRIDGE.SESSION_DATUMS. */
export const DATUMS_SHEET = 'Datums';
/** Butler and cross-IMP pairs: each Travellers line's IMPs, spilled by BRIDGE.SESSION_SCORES. */
export const LINE_IMPS_SHEET = 'Line IMPs';
/** Every sheet a template may add to the event's tables (for "this workbook already has an event" checks). */
export const LIVE_SHEETS: readonly string[] = [BOARDS_SHEET, LIVE_SHEET, DATUMS_SHEET, LINE_IMPS_SHEET];

/** The teams template's sheets. */
export const TEAM_SHEETS = {
  matches: 'Matches',
  options: 'TeamOptions',
  vpTables: 'VPTables',
  boards: 'Board IMPs',
  matchResults: 'Match results',
  standings: 'Standings',
} as const;

/** The team options table (key, value): the VP scale (WBF or TABLE) and whether the matches are knockouts. */
export const TEAM_OPTIONS_TABLE = 'TeamOptions';
