/**
 * Import as a decision (issue 11): the event's settings from the file, the comparison that decides whether the
 * file's results may be added, and replace / add / undo against the in-memory Excel host, round trips counted.
 * The real files are the organisers' own exports in ../shared/data (see SOURCES.md).
 */
import { existsSync, readFileSync } from 'fs';
import path from 'path';
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { presetForProgram, readResultsFile } from '../../../src/engine/io/detect';
import type { EventData } from '../../../src/engine/model/types';
import { emptyTable } from '../../../src/engine/dd/table';
import {
  createEvent,
  importEvent,
  importResults,
  keepDoubleDummy,
  readEvent,
  readRulingLog,
  rescoreEvent,
  undoImport,
  updateSettings,
} from '../../../src/workbook';
import {
  archiveGrid,
  changedRows,
  compareEvents,
  countsFromData,
  readArchive,
  readArchiveSheet,
  restoredRows,
  settingsFromFile,
  tableFingerprint,
  travellerFingerprint,
} from '../../../src/workbook/tables/import-decision';
import { rowsFollowingContract } from '../../../src/workbook/tables/address';
import { readTravellers } from '../../../src/workbook/tables/travellers';
import { DEFAULT_SETTINGS } from '../../../src/workbook/tables/settings';
import { TRAVELLER_COLUMNS } from '../../../src/workbook/tables/schema';
import { positions } from '../../../src/workbook/tables/snapshot';
import { itWhen } from '../../shared-data';

const DATA = path.resolve(__dirname, '../../../../shared/data');
const present = existsSync(DATA);
if (!present && process.env.CI === 'true') throw new Error(`shared data folder ${DATA} is missing`);
if (!present) console.warn(`shared data folder ${DATA} is absent: the file tests are skipped`);
const withData = itWhen(present, DATA);
/** The file's settings with the preset of the program that wrote it, as the pane and the CLI look it up. */
const fileSettings = (r: ReturnType<typeof readResultsFile>) => settingsFromFile(r, presetForProgram(r.event.program));
const file = (name: string) => readResultsFile(readFileSync(path.join(DATA, name)), path.basename(name));

let office: InstalledOffice;
let host: ExcelHost;
beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host, { displayLanguage: 'en-US' });
});
afterEach(() => office.uninstall());

describe('settings from the file', () => {
  withData('a 6-table, 27-board Howell written by Compscore: preset abf, 9 rounds of 3 boards', () => {
    const f = fileSettings(file('usebio/mp_pairs_howell.xml'));
    // SOURCES.md: "MP pairs, Howell, 6 tables, 27 boards"; 12 pairs play 27 boards each in rounds of 3 → 9 rounds.
    expect(f.settings).toMatchObject({ movement: 'howell', tables: 6, boards: 27, rounds: 9, boardsPerRound: 3 });
    expect(f).toMatchObject({ presetFrom: 'program', program: 'Compscore' });
    expect(f.settings.preset).toBe('abf');
    expect(f.settings.date).toBe('27/07/2022');
  });

  withData('a Magic Contest file is scored under ffb; its 44 pairs at 22 tables', () => {
    const f = fileSettings(file('pbn/ffb-national-final-2022-session5.pbn'));
    // SOURCES.md: "Pairs final, 22 tables, 44 pairs, 28 boards".
    expect(f.settings).toMatchObject({ preset: 'ffb', tables: 22, boards: 28, form: 'mp' });
  });

  withData('a Butler file keeps its form', () => {
    // SOURCES.md: "Butler IMP pairs, 4 tables, 35 boards".
    expect(fileSettings(file('usebio/butler_howell.xml')).settings).toMatchObject({
      form: 'butler',
      tables: 4,
      boards: 35,
    });
  });

  test('counts from hand-made data: a 2-table Mitchell, 2 rounds of 2 boards', () => {
    // Round 1: 1v3 at table 1 on boards 1–2, 2v4 at table 2 on boards 3–4; round 2 the E-W pairs swap.
    const e = (board: number, ns: string, ew: string) => ({ board, ns, ew, status: 'played' as const, scoreNS: 0 });
    const data: EventData = {
      kind: 'pairs',
      form: 'mp',
      contestants: [],
      entries: [e(1, '1', '3'), e(2, '1', '3'), e(3, '2', '4'), e(4, '2', '4')].concat([
        e(3, '1', '4'),
        e(4, '1', '4'),
        e(1, '2', '3'),
        e(2, '2', '3'),
      ]),
    };
    expect(countsFromData(data)).toEqual({ movement: 'mitchell', tables: 2, boards: 4, rounds: 2, boardsPerRound: 2 });
  });
});

