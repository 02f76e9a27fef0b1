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
import {
  createEvent,
  importEvent,
  readEvent,
  readRulingLog,
  rescoreEvent,
  undoImport,
  updateSettings,
} from '../../../src/workbook';
import {
  archiveGrid,
  compareEvents,
  countsFromData,
  readArchive,
  settingsFromFile,
  travellerFingerprint,
} from '../../../src/workbook/tables/import-decision';
import { rowsFollowingContract } from '../../../src/workbook/tables/address';
import { readTravellers } from '../../../src/workbook/tables/travellers';
import { DEFAULT_SETTINGS } from '../../../src/workbook/tables/settings';
import { TRAVELLER_COLUMNS } from '../../../src/workbook/tables/schema';
import { positions } from '../../../src/workbook/tables/snapshot';

const DATA = path.resolve(__dirname, '../../../../shared/data');
const present = existsSync(DATA);
if (!present && process.env.CI === 'true') throw new Error(`shared data folder ${DATA} is missing`);
if (!present) console.warn(`shared data folder ${DATA} is absent: the file tests are skipped`);
const withData = present ? test : test.skip;
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
  test('the fingerprint does not care whether Excel keeps a number or its text', () => {
    expect(travellerFingerprint(['board', 'ns'], [[1, '3']])).toBe(travellerFingerprint(['board', 'ns'], [['1', 3]]));
    expect(travellerFingerprint(['board', 'ns'], [[1, '3']])).not.toBe(
      travellerFingerprint(['board', 'ns'], [[1, '4']]),
    );
  });
});
