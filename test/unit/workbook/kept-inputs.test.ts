import fc from 'fast-check';
import { ExcelHost, installFakeOffice } from '../../../src/dev/host';
import { applyRuling, createEvent, importResults } from '../../../src/workbook';
import { storedFingerprint } from '../../../src/workbook/tables/fingerprint';
import { positions } from '../../../src/workbook/tables/snapshot';
import type { EventData } from '../../../src/engine/model/types';
import { FIGURE_INPUTS, figuresFingerprint } from '../../../src/workbook/tables/fingerprint';
import {
  KEPT_PART,
  KeptInputsError,
  applyPatches,
  canKeepInputs,
  inputsFingerprint,
  keptCells,
  patchedCells,
  readKeptInputs,
  type InputLine,
} from '../../../src/workbook/tables/kept-inputs';
import { TRAVELLER_COLUMNS, type Cell } from '../../../src/workbook/tables/schema';

const SETTINGS: Cell[][] = [
  ['preset', 'ebu'],
  ['form', 'mp'],
];

/** The figure-input columns of a template's Travellers line (board, table, ns, ew, contract, declarer, result, score, ruling). */
const line = (...cells: Cell[]): InputLine => {
  expect(cells).toHaveLength(FIGURE_INPUTS.length);
  return cells;
};

/** A whole Travellers row in the template's column order from a figure-input line, with a round, a lead and figures. */
function travellersRow(l: InputLine, round: Cell = 1): Cell[] {
  const row: Cell[] = TRAVELLER_COLUMNS.map(() => '');
  FIGURE_INPUTS.forEach((c, k) => (row[TRAVELLER_COLUMNS.indexOf(c as never)] = l[k]));
  row[TRAVELLER_COLUMNS.indexOf('round' as never)] = round;
  row[TRAVELLER_COLUMNS.indexOf('lead' as never)] = 'SK';
  row[TRAVELLER_COLUMNS.indexOf('mp_ns' as never)] = 3.5;
  return row;
}

/** A 25-board Mitchell of `tables` tables: pairs 1… NS and 201… EW, a few contracts, as a scorer's sheet holds it. */
function mitchell(tables: number): InputLine[] {
  const contracts = ['4S', '3NT', '4H', '2S', '5C', '3NTx'];
  const out: InputLine[] = [];
  for (let b = 1; b <= 25; b++) {
    for (let t = 1; t <= tables; t++) {
      const k = (b * 7 + t * 3) % contracts.length;
      const made = ((b + t) % 3) - 1;
      out.push(
        line(
          b,
          t,
          String(t),
          String(200 + ((t + b) % tables) + 1),
          contracts[k],
          'NESW'[(b + t) % 4],
          made >= 0 ? `+${made}` : String(made),
          420 + 10 * made,
          '',
        ),
      );
    }
  }
  return out;
}

test("this runtime compresses (jest, Node 20), as the pane's browsers do", () => {
  expect(canKeepInputs()).toBe(true);
});