describe('the comparison', () => {
  withData('a Howell file against a Mitchell event: adding is refused (movement and boards)', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 2 });
    const wbEvent = await readEvent();
    const r = file('usebio/mp_pairs_howell.xml');
    const c = compareEvents(wbEvent, { settings: fileSettings(r).settings, event: r.event });
    expect(c.refusals).toEqual(['movement', 'boards']);
    // The set-up's 3 rounds of 2 boards hold boards 1–6: boards 7–27 of the file are outside.
    expect(c.boards.outside).toEqual(Array.from({ length: 21 }, (_, k) => k + 7));
  });
});

describe('replace, undo, add', () => {
  /** A 3-table Mitchell, 3 boards each played 3 times, its results typed (4S or 3NT by N, = or +1). */
  async function smallEvent() {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1, title: 'Club' });
    const t = host.getTable('Travellers');
    t.rows.forEach((r, i) => {
      host.setValues(`Travellers!F${i + 2}:I${i + 2}`, [[r[0] === 1 ? '4S' : '3NT', 'N', '', i % 2 ? '+1' : '=']]);
    });
    await rescoreEvent();
  }

  withData('a Howell file replaces a Mitchell (2 syncs), and the undo brings the Mitchell back (2 syncs)', async () => {
    await smallEvent();
    const before = host.getTable('Travellers').rows.map((r) => r.slice());
    const ranking = host.getTable('Ranking').rows.map((r) => r.slice());
    const r = file('usebio/mp_pairs_howell.xml');
    const fs = fileSettings(r);
    const m = await host.measure(() => importEvent(r.event, { mode: 'replace', file: r.file, settings: fs.settings }));
    expect(m.syncs).toBe(2);
    const report = m.result;
    expect(report.added).toBe(161);
    expect(host.getTable('Travellers').rows).toHaveLength(161);
    expect(host.sheetNames()).toContain('Archive 1');
    const ev = await readEvent();
    expect(ev.settings).toMatchObject({ movement: 'howell', tables: 6, boards: 27, preset: 'abf' });
    // Every MP is there (no blank column): 161 lines scored.
    const pos = positions(host.getTable('Travellers').headers);
    expect(host.getTable('Travellers').rows.filter((x) => x[pos.mp_ns] === '')).toHaveLength(0);
    const log = await readRulingLog();
    expect(log.at(-1)).toMatchObject({ id: report.logId, status: 'applied', answers: 'import: replace' });

    const u = await host.measure(() => undoImport({ id: report.logId, rulingBefore: report.archive }));
    expect(u.syncs).toBe(2);
    const after = host.getTable('Travellers').rows;
    expect(after).toHaveLength(before.length);
    const ent = ['board', 'table', 'ns', 'ew', 'contract', 'declarer', 'result'].map((c) => pos[c]);
    expect(after.map((x) => ent.map((k) => String(x[k])))).toEqual(before.map((x) => ent.map((k) => String(x[k]))));
    // The ranking is the Mitchell's again (rows the Howell added are blanked).
    const shown = (rows: unknown[][]) => rows.filter((x) => x[1] !== '').map((x) => `${x[1]}:${x[4]}`);
    expect(shown(host.getTable('Ranking').rows)).toEqual(shown(ranking));
    expect(new Set(shown(ranking).map((x) => x.split(':')[1])).size).toBeGreaterThan(1);
    expect((await readEvent()).settings).toMatchObject({ movement: 'mitchell', tables: 3, title: 'Club' });
    expect((await readRulingLog()).at(-1)?.status).toBe('undone');
    // A second undo is refused.
    await expect(undoImport({ id: report.logId, rulingBefore: report.archive })).rejects.toThrow(/already undone/);
  });

  withData('an undo is refused once the lines changed after the import', async () => {
    await smallEvent();
    const r = file('usebio/mp_pairs_howell.xml');
    const rep = await importEvent(r.event, { mode: 'replace', file: r.file, settings: fileSettings(r).settings });
    host.setValues('Travellers!F2', [['7NT']]);
    await expect(undoImport({ id: rep.logId, rulingBefore: rep.archive })).rejects.toThrow(/changed since import/);
  });

  withData('the same file added twice: the second time every line is a duplicate', async () => {
    await smallEvent();
    const r = file('usebio/mp_pairs_howell.xml');
    await importEvent(r.event, { mode: 'replace', file: r.file, settings: fileSettings(r).settings });
    const again = await importEvent(r.event, { mode: 'add', file: r.file });
    expect(again).toMatchObject({ added: 0, duplicates: 161, syncs: 2, archive: 'Archive 2' });
    expect(host.getTable('Travellers').rows).toHaveLength(161);
  });
});

