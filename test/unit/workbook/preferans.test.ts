/**
 * A duplicate-preferans event in the workbook, against the in-memory Excel host: the protocols imported from
 * test/fixtures/preferans/protocol.csv, scored, and checked against the figures protocol-checked.csv holds; round
 * trips counted; rulings on a seat and on a table (code §11.3В) compared with the engine.
 *
 * The protocol (arithmetic in the README and test/cli/preferans-individual.test.ts): two deals, three tables of
 * three players. Deal 1, seat 1: p1 10, p4 6, p7 6 → p1 beats two (4 of top 4), p4 and p7 tie (1 each).
 * Deal 2, seat 2: p3 A60 (60 % of 4 = 2.4); p9 5 and p6 −1 factored from top 2 to top 4 (Neuberg, E = 3, A = 2):
 * p9 (2 + 1) · 3/2 − 1 = 3.5, p6 (0 + 1) · 3/2 − 1 = 0.5.
 */
import * as fs from 'fs';
import * as path from 'path';
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import {
  PREFERANS_COLUMNS,
  applyRule113,
  decide,
  getPreset,
  readResultsFile,
  scoreSeats,
  seatOptionsFromPreset,
  type SeatLine,
  type SeatScoringResult,
} from '../../../src/engine';
import {
  PREFERANS_RANKING_COLUMNS,
  PROTOCOL_COLUMNS,
  PROTOCOL_ENTERED,
  preferansTemplateSheets,
  readProtocols,
} from '../../../src/workbook/tables/preferans-protocols';
import {
  applyPreferansRule113,
  applyPreferansRuling,
  applyPreferansTableRuling,
  importPreferans,
  readPreferans,
  rescorePreferans,
  undoPreferansRuling,
} from '../../../src/workbook/office/preferans';
import { WorkbookSetupError } from '../../../src/workbook/tables/snapshot';
import { RulingConflictError } from '../../../src/workbook/tables/rulings';
import { type Cell, blockAddress } from '../../../src/workbook/tables/schema';
import { DEFAULT_SETTINGS, type EventSettings } from '../../../src/workbook/tables/settings';
import type { SheetSpec } from '../../../src/workbook/tables/templates';
import { templateWorkbook } from '../../../src/workbook/tables/xlsx';
import { describeShared, sharedPath } from '../../shared-data';

const FIXTURES = path.resolve(__dirname, '../../fixtures/preferans');
const protocolText = fs.readFileSync(path.join(FIXTURES, 'protocol.csv'), 'utf8');
const checkedText = fs.readFileSync(path.join(FIXTURES, 'protocol-checked.csv'), 'utf8');

let office: InstalledOffice;
let host: ExcelHost;

beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host, { displayLanguage: 'ru-RU' });
});
afterEach(() => office.uninstall());

function settings(over: Partial<EventSettings> = {}): EventSettings {
  return {
    ...DEFAULT_SETTINGS,
    title: 'Пулька',
    kind: 'preferans',
    form: 'mp',
    movement: 'preferans',
    preset: 'ru-preferans',
    tables: 3,
    boards: 2,
    director: 'I. Sudya',
    ...over,
  };
}

/** Writes the template's sheets into the workbook as the set-up does (text columns formatted first). */
async function build(specs: SheetSpec[]): Promise<void> {
  await Excel.run(async (context) => {
    for (const spec of specs) {
      const sheet = context.workbook.worksheets.add(spec.name);
      const t = spec.table as NonNullable<SheetSpec['table']>;
      const all = [t.header as Cell[], ...t.rows];
      const address = blockAddress(0, 1, all.length, t.header.length);
      const bodyRows = Math.max(1, t.rows.length);
      t.header.forEach((h, c) => {
        if (t.text.includes(h)) {
          sheet.getRange(blockAddress(c, 2, bodyRows, 1)).numberFormat = Array.from({ length: bodyRows }, () => ['@']);
        }
      });
      sheet.getRange(address).values = all as Excel.Range['values'];
      sheet.tables.add(`${spec.name}!${address}`, true).name = t.name;
    }
    await context.sync();
  });
}

const emptyEvent = () => build(preferansTemplateSheets({ settings: settings(), empty: true }));

function table(name: string): Record<string, Cell>[] {
  const t = host.getTable(name);
  return t.rows.map((r) => Object.fromEntries(t.headers.map((h, i) => [h, r[i] as Cell])));
}

function protocolRow(deal: number, tableNo: number, seat: number): Record<string, Cell> {
  const hit = table('Protocols').find(
    (r) => String(r.deal) === String(deal) && String(r.table) === String(tableNo) && String(r.seat) === String(seat),
  );
  if (!hit) throw new Error(`no row for deal ${deal} table ${tableNo} seat ${seat}`);
  return hit;
}

function worksheetRow(deal: number, tableNo: number, seat: number): number {
  const rows = table('Protocols');
  const i = rows.findIndex(
    (r) => String(r.deal) === String(deal) && String(r.table) === String(tableNo) && String(r.seat) === String(seat),
  );
  return i + 2;
}

