/**
 * The director's rulings in the workbook: writing a ruling into a traveller line together with one line of the
 * `Rulings` log (which keeps the value it replaced), undoing and editing a logged ruling. Each action costs two
 * syncs: one load of every table (the Travellers without its computed columns when the fingerprint vouches for
 * them, the log without its long texts, the Deals and DoubleDummy tables' headers), one batch of writes (ruling
 * cell, log line, computed columns, ranking).
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
import { type Cell, type RulingStatus, TABLES, cellText } from '../tables/schema';
import { type LoadedEvent, presetOf } from '../tables/scoring';
import { positions } from '../tables/snapshot';
import { type QueuedEvent, loadEvent, queueScores } from './event';
import { type Runner, excelRun, queueTableIfAny, snapshotIfAny, writeBlock } from './excel';
import { EVENT_SHAPE, shapeProblems } from '../tables/shape';
import { queueLogLine, settleLogLine } from './log';

export { logLines, type RulingLogLine };

/**
 * Rulings read the Travellers' figure inputs only (not the round, the lead or the computed columns); the computed
 * ones come from the engine when the kept fingerprint vouches for them, else they count as unread and the batch
 * rewrites them all. The log's read is the columns a ruling, an undo and an edit use (event.ts, LoadOptions).
 */
const RULING_READ = { figureInputsOnly: true, logLinesOnly: true };

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
  q: QueuedEvent,
  loaded: LoadedEvent,
  bodyRow: number,
  ruling: string,
  log: RulingLogFields,
  carry?: { before: string; scoreBefore: string; replaces: RulingLogLine },
): Promise<RulingOutcome> {
  const printed = normalRuling(ruling, targetCells(loaded, bodyRow).board);
  if (!printed) throw new Error('the ruling is empty');
  const current = cellText(loaded.tables.travellers.rows[bodyRow][loaded.pos.ruling]);
  const before = sideScores(scoreWith(loaded, bodyRow, undefined), bodyRow, current);
  const afterScored = scoreWith(loaded, bodyRow, printed);
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
  queueScores(context, q, loaded, afterScored.read.event, afterScored.score, {
    travellers: withCell(loaded.tables.travellers.rows, bodyRow, loaded.pos.ruling, printed),
  });
  await context.sync();
  const settled = await settleLogLine(context, queued);
  return { logId: settled.id, row: settled.row, before, after, syncs: 2 + settled.syncs };
}

/**
 * applyRuling: writes the ruling (shared notation) into the traveller line, one line into the Rulings log with
 * the value it replaces and both scores, and rescored columns and ranking. Two syncs.
 */
export async function applyRuling(
  target: TravellerTarget,
  ruling: string,
  log: RulingLogFields,
  run: Runner = excelRun,
): Promise<RulingOutcome> {
  return run(async (context) => {
    const { q, loaded, syncs } = await loadEvent(context, RULING_READ);
    const bodyRow = findTravellerRow(loaded, target);
    const outcome = await applyLoaded(context, q, loaded, bodyRow, ruling, log);
    return { ...outcome, syncs: outcome.syncs + syncs - 1 };
  });
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
): Promise<{ outcomes: RulingOutcome[]; syncs: number }> {
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
      return { before, after, queued: queueLogLine(context, q.rulings, loaded.tables.rulings, row, id) };
    });
    // The fingerprint kept is of the Travellers as the batch leaves them: every ruling cell it writes.
    let travellers: Cell[][] = loaded.tables.travellers.rows;
    for (const [r, printed] of changes) travellers = withCell(travellers, r, loaded.pos.ruling, printed);
    queueScores(context, q, loaded, afterScored.read.event, afterScored.score, { travellers });
    await context.sync();
    let syncs = 1 + loadSyncs;
    const outcomes: RulingOutcome[] = [];
    for (const p of pending) {
      const settled = await settleLogLine(context, p.queued);
      syncs += settled.syncs;
      outcomes.push({ logId: settled.id, row: settled.row, before: p.before, after: p.after, syncs: 0 });
    }
    return { outcomes, syncs };
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

/** undoRuling: puts back the value the logged ruling replaced and marks the log line undone. Two syncs. */
export async function undoRuling(id: number, run: Runner = excelRun): Promise<{ after: SideScores; syncs: number }> {
  return run(async (context) => {
    const { q, loaded, syncs } = await loadEvent(context, RULING_READ);
    const { line, bodyRow } = findLine(loaded, id);
    const scored = scoreWith(loaded, bodyRow, line.rulingBefore);
    queueRulingCell(context, loaded, bodyRow, line.rulingBefore);
    queueStatus(context, loaded, line, 'undone');
    queueScores(context, q, loaded, scored.read.event, scored.score, {
      travellers: withCell(loaded.tables.travellers.rows, bodyRow, loaded.pos.ruling, line.rulingBefore),
    });
    await context.sync();
    return { after: sideScores(scored, bodyRow, line.rulingBefore), syncs: 1 + syncs };
  });
}

/**
 * editRuling: replaces a logged ruling by a corrected one. The old line is marked edited; a new line records the
 * correction and keeps the value from before the first ruling, so undoing it restores the table's own result.
 */
export async function editRuling(
  id: number,
  ruling: string,
  log: RulingLogFields,
  run: Runner = excelRun,
): Promise<RulingOutcome> {
  return run(async (context) => {
    const { q, loaded, syncs } = await loadEvent(context, RULING_READ);
    const { line, bodyRow } = findLine(loaded, id);
    const outcome = await applyLoaded(context, q, loaded, bodyRow, ruling, log, {
      before: line.rulingBefore,
      scoreBefore: line.scoreBefore,
      replaces: line,
    });
    return { ...outcome, syncs: outcome.syncs + syncs - 1 };
  });
}
