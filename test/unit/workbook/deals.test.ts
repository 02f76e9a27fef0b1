/**
 * The Deals and DoubleDummy tables: rows to deals and tables and back (pure), the shape check treating them as
 * optional, and against the in-memory Excel host an import filling Deals in its own two syncs, a kept table
 * costing two, and the exports carrying what was kept.
 *
 * The deal used: North holds the 13 spades, East the hearts, South the diamonds, West the clubs. Worked out by
 * hand: a side whose own suit is trumps takes all 13 tricks (the hand of that suit ruffs the opening lead and
 * draws the rest); in the other side's suits and in no trumps the opening leader runs a suit: 0. Board 1 (dealer
 * N, nobody vulnerable, Law 2): 7♠ by N or S makes, 7 × 30 + 300 game + 1000 grand slam = 1510; EW's only higher
 * bid is 7NT, 13 down: par NS +1510, 7♠ N/S.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { parOf } from '../../../src/engine/dd/par';
import { emptyTable } from '../../../src/engine/dd/table';
import type { EventData } from '../../../src/engine/model/types';
import { formatDeal, parseDeal } from '../../../src/engine/dd/deal';
import { readBwsTables, type BwsTables } from '../../../src/engine/io/bws';
import { readResultsFile } from '../../../src/engine/io/detect';
import {
  applyRuling,
  createEvent,
  importBridgemate,
  importEvent,
  importResults,
  keepDoubleDummy,
  readEvent,
  readRulingLog,
  undoRuling,
} from '../../../src/workbook';
import { WorkbookShapeError } from '../../../src/workbook/tables/shape';
import {
  dealsOf,
  doubleDummyRows,
  planDeals,
  planDoubleDummy,
  readDeals,
  readDoubleDummy,
} from '../../../src/workbook/tables/deals';
import { SETTING_KEYS, settingsFromRows } from '../../../src/workbook/tables/settings';
import { EVENT_SHAPE, shapeProblems } from '../../../src/workbook/tables/shape';
import type { Cell } from '../../../src/workbook/tables/schema';
import type { TableSnapshot } from '../../../src/workbook/tables/snapshot';
import { exportWorkbookEvent } from '../../../src/taskpane/services';
import { itWhen } from '../../shared-data';

const FOUR_SUITS = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
/** The same deal written West first. */
const FOUR_SUITS_W = 'W:...AKQJT98765432 AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432.';

function fourSuitsTable() {
  const t = emptyTable();
  t.N = { C: 0, D: 13, H: 0, S: 13, NT: 0 };
  t.S = { C: 0, D: 13, H: 0, S: 13, NT: 0 };
  t.E = { C: 13, D: 0, H: 13, S: 0, NT: 0 };
  t.W = { C: 13, D: 0, H: 13, S: 0, NT: 0 };
  return t;
}

function snap(name: string, header: string[], rows: Cell[][]): TableSnapshot {
  return { name, sheet: name, col: 0, headerRow: 1, header, rows, physicalRows: rows.length };
}

describe('Deals rows', () => {
  test('a deal is read in North-first notation; a bad one is reported with its row and left out', () => {
    const t = snap(
      'Deals',
      ['board', 'deal'],
      [
        [1, FOUR_SUITS_W],
        [2, 'N:AKQ... 2.. 3.. 4..'],
        ['x', FOUR_SUITS],
        [1, 'N:... ... ... ...'],
      ],
    );
    const { deals, problems } = readDeals(t);
    expect([...deals]).toEqual([[1, FOUR_SUITS]]);
    expect(problems.map((p) => [p.row, p.field])).toEqual([
      [3, 'deal'],
      [4, 'board'],
    ]);
    expect(problems[0].message).toMatch(/^Deals row 3, board 2: /);
  });

  test("an import fills empty lines and adds boards; a scorer's deal stays unless the event is replaced", () => {
    const t = snap(
      'Deals',
      ['deal', 'board'],
      [
        ['', 1],
        ['N:AKQJT9876543.2.. .AKQJT98765432.. ..AKQJT98765432. 2...AKQJT9876543', 2],
      ],
    );
    const file = new Map([
      [3, FOUR_SUITS],
      [2, FOUR_SUITS],
      [1, FOUR_SUITS],
    ]);
    const plan = planDeals(t, file);
    expect(plan.body[0]).toEqual([FOUR_SUITS, 1]);
    expect(plan.body[1][0]).not.toBe(FOUR_SUITS);
    expect(plan.kept).toEqual([2]);
    expect(plan.added).toEqual([[FOUR_SUITS, 3]]);
    const replacing = planDeals(t, file, true);
    expect(replacing.body[1]).toEqual([FOUR_SUITS, 2]);
    expect(replacing.replaced).toEqual([2]);
    // Replacing the event with a file that has no deal for board 2: the old event's deal is not the new one's, so
    // its line is cleared (the archive sheet keeps it) and its double-dummy lines go with it; an empty line stays.
    const noDeal2 = planDeals(t, new Map([[1, FOUR_SUITS]]), true);
    expect(noDeal2.body).toEqual([
      [FOUR_SUITS, 1],
      ['', ''],
    ]);
    expect(noDeal2.replaced).toEqual([2]);
    // Adding to the event keeps it.
    expect(planDeals(t, new Map([[1, FOUR_SUITS]])).body[1][1]).toBe(2);
    // The same deal in another notation is no difference.
    expect(planDeals(snap('Deals', ['board', 'deal'], [[1, FOUR_SUITS_W]]), new Map([[1, FOUR_SUITS]])).kept).toEqual(
      [],
    );
  });

  test("a reader's boardInfo gives the deals it can read", () => {
    expect([...dealsOf({ 1: { deal: FOUR_SUITS_W }, 2: {}, 3: { deal: 'N:A... ' } })]).toEqual([[1, FOUR_SUITS]]);
  });
});

