/**
 * Co-authoring: several actions in flight at once on one workbook (two directors, or two quick clicks). The
 * in-memory host lets their syncs through one at a time in a chosen order (runInterleaved), with Office.js's
 * semantics: `rows.add` appends after the last row as the table is then, a write by address overwrites what is
 * there, a load sees the workbook as it is when its sync runs.
 *
 * The event: a 5-table Mitchell, one board a round (boards 1–5, each played at the five tables = 25 lines).
 */
import fc from 'fast-check';
import { ExcelHost, installFakeOffice, runInterleaved, type InstalledOffice } from '../../../src/dev/host';
import { applyRuling, createEvent, readRulingLog, undoRuling, type RulingLogLine } from '../../../src/workbook';
import { logIdAt } from '../../../src/workbook/tables/log';

let office: InstalledOffice;
let host: ExcelHost;

beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host, { displayLanguage: 'en-US' });
});
afterEach(() => office.uninstall());

const LOG = { director: 'J. Scorer', laws: ['12C2(a)'], answers: 'what=noResult' };
const RULINGS = ['A60/40', 'A50/50', 'A40/60', 'A+', 'A-', 'NP'];

/** The 25 lines as [board, table], in the order of the Travellers table. */
function lines(): [number, number][] {
  return host.getTable('Travellers').rows.map((r) => [r[0] as number, r[1] as number]);
}

function rowOf(board: number, table: number): number {
  const i = lines().findIndex(([b, t]) => b === board && t === table);
  if (i < 0) throw new Error(`no line for board ${board} table ${table}`);
  return i + 2;
}

function cell(board: number, table: number, column: string): unknown {
  const t = host.getTable('Travellers');
  return t.rows[rowOf(board, table) - 2][t.headers.indexOf(column)];
}

async function fiveTableEvent() {
  await createEvent({ template: 'pairs', movement: 'mitchell', tables: 5, boardsPerRound: 1, director: 'J. Scorer' });
  for (const [board, table] of lines()) {
    const r = rowOf(board, table);
    // 3NT by N, making 9 + (table mod 3) − 1 tricks: '-1', '=', '+1' in turn, so every board has a spread.
    host.setValues(`Travellers!F${r}:I${r}`, [['3NT', 'N', '', ['-1', '=', '+1'][table % 3]]]);
  }
}

/** The rulings log is consistent with the traveller: each line's last log entry says what its ruling cell holds. */
function replayMatches(log: readonly RulingLogLine[]): void {
  const last = new Map<string, RulingLogLine>();
  for (const l of log) last.set(`${l.board}/${l.table}`, l);
  for (const [key, l] of last) {
    const [board, table] = key.split('/').map(Number);
    const expected = l.status === 'undone' ? l.rulingBefore : l.rulingAfter;
    expect({ key, ruling: cell(board, table, 'ruling') }).toEqual({ key, ruling: expected });
  }
}

function uniqueIds(log: readonly RulingLogLine[]): void {
  expect(new Set(log.map((l) => l.id)).size).toBe(log.length);
}

describe('the log id rule (pure)', () => {
  test('a log kept by it counts 1, 2, 3 …; a line landing lower gets the id of its place', () => {
    expect(logIdAt([], 0)).toBe(1);
    expect(logIdAt([1, 2, 3], 3)).toBe(4);
    // Two writers loaded [1, 2] and both guessed 3; the second landed at row index 3 (4th line): 4.
    expect(logIdAt([1, 2, 3, 3], 3)).toBe(4);
    // A hand-numbered or gapped log only pushes ids up: [1, 7] → base max(0, 7 − 2) = 5, next at index 2 → 8.
    expect(logIdAt([1, 7], 2)).toBe(8);
    // Blank rows (no id) take a place but no number: base 0, index 2 → 3.
    expect(logIdAt([1, ''], 2)).toBe(3);
  });

  test('property: ids rise down the table, whatever ids the lines above hold', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: -5, max: 50 }), fc.constant('')), { maxLength: 30 }), (ids) => {
        const next = logIdAt(ids, ids.length);
        for (const id of ids) if (typeof id === 'number') expect(next).toBeGreaterThan(id);
        // A line appended below it always gets a greater id.
        expect(logIdAt([...ids, next, ''], ids.length + 2)).toBeGreaterThan(next);
      }),
    );
  });
});

