/**
 * The director's rulings in the workbook: writing a ruling into a traveller line together with one line of the
 * `Rulings` log (which keeps the value it replaced), undoing and editing a logged ruling. Each action costs two
 * syncs: one load of every table (the log without its long texts, the Deals and DoubleDummy tables' headers), one
 * batch of writes (ruling cell, log line, computed columns, ranking, kept inputs). Of the Travellers the load reads,
 * on an Excel that finds cells (ExcelApi 1.9), the ruled board's lines and the lines with a ruling, the kept inputs
 * standing in for the rest when the stale cell vouches for them (tables/ruled-read.ts); else, or when they may not
 * stand in (one more sync then), the figure inputs of every line, the computed columns coming from the engine when
 * the fingerprint vouches for them.
 */
import { type RulingLogLine, logLines } from '../tables/log';
import {
  type RulingLogFields,
  type RulingOutcome,
  type SideScores,
  type TravellerTarget,
  RulingConflictError,
  findTravellerRow,
  lineTarget,
  logRow,
  nextId,
  normalRuling,
  scoreText,
  scoreWith,
  scoreWithAll,
  sideScores,
  stamp,
  targetCells,
} from '../tables/rulings';
import { withCell } from '../tables/fingerprint';
import { type Cell, type RulingStatus, SHEETS, TABLES, TRAVELLER_COLUMNS, cellText } from '../tables/schema';
import { type LoadedEvent, presetOf } from '../tables/scoring';
import { positions } from '../tables/snapshot';
import {
  type QueuedEvent,
  checkEventShape,
  completeLoad,
  keptLoaded,
  loadEvent,
  loadedWithTravellers,
  queueEvent,
  queueFigureInputs,
  queueScores,
  syncExplained,
} from './event';
import { type Runner, excelRun, queueTableIfAny, snapshot, snapshotIfAny, writeBlock } from './excel';
import { FIGURE_INPUT_RUNS, figureInputsRead } from '../tables/entered-read';
import { KeptInputsError, canKeepInputs, readKeptInputs } from '../tables/kept-inputs';
import { type ReadArea, rowsOfAreas, ruledTravellers, unreadRowsWritten } from '../tables/ruled-read';
import { STALE_CELL, staleCellVouches } from '../tables/stale-cell';
import { logReadInPlace } from '../tables/log';
import { EVENT_SHAPE, shapeProblems } from '../tables/shape';
import { queueLogLine, settleLogLine } from './log';
import type { EventPatch } from '../tables/event-patch';
import { eventPatch } from '../tables/ruling-patch';

export { logLines, type RulingLogLine };

/**
 * Rulings read the Travellers' figure inputs only (not the round, the lead or the computed columns); the computed
 * ones come from the engine when the kept fingerprint vouches for them, else they count as unread and the batch
 * rewrites them all. The log's read is the columns a ruling, an undo and an edit use (event.ts, LoadOptions).
 */
const RULING_READ = { figureInputsOnly: true, logLinesOnly: true };

/** A ruling's read: the event, and the Travellers body rows read when the others stood in from the kept inputs. */
interface RulingRead {
  q: QueuedEvent;
  loaded: LoadedEvent;
  syncs: number;
  readRows?: ReadonlySet<number>;
}

/**
 * The figures would change a line the ruling's read did not hold (thrown before anything is queued): the action
 * runs again on the whole Travellers. `syncs`: those the first read took.
 */
class FullReadNeeded extends Error {
  constructor(readonly syncs: number) {
    super('a line not read would change');
  }
}

/** Text that Excel's find matches as itself: its wildcards (* and ?) and the escape ~ behind a ~. */
const findText = (v: Cell) => cellText(v).replace(/[~*?]/g, (c) => `~${c}`);

interface QueuedLines {
  body: Excel.Range;
  /** Each run of columns: its first table column, and (after the sync) the areas read of it. */
  runs: { start: number; areas: () => ReadArea[] }[];
  stale: Excel.Range;
  application: Excel.Application;
}

/**
 * Queues a ruling's read on `board`: the event as RULING_READ reads it, the Travellers' header alone and every kept
 * cell, and what it reads of the Travellers besides: the number of body rows, and in each run of the figure inputs'
 * columns (where the template puts them) the lines whose board cell shows the board and the lines whose ruling cell
 * holds an entry; the stale cell and Excel's calculation mode, which say whether the kept inputs may stand in for
 * the other lines (tables/ruled-read.ts). Undefined on an Excel that cannot use kept inputs (ExcelApi 1.9, a runtime
 * that compresses; the check is written out here, where the 1.9 members are used, for the manifest's scan).
 */
