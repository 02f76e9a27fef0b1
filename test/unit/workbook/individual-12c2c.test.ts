/**
 * The Travellers table of an individual event when Law 12C2(c) parts the two players of a side: seed 000 12C3
 * gives both players of a side the side's adjusted score, and seed 000 12C2(c) then gives each non-offender above
 * 60 % of the session (each offender below 40 %) his own percentage on the other boards; in an individual each
 * player is a contestant of his own, so the two may get different figures. A side has one cell a figure: it holds
 * both players' figures, each printed as a board's, in the order the side's cell names the players ("X+P").
 *
 * Three tables a board, top 4 (E = 3), preset wbf:
 *   Board 1: table 1 X (N), P (S) Ave+ (60 %), Y (E), Z (W) Ave− (40 %); tables 2 and 3 +100 and +50, two real
 *            results factored to E = 3 (Neuberg): (2 + 1)·3/2 − 1 = 3.5 and (0 + 1)·3/2 − 1 = 0.5.
 *   Board 2: X v Y +200 (NS 4, EW 0), P v Z +100 (2, 2), table 3 +50 (0, 4).
 *   Board 3: X v Z +100 and table 3 +100 tie (NS 3, EW 1), P v Y −50 (NS 0, EW 4).
 *   Own results on boards 2–3 (of 8): X 4 + 3 = 7 (87.5 %), P 2 + 0 = 2 (25 %), Y 0 + 4 = 4 (50 %),
 *   Z 2 + 1 = 3 (37.5 %).
 *   Board 1: X 87.5 > 60 → 87.5 % = 3.5 of 4; P 25 is not above 60 → 60 % = 2.4; Y 50 is not below 40 → 40 % =
 *   1.6; Z 37.5 < 40 → 37.5 % = 1.5.
 *   Totals of 12: X 3.5 + 4 + 3 = 10.5 (87.5 %), Y 1.6 + 0 + 4 = 5.6 (46.67 %), Z 1.5 + 2 + 1 = 4.5 (37.5 %),
 *   P 2.4 + 2 + 0 = 4.4 (36.67 %).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import {
  applyRuling,
  createEvent,
  importResults,
  readRulingLog,
  rescoreEvent,
  undoRuling,
} from '../../../src/workbook';
import { readResultsFile } from '../../../src/engine/io/detect';

let office: InstalledOffice;
let host: ExcelHost;
beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host, { displayLanguage: 'en-US' });
});
afterEach(() => office.uninstall());

/** The event (test/fixtures/individual/parted.csv). */
const PARTED = readFileSync(path.resolve(__dirname, '../../fixtures/individual/parted.csv'), 'utf8');

/** The Travellers line of a board and table, by column name. */
function line(board: number, table: number): Record<string, unknown> {
  const t = host.getTable('Travellers');
  const row = t.rows.find((r) => r[0] === board && r[1] === table);
  if (!row) throw new Error(`no line for board ${board} table ${table}`);
  return Object.fromEntries(t.headers.map((h, i) => [h, row[i]]));
}

/** A player's Ranking row: total and percentage. */
function player(id: string): [unknown, unknown] {
  const r = host.getTable('Ranking');
  const row = r.rows.find((x) => String(x[r.headers.indexOf('id')]) === id);
  if (!row) throw new Error(`no ranking row for ${id}`);
  return [row[r.headers.indexOf('total')], row[r.headers.indexOf('percent')]];
}

async function partedEvent() {
  await createEvent({ template: 'individual', movement: 'individual', tables: 3, boards: 3, empty: true });
  await importResults(readResultsFile(Buffer.from(PARTED), 'parted.csv').event);
}