describe('the Deals and an undo of an import', () => {
  /** North the spades, East the hearts, South the diamonds, West the clubs; then each hand moved one seat on. */
  const FOUR_SUITS = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
  const TURNED = 'N:...AKQJT98765432 AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432.';
  /** FOUR_SUITS' table: a side makes all 13 tricks in its two suits, none in the others' or in no trumps. */
  function fourSuitsTable() {
    const t = emptyTable();
    t.N = { C: 0, D: 13, H: 0, S: 13, NT: 0 };
    t.S = { C: 0, D: 13, H: 0, S: 13, NT: 0 };
    t.E = { C: 13, D: 0, H: 13, S: 0, NT: 0 };
    t.W = { C: 13, D: 0, H: 13, S: 0, NT: 0 };
    return t;
  }
  const copy = (name: string) => host.getTable(name).rows.map((r) => r.slice());
  /** The FFB final's 28 boards, each with its [Deal], put in place of the event (SOURCES.md: 22 tables, 28 boards). */
  const replaceByFfb = () => {
    const r = file('pbn/ffb-national-final-2022-session5.pbn');
    const settings = fileSettings(r).settings;
    return host.measure(() =>
      importEvent(r.event, { mode: 'replace', file: r.file, settings, boardInfo: r.boardInfo }),
    );
  };
  /** The archive sheet's cells as readArchiveSheet reads them (the blank rows below are skipped as an undo's are). */
  const archiveOf = (sheet: string) => readArchiveSheet(host.getValues(`'${sheet}'!A1:H800`), sheet);
  /** A 3-board Mitchell whose Deals hold boards 1–3 (FOUR_SUITS, TURNED, FOUR_SUITS), board 1 solved. */
  async function eventWithDeals() {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1, title: 'Club' });
    const none: EventData = { kind: 'pairs', form: 'mp', contestants: [], entries: [] };
    const deals = { 1: { deal: FOUR_SUITS }, 2: { deal: TURNED }, 3: { deal: FOUR_SUITS } };
    expect((await importResults(none, undefined, undefined, deals)).deals).toEqual({ added: 3, kept: [] });
    await keepDoubleDummy(1, { table: fourSuitsTable() });
    expect(host.getTable('DoubleDummy').rows).toHaveLength(20);
  }

  withData('a replace over other deals, undone: the Deals and DoubleDummy lines are back cell by cell', async () => {
    await eventWithDeals();
    const [deals, dd, travellers, contestants] = ['Deals', 'DoubleDummy', 'Travellers', 'Contestants'].map(copy);
    expect(deals).toEqual([
      [1, FOUR_SUITS],
      [2, TURNED],
      [3, FOUR_SUITS],
    ]);
    const m = await replaceByFfb();
    expect(m.syncs).toBe(2);
    expect(m.result.deals).toEqual({ added: 28, kept: [] });
    expect(host.getTable('Deals').rows).toHaveLength(28);
    expect(host.getTable('Deals').rows[0][1]).not.toBe(FOUR_SUITS);
    // Board 1's deal changed: its 20 solved lines are blanked.
    expect(host.getTable('DoubleDummy').rows.every((r) => r.every((v) => v === ''))).toBe(true);
    // The archive keeps the three lines the import wrote over and board 1's 20 lines, not the 25 boards it added.
    const { tables, changes } = archiveOf(m.result.archive);
    expect(tables.has('Deals')).toBe(false);
    expect(changes.get('Deals')).toMatchObject({ at: [0, 1, 2], length: 3 });
    expect(changes.get('Deals')?.rows).toEqual([
      ['1', FOUR_SUITS],
      ['2', TURNED],
      ['3', FOUR_SUITS],
    ]);
    expect(changes.get('DoubleDummy')).toMatchObject({ at: Array.from({ length: 20 }, (_, k) => k), length: 20 });

    const u = await host.measure(() => undoImport({ id: m.result.logId, rulingBefore: m.result.archive }));
    expect(u.syncs).toBe(2);
    expect(copy('Deals')).toEqual(deals);
    expect(copy('DoubleDummy')).toEqual(dd);
    expect(copy('Contestants')).toEqual(contestants);
    const ent = ['board', 'table', 'ns', 'ew', 'contract', 'declarer', 'result'].map(
      (c) => positions(host.getTable('Travellers').headers)[c],
    );
    const entered = (rows: unknown[][]) => rows.map((x) => ent.map((k) => x[k]));
    expect(entered(copy('Travellers'))).toEqual(entered(travellers));
    const cards = (await readEvent()).cards;
    expect(cards?.[2]).toEqual({ deal: TURNED });
    expect(cards?.[1].doubleDummy?.table).toEqual(fourSuitsTable());
  });

  withData('deals brought into a workbook without them, undone, leave the Deals empty, twice over', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1, title: 'Club' });
    expect(host.tableNames()).not.toContain('Deals');
    const first = await replaceByFfb();
    expect(host.getTable('Deals').rows).toHaveLength(28);
    // Board 1 solved after the import: its lines are of the imported deal, which the undo takes away.
    await keepDoubleDummy(1, { table: fourSuitsTable() });
    const u1 = await host.measure(() => undoImport({ id: first.result.logId, rulingBefore: first.result.archive }));
    expect(u1.syncs).toBe(2);
    expect(host.getTable('Deals').rows).toEqual([]);
    expect(host.getTable('DoubleDummy').rows).toEqual([]);
    // Into the Deals table that is there now, empty.
    const second = await replaceByFfb();
    expect(second.syncs).toBe(2);
    expect(second.result.archive).toBe('Archive 2');
    expect(host.getTable('Deals').rows).toHaveLength(28);
    expect(archiveOf('Archive 2').changes.get('Deals')).toMatchObject({ at: [], rows: [], length: 0 });
    const u2 = await host.measure(() => undoImport({ id: second.result.logId, rulingBefore: second.result.archive }));
    expect(u2.syncs).toBe(2);
    expect(host.getTable('Deals').rows).toEqual([]);
    expect((await readEvent()).cards).toEqual({});
  });

  withData('a deal edited after the import: the undo is refused, naming the Deals, and nothing is lost', async () => {
    await eventWithDeals();
    const before = copy('Deals');
    const m = await replaceByFfb();
    const { logId, archive } = m.result;
    const imported = host.getValues('Deals!B3')[0][0];
    host.setValues('Deals!B3', [[TURNED]]);
    const edited = copy('Deals');
    const travellers = copy('Travellers');
    await expect(undoImport({ id: logId, rulingBefore: archive })).rejects.toThrow(
      `the Deals changed since import #${logId} (an edit): undo those first, or take the event back from the sheet 'Archive 1' by hand`,
    );
    expect(copy('Deals')).toEqual(edited);
    expect(copy('Travellers')).toEqual(travellers);
    expect((await readRulingLog()).at(-1)).toMatchObject({ id: logId, status: 'applied' });
    // A line typed too: both are named.
    host.setValues('Travellers!F2', [['7NT']]);
    await expect(undoImport({ id: logId, rulingBefore: archive })).rejects.toThrow(
      `the Travellers and the Deals changed since import #${logId} (a ruling or an edit)`,
    );
    // And a name: all three.
    const name = host.getValues('Contestants!C2')[0][0];
    host.setValues('Contestants!C2', [['A. Typed & B. Typed']]);
    await expect(undoImport({ id: logId, rulingBefore: archive })).rejects.toThrow(
      `the Travellers, the Deals and the Contestants changed since import #${logId} (a ruling or an edit)`,
    );
    host.setValues('Contestants!C2', [[name]]);
    host.setValues('Travellers!F2', [[travellers[0][5]]]);
    // The deal as the import left it: the undo goes through.
    host.setValues('Deals!B3', [[imported]]);
    const u = await host.measure(() => undoImport({ id: logId, rulingBefore: archive }));
    expect(u.syncs).toBe(2);
    expect(copy('Deals')).toEqual(before);
  });

  withData('a name typed in the Contestants after the import: the undo is refused, naming them', async () => {
    await eventWithDeals();
    const m = await replaceByFfb();
    host.setValues('Contestants!C2', [['A. Typed & B. Typed']]);
    await expect(undoImport({ id: m.result.logId, rulingBefore: m.result.archive })).rejects.toThrow(
      `the Contestants changed since import #${m.result.logId} (an edit)`,
    );
  });

  withData("a Contestants table the import made is emptied by the undo: the names are not the event's", async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1, title: 'Club' });
    // An older workbook: no Contestants table.
    await Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Contestants').delete();
      await context.sync();
    });
    const m = await replaceByFfb();
    expect(m.result.contestantsAdded).toBe(44);
    expect(host.getTable('Contestants').rows).toHaveLength(44);
    await undoImport({ id: m.result.logId, rulingBefore: m.result.archive });
    expect(host.getTable('Contestants').rows).toEqual([]);
    // The ranking is the Club's again (the lines left over blanked), without the FFB final's names for its pairs.
    const names = positions(host.getTable('Ranking').headers).names;
    const shown = copy('Ranking').filter((r) => r[1] !== '');
    expect(shown.map((r) => `${r[1]}:${r[names]}`)).toEqual(['1:', '2:', '3:', '4:', '5:', '6:']);
  });

  withData('a DoubleDummy line to put back that now holds another board: the undo is refused, naming it', async () => {
    await eventWithDeals();
    const m = await replaceByFfb();
    // Row 2 of the sheet, board 1's first line (blanked by the import), typed over with a board the file lacks.
    host.setValues('DoubleDummy!A2:D2', [[40, 'N', 'S', 7]]);
    await expect(undoImport({ id: m.result.logId, rulingBefore: m.result.archive })).rejects.toThrow(
      `the DoubleDummy table changed since import #${m.result.logId} (row 2 holds another board now)`,
    );
    expect(host.getTable('Deals').rows).toHaveLength(28);
  });

  withData('an import that brings deals the workbook already has keeps no Deals lines in its archive', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1, title: 'Club' });
    await replaceByFfb();
    const deals = copy('Deals');
    const r = file('pbn/ffb-national-final-2022-session5.pbn');
    const again = await importEvent(r.event, { mode: 'add', file: r.file, boardInfo: r.boardInfo });
    expect(again.deals).toEqual({ added: 0, kept: [] });
    expect(archiveOf(again.archive).changes.size).toBe(0);
    await undoImport({ id: again.logId, rulingBefore: again.archive });
    expect(copy('Deals')).toEqual(deals);
  });
});