function rankingOf(player: string): Record<string, Cell> {
  const hit = table('PreferansRanking').find((r) => r.player === player);
  if (!hit) throw new Error(`${player} is not ranked`);
  return hit;
}

/** The checked protocol's rows as records of their printed texts. */
function checkedRows(): Record<string, string>[] {
  const [head, ...body] = checkedText.trim().split(/\r?\n/);
  const names = head.split(',');
  return body.map((line) => Object.fromEntries(line.split(',').map((v, i) => [names[i], v])));
}

/** Equal to a figure printed with d decimals: within half a unit of its last place. */
function expectPrinted(ours: Cell, printed: string): void {
  expect(typeof ours).toBe('number');
  const decimals = (printed.split('.')[1] ?? '').length;
  expect(Math.abs((ours as number) - Number(printed))).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-12);
}

function expectChecked(): void {
  const rows = checkedRows();
  expect(table('Protocols')).toHaveLength(rows.length);
  for (const c of rows) {
    const r = protocolRow(Number(c.deal), Number(c.table), Number(c.seat));
    expect(r.player).toBe(c.player);
    expectPrinted(r.mp, c.mp);
    expectPrinted(r.pct, c.pct);
  }
  const totals = rows.filter((c) => c.total !== '');
  expect(table('PreferansRanking')).toHaveLength(totals.length);
  for (const c of totals) {
    const t = rankingOf(c.player);
    expectPrinted(t.total, c.total);
    expectPrinted(t.percent, c.total_pct);
    expect(t.rank).toBe(c.rank);
    // Every player played both deals.
    expect(t.deals).toBe(2);
    expect(t.penalty).toBe(0);
  }
}

const read = (text = protocolText, file = 'protocol.csv') => readResultsFile(text, file);

/** The engine on the file's own lines, for comparing a ruling's effect. */
function engineScore(lines: SeatLine[]): SeatScoringResult {
  return scoreSeats(lines, seatOptionsFromPreset(getPreset('ru-preferans')));
}

const LOG = {
  director: 'I. Sudya',
  laws: ['§11.2B1'],
  answers: 'what=noResult',
  time: new Date(2026, 2, 14, 19, 5, 0),
};

describe('template', () => {
  test('the protocol columns are the CSV columns, then mp and pct', () => {
    expect([...PROTOCOL_ENTERED]).toEqual([...PREFERANS_COLUMNS]);
    expect([...PROTOCOL_COLUMNS]).toEqual([...PREFERANS_COLUMNS, 'mp', 'pct']);
    const sheets = preferansTemplateSheets({ settings: settings() });
    expect(sheets.map((s) => [s.name, s.table?.name])).toEqual([
      ['Event', 'EventSettings'],
      ['Protocols', 'Protocols'],
      ['Ranking', 'PreferansRanking'],
      ['Rulings', 'Rulings'],
    ]);
    const protocols = sheets[1].table!;
    // 2 deals × 3 tables × 3 seats set out.
    expect(protocols.rows).toHaveLength(18);
    expect(protocols.rows[4].slice(0, 4)).toEqual([1, '2', '2', '']);
    expect(protocols.text).toEqual(['table', 'seat', 'player', 'form', 'ruling']);
    expect(sheets[2].table!.header).toEqual([...PREFERANS_RANKING_COLUMNS]);
    expect(sheets[0].table!.rows).toContainEqual(['preset', 'ru-preferans']);
    expect(preferansTemplateSheets({ settings: settings(), seats: 4 })[1].table!.rows).toHaveLength(24);
    expect(preferansTemplateSheets({ settings: settings(), empty: true })[1].table!.rows).toEqual([]);
  });

  test('the template writes to .xlsx as the bridge templates do', () => {
    const wb = templateWorkbook(preferansTemplateSheets({ settings: settings() }));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Event', 'Protocols', 'Ranking', 'Rulings']);
    const protocols = wb.getWorksheet('Protocols')!;
    expect(protocols.getRow(1).values).toEqual([undefined, ...PROTOCOL_COLUMNS]);
    // Deal 2, table 3, seat 3 is the last row set out (row 19); seat and table are text.
    expect(protocols.getRow(19).values).toEqual([undefined, 2, '3', '3']);
    expect(protocols.getColumn(3).numFmt).toBe('@');
    expect(protocols.getColumn(1).numFmt).toBeUndefined();
  });
});

