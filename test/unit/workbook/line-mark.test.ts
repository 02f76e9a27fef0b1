/**
 * The ruling cell holds a line mark: applyRuling with NP, a penalty alone, FORM B and CANCELLED, against the
 * in-memory Excel host, with the traveller's figures and the Ranking it writes.
 *
 * The event (as in workbook.test.ts): a 3-table Mitchell, one board a round, boards 1–3 at all three tables,
 * WBF preset (two per beat). Board 1 (none vulnerable): 4S= N +420 (table 1), 4S+1 N +450 (table 2), 4S-1 N
 * −50 (table 3). Board 2 (N-S vulnerable): +600, +630, −110. Board 3: +90 at every table. Top 4 a board.
 */
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import {
  applyRuling,
  applyRulings,
  createEvent,
  readEvent,
  readRulingLog,
  rescoreEvent,
  undoRuling,
} from '../../../src/workbook';

let office: InstalledOffice;
let host: ExcelHost;

beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host, { displayLanguage: 'en-US' });
});
afterEach(() => office.uninstall());

function rowOf(board: number, table: number): number {
  const t = host.getTable('Travellers');
  const i = t.rows.findIndex((r) => r[0] === board && r[1] === table);
  if (i < 0) throw new Error(`no line for board ${board} table ${table}`);
  return i + 2;
}

function seed(board: number, table: number, contract: string, declarer: string, result: string) {
  const r = rowOf(board, table);
  host.setValues(`Travellers!F${r}:I${r}`, [[contract, declarer, '', result]]);
}

function line(board: number, table: number): Record<string, unknown> {
  const t = host.getTable('Travellers');
  const row = t.rows[rowOf(board, table) - 2];
  return Object.fromEntries(t.headers.map((h, i) => [h, row[i]]));
}

/** The Ranking row of a pair in a direction, by column name. */
function ranking(id: string, direction: 'NS' | 'EW'): Record<string, unknown> {
  const t = host.getTable('Ranking');
  const row = t.rows.find((r) => String(r[1]) === id && r[2] === direction);
  if (!row) throw new Error(`pair ${id} ${direction} is not ranked`);
  return Object.fromEntries(t.headers.map((h, i) => [h, row[i]]));
}

async function threeTableEvent() {
  await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1, director: 'J. Scorer' });
  seed(1, 1, '4S', 'N', '=');
  seed(1, 2, '4S', 'N', '+1');
  seed(1, 3, '4S', 'N', '-1');
  seed(2, 1, '3NT', 'N', '=');
  seed(2, 2, '3NT', 'N', '+1');
  seed(2, 3, '2S', 'E', '=');
  seed(3, 1, '1NT', 'S', '=');
  seed(3, 2, '1NT', 'S', '=');
  seed(3, 3, '1NT', 'S', '=');
  await rescoreEvent();
}

const log = { director: 'J. Scorer', laws: [], answers: '' };