describe('rulings applied at the same moment', () => {
  test('4 rulings at once on an empty log: 4 lines, ids 1–4, each undoable', async () => {
    await fiveTableEvent();
    const targets = lines().slice(0, 4);
    // Round robin: every batch loads (the empty log), then every batch writes.
    const { results, order } = await runInterleaved(
      host,
      targets.map(
        ([board, table], k) =>
          () =>
            applyRuling({ board, table }, RULINGS[k], LOG),
      ),
    );
    expect(order.slice(0, 4)).toEqual([...new Set(order.slice(0, 4))]); // four different runs loaded first
    const outcomes = results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason));
    const ids = outcomes.map((o) => o.logId);
    expect([...ids].sort()).toEqual([1, 2, 3, 4]);
    const log = await readRulingLog();
    expect(log).toHaveLength(4);
    uniqueIds(log);
    outcomes.forEach((o, k) => {
      const line = log.find((l) => l.id === o.logId) as RulingLogLine;
      expect([line.board, line.table, line.row]).toEqual([...targets[k], o.row]);
      // The cell holds the ruling as printed ('A+' is written 'A+/A-'), and so does the log.
      expect(cell(targets[k][0], targets[k][1], 'ruling')).toBe(line.rulingAfter);
      expect(line.rulingAfter.startsWith(RULINGS[k])).toBe(true);
    });
    // The first writer kept its guess (2 syncs); a writer that found a line above its own settled its id (3).
    expect(outcomes.map((o) => o.syncs).sort()).toEqual([2, 3, 3, 3]);
    for (const o of outcomes) await undoRuling(o.logId);
    const after = await readRulingLog();
    expect(after.map((l) => l.status)).toEqual(['undone', 'undone', 'undone', 'undone']);
    for (const [board, table] of targets) expect(cell(board, table, 'ruling')).toBe('');
  });

  test.each([
    [3, 0],
    [5, 0],
    [10, 0],
    [3, 2],
    [7, 2],
    [10, 3],
  ])('%i rulings in flight on a log of %i lines: every line, id and undo', async (n, already) => {
    await fiveTableEvent();
    const all = lines();
    for (let k = 0; k < already; k++) await applyRuling({ board: all[24 - k][0], table: all[24 - k][1] }, 'A=', LOG);
    const targets = all.slice(0, n);
    // Every batch loads first; then they write in reverse order (the last to load writes first).
    const { results } = await runInterleaved(
      host,
      targets.map(
        ([board, table], k) =>
          () =>
            applyRuling({ board, table }, RULINGS[k % RULINGS.length], LOG),
      ),
      (waiting, step) => (step < n ? 0 : waiting - 1),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const outcomes = results.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof applyRuling>>>).value);
    const log = await readRulingLog();
    expect(log).toHaveLength(already + n);
    uniqueIds(log);
    // Ids rise down the table: 1 … already + n.
    expect(log.map((l) => l.id)).toEqual(Array.from({ length: already + n }, (_, i) => i + 1));
    replayMatches(log);
    outcomes.forEach((o, k) => {
      const line = log.find((l) => l.id === o.logId) as RulingLogLine;
      expect([line.board, line.table, line.row]).toEqual([...targets[k], o.row]);
    });
    // Undo them all at once too: each finds its line by id and restores its cell.
    const undone = await runInterleaved(
      host,
      outcomes.map((o) => () => undoRuling(o.logId)),
    );
    expect(undone.results.every((r) => r.status === 'fulfilled')).toBe(true);
    const final = await readRulingLog();
    expect(final.filter((l) => l.status === 'undone')).toHaveLength(n);
    for (const [board, table] of targets) expect(cell(board, table, 'ruling')).toBe('');
    replayMatches(final);
  });
});

describe('property: any interleaving of rulings, undos and typed edits', () => {
  type Op = { kind: 'apply'; line: number; ruling: string } | { kind: 'type'; line: number; result: string };

  test('leaves a log with unique ids that replays to the traveller, and every typed entry stays', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 24 }), { minLength: 2, maxLength: 8 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.array(fc.nat(20), { minLength: 1, maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        async (chosen, typed, picks, undoIt) => {
          host = new ExcelHost();
          host.addSheet('Sheet1');
          office.uninstall();
          office = installFakeOffice(host, { displayLanguage: 'en-US' });
          await fiveTableEvent();
          const all = lines();
          const ops: Op[] = chosen.map((line, k) =>
            typed[k]
              ? { kind: 'type', line, result: ['+2', '-2'][k % 2] }
              : { kind: 'apply', line, ruling: RULINGS[k % RULINGS.length] },
          );
          const pick = (w: number, step: number) => picks[step % picks.length] % w;
          const typeResult = (line: number, result: string) => () =>
            Excel.run(async (context) => {
              const r = rowOf(...all[line]);
              context.workbook.worksheets.getItem('Travellers').getRange(`I${r}`).values = [[result]];
              await context.sync();
              return undefined;
            });
          // Wave 1: rulings and a co-author's typing, all at once.
          const wave1 = await runInterleaved(
            host,
            ops.map((op) =>
              op.kind === 'apply'
                ? () => applyRuling({ board: all[op.line][0], table: all[op.line][1] }, op.ruling, LOG)
                : typeResult(op.line, op.result),
            ),
            pick,
          );
          expect(wave1.results.every((r) => r.status === 'fulfilled')).toBe(true);
          const applied = wave1.results
            .map((r, k) => ({ op: ops[k], out: (r as PromiseFulfilledResult<unknown>).value }))
            .filter((x) => x.op.kind === 'apply') as { op: Op; out: { logId: number } }[];
          // Wave 2: undo some of them while new rulings go on the lines that were typed in wave 1.
          const wave2Ops = [
            ...applied.filter((_, k) => undoIt[k]).map((a) => () => undoRuling(a.out.logId)),
            ...ops
              .filter((op) => op.kind === 'type')
              .map((op) => () => applyRuling({ board: all[op.line][0], table: all[op.line][1] }, 'A+', LOG)),
          ];
          const wave2 = await runInterleaved(host, wave2Ops, pick);
          expect(wave2.results.every((r) => r.status === 'fulfilled')).toBe(true);

          const log = await readRulingLog();
          uniqueIds(log);
          expect(log).toHaveLength(ops.length);
          replayMatches(log);
          for (const op of ops) {
            if (op.kind === 'type') expect(cell(...all[op.line], 'result')).toBe(op.result);
          }
          for (const a of applied) expect(log.filter((l) => l.id === a.out.logId)).toHaveLength(1);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