describe('import and rescore', () => {
  test('importing protocol.csv gives the figures of protocol-checked.csv, in two syncs', async () => {
    await emptyEvent();
    const m = await host.measure(() => importPreferans(read()));
    expect(m.syncs).toBe(2);
    expect(m.result).toMatchObject({ read: 18, added: 18, filled: 0, duplicates: 0, conflicts: [], problems: [] });
    expect(m.result.scoreError).toBeUndefined();
    // A straight copy: p3's artificial score keeps its ruling and an empty score.
    expect(protocolRow(2, 3, 2)).toMatchObject({ player: 'p3', score: '', ruling: 'A60' });
    expect(protocolRow(1, 1, 1)).toMatchObject({ player: 'p1', score: 10, table: '1', seat: '1' });
    expectChecked();

    // The import already wrote every figure: the rescore reads (one sync) and has nothing to write.
    const r = await host.measure(() => rescorePreferans());
    expect(r.syncs).toBe(1);
    expect(r.result).toMatchObject({ lines: 18, scored: 18, waiting: 0, players: 9, complete: true, problems: [] });
    expectChecked();
  });

  test('seats set out by the template are filled, not added; a second import duplicates nothing', async () => {
    await build(preferansTemplateSheets({ settings: settings() }));
    const before = await rescorePreferans();
    expect(before).toMatchObject({ lines: 0, waiting: 18, complete: false });
    const first = await importPreferans(read());
    expect(first).toMatchObject({ added: 0, filled: 18, duplicates: 0, emptyLines: 0 });
    expectChecked();
    // Every seat is already there with the same entry: nothing to write after the read.
    const again = await host.measure(() => importPreferans(read()));
    expect(again.syncs).toBe(1);
    expect(again.result).toMatchObject({ read: 18, added: 0, filled: 0, duplicates: 18, conflicts: [] });
    expect(table('Protocols')).toHaveLength(18);
    expectChecked();
  });

  test('a different result for a seat already entered is reported and left as it is', async () => {
    await emptyEvent();
    await importPreferans(read());
    const changed = protocolText.replace('1,2,1,p4,6,', '1,2,1,p4,7,').replace('2,3,3,p4,-5,', '2,3,3,p4,-5,A40');
    const r = await importPreferans(read(changed, 'late.csv'));
    expect(r).toMatchObject({ added: 0, duplicates: 16 });
    expect(r.conflicts).toEqual([
      {
        deal: 1,
        table: '2',
        seat: '1',
        row: worksheetRow(1, 2, 1),
        inWorkbook: 'p4 6',
        inFile: 'p4 7',
        source: { file: 'late.csv', line: 6 },
      },
      {
        deal: 2,
        table: '3',
        seat: '3',
        row: worksheetRow(2, 3, 3),
        inWorkbook: 'p4 -5',
        inFile: 'p4 -5 [A40]',
        // Line 20 of the file: the comment is line 1, the header line 2.
        source: { file: 'late.csv', line: 20 },
      },
    ]);
    expect(protocolRow(1, 2, 1).score).toBe(6);
    expect(protocolRow(2, 3, 3).ruling).toBe('');
    expectChecked();
  });

  test('a second protocol adds its rows and the ranking grows', async () => {
    await emptyEvent();
    await importPreferans(read());
    // Deal 3 at two tables: p1 8 beats p2 2 on seat 1 (2 of top 2, factored to E = 3: (2+1)·3/2 − 1 = 3.5).
    const more = 'deal,table,seat,player,score\n3,1,1,p1,8\n3,2,1,p10,2\n';
    const r = await importPreferans(read(more, 'deal3.csv'));
    expect(r).toMatchObject({ read: 2, added: 2, duplicates: 0 });
    expect(protocolRow(3, 1, 1).mp).toBeCloseTo(3.5, 12);
    expect(protocolRow(3, 2, 1).mp).toBeCloseTo(0.5, 12);
    // p1: 4 + 3 + 3.5 = 10.5 of 12 = 87.5 %; p10 0.5 of 4 = 12.5 %.
    expect(rankingOf('p1')).toMatchObject({ total: 10.5, percent: 87.5, deals: 3 });
    expect(rankingOf('p10')).toMatchObject({ total: 0.5, percent: 12.5, deals: 1 });
    expect(table('PreferansRanking')).toHaveLength(10);
  });

  test('a semicolon protocol with Russian headers and decimal commas', async () => {
    await emptyEvent();
    const text = fs.readFileSync(path.join(FIXTURES, 'protocol-ru.csv'));
    const r = await importPreferans(readResultsFile(new Uint8Array(text), 'protocol-ru.csv'));
    expect(r.added).toBeGreaterThan(0);
    expect(protocolRow(1, 1, 1).score).toBe(2.5);
    expect(protocolRow(1, 2, 2).score).toBe(-0.5);
  });

  test('a bad score cell is a problem naming its row and field; its deal and seat wait', async () => {
    await emptyEvent();
    await importPreferans(read());
    const row = worksheetRow(1, 2, 2);
    const col = String.fromCharCode(65 + PROTOCOL_COLUMNS.indexOf('score'));
    host.setValues(`Protocols!${col}${row}`, [['2 очка']]);
    const r = await host.measure(() => rescorePreferans());
    expect(r.syncs).toBe(2);
    expect(r.result.problems).toHaveLength(1);
    expect(r.result.problems[0]).toMatchObject({ row, field: 'score' });
    expect(r.result.problems[0].message).toMatch(/'2 очка' is not a number/);
    expect(r.result.problems[0].message).toMatch(new RegExp(`row ${row}`));
    expect(r.result.complete).toBe(false);
    // Deal 1, seat 2 waits (no figure for anyone on it); other seats keep theirs.
    for (const t of [1, 2, 3]) expect(protocolRow(1, t, 2)).toMatchObject({ mp: '', pct: '' });
    expect(protocolRow(1, 1, 1).mp).toBe(4);
    // p5 has only deal 2 scored: 0 of 4 = 0 %.
    expect(rankingOf('p5')).toMatchObject({ total: 0, percent: 0, deals: 1 });
  });

  test('a seat given twice is named on the later row', () => {
    const pos = Object.fromEntries(PROTOCOL_COLUMNS.map((c, i) => [c, i]));
    const rows: Cell[][] = [
      [1, '1', '1', 'p1', 10, '', '', '', ''],
      [1, '2', '1', 'p2', 6, '', '', '', ''],
      [1, '1', '1', 'p3', 4, '', '', '', ''],
      [1, '3', '2', 'p2', 5, '', '', '', ''],
    ];
    const r = readProtocols(rows, pos, { firstRow: 2 });
    expect(r.problems.map((p) => [p.row, p.field])).toEqual([
      [4, 'seat'],
      [5, 'player'],
    ]);
    expect(r.problems[0].message).toMatch(/already on row 2/);
    // The rows they clash with wait; the later rows are left out.
    expect(r.lines.map((l) => l.outcome?.kind ?? 'result')).toEqual(['pending', 'pending']);
    expect(r.lineRow).toEqual([0, 1]);
  });

  test('a seat with its player but no result waits; a bad ruling is named and waits too', () => {
    const pos = Object.fromEntries(PROTOCOL_COLUMNS.map((c, i) => [c, i]));
    const rows: Cell[][] = [
      [1, '1', '1', 'p1', '', '', '', 4, 100],
      [1, '2', '1', 'p2', 6, '', 'A120', '', ''],
      [1, '3', '1', '', '', '', '', '', ''],
      ['', '', '', '', '', '', '', 3, 75],
      [1, '4', '1', 'p4', '12,5', 'B', '', '', ''],
    ];
    const r = readProtocols(rows, pos, { firstRow: 10 });
    expect(r.problems).toEqual([{ row: 11, field: 'ruling', message: expect.stringMatching(/'A120'.*row 11/) }]);
    // Row 12 is set out without a player; row 13 holds only computed figures (blank for the reader).
    expect(r.waiting).toBe(2);
    expect(r.lineRow).toEqual([0, 1, 4]);
    expect(r.lines.map((l) => l.outcome?.kind ?? 'result')).toEqual(['pending', 'pending', 'result']);
    expect(r.lines[2]).toEqual({
      deal: 1,
      table: '4',
      seat: '1',
      players: ['p4'],
      score: 12.5,
      form: 'B',
      source: { file: 'Protocols', row: 14 },
    });
  });

  test('a preset the engine does not know: nothing written, one sync', async () => {
    await emptyEvent();
    await importPreferans(read());
    const settingsRows = host.getTable('EventSettings').rows;
    const at = settingsRows.findIndex((r) => r[0] === 'preset') + 2;
    host.setValues(`Event!B${at}`, [['no-such-preset']]);
    const m = await host.measure(() => rescorePreferans());
    expect(m.syncs).toBe(1);
    expect(m.result.error).toMatch(/no-such-preset/);
    expectChecked();
  });

  test('a workbook without the tables says so', async () => {
    await expect(rescorePreferans()).rejects.toBeInstanceOf(WorkbookSetupError);
  });
});

