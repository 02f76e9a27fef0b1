/**
 * Writing only what changed: the planner of range writes (pure, hand-made blocks) and the byte counter of the
 * in-memory Excel host on a 5,000-line event (200 tables × 25 boards).
 *
 * Before this change a ruling on that event sent 442.5 KB (the whole computed block of the Travellers table and
 * the whole Ranking); now it sends the lines of the ruled board and the Ranking rows whose values moved.
 */
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { applyRuling, createEvent, rescoreEvent, undoRuling } from '../../../src/workbook';
import { changedBlocks, sameCell } from '../../../src/workbook/tables/snapshot';
import type { Cell } from '../../../src/workbook/tables/schema';

describe('sameCell', () => {
  test('numbers compare exactly, text as written, empty as empty', () => {
    expect(sameCell(420, 420)).toBe(true);
    // 0.1 + 0.2 is 0.30000000000000004: a different number, written again.
    expect(sameCell(0.1 + 0.2, 0.3)).toBe(false);
    expect(sameCell(null, '')).toBe(true);
    expect(sameCell(undefined, '')).toBe(true);
    expect(sameCell(0, '')).toBe(false);
    expect(sameCell('1', 1)).toBe(false);
    expect(sameCell('NS', 'NS')).toBe(true);
  });
});

describe('changedBlocks', () => {
  const col = (values: Cell[]) => values.map((v) => [v]);

  test('nothing changed: nothing to write', () => {
    const rows: Cell[][] = [
      [1, 'a'],
      [2, ''],
    ];
    expect(
      changedBlocks(rows, [
        [1, 'a'],
        [2, null],
      ]),
    ).toEqual([]);
  });

  test('adjacent changed rows form one run, cut to the columns that changed', () => {
    const now: Cell[][] = Array.from({ length: 8 }, (_, i) => [i, '', 0]);
    const next = now.map((r) => r.slice());
    next[0][0] = 100; // row 0: column 0
    next[2][1] = 'x'; // row 2: column 1 — one unchanged row between: joined (gap 1 ≤ 2)
    next[6][1] = 'y'; // row 6: three unchanged rows (3, 4, 5) before it: a run of its own
    expect(changedBlocks(now, next)).toEqual([
      {
        row: 0,
        col: 0,
        values: [
          [100, ''],
          [1, ''],
          [2, 'x'],
        ],
      },
      { row: 6, col: 1, values: [['y']] },
    ]);
    // With no gap allowed, rows 0 and 2 are apart.
    expect(changedBlocks(now, next, 0).map((b) => b.row)).toEqual([0, 2, 6]);
  });

  test('more runs than allowed: the closest runs are joined first', () => {
    // Changes at rows 0, 4, 6 and 20: gaps of 3, 1 and 13 unchanged rows.
    const now = col(Array.from({ length: 21 }, () => 0));
    const next = now.map((r) => r.slice());
    for (const r of [0, 4, 6, 20]) next[r][0] = 1;
    const spans = (maxRuns: number) =>
      changedBlocks(now, next, 0, maxRuns).map((b) => [b.row, b.row + b.values.length - 1]);
    expect(spans(10)).toEqual([
      [0, 0],
      [4, 4],
      [6, 6],
      [20, 20],
    ]);
    // 3 runs: the gap of 1 goes; 2 runs: then the gap of 3; 1 run: everything from the first change to the last.
    expect(spans(3)).toEqual([
      [0, 0],
      [4, 6],
      [20, 20],
    ]);
    expect(spans(2)).toEqual([
      [0, 6],
      [20, 20],
    ]);
    expect(spans(1)).toEqual([[0, 20]]);
  });

  test('rows beyond the current ones count as changed', () => {
    expect(changedBlocks([[1]], [[1], [2]])).toEqual([{ row: 1, col: 0, values: [[2]] }]);
  });
});

describe('a 5,000-line event', () => {
  let office: InstalledOffice;
  let host: ExcelHost;
  let scored: unknown[][];
  let ranking: unknown[][];

  beforeAll(async () => {
    host = new ExcelHost();
    host.addSheet('Sheet1');
    office = installFakeOffice(host, { displayLanguage: 'en-US' });
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 2, boardsPerRound: 1, empty: true });
    const rows: unknown[][] = [];
    for (let b = 1; b <= 25; b++) {
      for (let t = 1; t <= 200; t++) {
        // 3NT by N making 7 to 11 tricks; the contract column decides score_ns.
        rows.push([b, t, 1, String(t), String(200 + t), '3NT', 'N', '', String(7 + ((b + t) % 5))]);
      }
    }
    const full = rows.map((r) => [...r, '', '', '', '', '', '', '', '']);
    host.typeValues(`Travellers!A2:Q${full.length + 1}`, full);
  });
  afterAll(() => office.uninstall());

  test('the first rescore writes everything; the second, with nothing changed, writes nothing', async () => {
    const first = await host.measure(() => rescoreEvent());
    expect(first.result.error).toBeUndefined();
    expect(first.result.entries).toBe(5000);
    expect(first.syncs).toBe(2);
    // 5,000 score_ns values and 4 computed numbers per line at least: far above 100 KB.
    expect(first.bytesSent).toBeGreaterThan(100 * 1024);
    const second = await host.measure(() => rescoreEvent());
    expect(second.result.error).toBeUndefined();
    expect(second.bytesSent).toBe(0);
    scored = host.getTable('Travellers').rows;
    ranking = host.getTable('Ranking').rows;
    // The load; the write batch is empty, and Office.js makes no round trip for an empty batch.
    expect(second.syncs).toBeLessThanOrEqual(2);
  });

  test('a ruling on one board writes that board and the moved totals: two syncs, under 40 KB', async () => {
    const before = host.getTable('Travellers').rows;
    const m = await host.measure(() =>
      applyRuling({ board: 7, table: 150 }, 'A60/40', { director: '', laws: ['12C2(a)'], answers: '' }),
    );
    expect(m.syncs).toBe(2);
    // Board 7: 200 lines × 4 changed numbers (mp and % both ways, the Neuberg factor moves every line of the
    // board) ≈ 15 KB; the Ranking: the 400 pairs' totals and percentages move with it ≈ 18 KB.
    expect(m.bytesSent).toBeLessThan(40 * 1024);
    const after = host.getTable('Travellers').rows;
    // Every other board is as it was.
    const changedBoards = new Set<number>();
    after.forEach((row, i) => {
      if (row.some((v, c) => !sameCell(v as Cell, before[i][c] as Cell))) changedBoards.add(row[0] as number);
    });
    expect([...changedBoards]).toEqual([7]);
    // What the diff wrote is what a full rescore computes: rescoring now writes nothing.
    const check = await host.measure(() => rescoreEvent());
    expect(check.bytesSent).toBe(0);
    // 60 % of the top of board 7 (200 results, top 398) = 238.8 on the ruled line.
    const ruled = after.find((r) => r[0] === 7 && r[1] === 150)!;
    expect(ruled[10]).toBe('A60/40');
    expect(ruled[11]).toBeCloseTo(238.8, 9);
    expect(ruled[13]).toBe(60);
  });

  test('undoing it writes as little and puts back every value', async () => {
    const m = await host.measure(() => undoRuling(1));
    expect(m.syncs).toBe(2);
    expect(m.bytesSent).toBeLessThan(40 * 1024);
    expect(host.getTable('Travellers').rows).toEqual(scored);
    expect(host.getTable('Ranking').rows).toEqual(ranking);
    const check = await host.measure(() => rescoreEvent());
    expect(check.bytesSent).toBe(0);
  });
});
