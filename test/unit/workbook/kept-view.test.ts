/**
 * The kept figure inputs at work (kept-inputs.ts): what a batch writes into the kept cells (nothing, a patch of
 * two cells, or a fresh copy), the Travellers body the kept lines give when a ruling has read a few rows only, and
 * whether the stale cell vouches for the kept fingerprint (stale-cell.ts).
 */
import fc from 'fast-check';
import { FIGURE_INPUTS, figuresFingerprint } from '../../../src/workbook/tables/fingerprint';
import {
  inputLinesOf,
  keptCells,
  keptWrite,
  readKeptInputs,
  travellersFromKept,
} from '../../../src/workbook/tables/kept-inputs';
import { FIGURES_CURRENT, STALE_FORMULA, staleCellVouches } from '../../../src/workbook/tables/stale-cell';
import { TRAVELLER_COLUMNS, type Cell } from '../../../src/workbook/tables/schema';

const SETTINGS: Cell[][] = [
  ['preset', 'ebu'],
  ['form', 'mp'],
];
const HEADER: Cell[] = [...TRAVELLER_COLUMNS];
const col = (name: string) => TRAVELLER_COLUMNS.indexOf(name as never);

/** A whole Travellers row: board, table, pairs, a contract and its result, a lead and a computed figure. */
function row(board: number, table: number, contract = '3NT', result: Cell = '=', ruling: Cell = ''): Cell[] {
  const r: Cell[] = TRAVELLER_COLUMNS.map(() => '');
  r[col('board')] = board;
  r[col('table')] = table;
  r[col('ns')] = String(table);
  r[col('ew')] = String(table + 10);
  r[col('contract')] = contract;
  r[col('declarer')] = 'N';
  r[col('result')] = result;
  r[col('ruling')] = ruling;
  r[col('lead')] = 'SK';
  r[col('mp_ns')] = 2;
  return r;
}

/** Three boards of four tables. */
const BODY: Cell[][] = [1, 2, 3].flatMap((b) => [1, 2, 3, 4].map((t) => row(b, t, t % 2 ? '3NT' : '4S', t - 2)));
const fp = (rows: readonly (readonly Cell[])[], settings = SETTINGS) => figuresFingerprint([HEADER, ...rows], settings);
const withRuling = (rows: Cell[][], i: number, ruling: string) =>
  rows.map((r, k) => (k === i ? r.map((c, j) => (j === col('ruling') ? ruling : c)) : r));

describe('what a batch writes into the kept cells', () => {
  test('nothing when the head already names the fingerprint the batch leaves (a rescore of an unchanged event)', async () => {
    const kept = await keptCells(inputLinesOf(HEADER, BODY), SETTINGS);
    const state = { rows: BODY, settings: SETTINGS };
    expect(await keptWrite(kept, true, HEADER, state, state, fp(BODY))).toBeUndefined();
    expect(await keptWrite(kept.slice(0, 1), false, HEADER, state, state, fp(BODY))).toBeUndefined();
  });

  test('a ruling on one line patches the head and the list of changes, and the cells read back as the table', async () => {
    const kept = await keptCells(inputLinesOf(HEADER, BODY), SETTINGS);
    const after = withRuling(BODY, 5, 'A60/40');
    const write = await keptWrite(
      kept,
      true,
      HEADER,
      { rows: BODY, settings: SETTINGS },
      { rows: after, settings: SETTINGS },
      fp(after),
    );
    // Two cells: the head with the new fingerprint and the one change, [line before, line after].
    expect(write?.cells).toHaveLength(2);
    expect(write?.cells[0]).toBe(`k1 ${fp(after)} 12 1`);
    expect(JSON.parse(String(write?.cells[1]))).toEqual([inputLinesOf(HEADER, [BODY[5], after[5]])]);
    const back = await readKeptInputs([...(write?.cells ?? []), ...kept.slice(2)], SETTINGS);
    expect(back.fingerprint).toBe(fp(after));
    expect(back.lines).toHaveLength(12);
    expect(back.lines).toContainEqual(inputLinesOf(HEADER, [after[5]])[0]);
  });

  test('a fresh copy when only the head was read, or when the copy does not vouch for the lines before', async () => {
    const kept = await keptCells(inputLinesOf(HEADER, BODY), SETTINGS);
    const after = withRuling(BODY, 5, 'A60/40');
    const changed = { rows: after, settings: SETTINGS };
    const headOnly = await keptWrite(
      kept.slice(0, 1),
      false,
      HEADER,
      { rows: BODY, settings: SETTINGS },
      changed,
      fp(after),
    );
    expect(headOnly?.cells).toHaveLength(3);
    expect(headOnly?.cells[1]).toBe('[]');
    // A co-author's edit not yet scored: the kept copy is of other lines than those the batch started from.
    const edited = BODY.map((r, i) => (i === 0 ? row(1, 1, '6NT', 0) : r));
    const stale = await keptWrite(kept, true, HEADER, { rows: edited, settings: SETTINGS }, changed, fp(after));
    expect(stale?.cells[1]).toBe('[]');
    expect((await readKeptInputs(stale?.cells ?? [], SETTINGS)).fingerprint).toBe(fp(after));
  });

  test('a fresh copy after more than 64 changed lines, the old copy’s cells past it blanked', async () => {
    const big = Array.from({ length: 400 }, (_, i) =>
      row(1 + (i % 20), 1 + Math.floor(i / 20), '3NT', ((i * 7) % 13) - 6),
    );
    const kept = await keptCells(inputLinesOf(HEADER, big), SETTINGS);
    const after = big.map((r, i) => (i < 65 ? withRuling([r], 0, 'A50')[0] : r));
    const write = await keptWrite(
      kept,
      true,
      HEADER,
      { rows: big, settings: SETTINGS },
      { rows: after, settings: SETTINGS },
      fp(after),
    );
    expect(write?.cells[1]).toBe('[]');
    expect(write?.clear).toBe(0);
    // An old copy in more cells than the new one: the rest are blanked (here a copy of 3 + 2 unknown cells).
    const longer = [kept[0].replace(/ 1$/, ' 3'), kept[1], kept[2], 'kx', 'ky'];
    const fresh = await keptWrite(
      longer,
      false,
      HEADER,
      { rows: big, settings: SETTINGS },
      { rows: after, settings: SETTINGS },
      fp(after),
    );
    expect(fresh?.cells).toHaveLength(3);
    expect(fresh?.clear).toBe(2);
  });
});