function queueRuledRead(
  context: Excel.RequestContext,
  board: Cell,
): { q: QueuedEvent; lines: QueuedLines } | undefined {
  const office = typeof Office === 'undefined' ? undefined : Office;
  if (office?.context?.requirements?.isSetSupported('ExcelApi', '1.9') && canKeepInputs()) {
    const q = queueEvent(context, { ...RULING_READ, keptWhole: true, travellersHeaderOnly: true });
    const table = q.travellers.table;
    const body = table.getDataBodyRange().load('rowCount');
    const first = body.getColumn(0);
    const at = positions(TRAVELLER_COLUMNS);
    const boardRows = table.worksheet
      .findAllOrNullObject(findText(board), { completeMatch: true, matchCase: false })
      .getIntersectionOrNullObject(first.getOffsetRange(0, at.board))
      .getEntireRow();
    const ruledRows = first.getOffsetRange(0, at.ruling).getSpecialCellsOrNullObject('Constants').getEntireRow();
    const runs = FIGURE_INPUT_RUNS.map(({ start, count }) => {
      const columns = first.getOffsetRange(0, start).getResizedRange(0, count - 1);
      const of = (rows: Excel.RangeAreas) => {
        const found = rows.getIntersectionOrNullObject(columns);
        found.areas.load('items/values, items/rowIndex');
        return (): ReadArea[] =>
          found.isNullObject
            ? []
            : found.areas.items.map((a) => ({ rowIndex: a.rowIndex, values: a.values as Cell[][] }));
      };
      const [board, ruled] = [of(boardRows), of(ruledRows)];
      return { start, areas: () => [...board(), ...ruled()] };
    });
    const stale = context.workbook.worksheets
      .getItemOrNullObject(SHEETS.ranking)
      .getRange(STALE_CELL)
      .load(['formulas', 'values']);
    const application = context.workbook.application.load('calculationMode');
    return { q, lines: { body, runs, stale, application } };
  }
  return undefined;
}

/**
 * The event of a ruling's read of some lines (after the sync), or undefined when the kept inputs may not stand in
 * for the others: no kept sheet, a column or the log's columns not where the template puts them, the stale cell
 * not vouching (figures stale, Excel calculating by hand), the kept cells refused or not the table's.
 */
async function ruledEvent(
  q: QueuedEvent,
  lines: QueuedLines,
  board: Cell,
): Promise<Omit<RulingRead, 'syncs'> | undefined> {
  checkEventShape(q);
  const kept = keptLoaded(q.kept);
  if (!kept) return undefined;
  const t = snapshot(q.travellers);
  if (!figureInputsRead(t.header) || !logReadInPlace(snapshot(q.rulings).header)) return undefined;
  const staleCell =
    !lines.stale.isNullObject &&
    lines.application.calculationMode !== 'Manual' &&
    staleCellVouches(lines.stale.formulas[0]?.[0], lines.stale.values[0]?.[0]);
  if (!staleCell) return undefined;
  const settings = snapshot(q.settings).rows;
  let inputs;
  try {
    inputs = await readKeptInputs(kept.cells, settings);
  } catch (err) {
    if (err instanceof KeptInputsError) return undefined;
    throw err;
  }
  const physical = lines.body.rowCount;
  const runs = lines.runs.map((r) => ({ start: r.start, areas: r.areas() }));
  const read = rowsOfAreas(t.header.length, t.headerRow, physical, runs);
  if (!read) return undefined;
  const vouch = { staleCell, kept: inputs.fingerprint, settings };
  const rows = ruledTravellers(t.header, physical, read, inputs.lines, board, vouch);
  if (!rows) return undefined;
  const loaded = loadedWithTravellers(q, rows, physical);
  return loaded && { q, loaded, readRows: new Set(read.keys()) };
}

/**
 * Loads the event for a ruling, an undo or an edit on `board`. Where Excel finds lines (ExcelApi 1.9), one sync
 * reads the board's lines, the lines with a ruling and the kept inputs in place of the rest of the Travellers
 * (with everything else a ruling reads); when the kept inputs may not stand in, a second sync reads the
 * Travellers' figure inputs. Without a board, or on an older Excel, the figure inputs are read at once.
 */
