/**
 * Contestants' names in the workbook: the Contestants table made by the set-up, names imported from a real
 * USEBIO file (../shared/data), a name typed by the scorer kept over the file's, and a workbook set up before the
 * table existed.
 *
 * Names read off usebio/mp_pairs_howell.xml by hand (PAIR_NUMBER, then the two PLAYER_NAMEs): pair 1 IREN MAJEDI,
 * MAUREEN DUTHIE; pair 2 JOAN GIACOMETTI, TRISH HARRISON; pair 6 ROSE BRAUDE, SUE MCCORMACK; 12 pairs in all,
 * no directions (a Howell).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { readUsebio } from '../../../src/engine/io/usebio';
import type { EventData } from '../../../src/engine/model/types';
import { applyRuling, createEvent, importResults, rescoreEvent } from '../../../src/workbook';
import {
  contestantRows,
  namesList,
  namesText,
  planContestants,
  withNames,
} from '../../../src/workbook/tables/contestants';
import { planEvent } from '../../../src/workbook/tables/plan';
import { itWhen } from '../../shared-data';

const DATA = path.resolve(__dirname, '../../../../shared/data');
const present = existsSync(DATA);
if (!present) console.warn(`shared data folder ${DATA} is absent: the USEBIO name tests are skipped`);
const withData = itWhen(present, DATA);
const howellFile = () =>
  readUsebio(readFileSync(path.join(DATA, 'usebio/mp_pairs_howell.xml')), { file: 'mp_pairs_howell.xml' }).event;

const PAIR1 = 'IREN MAJEDI & MAUREEN DUTHIE';
const PAIR2 = 'JOAN GIACOMETTI & TRISH HARRISON';
const PAIR6 = 'ROSE BRAUDE & SUE MCCORMACK';

let office: InstalledOffice;
let host: ExcelHost;

beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host, { displayLanguage: 'en-US' });
});
afterEach(() => office.uninstall());

/** Rows of a table as objects by header. */
function records(table: string): Record<string, unknown>[] {
  const t = host.getTable(table);
  return t.rows.map((r) => Object.fromEntries(t.headers.map((h, i) => [h, r[i]])));
}

function rankingNames(): Record<string, unknown> {
  return Object.fromEntries(records('Ranking').map((r) => [String(r.id), r.names]));
}

/** Replaces the Contestants body with `rows` (as a scorer typing them would), outside any measured action. */
async function typeContestants(rows: string[][]) {
  host.typeValues(`Contestants!A2:C${rows.length + 1}`, rows);
}

async function dropContestantsSheet() {
  await Excel.run(async (ctx) => {
    ctx.workbook.worksheets.getItem('Contestants').delete();
    await ctx.sync();
  });
}

describe('names as one cell', () => {
  test('joined and split at " & "; an ampersand inside a name stays', () => {
    expect(namesText([' IREN MAJEDI', 'MAUREEN DUTHIE ', ''])).toBe(PAIR1);
    expect(namesList(PAIR1)).toEqual(['IREN MAJEDI', 'MAUREEN DUTHIE']);
    expect(namesList('B&Q')).toEqual(['B&Q']);
    expect(namesText(undefined)).toBe('');
  });

  test('the event takes the names of the table by id; ids it does not name keep their own', () => {
    const event: EventData = {
      kind: 'pairs',
      form: 'mp',
      contestants: [{ id: '1' }, { id: '2', names: ['JOAN GIACOMETTI'] }],
      entries: [],
    };
    const named = withNames(event, new Map([['1', PAIR1]]));
    expect(named.contestants).toEqual([
      { id: '1', names: ['IREN MAJEDI', 'MAUREEN DUTHIE'] },
      { id: '2', names: ['JOAN GIACOMETTI'] },
    ]);
    expect(event.contestants[0].names).toBeUndefined();
  });
});

