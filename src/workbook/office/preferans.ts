/**
 * Duplicate-preferans events in the workbook: scoring the `Protocols` table, importing protocol files into it,
 * and the director's rulings on a seat (an artificial score, not played) or on a whole table (code §11.3В).
 * Each action is two syncs: one load of the tables it needs, one batch of writes (the mp and pct columns, the
 * `PreferansRanking` table, and for a ruling the ruling cells and one line of the `Rulings` log).
 * The tables' layout and the pure reading live in preferans-protocols.ts.
 */
import type { ReadResult, Rule113Input, Rule113Options } from '../tables/engine';
import { applyRule113, splitCellPenalties, withCellPenalties } from '../tables/engine';
import { logLines } from '../tables/log';
import {
  PREFERANS_RANKING_COLUMNS,
  PREFERANS_TABLES,
  PROTOCOL_COMPUTED,
  PROTOCOL_ENTERED,
  type ProtocolPos,
  type ProtocolRead,
  hasEntry,
  normalPreferansRuling,
  planProtocolImport,
  preferansRankingRows,
  preferansRulingText,
  protocolComputed,
  readProtocols,
  rowProtocolCells,
} from '../tables/preferans-protocols';
import {
  LoadedPreferans,
  PreferansEvent,
  PreferansImportReport,
  PreferansRescoreReport,
  PreferansRulingOutcome,
  PreferansScore,
  PreferansTarget,
  findProtocolRow,
  preferansFigures,
  preferansFiguresText,
  preferansLogRow,
  preferansRescoreReport,
  scorePreferansWith,
  scoreProtocols,
  type SeatEntry,
  parseSeatEntries,
  seatCell,
  seatEntryText,
  seatList,
} from '../tables/preferans-scoring';
import { RulingConflictError, type RulingLogFields, nextId, stamp } from '../tables/rulings';
import { type Cell, TABLES, cellText } from '../tables/schema';
import { figureFormatRuns, firstFigureRows } from '../tables/formats';
import { type Progress, presetOf } from '../tables/scoring';
import { settingsFromRows } from '../tables/settings';
import { type TableSnapshot, explainMissing, positions } from '../tables/snapshot';
import { queueRankingRows } from './event';
import { PREFERANS_SHAPE, WorkbookShapeError, shapeProblems } from '../tables/shape';
import {
  type QueuedTable,
  type Runner,
  appendRows,
  excelRun,
  queueNumberFormats,
  queueTable,
  snapshot,
  writeBlock,
  writeChangedColumns,
  writeColumns,
} from './excel';
import { queueLogLine, settleLogLine } from './log';

export * from '../tables/preferans-protocols';

// ---------------------------------------------------------------------------------------------------------------
// Loading and scoring
// ---------------------------------------------------------------------------------------------------------------

interface QueuedPreferans {
  settings: QueuedTable;
  protocols: QueuedTable;
  ranking: QueuedTable;
  rulings?: QueuedTable;
}

