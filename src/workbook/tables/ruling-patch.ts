/**
 * The patch of the pane's event that a ruling, an undo or an edit gives (event-patch.ts): the lines it read as its
 * batch leaves them, read again by the Travellers reader, and the log lines it added or marked. No Office.js here.
 */
import type { EventPatch } from './event-patch';
import { storedFingerprint } from './fingerprint';
import { logLines } from './log';
import type { Cell, RulingStatus } from './schema';
import type { LoadedEvent } from './scoring';
import { positions } from './snapshot';
import { readTravellers } from './travellers';

/** A shared empty row: the rows the action did not read give no entry. */
const NO_ROW: readonly Cell[] = [];

/**
 * The patch of an action that read `loaded` (the Travellers body rows `readRows`, or all of them) and leaves the
 * Travellers body as `travellers`, writing the fingerprint `to`; `log` says what it did to the Rulings log, each
 * added line as its row's cells with the id and the worksheet row it settled at.
 */
export function eventPatch(
  loaded: LoadedEvent,
  travellers: readonly (readonly Cell[])[],
  readRows: ReadonlySet<number> | undefined,
  to: string,
  log: {
    status?: readonly { id: number; status: RulingStatus }[];
    added?: readonly { cells: readonly Cell[]; id: number; row: number }[];
  },
): EventPatch {
  const t = loaded.tables.travellers;
  const first = t.headerRow + 1;
  const body = readRows ? travellers.map((r, i) => (readRows.has(i) ? r : NO_ROW)) : travellers;
  const read = readTravellers(body, loaded.pos, loaded.settings, first, { firstCol: t.col });
  const rows = readRows ? [...readRows].sort((a, b) => a - b) : travellers.map((_, i) => i);
  const r = loaded.tables.rulings;
  const idCol = positions(r.header).id;
  const added = (log.added ?? []).flatMap(({ cells, id, row }) => {
    const line = cells.slice();
    if (idCol !== undefined) line[idCol] = id;
    return logLines({ ...r, headerRow: row - 1, rows: [line] });
  });
  return {
    from: storedFingerprint(loaded.tables.settings.rows),
    to,
    rows: rows.map((i) => first + i),
    lastRow: first + Math.max(t.physicalRows, travellers.length) - 1,
    entries: read.event.entries.map((entry, k) => ({ row: first + read.entryRow[k], entry })),
    problems: read.problems,
    log: {
      read: logLines(r).map(({ id, status, row }) => ({ id, status, row })),
      status: log.status ?? [],
      added,
    },
  };
}