describe('set-up', () => {
  test('a Mitchell lists its pairs with their directions, a Howell without, an individual event none', () => {
    // 3-table Mitchell: N-S pairs 1–3 stay, E-W pairs 4–6 move.
    const m = planEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    expect(contestantRows(m.settings, m.plan)).toEqual([
      ['1', 'NS', ''],
      ['2', 'NS', ''],
      ['3', 'NS', ''],
      ['4', 'EW', ''],
      ['5', 'EW', ''],
      ['6', 'EW', ''],
    ]);
    // 5-table Howell: pairs 1–10, numbered in order (10 after 9, not after 1), no direction.
    const h = planEvent({ template: 'pairs', movement: 'howell', tables: 5, boardsPerRound: 1 });
    expect(contestantRows(h.settings, h.plan).map((r) => r[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
    expect(contestantRows(h.settings, h.plan).every((r) => r[1] === '')).toBe(true);
    const i = planEvent({ template: 'individual', movement: 'individual', tables: 2, boards: 4 });
    expect(contestantRows(i.settings, i.plan)).toEqual([]);
  });

  test('the Contestants sheet is built with the event, and names typed there show in the Ranking', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    expect(records('Contestants').map((r) => [r.id, r.direction, r.names])).toEqual([
      ['1', 'NS', ''],
      ['2', 'NS', ''],
      ['3', 'NS', ''],
      ['4', 'EW', ''],
      ['5', 'EW', ''],
      ['6', 'EW', ''],
    ]);
    host.setValues('Contestants!C2', [[PAIR1]]);
    // Board 1 played at table 1 (pairs 1 v 4): one result, enough for a Ranking.
    host.setValues('Travellers!F2:I2', [['4S', 'N', '', '=']]);
    const m = await host.measure(() => rescoreEvent());
    expect(m.syncs).toBe(2);
    expect(rankingNames()).toMatchObject({ '1': PAIR1, '4': '' });
    // The preview draws the sheet like any other: its table, the typed names in column C.
    const view = host.view('Contestants');
    expect(view.tables.map((t) => t.name)).toEqual(['Contestants']);
    expect(view.rows[1].cells.map((c) => c.text).slice(0, 3)).toEqual(['1', 'NS', PAIR1]);
  });
});

describe('import', () => {
  withData('names from a USEBIO file go into the Contestants table and the Ranking, and stay there', async () => {
    await createEvent({ template: 'pairs', movement: 'howell', tables: 6, boardsPerRound: 1, empty: true });
    const m = await host.measure(() => importResults(howellFile()));
    expect(m.syncs).toBe(2);
    expect(m.result).toMatchObject({ contestantsAdded: 12, namesFilled: 0, nameConflicts: [] });
    const table = records('Contestants').filter((r) => r.id !== '');
    expect(table).toHaveLength(12);
    expect(table.find((r) => r.id === '2')).toEqual({ id: '2', direction: '', names: PAIR2 });
    expect(rankingNames()).toMatchObject({ '1': PAIR1, '2': PAIR2, '6': PAIR6 });
    // A ruling rescores through the same writer: the names stay in the Ranking.
    // (The file's lines carry no table numbers: the line is named by its pairs.)
    const first = records('Travellers').find((r) => r.board === 1)!;
    const target = { board: 1, ns: String(first.ns), ew: String(first.ew) };
    const ruled = await host.measure(() =>
      applyRuling(target, 'A50/50', { director: '', laws: ['12C2(a)'], answers: '' }),
    );
    expect(ruled.syncs).toBe(2);
    expect(rankingNames()).toMatchObject({ '1': PAIR1, '6': PAIR6 });
    // The same file again: every result a duplicate, every name already there; nothing is written.
    const again = await host.measure(() => importResults(howellFile()));
    expect(again.result).toMatchObject({ added: 0, contestantsAdded: 0, namesFilled: 0, nameConflicts: [] });
    expect(again.bytesSent).toBe(0);
  });

  withData(
    'a name the scorer typed is kept; a different one in the file is a conflict, an empty one is filled',
    async () => {
      await createEvent({ template: 'pairs', movement: 'howell', tables: 6, boardsPerRound: 1, empty: true });
      await typeContestants([
        ['1', '', ''],
        ['2', '', 'J. GIACOMETTI & T. HARRISON'],
        // Same names, other case and spacing: not a conflict, kept as typed.
        ['6', '', 'Rose Braude  &  Sue McCormack'],
      ]);
      const m = await host.measure(() => importResults(howellFile()));
      expect(m.syncs).toBe(2);
      expect(m.result.nameConflicts).toEqual([
        { id: '2', row: 3, inWorkbook: 'J. GIACOMETTI & T. HARRISON', inFile: PAIR2 },
      ]);
      // Pair 1 filled; pairs 3–5 and 7–12 added (9 lines).
      expect(m.result).toMatchObject({ namesFilled: 1, contestantsAdded: 9 });
      const table = Object.fromEntries(records('Contestants').map((r) => [r.id, r.names]));
      expect(table).toMatchObject({
        '1': PAIR1,
        '2': 'J. GIACOMETTI & T. HARRISON',
        '6': 'Rose Braude  &  Sue McCormack',
      });
      expect(rankingNames()).toMatchObject({ '1': PAIR1, '2': 'J. GIACOMETTI & T. HARRISON' });
    },
  );

  test('a file without names leaves the typed ones alone', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    host.setValues('Contestants!C2', [[PAIR1]]);
    const file: EventData = {
      kind: 'pairs',
      form: 'mp',
      contestants: [
        { id: '1', direction: 'NS' },
        { id: '4', direction: 'EW' },
      ],
      entries: [
        {
          board: 1,
          table: 1,
          ns: '1',
          ew: '4',
          status: 'played',
          played: { contract: { level: 4, strain: 'S', risk: '' }, declarer: 'N', tricks: 10 },
          scoreNS: 420,
        },
      ],
    };
    const m = await host.measure(() => importResults(file));
    expect(m.result).toMatchObject({ filled: 1, namesFilled: 0, contestantsAdded: 0, nameConflicts: [] });
    expect(records('Contestants')[0]).toEqual({ id: '1', direction: 'NS', names: PAIR1 });
    expect(rankingNames()).toMatchObject({ '1': PAIR1 });
  });

  test('the plan adds a line for each id the table lacks, once, and fills an empty direction', () => {
    const t = {
      name: 'Contestants',
      sheet: 'Contestants',
      col: 0,
      headerRow: 1,
      header: ['names', 'id', 'direction'],
      rows: [['', '1', '']],
      physicalRows: 1,
    };
    const plan = planContestants(t, [
      { id: '1', direction: 'NS', names: ['IREN MAJEDI', 'MAUREEN DUTHIE'] },
      { id: '2', names: ['JOAN GIACOMETTI', 'TRISH HARRISON'] },
      { id: '2', names: ['ROSE BRAUDE'] },
    ]);
    // Columns in the table's own order: names, id, direction.
    expect(plan.body).toEqual([[PAIR1, '1', 'NS']]);
    expect(plan.added).toEqual([[PAIR2, '2', '']]);
    expect(plan.filled).toBe(1);
    expect([...plan.names]).toEqual([
      ['1', PAIR1],
      ['2', PAIR2],
    ]);
  });
});

describe('a workbook set up before the Contestants table', () => {
  async function oldEvent() {
    await createEvent({ template: 'pairs', movement: 'howell', tables: 6, boardsPerRound: 1, empty: true });
    await dropContestantsSheet();
    expect(host.tableNames()).not.toContain('Contestants');
  }

  test('rescores in two syncs, without names', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    await dropContestantsSheet();
    host.setValues('Travellers!F2:I2', [['4S', 'N', '', '=']]);
    const m = await host.measure(() => rescoreEvent());
    expect(m.result.error).toBeUndefined();
    expect(m.syncs).toBe(2);
    expect(rankingNames()).toMatchObject({ '1': '', '4': '' });
  });

  withData('imports in two syncs and gets the table, on its own sheet, with the names', async () => {
    await oldEvent();
    const m = await host.measure(() => importResults(howellFile()));
    expect(m.syncs).toBe(2);
    expect(m.result).toMatchObject({ contestantsAdded: 12, nameConflicts: [] });
    expect(m.result.namesNotKept).toBeUndefined();
    expect(host.tableNames()).toContain('Contestants');
    expect(host.getTable('Contestants').sheet).toBe('Contestants');
    expect(records('Contestants').find((r) => r.id === '6')).toEqual({ id: '6', direction: '', names: PAIR6 });
    expect(rankingNames()).toMatchObject({ '1': PAIR1, '6': PAIR6 });
    // From now on it is read like any other: a rescore finds everything in place.
    const again = await host.measure(() => rescoreEvent());
    expect(again.bytesSent).toBe(0);
  });

  withData('a sheet of that name holding something else is left alone, and the report says so', async () => {
    await oldEvent();
    host.addSheet('Contestants');
    host.setValues('Contestants!A1', [['my notes']]);
    const m = await host.measure(() => importResults(howellFile()));
    expect(m.syncs).toBe(2);
    expect(m.result.contestantsAdded).toBe(0);
    expect(m.result.namesNotKept).toMatch(/sheet 'Contestants' has no table Contestants/);
    expect(host.getValues('Contestants!A1:B1')).toEqual([['my notes', '']]);
    // The Ranking of this import shows the file's names all the same.
    expect(rankingNames()).toMatchObject({ '6': PAIR6 });
  });
});
