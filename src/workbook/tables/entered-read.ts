/**
 * Reading an event without the Travellers' computed columns. Those columns (mp, pct, imp on both sides) are most
 * of the bytes a load of the Travellers carries, and an action that changes one line (a ruling, its undo) needs
 * them only to know which cells its writes change. When the fingerprint EventSettings keeps is the fingerprint
 * of the entered columns and settings as read, the computed columns hold what the engine gives for those inputs
 * (every writer of the figures writes the fingerprint in the same batch), so they are computed here instead of
 * read. When it is not (a co-author's edit not yet scored, a workbook never scored), the computed cells are
 * UNREAD: every one of them differs from any value, so the action's batch writes them all (and their number
 * formats), and the workbook ends as a full rescore leaves it, in the same two syncs. Only when an entered column
 * was moved out of the block read does the caller read the whole table. No Office.js here.
 */
import { ENTERED_COLUMNS, fingerprintMatches, storedFingerprint } from './fingerprint';
import { type Cell, COMPUTED_COLUMNS } from './schema';
import { type LoadedEvent, eventFromTables, printedBlock, scoreLoaded } from './scoring';
import { positions } from './snapshot';

/**
 * A cell that was not read. NaN, which Excel never hands over nor accepts: it is the same as no value (sameCell),
 * blank or not, so a comparison always writes over it.
 */
export const UNREAD: Cell = Number.NaN;

/** Columns of the Travellers read from its first one: the entered columns, in the template's order. */
export const ENTERED_WIDTH = ENTERED_COLUMNS.length;

/** Whether every entered column the Travellers `header` holds stands within its first `width` columns. */
export function enteredInLead(header: readonly Cell[], width: number = ENTERED_WIDTH): boolean {
  const pos = positions(header);
  return !ENTERED_COLUMNS.some((c) => pos[c] !== undefined && pos[c] >= width);
}

/**
 * The event from tables whose Travellers body holds its first `width` columns only, the computed columns filled
 * with the engine's figures for the entered ones when the kept fingerprint vouches for them (`vouched`), else
 * UNREAD; undefined when an entered column stands beyond the block read. Columns beyond the block that are neither
 * entered nor computed (a scorer's own) read as blank: nothing the caller writes touches them.
 */
export function withComputedFigures(
  tables: LoadedEvent['tables'],
  contestantsSheetTaken: boolean,
  decimalSeparator = '.',
  width: number = ENTERED_WIDTH,
): { loaded: LoadedEvent; vouched: boolean } | undefined {
  const t = tables.travellers;
  const pos = positions(t.header);
  if (!enteredInLead(t.header, width)) return undefined;
  const full = Math.max(t.header.length, width);
  const rows: Cell[][] = t.rows.map((r) => {
    const out = r.slice(0, width);
    while (out.length < full) out.push('');
    return out;
  });
  const stored = storedFingerprint(tables.settings.rows);
  const vouched = stored !== '' && fingerprintMatches(stored, [t.header, ...rows], tables.settings.rows);
  const loaded = eventFromTables({ ...tables, travellers: { ...t, rows } }, contestantsSheetTaken, decimalSeparator);
  let block: Cell[][] | undefined;
  if (vouched) {
    const { score } = scoreLoaded(loaded.read.event, loaded.settings);
    block = printedBlock(loaded, loaded.read.event, score);
  }
  COMPUTED_COLUMNS.forEach((c, k) => {
    const at = pos[c];
    if (at === undefined || at < width) return;
    for (let i = 0; i < rows.length; i++) rows[i][at] = block ? block[i][k] : UNREAD;
  });
  return { loaded, vouched };
}
