/**
 * The Rulings log's score texts in the language the ruling was made in: the preset's decimals with that
 * language's decimal separator, the sides as that language names them (pl NS/EW, nl NZ/OW, fr NS/EO, ru СЮ/ВЗ,
 * model/words.ts and src/i18n-glossary). The notation columns stay the shared notation, so undo and edit read
 * old English lines and new localised ones alike.
 *
 * The event (as in workbook.test.ts): a 3-table Mitchell, one board a round. Board 2 (N-S vulnerable):
 * 3NT= N = +600, 3NT+1 N = +630, 2S= E = −110; top 2 × (3 − 1) = 4, so −110 at table 3 scores 0 % NS, 100 % EW.
 */
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { getPreset } from '../../../src/engine';
import { applyRuling, applyRulings, createEvent, editRuling, readRulingLog, undoRuling } from '../../../src/workbook';
import { preferansFiguresText } from '../../../src/workbook/tables/preferans-scoring';
import { scoreText } from '../../../src/workbook/tables/rulings';

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

function rulingCell(board: number, table: number): unknown {
  const t = host.getTable('Travellers');
  return t.rows[rowOf(board, table) - 2][t.headers.indexOf('ruling')];
}

async function event() {
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
}

const base = { director: 'J. Scorer', laws: ['12C2(a)'], answers: 'what=noResult' };

describe("a side's score text", () => {
  const wbf = getPreset('wbf');
  const played = { scoreNS: 620, ruling: '', pctNS: 62.5, pctEW: 37.5 };

  test('keeps the English form when no language is given (the lines logs already hold)', () => {
    expect(scoreText(played, wbf)).toBe('+620; NS 62.50 %, EW 37.50 %');
    expect(scoreText(played, wbf, 'en')).toBe('+620; NS 62.50 %, EW 37.50 %');
  });

  test("is written with the language's decimal comma and side words", () => {
    expect(scoreText(played, wbf, 'pl')).toBe('+620; NS 62,50 %, EW 37,50 %');
    expect(scoreText(played, wbf, 'nl')).toBe('+620; NZ 62,50 %, OW 37,50 %');
    expect(scoreText(played, wbf, 'fr')).toBe('+620; NS 62,50 %, EO 37,50 %');
    expect(scoreText(played, wbf, 'ru')).toBe('+620; СЮ 62,50 %, ВЗ 37,50 %');
  });

  test('IMPs and a ruled line alike', () => {
    // A team line: −3.5 IMP for NS is +3.5 for EW; a ruled line shows its figures alone.
    const imps = { scoreNS: -100, ruling: '', impNS: -3.5, impEW: 3.5 };
    expect(scoreText(imps, wbf, 'fr')).toBe('-100; NS -3,50 IMP, EO 3,50 IMP');
    expect(scoreText({ ...imps, ruling: 'A60/40' }, wbf, 'ru')).toBe('СЮ -3,50 IMP, ВЗ 3,50 IMP');
    expect(scoreText({ ruling: 'NP' }, wbf, 'ru')).toBe('–');
  });

  test("an individual's players parted by Law 12C2(c) each by his seat, the others by their side", () => {
    // test/unit/workbook/individual-12c2c.test.ts, board 1 table 1: N 87.5 % and S 60 % (his own above 60 %,
    // his partner's not), E 40 % and W 37.5 %. A side whose players share its figure keeps its name.
    const parted = {
      ruling: 'A60/40',
      pctNS: 60,
      pctEW: 40,
      seats: { N: { mp: 3.5, pct: 87.5 }, W: { mp: 1.5, pct: 37.5 } },
    };
    expect(scoreText(parted, wbf)).toBe('N 87.50 %, S 60.00 %, E 40.00 %, W 37.50 %');
    expect(scoreText(parted, wbf, 'fr')).toBe('N 87,50 %, S 60,00 %, E 40,00 %, O 37,50 %');
    expect(scoreText(parted, wbf, 'nl')).toBe('N 87,50 %, Z 60,00 %, O 40,00 %, W 37,50 %');
    expect(scoreText(parted, wbf, 'ru')).toBe('С 87,50 %, Ю 60,00 %, В 40,00 %, З 37,50 %');
    const ewOnly = { ...parted, seats: { W: { pct: 37.5 } } };
    expect(scoreText(ewOnly, wbf, 'pl')).toBe('NS 60,00 %, E 40,00 %, W 37,50 %');
    expect(scoreText({ ...parted, seats: {} }, wbf)).toBe('NS 60.00 %, EW 40.00 %');
  });

  test("a preferans seat's figures in Russian", () => {
    // 2.405 MP → 2,41 (halves away from zero), 60 % → 60,00; the sum 4.4 → 4,40.
    const f = { deal: '3', table: '1', seat: 'N', player: 'p3', ruling: 'A60', mp: 2.405, pct: 60 };
    expect(preferansFiguresText({ ...f, total: 4.4, percent: 55, rank: '4' }, 'ru')).toBe(
      'p3 A60; 2,41 МП 60,00 %; сумма 4,40 МП 55,00 % (4)',
    );
    expect(preferansFiguresText(f, 'fr')).toBe('p3 A60; 2,41 PM 60,00 %');
  });
});