/** Loads the event's tables in one sync (the Rulings log only when asked). */
async function loadPreferans(
  context: Excel.RequestContext,
  withRulings: boolean,
): Promise<{ q: QueuedPreferans; loaded: LoadedPreferans }> {
  const q: QueuedPreferans = {
    settings: queueTable(context, TABLES.event),
    protocols: queueTable(context, PREFERANS_TABLES.protocols),
    ranking: queueTable(context, PREFERANS_TABLES.ranking),
    ...(withRulings ? { rulings: queueTable(context, TABLES.rulings) } : {}),
  };
  try {
    await context.sync();
  } catch (err) {
    const names = [TABLES.event, PREFERANS_TABLES.protocols, PREFERANS_TABLES.ranking];
    throw explainMissing(err, withRulings ? [...names, TABLES.rulings] : names);
  }
  const settingsTable = snapshot(q.settings);
  const protocols = snapshot(q.protocols);
  const { settings, problems: settingProblems } = settingsFromRows(settingsTable.rows);
  const ranking = snapshot(q.ranking);
  const rulings = q.rulings ? snapshot(q.rulings) : undefined;
  // The shape check (shape.ts) of the tables loaded: each required column there once.
  const loadedTables: Record<string, TableSnapshot> = {
    [TABLES.event]: settingsTable,
    [PREFERANS_TABLES.protocols]: protocols,
    [PREFERANS_TABLES.ranking]: ranking,
    ...(rulings ? { [TABLES.rulings]: rulings } : {}),
  };
  const problems = shapeProblems(
    {
      tables: Object.fromEntries(
        Object.entries(loadedTables).map(([n, t]) => [n, { header: t.header, sheet: t.sheet }]),
      ),
      all: [],
    },
    PREFERANS_SHAPE.filter((x) => loadedTables[x.table] !== undefined),
  );
  if (problems.length) throw new WorkbookShapeError(problems);
  const pos = positions(protocols.header) as ProtocolPos;
  const read = readProtocols(protocols.rows, pos, { firstRow: protocols.headerRow + 1 });
  const loaded: LoadedPreferans = {
    settings,
    protocols,
    ranking,
    ...(rulings ? { rulings } : {}),
    pos,
    read,
    problems: [
      ...settingProblems.map((message) => ({ row: settingsTable.headerRow, field: 'settings', message })),
      ...read.problems,
    ],
  };
  return { q, loaded };
}

/** Queues the mp and pct columns of the first `rows` body rows and, when scored, the ranking. */
function queueFigures(
  context: Excel.RequestContext,
  q: QueuedPreferans,
  loaded: LoadedPreferans,
  read: ProtocolRead,
  score: PreferansScore,
): void {
  const block = protocolComputed(loaded.protocols.rows.length, read, score.result, score.factor);
  const preset = score.result ? presetOf(loaded.settings) : undefined;
  const t = loaded.protocols;
  if (writeChangedColumns(context, t, loaded.pos, PROTOCOL_COMPUTED, block) > 0 && preset) {
    const runs = figureFormatRuns(loaded.pos, PROTOCOL_COMPUTED, preset);
    for (const { row, count } of firstFigureRows(t.rows, block, loaded.pos, PROTOCOL_COMPUTED)) {
      queueNumberFormats(context, t, runs, row, count);
    }
  }
  if (score.result)
    queueRankingRows(
      context,
      q.ranking,
      loaded.ranking,
      PREFERANS_RANKING_COLUMNS,
      preferansRankingRows(score.result, score.factor),
      preset,
    );
}

// ---------------------------------------------------------------------------------------------------------------
// Reading and rescoring
// ---------------------------------------------------------------------------------------------------------------

/** readPreferans: one sync → the protocol lines, the settings, what could not be read, and the log. */
export async function readPreferans(run: Runner = excelRun): Promise<PreferansEvent> {
  return run(async (context) => {
    const { loaded } = await loadPreferans(context, true);
    const first = loaded.protocols.headerRow + 1;
    return {
      settings: loaded.settings,
      read: loaded.read,
      lineRows: loaded.read.lineRow.map((r) => first + r),
      problems: loaded.problems,
      log: logLines(loaded.rulings as TableSnapshot),
    };
  });
}

/**
 * rescorePreferans: loads Protocols, PreferansRanking and EventSettings in one sync, scores with the engine under
 * the event's preset, and writes the mp and pct columns and the ranking in a second sync.
 */
