/**
 * Appending a line to the `Rulings` log so that concurrent actions (two directors co-authoring, two clicks) never
 * overwrite each other's line nor share an id. The line goes in through `table.rows.add` (Excel puts it after the
 * last row as the table then is); its id is the one logIdAt gives for the place it was loaded to land on. The
 * same sync that writes it also loads where it landed and the id column as it is then; when a co-author's line
 * came in between, the id is settled for the real place (one more sync, only then).
 */
import { logIdAt } from '../tables/log';
import { type Cell, cellNumber } from '../tables/schema';
import { type TableSnapshot, positions } from '../tables/snapshot';
import { type QueuedTable, appendRows, writeBlock } from './excel';

export interface QueuedLogLine {
  t: TableSnapshot;
  added: Excel.TableRow;
  ids: Excel.Range;
  id: number;
  idCol: number;
}

/** Queues `row` (its id cell holding `id`, from nextId) at the end of the log, and the loads that check it. */
export function queueLogLine(
  context: Excel.RequestContext,
  q: QueuedTable,
  t: TableSnapshot,
  row: Cell[],
  id: number,
): QueuedLogLine {
  const idCol = positions(t.header).id;
  if (idCol === undefined) throw new Error(`the ${t.name} table has no column 'id'`);
  const added = appendRows(context, q, t, [row]) as Excel.TableRow;
  added.load('index');
  // Loaded after the write, in the same sync: every line that landed before ours is in it.
  const ids = q.table.getDataBodyRange().getColumn(idCol).load('values');
  return { t, added, ids, id, idCol };
}

/**
 * After the sync that wrote the line: its worksheet row and its settled id. When another line landed before it
 * since the load, the id cell is rewritten (rows of the log are only ever added, so the place is still right)
 * and one more sync is made. Returns the syncs it made (0 or 1).
 */
export async function settleLogLine(
  context: Excel.RequestContext,
  l: QueuedLogLine,
): Promise<{ id: number; row: number; syncs: number }> {
  const index = l.added.index;
  const ids = (l.ids.values ?? []).map((r) => r[0] as Cell);
  const id = logIdAt(ids, index);
  const row = l.t.headerRow + 1 + index;
  if (id === l.id && cellNumber(ids[index]) === id) return { id, row, syncs: 0 };
  writeBlock(context, l.t, index, l.idCol, [[id]]);
  await context.sync();
  return { id, row, syncs: 1 };
}