describe('rulings', () => {
  test('an artificial score on a seat changes the figures as the engine says, in two syncs', async () => {
    await emptyEvent();
    await importPreferans(read());
    const m = await host.measure(() => applyPreferansRuling({ deal: 1, table: 2, seat: 1 }, 'a60', LOG));
    expect(m.syncs).toBe(2);
    expect(protocolRow(1, 2, 1)).toMatchObject({ player: 'p4', score: 6, ruling: 'A60' });

    // The engine on the file with the same ruling.
    const lines = read().preferans!.lines.map((l) =>
      l.deal === 1 && l.table === '2' && l.seat === '1'
        ? { ...l, outcome: { kind: 'artificial' as const, level: 'plus' as const, percent: 60 } }
        : l,
    );
    const engine = engineScore(lines);
    const k = lines.findIndex((l) => l.players[0] === 'p4' && l.deal === 1);
    expect(protocolRow(1, 2, 1).mp).toBeCloseTo(engine.lines[k].mp as number, 12);
    for (const t of engine.players) {
      expect(rankingOf(t.player)).toMatchObject({ total: t.mp, percent: t.percent, rank: t.rankLabel });
    }
    // By hand: seat 1 of deal 1 is p1 10, p7 6 and p4 A60. p4 60 % of 4 = 2.4; p1 and p7 factored from top 2:
    // (2+1)·3/2 − 1 = 3.5 and (0+1)·3/2 − 1 = 0.5. p4 2.4 + 0 = 2.4 of 8 = 30 %; p1 3.5 + 3 = 6.5 of 8 = 81.25 %.
    expect(protocolRow(1, 2, 1).mp).toBeCloseTo(2.4, 12);
    expect(protocolRow(1, 1, 1).mp).toBeCloseTo(3.5, 12);
    expect(rankingOf('p4')).toMatchObject({ percent: 30 });
    expect(rankingOf('p1')).toMatchObject({ total: 6.5, percent: 81.25 });

    const log = table('Rulings');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      id: 1,
      time: '2026-03-14 19:05:00',
      director: 'I. Sudya',
      board: 1,
      table: '2, seat 1',
      laws: '§11.2B1',
      ruling_before: '',
      ruling_after: 'A60',
      score_before: 'p4 6; 1.00 MP 25.00 %; total 1.00 MP 12.50 % (8)',
      score_after: 'p4 A60; 2.40 MP 60.00 %; total 2.40 MP 30.00 % (8)',
      status: 'applied',
    });
    expect(m.result.seats).toHaveLength(1);
    expect(m.result.seats[0].after).toMatchObject({ player: 'p4', mp: 2.4, pct: 60, total: 2.4, percent: 30 });
    expect(m.result.row).toBe(2);
  });

  test('§11.3В cancels the table: Ave− to the player at fault, Ave+ to the others, as applyRule113 says', async () => {
    await emptyEvent();
    await importPreferans(read());
    const input = { deal: 2, table: '1', offenders: ['p6'] };
    const m = await host.measure(() => applyPreferansRule113(input, { ...LOG, laws: [] }));
    expect(m.syncs).toBe(2);
    // Table 1 of deal 2: p2 seat 1, p6 seat 2, p7 seat 3.
    expect([1, 2, 3].map((s) => protocolRow(2, 1, s).ruling)).toEqual(['A+', 'A-', 'A+']);
    const engine = engineScore(applyRule113(read().preferans!.lines, input));
    for (const t of engine.players) {
      expect(rankingOf(t.player)).toMatchObject({ total: t.mp, percent: t.percent, rank: t.rankLabel });
    }
    // By hand: p6 Ave− 40 % of 4 = 1.6; p2 and p7 Ave+ 2.4; seat 2 then has p9 5 alone among real results:
    // (0+1)·3/1 − 1 = 2 (50 %).
    expect(protocolRow(2, 1, 2).mp).toBeCloseTo(1.6, 12);
    expect(protocolRow(2, 1, 1).mp).toBeCloseTo(2.4, 12);
    expect(protocolRow(2, 2, 2).mp).toBeCloseTo(2, 12);
    const log = table('Rulings')[0];
    expect(log).toMatchObject({
      board: 2,
      table: 1,
      laws: '§11.3В; §11.2Б1',
      ruling_before: '1: –; 2: –; 3: –',
      ruling_after: '1: A+; 2: A-; 3: A+',
    });
    expect(String(log.score_after).split(' | ')).toHaveLength(3);

    // Undo puts the table's results back: the checked figures again.
    const u = await host.measure(() => undoPreferansRuling(m.result.logId));
    expect(u.syncs).toBe(2);
    expect([1, 2, 3].map((s) => protocolRow(2, 1, s).ruling)).toEqual(['', '', '']);
    expectChecked();
    expect(table('Rulings')[0].status).toBe('undone');
    await expect(undoPreferansRuling(m.result.logId)).rejects.toBeInstanceOf(RulingConflictError);
  });

  test("a flow ruling on a table (§11.2Б1 by each seat's responsibility): three cells, one log line, two syncs", async () => {
    await emptyEvent();
    await importPreferans(read());
    const seats = [
      { seat: '1', ruling: 'A' },
      { seat: '2', ruling: 'A-' },
      { seat: '3', ruling: 'A+' },
    ];
    const log = { ...LOG, laws: ['§11.2Б1'], ruling: 'seat 1: average; seat 2: average-minus; seat 3: average-plus' };
    const m = await host.measure(() => applyPreferansTableRuling({ deal: 2, table: 1 }, seats, log));
    expect(m.syncs).toBe(2);
    // Table 1 of deal 2: p2 seat 1, p6 seat 2, p7 seat 3. By hand: 50 %, 40 %, 60 % of the top 4 = 2, 1.6, 2.4.
    expect([1, 2, 3].map((x) => protocolRow(2, 1, x).ruling)).toEqual(['A', 'A-', 'A+']);
    expect(protocolRow(2, 1, 1).mp).toBeCloseTo(2, 12);
    expect(protocolRow(2, 1, 2).mp).toBeCloseTo(1.6, 12);
    expect(protocolRow(2, 1, 3).mp).toBeCloseTo(2.4, 12);
    const rows = table('Rulings');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      board: 2,
      table: 1,
      laws: '§11.2Б1',
      ruling_after: '1: A; 2: A-; 3: A+',
      ruling: 'seat 1: average; seat 2: average-minus; seat 3: average-plus',
    });
    const u = await host.measure(() => undoPreferansRuling(m.result.logId));
    expect(u.syncs).toBe(2);
    expectChecked();
  });

  test('a flow ruling of §10Б: the table played form B; its seats are scored in their own group', async () => {
    await emptyEvent();
    await importPreferans(read());
    const seats = ['1', '2', '3'].map((seat) => ({ seat, form: 'B' }));
    const m = await host.measure(() =>
      applyPreferansTableRuling({ deal: 1, table: 3 }, seats, { ...LOG, laws: ['§10Б'] }),
    );
    expect(m.syncs).toBe(2);
    expect([1, 2, 3].map((x) => protocolRow(1, 3, x).form)).toEqual(['B', 'B', 'B']);
    // By hand, deal 1 seat 1: the correct form has p1 10 and p4 6 (top 2 → Neuberg to E = 3: p1 (2+1)·3/2 − 1
    // = 3.5, p4 (0+1)·3/2 − 1 = 0.5); p7 alone in form B: (0+1)·3/1 − 1 = 2.
    expect(protocolRow(1, 1, 1).mp).toBeCloseTo(3.5, 12);
    expect(protocolRow(1, 2, 1).mp).toBeCloseTo(0.5, 12);
    expect(protocolRow(1, 3, 1).mp).toBeCloseTo(2, 12);
    expect(table('Rulings')[0]).toMatchObject({ board: 1, table: 3, laws: '§10Б' });
  });

  test('a flow ruling that changes no cell (the score stands) is logged for its seat', async () => {
    await emptyEvent();
    await importPreferans(read());
    const m = await applyPreferansTableRuling({ deal: 1, table: 2 }, [{ seat: '1' }], { ...LOG, laws: ['§11.6A1'] });
    expect(protocolRow(1, 2, 1)).toMatchObject({ ruling: '', score: 6 });
    expect(table('Rulings')[0]).toMatchObject({ table: '2, seat 1', ruling_before: '', ruling_after: '' });
    expect(m.seats[0].before.mp).toBe(m.seats[0].after.mp);
    await expect(applyPreferansTableRuling({ deal: 1, table: 2 }, [{ seat: '9' }], LOG)).rejects.toThrow('seat 9');
  });

  test('a ruling changed by hand is not undone over the change; a bad ruling writes nothing', async () => {
    await emptyEvent();
    await importPreferans(read());
    const { logId } = await applyPreferansRuling({ deal: 2, table: 2, seat: 3 }, 'NP', LOG);
    // Not played: p1 has one deal scored, 4 of 4.
    expect(protocolRow(2, 2, 3)).toMatchObject({ ruling: 'NP', mp: '', pct: '' });
    expect(rankingOf('p1')).toMatchObject({ total: 4, percent: 100, deals: 1 });
    const col = String.fromCharCode(65 + PROTOCOL_COLUMNS.indexOf('ruling'));
    host.setValues(`Protocols!${col}${worksheetRow(2, 2, 3)}`, [['A50']]);
    await expect(undoPreferansRuling(logId)).rejects.toThrow(/now shows 'A50'/);

    await expect(applyPreferansRuling({ deal: 1, table: 1, seat: 1 }, 'A120', LOG)).rejects.toThrow(/A120/);
    await expect(applyPreferansRuling({ deal: 9, table: 1, seat: 1 }, 'A60', LOG)).rejects.toThrow(/deal 9/);
    expect(protocolRow(1, 1, 1).ruling).toBe('');
    expect(table('Rulings')).toHaveLength(1);
  });

  test('readPreferans gives the lines, their rows and the log in one sync', async () => {
    await emptyEvent();
    await importPreferans(read());
    await applyPreferansRuling({ row: 3 }, 'A-', LOG);
    const m = await host.measure(() => readPreferans());
    expect(m.syncs).toBe(1);
    expect(m.result.read.lines).toHaveLength(18);
    expect(m.result.lineRows.slice(0, 3)).toEqual([2, 3, 4]);
    expect(m.result.read.lines[1].outcome).toEqual({ kind: 'artificial', level: 'minus' });
    expect(m.result.log.map((l) => [l.id, l.rulingAfter])).toEqual([[1, 'A-']]);
  });
});