describe('the kept inputs read back as the lines they keep', () => {
  test('5,000 lines keep in a few parts of base64, the lines and their types as written', async () => {
    const lines = mitchell(200);
    const cells = await keptCells(lines, SETTINGS);
    const kept = cells.slice(2).join('').length;
    // 5,000 lines whose figure inputs take 227 KB as Excel hands them over keep in under 40 KB.
    expect(kept).toBeLessThan(40 * 1024);
    expect(cells.slice(2).every((p) => p.length === KEPT_PART + 1 || p === cells[cells.length - 1])).toBe(true);
    expect(cells[0]).toBe(`k1 ${inputsFingerprint(lines, SETTINGS)} 5000 ${cells.length - 2}`);
    const back = await readKeptInputs(cells, SETTINGS);
    expect(back.lines).toEqual(lines);
    expect(back.patches).toEqual([]);
    // The board and table stay numbers, the pair ids text.
    expect(back.lines[0]).toEqual([1, 1, '1', '203', '5C', 'S', '+1', 430, '']);
  });

  test("the fingerprint is the Travellers table's own: columns found by name, round, lead and figures aside", async () => {
    const lines = mitchell(4);
    const table: Cell[][] = [[...TRAVELLER_COLUMNS], ...lines.map((l, i) => travellersRow(l, i % 3))];
    const cells = await keptCells(lines, SETTINGS);
    const back = await readKeptInputs(cells, SETTINGS);
    expect(back.fingerprint).toBe(figuresFingerprint(table, SETTINGS));
    // Another setting gives another fingerprint, and the cells then do not vouch for the table.
    await expect(readKeptInputs(cells, [['preset', 'acbl']])).rejects.toThrow(/give the fingerprint fr.* not the fr/);
  });

  test('lines with every figure input blank are left out, as the fingerprint leaves them out', async () => {
    const lines = [line(1, 1, '1', '2', '4S', 'N', '=', 420, ''), line('', '', '', '', '', '', '', '', '')];
    const cells = await keptCells(lines, SETTINGS);
    expect(cells[0]).toMatch(/ 1 1$/);
    expect((await readKeptInputs(cells, SETTINGS)).lines).toEqual([lines[0]]);
  });

  test('a line that does not fit in one part is cut into parts, each under the cell limit', async () => {
    // Rulings in words that deflate does not shorten: 5 lines of 20,000 random letters.
    let seed = 7;
    const letter = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return String.fromCharCode(97 + ((seed >>> 0) % 26));
    };
    const lines = [1, 2, 3, 4, 5].map((t) =>
      line(1, t, String(t), String(t + 10), '4S', 'N', '=', 420, Array.from({ length: 20000 }, letter).join('')),
    );
    const cells = await keptCells(lines, SETTINGS);
    expect(cells.length - 2).toBeGreaterThan(2);
    expect(cells.slice(2).every((p) => p.length === KEPT_PART + 1 || p === cells[cells.length - 1])).toBe(true);
    expect((await readKeptInputs(cells, SETTINGS)).lines).toEqual(lines);
  });

  test('property: any lines of Excel values read back exactly, and give the fingerprint of a table holding them', async () => {
    const cell = fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 6 }),
      fc.integer({ min: -7600, max: 7600 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { minLength: 9, maxLength: 9 }), { maxLength: 40 }), async (raw) => {
        const lines = raw.map((l) => l.map((v) => (Object.is(v, -0) ? 0 : v)));
        const cells = await keptCells(lines, SETTINGS);
        const back = await readKeptInputs(cells, SETTINGS);
        const table: Cell[][] = [[...TRAVELLER_COLUMNS], ...lines.map((l) => travellersRow(l))];
        expect(back.fingerprint).toBe(figuresFingerprint(table, SETTINGS));
        expect(back.lines).toEqual(lines.filter((l) => l.some((v) => v !== '' && v !== null)));
      }),
      { numRuns: 100 },
    );
  });

  test('a number a cell cannot hold is refused, naming the line and the column', async () => {
    await expect(
      keptCells([line(1, 1, '1', '2', '4S', 'N', '=', Number.POSITIVE_INFINITY, '')], SETTINGS),
    ).rejects.toThrow("line 1: score_ns 'Infinity' is not a value a cell holds");
  });
});

describe('a ruling adds a changed line rather than writing the copy again', () => {
  const before = line(7, 150, '150', '350', '4S', 'N', '=', 420, '');
  const after = line(7, 150, '150', '350', '4S', 'N', '=', 420, 'A60/40');

  test('the head and the list of changes are the two cells written; the copy reads back with the ruling', async () => {
    const lines = [...mitchell(3), before];
    const cells = await keptCells(lines, SETTINGS);
    const now = lines.map((l) => (l === before ? after : l));
    const [head, patches] = patchedCells(cells, [[before, after]], inputsFingerprint(now, SETTINGS))!;
    expect(patches).toBe(JSON.stringify([[before, after]]));
    const back = await readKeptInputs([head, patches, ...cells.slice(2)], SETTINGS);
    expect(back.fingerprint).toBe(inputsFingerprint(now, SETTINGS));
    expect(back.lines).toHaveLength(lines.length);
    expect(back.lines).toContainEqual(after);
    expect(back.lines).not.toContainEqual(before);
    // Its undo: one more change, and the lines are as they were kept.
    const [head2, patches2] = patchedCells([head, patches], [[after, before]], inputsFingerprint(lines, SETTINGS))!;
    const undone = await readKeptInputs([head2, patches2, ...cells.slice(2)], SETTINGS);
    expect(undone.patches).toHaveLength(2);
    expect(new Set(undone.lines.map((l) => JSON.stringify(l)))).toEqual(new Set(lines.map((l) => JSON.stringify(l))));
  });

  test('changes that no longer fit in their cell give undefined: the copy is then written again', async () => {
    const cells = await keptCells([before], SETTINGS);
    const long = line(7, 150, '150', '350', '4S', 'N', '=', 420, 'x'.repeat(200));
    // 120 rulings and undos of a line with a 200-character ruling: each change some 300 characters as JSON.
    const many: [InputLine, InputLine][] = Array.from({ length: 120 }, (_, k) =>
      k % 2 ? [long, before] : [before, long],
    );
    expect(JSON.stringify(many).length).toBeGreaterThan(32767);
    expect(JSON.stringify(many.slice(0, 100)).length).toBeLessThan(32767);
    expect(patchedCells(cells, many.slice(0, 100), 'fr')).toBeDefined();
    expect(patchedCells(cells, many, 'fr')).toBeUndefined();
  });

  test('of two equal lines a change takes out one; a line before that is not kept is refused', () => {
    expect(applyPatches([before, before], [[before, after]])).toEqual([before, after]);
    // The number 420 and the text "420" are the same entry, as the fingerprint and the readers take them.
    const asText = line(7, 150, '150', '350', '4S', 'N', '=', '420', '');
    expect(applyPatches([before], [[asText, null]])).toEqual([]);
    expect(() => applyPatches([before], [[after, before]])).toThrow(
      new KeptInputsError('changed line 1: its line before is not among the kept lines'),
    );
  });
});