describe('Event settings', () => {
  test('a new preset and board count are written and the event rescored, in two syncs', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    const m = await host.measure(() => updateSettings({ preset: 'ebu', date: '2025-03-01', boards: 4 }));
    expect(m.syncs).toBe(2);
    expect((await readEvent()).settings).toMatchObject({ preset: 'ebu', date: '2025-03-01', boards: 4 });
  });
});

describe('entry checks', () => {
  const header = [...TRAVELLER_COLUMNS];
  const pos = positions(header);
  const row = (cells: Record<string, string | number>) => header.map((h) => cells[h] ?? '');

  test('a score against its contract is flagged on the line, both kept, scored as neither', () => {
    // Board 5 (N-S vulnerable, Law 2): 3H-1 by E, not vulnerable → NS +50; 123 is typed.
    const body = [
      row({ board: 5, table: 1, ns: '1', ew: '2', contract: '3H', declarer: 'E', result: '-1', score_ns: 123 }),
    ];
    const read = readTravellers(body, pos, DEFAULT_SETTINGS, 2);
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0]).toMatchObject({
      row: 2,
      field: 'score_ns',
      cell: `${String.fromCharCode(65 + pos.score_ns)}2`,
    });
    expect(read.problems[0].message).toMatch(/123 does not agree with 3H -1 by E \(NS 50/);
    expect(read.event.entries[0]).toMatchObject({ status: 'pending' });
    expect(read.event.entries[0].scoreNS).toBeUndefined();
    // The score of the contract agrees: no problem.
    const ok = readTravellers(
      [row({ board: 5, ns: '1', ew: '2', contract: '3H', declarer: 'E', result: '-1', score_ns: 50 })],
      pos,
      DEFAULT_SETTINGS,
      2,
    );
    expect(ok.problems).toEqual([]);
    // +100 is what 3H by E makes two down: a score written before the result was corrected; the contract decides.
    const stale = readTravellers(
      [row({ board: 5, ns: '1', ew: '2', contract: '3H', declarer: 'E', result: '-1', score_ns: 100 })],
      pos,
      DEFAULT_SETTINGS,
      2,
    );
    expect(stale.problems).toEqual([]);
    expect(stale.event.entries[0]).toMatchObject({ status: 'played', scoreNS: 50 });
  });

  test('a contract changed alone takes its score with it', () => {
    // The Travellers table at A1 (columns as the schema orders them).
    const col = (c: string) => String.fromCharCode(65 + pos[c]);
    const follow = rowsFollowingContract(
      [`Travellers!${col('contract')}3`, `${col('score_ns')}4`],
      { col: 0, headerRow: 1 },
      pos,
    );
    // Row 3 (body row 1): only the contract changed → follows; row 4: the score typed → kept as typed.
    expect([...follow]).toEqual([1]);
  });

  test('a typed 4Z is named by its cell in the rescore report', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 2, boardsPerRound: 1 });
    const c = String.fromCharCode(65 + pos.contract);
    host.setValues(`Travellers!${c}2`, [['4Z']]);
    const r = await rescoreEvent();
    expect(r.problems).toEqual([expect.objectContaining({ row: 2, field: 'contract', cell: `${c}2` })]);
  });
});