async function loadForRuling(context: Excel.RequestContext, board: Cell | undefined): Promise<RulingRead> {
  const queued = board === undefined || board === '' ? undefined : queueRuledRead(context, board);
  if (!queued) return loadEvent(context, RULING_READ);
  const { q, lines } = queued;
  await syncExplained(context);
  const fast = await ruledEvent(q, lines, board as Cell);
  if (fast) return { ...fast, syncs: 1 };
  // The kept copy did not stand in (damaged, out of date, or not the table's): the batch writes it afresh rather
  // than patching it.
  if (q.kept) q.kept.whole = false;
  queueFigureInputs(context, q);
  await syncExplained(context);
  return completeLoad(context, q, RULING_READ, 2);
}

/**
 * Runs a ruling's action on the event read for `board` (loadForRuling); when the figures it would write change a
 * line that read did not hold, runs it again on the whole Travellers. The syncs of both count.
 */
async function ruledAction<T extends { syncs: number }>(
  run: Runner,
  board: Cell | undefined,
  act: (context: Excel.RequestContext, read: RulingRead) => Promise<T>,
): Promise<T> {
  try {
    return await run(async (context) => act(context, await loadForRuling(context, board)));
  } catch (err) {
    if (!(err instanceof FullReadNeeded)) throw err;
    const first = err.syncs;
    const out = await run(async (context) => act(context, await loadEvent(context, RULING_READ)));
    return { ...out, syncs: out.syncs + first };
  }
}

/** Refuses, before anything is queued, a batch whose figures would change a line the read did not hold. */
function checkReadRows(read: RulingRead, scored: ReturnType<typeof scoreWith>): void {
  if (!read.readRows) return;
  if (unreadRowsWritten(read.loaded, scored.read.event, scored.score, read.readRows))
    throw new FullReadNeeded(read.syncs);
}

/**
 * Reads the Rulings log, every column, and nothing else of the event (one sync): the log view costs what the log
 * holds, not what the Travellers hold. A workbook without the log, or whose log's header is not the log's, is
 * read as a ruling reads it, so that the answer names what is missing or renamed the same way (a second sync,
 * on that path only).
 */
export async function readRulingLog(run: Runner = excelRun): Promise<RulingLogLine[]> {
  return run(async (context) => {
    const log = queueTableIfAny(context, TABLES.rulings);
    await context.sync();
    const snap = snapshotIfAny(log);
    const shape = EVENT_SHAPE.filter((s) => s.table === TABLES.rulings);
    if (snap && shapeProblems({ tables: { [snap.name]: snap }, all: [] }, shape).length === 0) return logLines(snap);
    const { loaded } = await loadEvent(context, { figureInputsOnly: true });
    return logLines(loaded.tables.rulings);
  });
}

function queueRulingCell(context: Excel.RequestContext, loaded: LoadedEvent, bodyRow: number, text: string): void {
  writeBlock(context, loaded.tables.travellers, bodyRow, loaded.pos.ruling, [[text]]);
}

function queueStatus(context: Excel.RequestContext, loaded: LoadedEvent, line: RulingLogLine, status: RulingStatus) {
  const t = loaded.tables.rulings;
  const pos = positions(t.header);
  writeBlock(context, t, line.row - t.headerRow - 1, pos.status, [[status]]);
}

async function applyLoaded(
  context: Excel.RequestContext,
  read: RulingRead,
  bodyRow: number,
  ruling: string,
  log: RulingLogFields,
  carry?: { before: string; scoreBefore: string; replaces: RulingLogLine },
): Promise<RulingOutcome> {
  const { q, loaded } = read;
  const printed = normalRuling(ruling, targetCells(loaded, bodyRow).board);
  if (!printed) throw new Error('the ruling is empty');
  const current = cellText(loaded.tables.travellers.rows[bodyRow][loaded.pos.ruling]);
  const before = sideScores(scoreWith(loaded, bodyRow, undefined), bodyRow, current);
  const afterScored = scoreWith(loaded, bodyRow, printed);
  checkReadRows(read, afterScored);
  const after = sideScores(afterScored, bodyRow, printed);
  const id = nextId(loaded.tables.rulings);
  const { board, table } = targetCells(loaded, bodyRow);
  const row = logRow(loaded.tables.rulings, {
    id,
    time: stamp(log.time ?? new Date()),
    director: log.director,
    board,
    table,
    laws: log.laws.join('; '),
    answers: log.answers,
    ruling_before: carry ? carry.before : current,
    ruling_after: printed,
    score_before: carry ? carry.scoreBefore : scoreText(before, presetOf(loaded.settings), log.language),
    score_after: scoreText(after, presetOf(loaded.settings), log.language),
    note: [log.note ?? '', carry ? `(replaces #${carry.replaces.id})` : ''].filter(Boolean).join(' '),
    status: 'applied',
    ruling: log.ruling,
    flow: log.flow,
  });
  queueRulingCell(context, loaded, bodyRow, printed);
  if (carry) queueStatus(context, loaded, carry.replaces, 'edited');
  const queued = queueLogLine(context, q.rulings, loaded.tables.rulings, row, id);
  const left = await queueScores(context, q, loaded, afterScored.read.event, afterScored.score, {
    travellers: withCell(loaded.tables.travellers.rows, bodyRow, loaded.pos.ruling, printed),
    readRows: read.readRows,
  });
  await context.sync();
  const settled = await settleLogLine(context, queued);
  const status = carry ? [{ id: carry.replaces.id, status: 'edited' as const }] : [];
  // A co-author's line came in between (its id settled again): the pane reads the log whole.
  const patch =
    settled.syncs === 0
      ? eventPatch(loaded, left.travellers, read.readRows, left.fingerprint, {
          status,
          added: [{ cells: row, id: settled.id, row: settled.row }],
        })
      : undefined;
  return {
    logId: settled.id,
    row: settled.row,
    before,
    after,
    syncs: read.syncs + 1 + settled.syncs,
    ...(patch ? { patch } : {}),
  };
}