describe('DoubleDummy rows', () => {
  test('20 lines a board read back to the same table, the par worked out for the board', () => {
    const table = fourSuitsTable();
    const par = parOf(table, 'N', 'None');
    expect(par.score).toBe(1510);
    const rows = doubleDummyRows(1, { table, par });
    expect(rows).toHaveLength(20);
    expect(rows[3]).toEqual([1, 'N', 'S', 13, 1510]);
    const read = readDoubleDummy(snap('DoubleDummy', ['board', 'declarer', 'strain', 'tricks', 'par'], rows));
    expect(read.get(1)).toEqual({ table, par });
    // 19 lines are no table.
    expect(
      readDoubleDummy(snap('DoubleDummy', ['board', 'declarer', 'strain', 'tricks', 'par'], rows.slice(1))).size,
    ).toBe(0);
  });

  test("a board's lines are written again in place, another board's appended", () => {
    const table = fourSuitsTable();
    const header = ['board', 'declarer', 'strain', 'tricks', 'par'];
    const t = snap('DoubleDummy', header, doubleDummyRows(1, { table }));
    const again = planDoubleDummy(t, 1, { table, par: parOf(table, 'N', 'None') });
    expect(again.added).toEqual([]);
    expect(again.body.every((r) => r[4] === 1510)).toBe(true);
    expect(planDoubleDummy(t, 2, { table }).added).toHaveLength(20);
  });
});

describe('the shape check', () => {
  const whole = {
    EventSettings: ['key', 'value'],
    Travellers: EVENT_SHAPE[1].columns,
    Ranking: EVENT_SHAPE[2].columns,
    Rulings: EVENT_SHAPE[3].columns,
  };
  const found = (extra: Record<string, readonly string[]>) => ({
    tables: Object.fromEntries(
      Object.entries({ ...whole, ...extra }).map(([k, h]) => [k, { header: [...h], sheet: k }]),
    ),
    all: [],
  });
  test('Deals and DoubleDummy are optional; when there, their columns are checked', () => {
    expect(shapeProblems(found({}), EVENT_SHAPE)).toEqual([]);
    const p = shapeProblems(
      found({ Deals: ['board', 'deal cards'], DoubleDummy: ['board', 'declarer', 'strain', 'tricks', 'par'] }),
      EVENT_SHAPE,
    );
    expect(p).toHaveLength(1);
    expect(p[0]).toMatchObject({ kind: 'renamed-column', table: 'Deals', column: 'deal', found: 'deal cards' });
  });
});

test('the time limit of the solver is an event setting, 30 s unless set', () => {
  expect(SETTING_KEYS).toContain('ddTimeLimit');
  expect(settingsFromRows([]).settings.ddTimeLimit).toBe(30);
  expect(settingsFromRows([['ddTimeLimit', 5]]).settings.ddTimeLimit).toBe(5);
  expect(settingsFromRows([['ddTimeLimit', 0]]).problems).toHaveLength(1);
});