export async function rescorePreferans(run: Runner = excelRun, progress?: Progress): Promise<PreferansRescoreReport> {
  return run(async (context) => {
    progress?.(0, 3, 'read');
    const { q, loaded } = await loadPreferans(context, false);
    progress?.(1, 3, 'score');
    const score = scoreProtocols(loaded.read, loaded.settings);
    if (score.error) return preferansRescoreReport(loaded, score, 1);
    progress?.(2, 3, 'write');
    queueFigures(context, q, loaded, loaded.read, score);
    await context.sync();
    progress?.(3, 3, 'done');
    return preferansRescoreReport(loaded, score, 2);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------------------------

/**
 * importPreferans: puts the lines of a protocol file (read by the engine: `read.preferans`) into the Protocols
 * table. A seat already holding the same entry is not written twice; a seat set out without entry is filled; a
 * seat holding another entry is reported as a conflict and left as it is. The event is rescored in the same
 * batch: two syncs whatever the size.
 */
export async function importPreferans(
  read: ReadResult,
  run: Runner = excelRun,
  progress?: Progress,
): Promise<PreferansImportReport> {
  const protocol = read.preferans;
  if (!protocol) throw new Error(`${read.file} is not a preferans protocol (it has no seat and player columns)`);
  return run(async (context) => {
    progress?.(0, 3, 'read');
    const { q, loaded } = await loadPreferans(context, false);
    const t = loaded.protocols;
    const pos = loaded.pos;
    const plan = planProtocolImport(t, pos, protocol);
    progress?.(1, 3, 'score');
    const all = readProtocols(plan.body, pos, { firstRow: t.headerRow + 1 });
    const score = scoreProtocols(all, loaded.settings);
    const block = protocolComputed(plan.body.length, all, score.result, score.factor);
    progress?.(2, 3, 'write');
    for (const r of plan.filledRows) {
      const cells = PROTOCOL_ENTERED.map((c) => (pos[c] === undefined ? '' : plan.body[r][pos[c] as number]));
      writeColumns(context, t, pos, PROTOCOL_ENTERED, [cells], r);
    }
    const existing = t.rows.length;
    // Lines already there get their computed columns in one block; new lines carry theirs.
    writeChangedColumns(context, t, pos, PROTOCOL_COMPUTED, block.slice(0, existing));
    const newRows = plan.added.map((row, k) => {
      const out = row.slice();
      PROTOCOL_COMPUTED.forEach((c, j) => {
        if (pos[c] !== undefined) out[pos[c] as number] = block[existing + k][j];
      });
      return out;
    });
    appendRows(context, q.protocols, t, newRows);
    if (score.result) {
      queueRankingRows(
        context,
        q.ranking,
        loaded.ranking,
        PREFERANS_RANKING_COLUMNS,
        preferansRankingRows(score.result, score.factor),
      );
    }
    await context.sync();
    progress?.(3, 3, 'done');
    return {
      read: protocol.lines.length,
      added: plan.added.length,
      filled: plan.filledRows.length,
      duplicates: plan.duplicates,
      conflicts: plan.conflicts,
      ...(score.error ? { scoreError: score.error } : {}),
      emptyLines: plan.body.filter((r) => !hasEntry(rowProtocolCells(r, pos)) && r.some((c) => cellText(c) !== ''))
        .length,
      problems: [...loaded.problems.filter((p) => p.field === 'settings'), ...all.problems],
      syncs: 2,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Rulings
// ---------------------------------------------------------------------------------------------------------------

/**
 * A new ruling for a cell that holds procedural penalties (§11.1В, "A+ PP 25%"): they stay after it, unless the
 * new text gives its own.
 */
function keepPenalties(text: string, cell: Cell | undefined): string {
  try {
    const now = splitCellPenalties(cellText(cell));
    if (now.penalties.length === 0 || splitCellPenalties(text).penalties.length > 0) return text;
    return normalPreferansRuling(withCellPenalties(text, now.penalties));
  } catch {
    return text;
  }
}

/** Writes the changed ruling cells, one log line and the rescored figures (the second sync). */
async function writeRuling(
  context: Excel.RequestContext,
  q: QueuedPreferans,
  loaded: LoadedPreferans,
  changes: ReadonlyMap<number, string>,
  log: RulingLogFields,
  tableCell: (rows: number[]) => Cell,
  forms: ReadonlyMap<number, string> = new Map(),
  scores: ReadonlyMap<number, number> = new Map(),
): Promise<PreferansRulingOutcome> {
  const before = scorePreferansWith(loaded, new Map());
  const after = scorePreferansWith(loaded, changes, forms, scores);
  const rows = [...new Set([...changes.keys(), ...forms.keys(), ...scores.keys()])].sort((a, b) => a - b);
  const t = loaded.protocols;
  const seats = rows.map((r) => ({
    row: t.headerRow + 1 + r,
    before: preferansFigures(before, loaded, r),
    after: preferansFigures(after, loaded, r),
  }));
  // The log keeps a seat's score and form only where the ruling changes them (undo puts back those cells).
  const entries = rows.map((r) => {
    const cells = rowProtocolCells(t.rows[r], loaded.pos);
    const k = rows.indexOf(r);
    const b: SeatEntry = { ruling: seats[k].before.ruling };
    const a: SeatEntry = { ruling: seats[k].after.ruling };
    const score = scores.get(r);
    if (score !== undefined && cellText(cells.score) !== String(score)) {
      b.score = cells.score ?? '';
      a.score = score;
    }
    const form = forms.get(r);
    if (form !== undefined && cellText(cells.form) !== form) {
      b.form = cellText(cells.form);
      a.form = form;
    }
    return { seat: seats[k].before.seat, before: b, after: a };
  });
  const r = loaded.rulings as TableSnapshot;
  const id = nextId(r);
  const single = seats.length === 1;
  const deal = seats[0].before.deal;
  const line = preferansLogRow(r, {
    id,
    time: stamp(log.time ?? new Date()),
    director: log.director,
    board: deal,
    table: tableCell(rows),
    laws: log.laws.join('; '),
    answers: log.answers,
    ruling_before: single
      ? seatEntryText(entries[0].before, '')
      : seatList(entries.map((e) => ({ seat: e.seat, ...e.before }))),
    ruling_after: single
      ? seatEntryText(entries[0].after, '')
      : seatList(entries.map((e) => ({ seat: e.seat, ...e.after }))),
    score_before: seats.map((s) => preferansFiguresText(s.before, log.language)).join(' | '),
    score_after: seats.map((s) => preferansFiguresText(s.after, log.language)).join(' | '),
    note: log.note ?? '',
    status: 'applied',
    ruling: log.ruling ?? '',
    flow: log.flow ?? '',
  });
  for (const [row, text] of changes) writeBlock(context, t, row, loaded.pos.ruling as number, [[text]]);
  for (const [row, form] of forms) writeBlock(context, t, row, loaded.pos.form as number, [[form]]);
  for (const [row, score] of scores) writeBlock(context, t, row, loaded.pos.score as number, [[score]]);
  const queued = queueLogLine(context, q.rulings as QueuedTable, r, line, id);
  queueFigures(context, q, loaded, after.read, after.score);
  await context.sync();
  const settled = await settleLogLine(context, queued);
  return { logId: settled.id, row: settled.row, seats, syncs: 2 + settled.syncs };
}

/**
 * applyPreferansRuling: writes a seat's ruling (A60, A50, A40, A<percent>, A+, A, A-, NP or ?, as the protocol
 * CSV writes them) into its ruling cell, one line into the Rulings log with the seat's figures before and after,
 * and the rescored mp, pct and ranking. Two syncs.
 */
export async function applyPreferansRuling(
  target: PreferansTarget,
  ruling: string,
  log: RulingLogFields,
  run: Runner = excelRun,
): Promise<PreferansRulingOutcome> {
  return run(async (context) => {
    const { q, loaded } = await loadPreferans(context, true);
    const bodyRow = findProtocolRow(loaded, target);
    const printed = normalPreferansRuling(ruling);
    if (!printed) throw new Error('the ruling is empty');
    const cells = rowProtocolCells(loaded.protocols.rows[bodyRow], loaded.pos);
    return writeRuling(context, q, loaded, new Map([[bodyRow, keepPenalties(printed, cells.ruling)]]), log, () =>
      seatCell(cellText(cells.table), cellText(cells.seat)),
    );
  });
}

/**
 * applyPreferansRule113: code §11.3В, a hand found after play to have held a wrong number of cards. The table's
 * result is cancelled as the engine's applyRule113 says (the players at fault Ave−, the others Ave+, except
 * non-offenders whose result is kept); the changed seats get their ruling (A-, A+), the log one line for the
 * table. Two syncs.
 */
export async function applyPreferansRule113(
  input: Rule113Input,
  log: RulingLogFields,
  run: Runner = excelRun,
  options: Rule113Options = {},
): Promise<PreferansRulingOutcome> {
  return run(async (context) => {
    const { q, loaded } = await loadPreferans(context, true);
    const { lines, lineRow } = loaded.read;
    const first = loaded.protocols.headerRow + 1;
    const atTable = new Set(
      loaded.read.problems
        .filter((p) => {
          const cells = rowProtocolCells(loaded.protocols.rows[p.row - first] ?? [], loaded.pos);
          return cellText(cells.deal) === String(input.deal) && cellText(cells.table) === String(input.table);
        })
        .map((p) => p.message),
    );
    if (atTable.size) throw new Error([...atTable][0]);
    const ruled = applyRule113(lines, input, options);
    const changes = new Map<number, string>();
    ruled.forEach((l, i) => {
      if (l === lines[i]) return;
      const cell = loaded.protocols.rows[lineRow[i]][loaded.pos.ruling as number];
      const text = keepPenalties(preferansRulingText(l.outcome), cell);
      const now = normalPreferansRuling(cellText(cell));
      if (text !== now) changes.set(lineRow[i], text);
    });
    if (changes.size === 0) {
      throw new RulingConflictError(
        `deal ${input.deal}, table ${input.table} already has the artificial scores of §11.3 (nothing to change)`,
      );
    }
    const laws = log.laws.length ? log : { ...log, laws: ['§11.3В', '§11.2Б1'] };
    return writeRuling(context, q, loaded, changes, laws, () => String(input.table));
  });
}

/** One seat of a table in a ruling decided by the director's flow: its new ruling cell and / or its form. */
export interface PreferansSeatRuling {
  seat: string | number;
  /** The ruling cell's text (A+, A, A-, A<percent>, NP, or '' for the table result); absent: unchanged. */
  ruling?: string;
  /** The form of the deal the seat played (§10Б; '' for the correct form); absent: unchanged. */
  form?: string;
  /** The seat's assigned score (§11.2Б2) for its score cell; absent: unchanged. */
  score?: number;
}

/**
 * applyPreferansTableRuling: a ruling of the director's flow on the seats of one table (code §10–§11): each
 * seat's ruling cell, form and assigned score (§11.2Б2, in its score cell) as the decision says, one line in the Rulings log for the table (or for the seat
 * when there is one), and the rescored mp, pct and ranking. A decision that changes no cell (the score stands,
 * play goes on) is logged with the seats as they are. Two syncs.
 */
export async function applyPreferansTableRuling(
  where: { deal: string | number; table: string | number },
  seats: readonly PreferansSeatRuling[],
  log: RulingLogFields,
  run: Runner = excelRun,
): Promise<PreferansRulingOutcome> {
  if (seats.length === 0) throw new Error(`deal ${where.deal}, table ${where.table}: name at least one seat`);
  return run(async (context) => {
    const { q, loaded } = await loadPreferans(context, true);
    const changes = new Map<number, string>();
    const forms = new Map<number, string>();
    const scores = new Map<number, number>();
    for (const s of seats) {
      const bodyRow = findProtocolRow(loaded, { deal: where.deal, table: where.table, seat: s.seat });
      const now = cellText(loaded.protocols.rows[bodyRow][loaded.pos.ruling as number]);
      changes.set(bodyRow, normalPreferansRuling(s.ruling ?? now));
      if (s.form !== undefined) forms.set(bodyRow, s.form.trim());
      if (s.score !== undefined) {
        if (typeof s.score !== 'number' || !Number.isFinite(s.score)) {
          throw new Error(
            `deal ${where.deal}, table ${where.table}, seat ${s.seat}: score '${String(s.score)}' is not a number`,
          );
        }
        scores.set(bodyRow, s.score);
      }
    }
    return writeRuling(
      context,
      q,
      loaded,
      changes,
      log,
      () => (seats.length === 1 ? seatCell(String(where.table), String(seats[0].seat)) : String(where.table)),
      forms,
      scores,
    );
  });
}

/**
 * undoPreferansRuling: puts back the rulings a logged preferans ruling replaced, marks the log line undone and
 * rescores. Refuses when a seat no longer shows the logged ruling. Two syncs.
 */
export async function undoPreferansRuling(id: number, run: Runner = excelRun): Promise<{ syncs: number }> {
  return run(async (context) => {
    const { q, loaded } = await loadPreferans(context, true);
    const r = loaded.rulings as TableSnapshot;
    const line = logLines(r).find((l) => l.id === id);
    if (!line) throw new Error(`ruling #${id} is not in the Rulings log`);
    if (line.status !== 'applied') throw new RulingConflictError(`ruling #${id} is already ${line.status}`);
    const rpos = positions(r.header);
    const raw = r.rows[line.row - r.headerRow - 1];
    const deal = cellText(raw[rpos.board]);
    const tableText = cellText(raw[rpos.table]);
    const single = /^(.*?),\s*seat\s+(.+)$/.exec(tableText);
    const table = single ? single[1] : tableText;
    const before = parseSeatEntries(line.rulingBefore, single ? single[2] : undefined);
    const after = parseSeatEntries(line.rulingAfter, single ? single[2] : undefined);
    const changes = new Map<number, string>();
    const forms = new Map<number, string>();
    const scores = new Map<number, Cell>();
    for (const [seat, was] of before) {
      let bodyRow: number;
      try {
        bodyRow = findProtocolRow(loaded, { deal, table, seat });
      } catch (err) {
        throw new RulingConflictError(`ruling #${id}: ${err instanceof Error ? err.message : String(err)}`);
      }
      const cells = rowProtocolCells(loaded.protocols.rows[bodyRow], loaded.pos);
      const now = cellText(cells.ruling);
      const is = after.get(seat) ?? { ruling: '' };
      const where = `deal ${deal}, table ${table}, seat ${seat}`;
      if (normalPreferansRuling(now) !== normalPreferansRuling(is.ruling)) {
        throw new RulingConflictError(
          `${where} now shows '${now || '(no ruling)'}', not '${is.ruling}' of ruling #${id}; change it by hand or log a new ruling`,
        );
      }
      if (was.score !== undefined && is.score !== undefined && cellText(cells.score) !== cellText(is.score)) {
        throw new RulingConflictError(
          `${where} now has the score '${cellText(cells.score)}', not '${cellText(is.score)}' of ruling #${id}; change it by hand or log a new ruling`,
        );
      }
      if (was.form !== undefined && is.form !== undefined && cellText(cells.form) !== is.form) {
        throw new RulingConflictError(
          `${where} now has the form '${cellText(cells.form) || '–'}', not '${is.form || '–'}' of ruling #${id}; change it by hand or log a new ruling`,
        );
      }
      changes.set(bodyRow, was.ruling);
      if (was.form !== undefined) forms.set(bodyRow, was.form);
      if (was.score !== undefined) scores.set(bodyRow, was.score);
    }
    const scored = scorePreferansWith(loaded, changes, forms, scores);
    const pt = loaded.protocols;
    for (const [row, text] of changes) writeBlock(context, pt, row, loaded.pos.ruling as number, [[text]]);
    for (const [row, form] of forms) writeBlock(context, pt, row, loaded.pos.form as number, [[form]]);
    for (const [row, score] of scores) writeBlock(context, pt, row, loaded.pos.score as number, [[score]]);
    writeBlock(context, r, line.row - r.headerRow - 1, rpos.status, [['undone']]);
    queueFigures(context, q, loaded, scored.read, scored.score);
    await context.sync();
    return { syncs: 2 };
  });
}