/**
 * applyRuling: writes the ruling (shared notation) into the traveller line, one line into the Rulings log with
 * the value it replaces and both scores, and rescored columns and ranking. Two syncs (three when the kept inputs may
 * not stand in for the lines not read).
 */
export async function applyRuling(
  target: TravellerTarget,
  ruling: string,
  log: RulingLogFields,
  run: Runner = excelRun,
): Promise<RulingOutcome> {
  const board = 'board' in target ? target.board : undefined;
  return ruledAction(run, board, (context, read) =>
    applyLoaded(context, read, findTravellerRow(read.loaded, target), ruling, log),
  );
}

/**
 * applyRulings: the same ruling on several lines at once (Law 87: "tables 1, 4 played form B"), one log line for
 * each line so that each can be undone on its own, and one rescore of the event. Two syncs in all, whatever the
 * number of lines (one more only when a co-author's log line came in between). Nothing is written when one of
 * the lines is not found or refuses the ruling.
 */
export async function applyRulings(
  targets: readonly TravellerTarget[],
  ruling: string,
  log: RulingLogFields,
  run: Runner = excelRun,
): Promise<{ outcomes: RulingOutcome[]; syncs: number; patch?: EventPatch }> {
  if (targets.length === 0) throw new Error('name at least one line for the ruling');
  return run(async (context) => {
    const { q, loaded, syncs: loadSyncs } = await loadEvent(context, RULING_READ);
    const bodyRows = targets.map((t) => findTravellerRow(loaded, t));
    const twice = bodyRows.find((r, i) => bodyRows.indexOf(r) !== i);
    if (twice !== undefined) {
      const { board, table } = targetCells(loaded, twice);
      throw new Error(`board ${board} table ${table} is named twice`);
    }
    const changes = new Map<number, string>();
    for (const r of bodyRows) {
      const printed = normalRuling(ruling, targetCells(loaded, r).board);
      if (!printed) throw new Error('the ruling is empty');
      changes.set(r, printed);
    }
    const beforeScored = scoreWithAll(loaded, new Map(), []);
    const afterScored = scoreWithAll(loaded, changes);
    const first = nextId(loaded.tables.rulings);
    const time = stamp(log.time ?? new Date());
    const pending = bodyRows.map((bodyRow, i) => {
      const current = cellText(loaded.tables.travellers.rows[bodyRow][loaded.pos.ruling]);
      const printed = changes.get(bodyRow) as string;
      const before = sideScores(beforeScored, bodyRow, current);
      const after = sideScores(afterScored, bodyRow, printed);
      const { board, table } = targetCells(loaded, bodyRow);
      const id = first + i;
      const row = logRow(loaded.tables.rulings, {
        id,
        time,
        director: log.director,
        board,
        table,
        laws: log.laws.join('; '),
        answers: log.answers,
        ruling_before: current,
        ruling_after: printed,
        score_before: scoreText(before, presetOf(loaded.settings), log.language),
        score_after: scoreText(after, presetOf(loaded.settings), log.language),
        note: log.note ?? '',
        status: 'applied',
        ruling: log.ruling,
        flow: log.flow,
      });
      queueRulingCell(context, loaded, bodyRow, printed);
      return { before, after, row, queued: queueLogLine(context, q.rulings, loaded.tables.rulings, row, id) };
    });
    // The fingerprint kept is of the Travellers as the batch leaves them: every ruling cell it writes.
    let travellers: Cell[][] = loaded.tables.travellers.rows;
    for (const [r, printed] of changes) travellers = withCell(travellers, r, loaded.pos.ruling, printed);
    const left = await queueScores(context, q, loaded, afterScored.read.event, afterScored.score, { travellers });
    await context.sync();
    let syncs = 1 + loadSyncs;
    const outcomes: RulingOutcome[] = [];
    const added: { cells: Cell[]; id: number; row: number }[] = [];
    for (const p of pending) {
      const settled = await settleLogLine(context, p.queued);
      syncs += settled.syncs;
      outcomes.push({ logId: settled.id, row: settled.row, before: p.before, after: p.after, syncs: 0 });
      added.push({ cells: p.row, id: settled.id, row: settled.row });
    }
    // Every line read (figure inputs); a co-author's log line in between (an id settled again): no patch.
    const patch =
      syncs === 1 + loadSyncs ? eventPatch(loaded, left.travellers, undefined, left.fingerprint, { added }) : undefined;
    return { outcomes, syncs, ...(patch ? { patch } : {}) };
  });
}