describe('the Travellers body the kept lines give', () => {
  test('rows read stay where they are; the other kept lines fill the rows not read; the fingerprint is the table’s', () => {
    // Board 2's rows (4–7) and a ruled row of board 3 (9) are read; the kept lines are in another order.
    const read = new Map([4, 5, 6, 7, 9].map((i) => [i, BODY[i]]));
    const lines = inputLinesOf(HEADER, BODY).reverse();
    const rows = travellersFromKept(HEADER, BODY.length + 2, read, lines);
    expect(rows).toHaveLength(14);
    for (const [i, r] of read) expect(rows?.[i]).toEqual(r);
    // 12 lines in 14 rows: two blank rows at the end, which the fingerprint leaves out.
    expect(rows?.slice(12)).toEqual([HEADER.map(() => ''), HEADER.map(() => '')]);
    expect(fp(rows ?? [])).toBe(fp(BODY));
    // The lead and the computed figures are not kept: blank in the rows filled, as read in the rows read.
    expect(rows?.[0][col('lead')]).toBe('');
    expect(rows?.[4][col('lead')]).toBe('SK');
  });

  test('refused when a row read is not among the kept lines, or the kept lines do not fit the rows not read', () => {
    const lines = inputLinesOf(HEADER, BODY);
    const typed = new Map([[4, row(2, 1, '7NT', -3)]]);
    expect(travellersFromKept(HEADER, BODY.length, typed, lines)).toBeUndefined();
    expect(travellersFromKept(HEADER, BODY.length - 1, new Map(), lines)).toBeUndefined();
  });

  test('property: any table, any rows read, the kept lines in any order give the table’s fingerprint and its rows read', () => {
    const cell = fc.oneof(fc.constantFrom('', '3NT', '4S', 'A60/40', 'N'), fc.integer({ min: -7, max: 30 }));
    const body = fc.array(
      fc.array(cell, { minLength: TRAVELLER_COLUMNS.length, maxLength: TRAVELLER_COLUMNS.length }),
      {
        minLength: 1,
        maxLength: 40,
      },
    );
    fc.assert(
      fc.property(body, fc.array(fc.nat()), fc.array(fc.nat()), (rows, picks, order) => {
        const read = new Map(picks.map((p) => [p % rows.length, rows[p % rows.length]]));
        const lines = inputLinesOf(HEADER, rows).filter((l) => l.some((c) => c !== ''));
        const shuffled = lines
          .map((l, i) => ({ l, k: order[i] ?? i }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.l);
        const out = travellersFromKept(HEADER, rows.length, read, shuffled);
        expect(out).toBeDefined();
        expect(fp(out ?? [])).toBe(fp(rows));
        for (const [i, r] of read) expect(inputLinesOf(HEADER, [out?.[i] ?? []])).toEqual(inputLinesOf(HEADER, [r]));
      }),
      { numRuns: 100 },
    );
  });
});

describe('the stale cell vouches for the kept fingerprint', () => {
  test('the template’s formula showing "up to date", in any of the five languages', () => {
    for (const text of Object.values(FIGURES_CURRENT)) expect(staleCellVouches(STALE_FORMULA, text)).toBe(true);
    expect(staleCellVouches(STALE_FORMULA.replace(',', ', ').toLowerCase(), 'à jour')).toBe(true);
  });

  test('not when stale, still calculating, in error, empty, or another formula', () => {
    for (const value of ['stale', 'nieaktualne', '#BUSY!', '#NAME?', '', 0]) {
      expect(staleCellVouches(STALE_FORMULA, value)).toBe(false);
    }
    const own = '=BRIDGE.FIGURES_STALE(Travellers[#All],EventSettings[#All],"fr0")';
    expect(staleCellVouches(own, 'up to date')).toBe(false);
    expect(staleCellVouches('up to date', 'up to date')).toBe(false);
  });
});

test('a kept line has the nine figure inputs in their order', () => {
  expect(inputLinesOf(HEADER, [BODY[0]])[0]).toEqual(FIGURE_INPUTS.map((c) => BODY[0][col(c)]));
});