describe('the log in the language of the ruling', () => {
  test('a Russian ruling writes СЮ / ВЗ with a decimal comma; undo reads it back', async () => {
    await event();
    // A60/40 on board 2 table 3: 60 % NS, 40 % EW (Law 12C2(a)); before, −110 scored 0 % NS, 100 % EW.
    await applyRuling({ board: 2, table: 3 }, 'A60/40', { ...base, language: 'ru' });
    const [logged] = await readRulingLog();
    expect(logged.scoreBefore).toBe('-110; СЮ 0,00 %, ВЗ 100,00 %');
    expect(logged.scoreAfter).toBe('СЮ 60,00 %, ВЗ 40,00 %');
    expect(logged.rulingAfter).toBe('A60/40'); // the notation column stays the shared notation
    await undoRuling(logged.id);
    expect(rulingCell(2, 3)).toBe('');
    expect((await readRulingLog()).map((l) => l.status)).toEqual(['undone']);
  });

  test('an old English line is edited in French: its score before is kept, the new figures are French', async () => {
    await event();
    await applyRuling({ board: 2, table: 3 }, 'A60/40', base);
    const [old] = await readRulingLog();
    expect(old.scoreBefore).toBe('-110; NS 0.00 %, EW 100.00 %');
    expect(old.scoreAfter).toBe('NS 60.00 %, EW 40.00 %');
    await editRuling(old.id, 'A50/50', { ...base, language: 'fr' });
    const lines = await readRulingLog();
    expect(lines.map((l) => [l.status, l.rulingBefore, l.rulingAfter])).toEqual([
      ['edited', '', 'A60/40'],
      ['applied', '', 'A50/50'],
    ]);
    expect(lines[1].scoreBefore).toBe('-110; NS 0.00 %, EW 100.00 %'); // carried from the first line as written
    expect(lines[1].scoreAfter).toBe('NS 50,00 %, EO 50,00 %');
    await undoRuling(lines[1].id);
    expect(rulingCell(2, 3)).toBe('');
  });

  test('a French line is edited in English, and a Polish batch writes one localised line a table', async () => {
    await event();
    await applyRuling({ board: 2, table: 3 }, 'A60/40', { ...base, language: 'fr' });
    await editRuling(1, 'A50/50', base);
    let lines = await readRulingLog();
    expect(lines[1].scoreBefore).toBe('-110; NS 0,00 %, EO 100,00 %');
    expect(lines[1].scoreAfter).toBe('NS 50.00 %, EW 50.00 %');
    // Board 3: +90 at every table, 2 of 4 = 50 % each; A50/50 (neither side at fault, Law 12C2(a)) at tables 1 and 2
    // (an A60 there would meet Law 12C2(c): a pair above 60 % on its other boards keeps its own session figure).
    await applyRulings(
      [
        { board: 3, table: 1 },
        { board: 3, table: 2 },
      ],
      'A50/50',
      { ...base, language: 'pl' },
    );
    lines = await readRulingLog();
    expect(lines.slice(2).map((l) => [l.table, l.scoreBefore, l.scoreAfter])).toEqual([
      [1, '+90; NS 50,00 %, EW 50,00 %', 'NS 50,00 %, EW 50,00 %'],
      [2, '+90; NS 50,00 %, EW 50,00 %', 'NS 50,00 %, EW 50,00 %'],
    ]);
    await undoRuling(3);
    expect(rulingCell(3, 1)).toBe('');
    expect(rulingCell(3, 2)).toBe('A50/50');
  });
});
