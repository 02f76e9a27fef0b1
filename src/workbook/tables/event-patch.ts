/**
 * What a ruling, an undo or an edit changed, for the pane that holds the event as it read it before: the lines the
 * action read, as its batch leaves them, the log lines it added or marked, and the fingerprint before and after.
 * Applied to the event held (patchedEvent), it gives the event a whole read would now give, without the pane
 * reading the Travellers again; when the event held is not the one the action found (figures stale, another
 * fingerprint, a line added, moved or unread, a co-author's log line), it gives nothing and the pane reads the event
 * whole, as before. The patch is made by the action (ruling-patch.ts), off the pane's first download. No Office.js
 * here.
 */
import type { RulingLogLine } from './log';
import type { RulingStatus } from './schema';
import type { WorkbookEvent } from './scoring';
import type { RowProblem } from './travellers';
import type { TravellerEntry } from './engine';

export interface EventPatch {
  /** The fingerprint EventSettings kept when the action read: the one the event held must have been read with. */
  from: string;
  /** The fingerprint the batch wrote: the figures' inputs as it leaves them. */
  to: string;
  /** Worksheet rows of the Travellers the action read (every line when it read them all). */
  rows: readonly number[];
  /** Worksheet row of the Travellers body's last row, as the action found it. */
  lastRow: number;
  /** The entries of those rows as the batch leaves them, with their worksheet rows. */
  entries: readonly { row: number; entry: TravellerEntry }[];
  /** What those rows could not give (a patch with any is not applied). */
  problems: readonly RowProblem[];
  /** The Rulings log: its lines as the action read them (id, status, row), the statuses set, the lines added. */
  log: {
    read: readonly { id: number; status: RulingStatus; row: number }[];
    status: readonly { id: number; status: RulingStatus }[];
    added: readonly RulingLogLine[];
  };
}

/** Whether two entries are the same line: the board and who sat where. */
const sameLine = (a: TravellerEntry, b: TravellerEntry) =>
  a.board === b.board && a.table === b.table && a.ns === b.ns && a.ew === b.ew;

/**
 * The event `held` with `patch` applied; undefined when `held` is not the event the action found, so that the
 * caller reads the event whole:
 * - the figures held are stale, or were read under another fingerprint than the action found;
 * - a line the action read is not held at its row (added, moved) or held lines there are not among those read, or
 *   a line is held below the body's end (deleted);
 * - a line read, or held at a row read, has a problem;
 * - the log held is not the log the action read (a co-author's line, a status changed).
 * The round and the lead of a line read are the ones held (the action reads only the figures' inputs).
 */
export function patchedEvent(held: WorkbookEvent, patch: EventPatch): WorkbookEvent | undefined {
  if (held.stale || held.fingerprint === undefined || held.fingerprint !== patch.from || patch.from === '') {
    return undefined;
  }
  if (patch.problems.length > 0) return undefined;
  const rows = new Set(patch.rows);
  if (held.problems.some((p) => rows.has(p.row))) return undefined;
  // The log as read must be the log held, line for line.
  const read = patch.log.read;
  if (read.length !== held.log.length) return undefined;
  if (read.some((l, k) => l.id !== held.log[k].id || l.status !== held.log[k].status || l.row !== held.log[k].row)) {
    return undefined;
  }
  // A line held below the body's end was deleted since.
  if (held.entryRows.some((row) => row > patch.lastRow)) return undefined;
  const at = new Map<number, number>();
  held.entryRows.forEach((row, i) => {
    if (rows.has(row)) at.set(row, i);
  });
  if (at.size !== patch.entries.length) return undefined;
  const entries = held.event.entries.slice();
  for (const { row, entry } of patch.entries) {
    const i = at.get(row);
    if (i === undefined || !sameLine(entries[i], entry)) return undefined;
    const was = entries[i];
    const next: TravellerEntry = { ...entry };
    if (was.round !== undefined) next.round = was.round;
    if (was.lead !== undefined) next.lead = was.lead;
    entries[i] = next;
  }
  const status = new Map(patch.log.status.map((s) => [s.id, s.status]));
  const log = [
    ...held.log.map((l) => (status.has(l.id) ? { ...l, status: status.get(l.id) as RulingStatus } : l)),
    ...patch.log.added,
  ];
  return {
    ...held,
    event: { ...held.event, entries },
    log,
    stale: false,
    fingerprint: patch.to,
  };
}