describe("Travellers of an individual: each player's own Law 12C2(c) figure", () => {
  test("a parted side's cells hold both players' figures, in the order the side names them", async () => {
    await partedEvent();
    const m = await host.measure(() => rescoreEvent());
    expect(m.result.error).toBeUndefined();
    expect(line(1, 1)).toMatchObject({
      ns: 'X+P',
      ew: 'Y+Z',
      mp_ns: '3.50 / 2.40',
      mp_ew: '1.60 / 1.50',
      pct_ns: '87.50 / 60.00',
      pct_ew: '40.00 / 37.50',
      imp_ns: '',
      imp_ew: '',
    });
    // The other lines of the board, and a line whose players share their side's figure, stay numbers.
    expect(line(1, 2)).toMatchObject({ mp_ns: 3.5, mp_ew: 0.5, pct_ns: 87.5, pct_ew: 12.5 });
    expect(line(2, 1)).toMatchObject({ ns: 'X+q1', mp_ns: 4, mp_ew: 0, pct_ns: 100, pct_ew: 0 });
    // Each figure is the one the player's total counts.
    expect(player('X')).toEqual([10.5, 87.5]);
    expect(player('Y')).toEqual([5.6, 46.67]);
    expect(player('Z')).toEqual([4.5, 37.5]);
    expect(player('P')).toEqual([4.4, 36.67]);
    // Rescoring with nothing changed writes nothing: the cells already hold what the add-in writes.
    const again = await host.measure(() => rescoreEvent());
    expect(again.bytesSent).toBe(0);
  });

  test("a ruling's log line names each parted player's figure by his seat, before and after", async () => {
    await partedEvent();
    await rescoreEvent();
    // Board 1 table 1 ruled again, as A60/40 (Ave+ to N-S, Ave− to E-W): Law 12C2(c) parts the sides as before.
    const ruled = await applyRuling({ board: 1, table: 1 }, 'A60/40', { director: '', laws: ['12C2(a)'], answers: '' });
    // Each player of a parted side has his own figure, his side's or not: N 3.5 of 4 (87.5 %), S 2.4 (60 %),
    // E 1.6 (40 %), W 1.5 (37.5 %).
    expect(ruled.after.seats).toEqual({
      N: { mp: 3.5, pct: 87.5 },
      S: { mp: 2.4, pct: 60 },
      E: { mp: 1.6, pct: 40 },
      W: { mp: 1.5, pct: 37.5 },
    });
    const [logged] = await readRulingLog();
    expect(logged.scoreBefore).toBe('N 87.50 %, S 60.00 %, E 40.00 %, W 37.50 %');
    expect(logged.scoreAfter).toBe('N 87.50 %, S 60.00 %, E 40.00 %, W 37.50 %');
    // Undone, the imported ruling stands again, and with it the same figures.
    const undone = await undoRuling(logged.id);
    expect(undone.after.seats).toEqual(ruled.after.seats);
    // A line of one figure a side keeps the sides' names: board 1 table 2, +100, played.
    const plain = await applyRuling({ board: 1, table: 2 }, 'A50/50', { director: '', laws: ['12C2(a)'], answers: '' });
    expect(plain.before.seats).toBeUndefined();
    expect((await readRulingLog())[1].scoreBefore).toBe('+100; NS 87.50 %, EW 12.50 %');
  });

  test("a parted side's text takes Excel's decimal separator, as the numbers beside it do", async () => {
    // An Excel of ExcelApi 1.11 says which separator it shows: its word counts, whatever Office's display language.
    office.uninstall();
    host = new ExcelHost({ requirementSets: { ExcelApi: '1.11' } });
    host.addSheet('Sheet1');
    host.decimalSeparator = ',';
    office = installFakeOffice(host, { displayLanguage: 'en-US' });
    await partedEvent();
    await rescoreEvent();
    const comma = { mp_ns: '3,50 / 2,40', mp_ew: '1,60 / 1,50', pct_ns: '87,50 / 60,00', pct_ew: '40,00 / 37,50' };
    expect(line(1, 1)).toMatchObject(comma);
    expect(line(1, 2)).toMatchObject({ mp_ns: 3.5, pct_ns: 87.5 });
    expect((await host.measure(() => rescoreEvent())).bytesSent).toBe(0);
    // Excel set to a point: the next rescore writes the four texts anew, and nothing else of the line changes.
    host.decimalSeparator = '.';
    const again = await host.measure(() => rescoreEvent());
    expect(again.bytesSent).toBeGreaterThan(0);
    expect(line(1, 1)).toMatchObject({ mp_ns: '3.50 / 2.40', pct_ew: '40.00 / 37.50' });
    expect(line(1, 2)).toMatchObject({ mp_ns: 3.5, pct_ns: 87.5 });

    // An older Excel does not say: the display language's separator stands in (French: a comma).
    office.uninstall();
    host = new ExcelHost();
    host.addSheet('Sheet1');
    host.decimalSeparator = '.';
    office = installFakeOffice(host, { displayLanguage: 'fr-FR' });
    await partedEvent();
    await rescoreEvent();
    expect(line(1, 1)).toMatchObject(comma);
  });

  test('when the ruling is taken off, the line gets one number a cell again', async () => {
    await partedEvent();
    await rescoreEvent();
    // Board 1 table 1 now played, +420: above +100 and +50, NS 4 of 4 and EW 0.
    const t = host.getTable('Travellers');
    const row = t.rows.findIndex((r) => r[0] === 1 && r[1] === 1) + 2;
    const col = (name: string) => String.fromCharCode(65 + t.headers.indexOf(name));
    host.setValues(`Travellers!${col('score_ns')}${row}:${col('ruling')}${row}`, [[420, '']]);
    await rescoreEvent();
    expect(line(1, 1)).toMatchObject({ mp_ns: 4, mp_ew: 0, pct_ns: 100, pct_ew: 0 });
  });
});