describe('set-up from the pane', () => {
  test('"New individual / preferans event" with the preferans movement builds the protocol sheets', async () => {
    const { createEvent } = await import('../../../src/workbook/office/setup');
    const report = await createEvent({ template: 'individual', movement: 'preferans', tables: 3, boards: 2 });
    expect(report.settings.kind).toBe('preferans');
    expect(report.settings.preset).toBe('ru-preferans');
    expect(report.sheets).toEqual(['Event', 'Protocols', 'Ranking', 'Rulings', 'Live', 'How to use']);
    // 2 deals × 3 tables × 3 seats set out, as the template says.
    expect(report.lines).toBe(18);
    expect(report.syncs).toBe(2);
    expect(table('Protocols')).toHaveLength(18);
    // The protocol file fills the seats set out; the figures are the checked ones.
    const imported = await importPreferans(read());
    expect(imported.syncs).toBe(2);
    await rescorePreferans();
    expectChecked();
  });

  test('a bridge event is replaced by a preferans event (and back) when asked', async () => {
    const { createEvent, EventExistsError } = await import('../../../src/workbook');
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 2 });
    await expect(
      createEvent({ template: 'individual', movement: 'preferans', tables: 3, boards: 2 }),
    ).rejects.toBeInstanceOf(EventExistsError);
    await createEvent({ template: 'individual', movement: 'preferans', tables: 3, boards: 2, replace: true });
    const names = host.sheetNames();
    expect(names).toContain('Protocols');
    expect(names).not.toContain('Travellers');
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 2, replace: true });
    expect(host.sheetNames()).not.toContain('Protocols');
    expect(host.sheetNames()).toContain('Travellers');
  });
});

