/**
 * The columns of a traveller line, listed once: the eleven a scorer enters (or a file brings), in the order the
 * CSV format and the workbook's Travellers table keep them, and the figures the engine computes for each line.
 * The CSV reader and writer, the Travellers table's header, the import, the shape check and the tests take the
 * names from here.
 */

/** The entered columns: who sat where, the play, the NS score and the director's line mark. */
export const TRAVELLER_FIELDS = [
  'board',
  'table',
  'round',
  'ns',
  'ew',
  'contract',
  'declarer',
  'lead',
  'result',
  'score_ns',
  'ruling',
] as const;
export type TravellerField = (typeof TRAVELLER_FIELDS)[number];

/** The computed figures of a line: matchpoints, percentages and IMPs of each side. */
export const TRAVELLER_FIGURES = ['mp_ns', 'mp_ew', 'pct_ns', 'pct_ew', 'imp_ns', 'imp_ew'] as const;