function findLine(loaded: LoadedEvent, id: number): { line: RulingLogLine; bodyRow: number } {
  const line = logLines(loaded.tables.rulings).find((l) => l.id === id);
  if (!line) throw new Error(`ruling #${id} is not in the Rulings log`);
  if (line.status !== 'applied') throw new RulingConflictError(`ruling #${id} is already ${line.status}`);
  const target = lineTarget(line);
  const bodyRow = !target
    ? -1
    : (() => {
        try {
          return findTravellerRow(loaded, target);
        } catch {
          return -1;
        }
      })();
  if (bodyRow < 0)
    throw new RulingConflictError(`board ${line.board} table ${line.table} of ruling #${id} is not found`);
  const now = cellText(loaded.tables.travellers.rows[bodyRow][loaded.pos.ruling]);
  if (normalRuling(now, line.board) !== normalRuling(line.rulingAfter, line.board)) {
    throw new RulingConflictError(
      `board ${line.board} table ${line.table} now shows '${now || '(no ruling)'}', not '${line.rulingAfter}' of ruling #${id}; change it by hand or log a new ruling`,
    );
  }
  return { line, bodyRow };
}

/**
 * undoRuling: puts back the value the logged ruling replaced and marks the log line undone. Two syncs. With the
 * ruling's `board` (the log line's), the Travellers are read as a ruling on that board reads them.
 */
export async function undoRuling(
  id: number,
  run: Runner = excelRun,
  board?: number,
): Promise<{ after: SideScores; syncs: number; patch?: EventPatch }> {
  return ruledAction(run, board, async (context, read) => {
    const { q, loaded } = read;
    const { line, bodyRow } = findLine(loaded, id);
    const scored = scoreWith(loaded, bodyRow, line.rulingBefore);
    checkReadRows(read, scored);
    queueRulingCell(context, loaded, bodyRow, line.rulingBefore);
    queueStatus(context, loaded, line, 'undone');
    const left = await queueScores(context, q, loaded, scored.read.event, scored.score, {
      travellers: withCell(loaded.tables.travellers.rows, bodyRow, loaded.pos.ruling, line.rulingBefore),
      readRows: read.readRows,
    });
    await context.sync();
    const patch = eventPatch(loaded, left.travellers, read.readRows, left.fingerprint, {
      status: [{ id, status: 'undone' }],
    });
    return { after: sideScores(scored, bodyRow, line.rulingBefore), syncs: 1 + read.syncs, patch };
  });
}

/**
 * editRuling: replaces a logged ruling by a corrected one. The old line is marked edited; a new line records the
 * correction and keeps the value from before the first ruling, so undoing it restores the table's own result.
 * With the ruling's `board`, read as undoRuling reads.
 */
export async function editRuling(
  id: number,
  ruling: string,
  log: RulingLogFields,
  run: Runner = excelRun,
  board?: number,
): Promise<RulingOutcome> {
  return ruledAction(run, board, async (context, read) => {
    const { line, bodyRow } = findLine(read.loaded, id);
    return applyLoaded(context, read, bodyRow, ruling, log, {
      before: line.rulingBefore,
      scoreBefore: line.scoreBefore,
      replaces: line,
    });
  });
}