/** The duplicate-preferans code among the seeds (../shared/seeds): the file that holds its §11. */
function preferansSeed(): string {
  const dir = sharedPath('../seeds');
  const file = fs.readdirSync(dir).find((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes('11.1. Процедура'));
  if (!file) throw new Error(`no seed in ${dir} holds the preferans code's §11.1`);
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

const PREF_OPTIONS = {
  eventKind: 'individual',
  form: 'mp',
  lawsEdition: 2017,
  allowsWeighting: false,
  maxWeightedParts: 0,
  offersLikelyProbable: true,
  preferans: true,
} as const;

describeShared('rulings that change scores, penalties and forms (the preferans code in ../shared/seeds)', () => {
  test("§11.2Б2: the seats' scores come from the possible results, go in their score cells, and undo puts them back", async () => {
    // "для ненарушившей стороны этот результат есть наиболее выгодный … для нарушившей стороны — наименее выгодный"
    expect(preferansSeed()).toMatch(/2\. Оценочный результат\.[^\n]*наиболее выгодный[^\n]*наименее выгодный/);
    await emptyEvent();
    await importPreferans(read());
    // Deal 1, table 3: p7 6, p8 −2, p9 −4; seat 2 (p8) at fault. The results possible without the infraction are
    // the other tables' (10, −4, −6) and (6, 2, −8). Seats 1 and 3 take their best: 10 and −6; seat 2 its worst: −4.
    const d = decide(
      {
        attention: 'player',
        what: 'damage',
        offenderSeats: '2',
        method: 'likelyProbable',
        seatScores: [
          { '1': 10, '2': -4, '3': -6 },
          { '1': 6, '2': 2, '3': -8 },
        ],
        penalty: 'no',
      },
      PREF_OPTIONS,
      { seats: ['1', '2', '3'] },
    );
    expect(d).toMatchObject({ complete: true, outcome: 'assigned', laws: ['§11.2Б2'] });
    const seats = d.seats!.map((a) => ({ seat: a.seat, ruling: '', score: a.kind === 'assigned' ? a.score : NaN }));
    expect(seats.map((x) => x.score)).toEqual([10, -4, -6]);
    const m = await host.measure(() =>
      applyPreferansTableRuling({ deal: 1, table: 3 }, seats, { ...LOG, laws: d.laws, ruling: 'assigned' }),
    );
    expect(m.syncs).toBe(2);
    expect([1, 2, 3].map((x) => protocolRow(1, 3, x).score)).toEqual([10, -4, -6]);
    // By hand, deal 1 (top 4): seat 1 p1 10, p4 6, p7 10 → p1 and p7 2 + 1 = 3, p4 0; seat 2 p2 −4, p5 2, p8 −4
    // → p5 4, p2 and p8 1; seat 3 p3 −6, p6 −8, p9 −6 → p3 and p9 3, p6 0.
    expect(protocolRow(1, 3, 1).mp).toBe(3);
    expect(protocolRow(1, 3, 2).mp).toBe(1);
    expect(protocolRow(1, 3, 3).mp).toBe(3);
    expect(protocolRow(1, 1, 2).mp).toBe(1);
    expect(table('Rulings')[0]).toMatchObject({
      board: 1,
      table: 3,
      laws: '§11.2Б2',
      ruling_before: '1: – · score 6; 2: – · score -2; 3: – · score -4',
      ruling_after: '1: – · score 10; 2: – · score -4; 3: – · score -6',
    });
    const u = await host.measure(() => undoPreferansRuling(m.result.logId));
    expect(u.syncs).toBe(2);
    expect([1, 2, 3].map((x) => protocolRow(1, 3, x).score)).toEqual([6, -2, -4]);
    expectChecked();
  });

  test("§11.1В: a procedural penalty in the ruling cell comes off the player's total and moves the ranking; undo removes it", async () => {
    // "Даже после потери права на наказание согласно этому правилу судья может назначить процедурное наказание."
    expect(preferansSeed()).toMatch(/В\. НАКАЗАНИЕ ПОСЛЕ ПОТЕРИ ПРАВА НА НАКАЗАНИЕ\.[^\n]*процедурное наказание/);
    await emptyEvent();
    await importPreferans(read());
    // Totals by hand: p4 1 (deal 1 seat 1: ties p7 at 6, beaten by p1: 1; deal 2 seat 3: −5 last: 0), 8th;
    // p6 0.5 (deal 1: 0; deal 2 seat 2 with p3's A60: −1 factored (0 + 1)·3/2 − 1 = 0.5), 9th.
    expect(rankingOf('p4')).toMatchObject({ total: 1, rank: '8', penalty: 0 });
    expect(rankingOf('p6')).toMatchObject({ rank: '9' });
    const m = await host.measure(() =>
      applyPreferansTableRuling({ deal: 1, table: 2 }, [{ seat: '1', ruling: 'PP 25%' }], { ...LOG, laws: ['§11.1В'] }),
    );
    expect(m.syncs).toBe(2);
    // 25 % of the deal's top 4 = 1 MP off p4's total: 1 − 1 = 0 of 8 = 0 %; p4 falls below p6. The deal's own
    // matchpoints do not change (the comparison with the other tables stays).
    expect(protocolRow(1, 2, 1)).toMatchObject({ ruling: 'PP 25%', score: 6, mp: 1 });
    expect(rankingOf('p4')).toMatchObject({ total: 0, percent: 0, penalty: 1, rank: '9' });
    expect(rankingOf('p6')).toMatchObject({ total: 0.5, rank: '8' });
    expect(table('Rulings')[0]).toMatchObject({ table: '2, seat 1', ruling_before: '', ruling_after: 'PP 25%' });
    // A penalty in MP beside an artificial score: A+ (2.4) and 0.5 MP off.
    const k = await applyPreferansTableRuling({ deal: 2, table: 3 }, [{ seat: '3', ruling: 'A+ PP 0,5 MP' }], LOG);
    expect(protocolRow(2, 3, 3)).toMatchObject({ ruling: 'A+ PP 0.5MP' });
    // p4: deal 1 1 MP, deal 2 A+ 2.4 (60 % of 4), less 1 + 0.5 → 1.9, penalties 1.5.
    expect(rankingOf('p4').total).toBeCloseTo(1.9, 12);
    expect(rankingOf('p4').penalty).toBeCloseTo(1.5, 12);
    await undoPreferansRuling(k.logId);
    await undoPreferansRuling(m.result.logId);
    expect(rankingOf('p4')).toMatchObject({ total: 1, rank: '8', penalty: 0 });
    expectChecked();
    // A malformed penalty is named with its row, and the seat waits.
    await expect(
      applyPreferansTableRuling({ deal: 1, table: 2 }, [{ seat: '1', ruling: 'PP much' }], LOG),
    ).rejects.toThrow(/PP much/);
  });

  test('§11.1В: a later ruling on the seat keeps the penalty in its cell; undone in turn, the cells are as before', async () => {
    await emptyEvent();
    await importPreferans(read());
    const pen = await applyPreferansTableRuling({ deal: 1, table: 2 }, [{ seat: '1', ruling: 'PP 25%' }], LOG);
    const art = await applyPreferansRuling({ deal: 1, table: 2, seat: 1 }, 'A60', LOG);
    expect(protocolRow(1, 2, 1).ruling).toBe('A60 PP 25%');
    // p4: 60 % of 4 = 2.4 on deal 1, 0 on deal 2, less 1 → 1.4; the penalty column 1.
    expect(rankingOf('p4').total).toBeCloseTo(1.4, 12);
    expect(rankingOf('p4').penalty).toBe(1);
    await undoPreferansRuling(art.logId);
    expect(protocolRow(1, 2, 1).ruling).toBe('PP 25%');
    await undoPreferansRuling(pen.logId);
    expectChecked();
  });

  test('§10: undo of a form ruling puts back the forms as they were; the log keeps only the forms it changed', async () => {
    // "результаты разделяются на две группы, и каждая из этих групп нормируется отдельно"
    expect(preferansSeed()).toMatch(/ОБСЧЁТ ИСПОРЧЕННОЙ СДАЧИ/);
    await emptyEvent();
    await importPreferans(read());
    const first = await applyPreferansTableRuling({ deal: 1, table: 3 }, [{ seat: '1', form: 'B' }], {
      ...LOG,
      laws: ['§10Б'],
    });
    expect(table('Rulings')[0]).toMatchObject({ ruling_before: '– · form –', ruling_after: '– · form B' });
    // The table's ruling: every seat form B; seat 1 already is, so only seats 2 and 3 are logged with a form.
    const seats = ['1', '2', '3'].map((seat) => ({ seat, form: 'B' }));
    const m = await applyPreferansTableRuling({ deal: 1, table: 3 }, seats, { ...LOG, laws: ['§10Б'] });
    const line = table('Rulings')[1];
    expect(line).toMatchObject({
      ruling_before: '1: –; 2: – · form –; 3: – · form –',
      ruling_after: '1: –; 2: – · form B; 3: – · form B',
    });
    expect([1, 2, 3].map((x) => protocolRow(1, 3, x).form)).toEqual(['B', 'B', 'B']);
    await undoPreferansRuling(m.logId);
    // Seat 1 keeps the form of the first ruling; seats 2 and 3 are back in the correct form.
    expect([1, 2, 3].map((x) => protocolRow(1, 3, x).form)).toEqual(['B', '', '']);
    // A form changed by hand since is not undone over.
    const again = await applyPreferansTableRuling({ deal: 1, table: 3 }, seats, { ...LOG, laws: ['§10Б'] });
    const col = String.fromCharCode(65 + PROTOCOL_COLUMNS.indexOf('form'));
    host.setValues(`Protocols!${col}${worksheetRow(1, 3, 2)}`, [['C']]);
    await expect(undoPreferansRuling(again.logId)).rejects.toThrow(/form 'C'/);
    host.setValues(`Protocols!${col}${worksheetRow(1, 3, 2)}`, [['B']]);
    await undoPreferansRuling(again.logId);
    await undoPreferansRuling(first.logId);
    expect([1, 2, 3].map((x) => protocolRow(1, 3, x).form)).toEqual(['', '', '']);
    expectChecked();
  });
});