describe('applyRuling with a line mark', () => {
  test('NP: the line has no score, the board leaves both pairs’ totals, the others are factored', async () => {
    await threeTableEvent();
    const ew = String(line(1, 3).ew);
    // Before: pair 3 (NS at table 3) 0 + 0 + 2 = 2 of 12; the EW pair there had 4 on board 1 (against −50).
    expect(ranking('3', 'NS')).toMatchObject({ total: 2, boards: 3 });
    const ewBefore = ranking(ew, 'EW');
    const m = await host.measure(() => applyRuling({ board: 1, table: 3 }, 'not played', { ...log, laws: ['15B'] }));
    expect(m.syncs).toBe(2);
    expect(line(1, 3)).toMatchObject({ ruling: 'NP', mp_ns: '', mp_ew: '', pct_ns: '', pct_ew: '' });
    // Board 1 now has two results, factored to E = 3: +450 (M 2) → (2 + 1)·3/2 − 1 = 3.5, +420 (M 0) → 0.5.
    expect(line(1, 2).mp_ns).toBeCloseTo(3.5, 12);
    expect(line(1, 1).mp_ns).toBeCloseTo(0.5, 12);
    // Pair 3: board 2 0 + board 3 2 = 2 of 8 = 25 %, two boards.
    expect(ranking('3', 'NS')).toMatchObject({ total: 2, percent: 25, boards: 2 });
    // Its EW opponents lose their 4 on board 1 and a board: total − 4, maximum 12 → 8.
    const ewAfter = ranking(ew, 'EW');
    expect(ewAfter.total as number).toBeCloseTo((ewBefore.total as number) - 4, 12);
    expect(ewAfter.boards).toBe(2);
    expect(ewAfter.percent as number).toBeCloseTo((100 * ((ewBefore.total as number) - 4)) / 8, 2);
    expect(m.result.after).toMatchObject({ ruling: 'NP' });
    expect(m.result.after.pctNS).toBeUndefined();
    const lines = await readRulingLog();
    expect(lines[0]).toMatchObject({ rulingBefore: '', rulingAfter: 'NP', laws: '15B' });
    expect(lines[0].scoreAfter).toBe('–'); // no figures: the line is out of the scoring; NP is in ruling_after;
  });

  test('PP EW 25%: the board scores stand, the EW pair loses 1 (25 % of the top 4) from its total', async () => {
    await threeTableEvent();
    const ew = String(line(2, 1).ew);
    const before = ranking(ew, 'EW');
    const pair1 = ranking('1', 'NS');
    await applyRuling({ board: 2, table: 1 }, 'pp ew 25 %', { ...log, laws: ['90'] });
    expect(line(2, 1)).toMatchObject({ ruling: 'PP EW 25%', score_ns: 600, mp_ns: 2, mp_ew: 2 });
    const after = ranking(ew, 'EW');
    expect(after.total as number).toBeCloseTo((before.total as number) - 1, 12);
    // 1 of a maximum of 12 is 8.33 percentage points.
    expect(after.percent as number).toBeCloseTo((before.percent as number) - 100 / 12, 2);
    expect(after.boards).toBe(3);
    // The Ranking says what was taken off; nothing before.
    expect(before.penalty).toBe('');
    expect(after.penalty).toBe(1);
    // The NS pair at that table keeps its total.
    expect(ranking('1', 'NS')).toEqual(pair1);
    // Undo puts the total back.
    await undoRuling(1);
    expect(line(2, 1).ruling).toBe('');
    expect(ranking(ew, 'EW')).toMatchObject({ total: before.total, percent: before.percent, penalty: '' });
  });

  test('FORM B: the result is compared only within its form; CANCELLED leaves the line without a score', async () => {
    await threeTableEvent();
    await applyRuling({ board: 1, table: 2 }, 'form B L87B', log);
    expect(line(1, 2).ruling).toBe('FORM B L87B');
    // The correct form has +420 and −50: two results factored to E = 3: 3.5 and 0.5.
    expect(line(1, 1).mp_ns).toBeCloseTo(3.5, 12);
    expect(line(1, 3).mp_ns).toBeCloseTo(0.5, 12);
    // Form B was played once and cannot be compared: the WBF preset gives both sides Ave+, 60 % of 4 = 2.4
    // (it was a top, 4 / 0).
    expect(line(1, 2)).toMatchObject({ mp_ns: 2.4, mp_ew: 2.4, pct_ns: 60, pct_ew: 60 });

    await applyRuling({ board: 3, table: 2 }, 'CANC', log);
    expect(line(3, 2)).toMatchObject({ ruling: 'CANCELLED', mp_ns: '', pct_ns: '' });
  });

  test('a mark that cannot be read is refused before anything is written', async () => {
    await threeTableEvent();
    await expect(applyRuling({ board: 1, table: 1 }, 'NP 4S= N', log)).rejects.toThrow(/'4S=' after 'NP'/);
    expect(line(1, 1).ruling).toBe('');
    expect(host.getTable('Rulings').rows).toEqual([]);
  });
});

describe('applyRulings: one ruling on several lines in one batch (Law 87)', () => {
  test('Law 87B: tables 1 and 3 played form B of board 1 — two lines, two log lines, two syncs in all', async () => {
    await threeTableEvent();
    const m = await host.measure(() =>
      applyRulings(
        [
          { board: 1, table: 1 },
          { board: 1, table: 3 },
        ],
        'FORM B',
        { ...log, laws: ['87B'] },
      ),
    );
    expect(m.syncs).toBe(2);
    expect([line(1, 1).ruling, line(1, 2).ruling, line(1, 3).ruling]).toEqual(['FORM B', '', 'FORM B']);
    // By hand: form B has +420 (table 1) and −50 (table 3): +420 beats −50, 2 of top 2, factored to E = 3:
    // (2 + 1)·3/2 − 1 = 3.5 and (0 + 1)·3/2 − 1 = 0.5; +450 alone in the correct form cannot be compared:
    // the WBF preset gives average-plus, 60 % of 4 = 2.4.
    expect(line(1, 1).mp_ns).toBeCloseTo(3.5, 12);
    expect(line(1, 3).mp_ns).toBeCloseTo(0.5, 12);
    expect(line(1, 2).mp_ns).toBeCloseTo(2.4, 12);
    const logged = await readRulingLog();
    expect(logged.map((l) => [l.id, l.table, l.rulingAfter, l.laws])).toEqual([
      [1, 1, 'FORM B', '87B'],
      [2, 3, 'FORM B', '87B'],
    ]);
    expect(m.result.outcomes.map((o) => o.logId)).toEqual([1, 2]);
    // The fingerprint the batch keeps is of the lines as it leaves them, both rulings in: the figures are current.
    expect((await readEvent()).stale).toBe(false);
    // Each line is undone on its own.
    await undoRuling(2);
    expect([line(1, 1).ruling, line(1, 3).ruling]).toEqual(['FORM B', '']);
  });

  test('the syncs do not grow with the number of lines; a line named twice or not found writes nothing', async () => {
    await threeTableEvent();
    const all = [1, 2, 3].map((table) => ({ board: 3, table }));
    const m = await host.measure(() => applyRulings(all, 'FORM B', log));
    expect(m.syncs).toBe(2);
    expect(m.result.outcomes).toHaveLength(3);
    await expect(
      applyRulings(
        [
          { board: 2, table: 1 },
          { board: 2, table: 1 },
        ],
        'FORM B',
        log,
      ),
    ).rejects.toThrow('named twice');
    await expect(
      applyRulings(
        [
          { board: 2, table: 1 },
          { board: 2, table: 9 },
        ],
        'FORM B',
        log,
      ),
    ).rejects.toThrow();
    expect(line(2, 1).ruling).toBe('');
    expect(await readRulingLog()).toHaveLength(3);
  });
});