describe('in the workbook', () => {
  let office: InstalledOffice;
  let host: ExcelHost;
  beforeEach(() => {
    host = new ExcelHost();
    host.addSheet('Sheet1');
    office = installFakeOffice(host, { displayLanguage: 'en-US' });
  });
  afterEach(() => office.uninstall());

  const file: EventData = {
    kind: 'pairs',
    form: 'mp',
    contestants: [],
    entries: [
      // Board 1, nobody vulnerable: 7S= N = 210 + 300 + 1000 = 1510.
      { board: 1, table: 1, ns: '1', ew: '4', status: 'played', scoreNS: 1510 },
    ],
  };

  test("an import's deals go into a new Deals table in the import's two syncs; a kept table costs two", async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    const m = await host.measure(() => importResults(file, undefined, undefined, { 1: { deal: FOUR_SUITS_W } }));
    expect(m.syncs).toBe(2);
    expect(m.result.deals).toEqual({ added: 1, kept: [] });
    expect(host.getTable('Deals').rows).toEqual([[1, FOUR_SUITS]]);
    const ev = await readEvent();
    expect(ev.cards?.[1]).toEqual({ deal: FOUR_SUITS });

    const table = fourSuitsTable();
    const kept = await host.measure(() => keepDoubleDummy(1, { table, par: parOf(table, 'N', 'None') }));
    expect(kept.syncs).toBe(2);
    expect(kept.result.syncs).toBe(2);
    expect(host.getTable('DoubleDummy').rows).toHaveLength(20);
    const again = await readEvent();
    expect(again.cards?.[1].doubleDummy?.table).toEqual(table);
    expect(again.cards?.[1].doubleDummy?.par?.score).toBe(1510);
    // Kept again: the same 20 lines, not 40.
    await keepDoubleDummy(1, { table });
    expect(host.getTable('DoubleDummy').rows).toHaveLength(20);

    // The exports: PBN's Deal and Optimum tags, the printable page's table and par.
    const pbn = await exportWorkbookEvent(again, 'pbn', 'en');
    expect(pbn.text).toContain(`[Deal "${FOUR_SUITS}"]`);
    expect(pbn.text).toContain('[OptimumScore "NS 1510"]');
    expect(pbn.text).toContain('[OptimumContract "7S N 13"]');
    expect(pbn.text).toMatch(/^N {2}S 13$/m);
    const page = await exportWorkbookEvent(again, 'html', 'en');
    expect(page.text).toContain('<td class="n" data-dd="NS">13</td>');
    expect(page.text).toContain('<td class="n" data-dd="NNT">0</td>');
    expect(page.text).toContain('Par: NS +1510 (7♠ N/S)');
    const pl = await exportWorkbookEvent(again, 'html', 'pl');
    expect(pl.text).toContain('<th class="n">BA</th>');
  });

  test("a ruling checks the Deals and DoubleDummy tables' shape but reads none of their lines", async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    await importResults(file, undefined, undefined, { 1: { deal: FOUR_SUITS_W } });
    const rulingRead = async () => (await host.measure(() => readRulingLog())).bytesReceived;
    const eventRead = async () => (await host.measure(() => readEvent())).bytesReceived;
    const [ruling0, event0] = [await rulingRead(), await eventRead()];
    await keepDoubleDummy(1, { table: fourSuitsTable() });
    const [ruling1, event1] = [await rulingRead(), await eventRead()];
    // readEvent reads the 20 lines of the kept table; a ruling's load only the new table's header (5 names and
    // its address, under 200 bytes).
    expect(event1 - event0).toBeGreaterThan(20 * 10);
    expect(ruling1 - ruling0).toBeLessThan(200);
    const ruled = await applyRuling({ board: 1, table: 1 }, 'A60/40', { director: '', laws: ['12C2(a)'], answers: '' });
    expect(ruled.syncs).toBe(2);
    expect((await readEvent()).cards?.[1].doubleDummy?.table).toEqual(fourSuitsTable());
    await undoRuling(ruled.logId);
    // A renamed DoubleDummy column is named before anything is written.
    host.setValues('DoubleDummy!C1', [['suit']]);
    const before = host.getTable('Travellers').rows.map((r) => r.slice());
    await expect(
      applyRuling({ board: 1, table: 1 }, 'A50/50', { director: '', laws: [], answers: '' }),
    ).rejects.toThrow(WorkbookShapeError);
    await expect(
      applyRuling({ board: 1, table: 1 }, 'A50/50', { director: '', laws: [], answers: '' }),
    ).rejects.toThrow(/the DoubleDummy table has no column 'strain'/);
    expect(host.getTable('Travellers').rows).toEqual(before);
  });

  test('a Deals sheet without its table is reported, and the results still go in', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    host.addSheet('Deals');
    const r = await importResults(file, undefined, undefined, { 1: { deal: FOUR_SUITS } });
    expect(r.deals?.notKept).toMatch(/sheet 'Deals' has no table Deals/);
    expect(r.filled + r.added).toBe(1);
  });
});