describe('archive and fingerprint', () => {
  test('an archive reads back what it keeps, "=" and "+1" as text', () => {
    const t = {
      name: 'Travellers',
      sheet: 'Travellers',
      col: 0,
      headerRow: 1,
      header: ['board', 'result'],
      rows: [
        [1, '='],
        [2, '+1'],
      ],
      physicalRows: 2,
    };
    const back = readArchive(archiveGrid('note', [t]), 'Archive 1').get('Travellers');
    expect(back?.rows).toEqual([
      ['1', '='],
      ['2', '+1'],
    ]);
  });
  test('an archive of changed rows reads back their places, the length before and the fingerprint after', () => {
    const header = ['board', 'deal'];
    const before = [
      [1, 'N:A'],
      [2, ''],
      [3, 'N:C'],
    ];
    const after = [
      [1, 'N:A'],
      [2, 'N:B'],
      [3, 'N:C'],
      [4, 'N:D'],
    ];
    const c = changedRows('Deals', header, before, after);
    // Only board 2's line changed among the three there; board 4's line is new (from row 3 on).
    expect(c).toEqual({
      name: 'Deals',
      header,
      at: [1],
      rows: [[2, '']],
      length: 3,
      after: tableFingerprint(header, after),
    });
    const back = readArchiveSheet(archiveGrid('note', [], [c]), 'Archive 1').changes.get('Deals');
    expect(back).toEqual({ ...c, rows: [['2', '']] });
    // Put back: board 2 blank again, board 4 gone, the numbers of the lines left as they are.
    expect(restoredRows(after, back!)).toEqual(before);
    expect(changedRows('Deals', header, before, before)).toBeUndefined();
    expect(tableFingerprint(header, after)).not.toBe(tableFingerprint(header, [...after.slice(0, 3), [4, 'N:E']]));
    expect(tableFingerprint(header, [[1, 'x']])).toBe(tableFingerprint(header, [['1', 'x']]));
  });
  test('the fingerprint does not care whether Excel keeps a number or its text', () => {
    expect(travellerFingerprint(['board', 'ns'], [[1, '3']])).toBe(travellerFingerprint(['board', 'ns'], [['1', 3]]));
    expect(travellerFingerprint(['board', 'ns'], [[1, '3']])).not.toBe(
      travellerFingerprint(['board', 'ns'], [[1, '4']]),
    );
  });
});