describe('cells that are not what the add-in wrote are refused, never scored', () => {
  let cells: string[];
  beforeAll(async () => {
    cells = await keptCells(mitchell(2), SETTINGS);
  });

  test.each([
    ['another version', (c: string[]) => [c[0].replace('k1', 'k0'), ...c.slice(1)], /is not a head this add-in writes/],
    ['a part missing', (c: string[]) => c.slice(0, 2), /have 0 of their 1 parts/],
    [
      'a part damaged',
      (c: string[]) => [c[0], c[1], c[2].slice(0, 40) + 'AAAA' + c[2].slice(44)],
      /do not read back|give the fingerprint/,
    ],
    ['a part cut short', (c: string[]) => [c[0], c[1], c[2].slice(0, c[2].length - 8)], /do not read back/],
    [
      'a head naming another count',
      (c: string[]) => [c[0].replace(/ 50 /, ' 49 '), ...c.slice(1)],
      /do not hold 49 lines of 9 columns/,
    ],
    ['changes that are not JSON', (c: string[]) => [c[0], '[[', ...c.slice(2)], /list of changed lines is not JSON/],
    [
      'a change that is not a pair of lines',
      (c: string[]) => [c[0], '[[1,2]]', ...c.slice(2)],
      /changed line 1 of the kept inputs is not a pair of lines/,
    ],
  ])('%s', async (_name, damage, message) => {
    await expect(readKeptInputs(damage(cells), SETTINGS)).rejects.toThrow(message);
    await expect(readKeptInputs(damage(cells), SETTINGS)).rejects.toBeInstanceOf(KeptInputsError);
  });
});

describe('on a workbook the pane scored', () => {
  test('the cells go into a sheet and come back as written: each part starts with a letter, never "+" or a number', async () => {
    const host = new ExcelHost();
    host.addSheet('Sheet1');
    const office = installFakeOffice(host, { displayLanguage: 'en-US' });
    try {
      const lines = mitchell(200);
      const cells = await keptCells(lines, SETTINGS);
      expect(cells.slice(2).every((p) => /^k[A-Za-z0-9+/]/.test(p))).toBe(true);
      // Parts of base64 that, without their letter, Excel (and the host) would take for a number ("1E5") and for
      // formulas ("+AB", "=="): with it they stay the text written.
      const shaped = [...cells, 'k1E5', 'k+AB', 'k=='];
      const back = await Excel.run(async (context) => {
        const range = context.workbook.worksheets.getItem('Sheet1').getRange(`A1:A${shaped.length}`);
        range.values = shaped.map((c) => [c]);
        const read = range.load('values');
        await context.sync();
        return read.values.map((r) => r[0] as Cell);
      });
      expect(back).toEqual(shaped);
      expect((await readKeptInputs(back, SETTINGS)).lines).toEqual(lines);
    } finally {
      office.uninstall();
    }
  });

  test('the copy of its Travellers gives the fingerprint EventSettings keeps, after an import and after a ruling', async () => {
    const host = new ExcelHost();
    host.addSheet('Sheet1');
    const office = installFakeOffice(host, { displayLanguage: 'en-US' });
    try {
      await createEvent({ template: 'pairs', movement: 'mitchell', tables: 2, boardsPerRound: 1, empty: true });
      const played = (board: number, table: number, tricks: number) => ({
        board,
        table,
        ns: String(table),
        ew: String(10 + table),
        status: 'played' as const,
        played: {
          contract: { level: 4 as const, strain: 'S' as const, risk: '' as const },
          declarer: 'N' as const,
          tricks,
        },
      });
      const event: EventData = {
        kind: 'pairs',
        form: 'mp',
        contestants: [],
        entries: [1, 2].flatMap((b) => [1, 2, 3].map((t) => played(b, t, 8 + t + b))),
      };
      await importResults(event);
      const kept = async () => {
        const t = host.getTable('Travellers');
        const at = positions(t.headers);
        const settings = host.getTable('EventSettings').rows;
        const lines = t.rows.map((r) => FIGURE_INPUTS.map((c) => r[at[c]] ?? ''));
        const back = await readKeptInputs(await keptCells(lines, settings), settings);
        return [back.fingerprint, storedFingerprint(settings)];
      };
      const [afterImport, stored] = await kept();
      expect(afterImport).toBe(stored);
      await applyRuling({ board: 2, table: 3 }, 'A60/40', { director: '', laws: ['12C2(a)'], answers: '' });
      const [afterRuling, storedNow] = await kept();
      expect(afterRuling).toBe(storedNow);
      expect(afterRuling).not.toBe(afterImport);
    } finally {
      office.uninstall();
    }
  });
});