describe("the files' deals into the Deals table", () => {
  const DATA = path.resolve(__dirname, '../../../../shared/data');
  const present = existsSync(DATA);
  if (!present && process.env.CI === 'true') throw new Error(`shared data folder ${DATA} is missing`);
  if (!present) console.warn(`shared data folder ${DATA} is absent: the file tests are skipped`);
  const maybe = itWhen(present, DATA);
  let office: InstalledOffice;
  let host: ExcelHost;
  beforeEach(() => {
    host = new ExcelHost();
    host.addSheet('Sheet1');
    office = installFakeOffice(host, { displayLanguage: 'en-US' });
  });
  afterEach(() => office.uninstall());

  maybe('PBN [Deal] tags: one line a board, in the import that brings the results', async () => {
    const file = path.join(DATA, 'pbn/ffb-national-final-2022-session5.pbn');
    const read = readResultsFile(readFileSync(file), 'ffb.pbn');
    const boards = Object.values(read.boardInfo).filter((b) => b.deal).length;
    expect(boards).toBe(28);
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1, empty: true });
    const m = await host.measure(() => importResults(read.event, undefined, undefined, read.boardInfo));
    expect(m.syncs).toBe(2);
    expect(m.result.deals?.added).toBe(28);
    const rows = host.getTable('Deals').rows;
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(rows[0][1]).toBe(formatDeal(parseDeal(read.boardInfo[1].deal!)));
  });

  test("Bridgemate HandRecord: the section's deals with its results, in the import's two syncs", async () => {
    // One table, one board played (board 1: 7S= by N, 1510), its hand record the four-suit deal.
    const day = new Date(Date.UTC(2024, 2, 5));
    const suits = (seat: string, s: string, h: string, d: string, c: string) => ({
      [`${seat}Spades`]: s,
      [`${seat}Hearts`]: h,
      [`${seat}Diamonds`]: d,
      [`${seat}Clubs`]: c,
    });
    const tables: BwsTables = {
      Session: [{ ID: 3, Name: 'Tuesday pairs', Date: day, GUID: 'ABC' }],
      Section: [{ ID: 1, Letter: 'A', Tables: 1, Winners: 2, Session: 3 }],
      RoundData: [{ Section: 1, Table: 1, Round: 1, NSPair: 1, EWPair: 2, LowBoard: 1, HighBoard: 1 }],
      ReceivedData: [
        {
          ID: 100,
          Section: 1,
          Table: 1,
          Round: 1,
          Board: 1,
          PairNS: 1,
          PairEW: 2,
          Declarer: 1,
          'NS/EW': 'N',
          Contract: '7 S',
          Result: '=',
          LeadCard: '',
          Remarks: '',
          DateLog: day,
          TimeLog: new Date(Date.UTC(1899, 11, 30, 19, 30, 0)),
          Erased: false,
          SuspiciousContract: 0,
        },
      ],
      PlayerNumbers: [],
      PlayerNames: [],
      HandRecord: [
        {
          Section: 1,
          Board: 1,
          ...suits('North', 'AKQJT98765432', '', '', ''),
          ...suits('East', '', 'AKQJT98765432', '', ''),
          ...suits('South', '', '', 'AKQJT98765432', ''),
          ...suits('West', '', '', '', 'AKQJT98765432'),
        },
      ],
    };
    const section = readBwsTables(tables, { file: 'club.bws' }).sections[0];
    expect(section.boardInfo[1].deal).toBeDefined();
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1, empty: true });
    const m = await host.measure(() =>
      importBridgemate({
        file: 'club.bws',
        identity: section.identity,
        event: section.event,
        rows: section.rows,
        boardInfo: section.boardInfo,
      }),
    );
    expect(m.syncs).toBe(2);
    expect(m.result.deals).toEqual({ added: 1, kept: [] });
    expect(host.getTable('Deals').rows).toEqual([[1, FOUR_SUITS]]);
  });
});

describe('an import that replaces the event', () => {
  let office: InstalledOffice;
  let host: ExcelHost;
  beforeEach(() => {
    host = new ExcelHost();
    host.addSheet('Sheet1');
    office = installFakeOffice(host, { displayLanguage: 'en-US' });
  });
  afterEach(() => office.uninstall());

  test("takes the file's deal over the workbook's and blanks that board's kept table, in the import's batch", async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    // Board 1 kept with the deal West first holding the spades; the file has North holding them.
    const rotated = 'N:...AKQJT98765432 AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432.';
    const data: EventData = { kind: 'pairs', form: 'mp', contestants: [], entries: [] };
    await importResults(data, undefined, undefined, { 1: { deal: rotated } });
    await keepDoubleDummy(1, { table: fourSuitsTable() });
    expect(host.getTable('DoubleDummy').rows).toHaveLength(20);
    const m = await host.measure(() =>
      importEvent(data, { mode: 'replace', file: 'new.pbn', boardInfo: { 1: { deal: FOUR_SUITS } } }),
    );
    expect(m.syncs).toBe(2);
    expect(host.getTable('Deals').rows).toEqual([[1, FOUR_SUITS]]);
    const ev = await readEvent();
    expect(ev.cards?.[1]).toEqual({ deal: FOUR_SUITS });
    // Adding instead keeps the workbook's deal and says so.
    const add = await importEvent(data, { mode: 'add', file: 'other.pbn', boardInfo: { 1: { deal: rotated } } });
    expect(add.deals).toEqual({ added: 0, kept: [1] });
  });
});
