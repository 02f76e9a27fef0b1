/**
 * A kept result answers a cell only when the cell's ranges hold the values it was computed from. Excel hands
 * every call arrays of its own (the values travel as JSON), so each call here gets a fresh copy, parsed from JSON
 * as the host's runtime parses it; one cell edited anywhere in a range must give the new figure.
 */
import { MATCHPOINTS, MP, SESSION_PERCENT, SESSION_TOTAL } from '../../../src/functions/functions';
import { cacheStats, clearCaches } from '../../../src/functions/scoring';
import { excelErrorOf, installOfficeGlobals } from './office-globals';

/** A column as Excel hands it to one call: new arrays, parsed from JSON. */
const col = (xs: unknown[]): unknown[][] => JSON.parse(JSON.stringify(xs.map((x) => [x]))) as unknown[][];

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfficeGlobals('en-US');
  clearCaches();
});
afterEach(() => uninstall());

describe('BRIDGE.MP down a traveller, each cell handed its own copy of the range', () => {
  // Six lines, top 10 (2 per line beaten, 1 per tie): +420 beats 400, −50, 100, 170 and ties the other 420: 9.
  const lines = [420, 400, 420, -50, 100, 170];

  it('answers every cell from one scoring', () => {
    // "-50" typed as text: a range that is not a column of numbers alone is scored, once.
    const typed = [420, 400, 420, '-50', 100, 170];
    const before = cacheStats();
    expect(typed.map((s) => MP(s, col(typed)))).toEqual([9, 6, 9, 0, 2, 4]);
    const after = cacheStats();
    expect([after.misses - before.misses, after.hits - before.hits]).toEqual([1, 5]);
  });

  it('counts a column of plain scores, and keeps it once a second cell hands it', () => {
    const before = cacheStats();
    expect(lines.map((s) => MP(s, col(lines)))).toEqual([9, 6, 9, 0, 2, 4]);
    const after = cacheStats();
    // The first cell counts; the second counts and scores; the other four compare their range with the kept one.
    expect([after.misses - before.misses, after.hits - before.hits]).toEqual([1, 4]);
  });

  it('scores a column with blanks once, and counts it in every cell', () => {
    // A board played at four tables of six (top 6): +420 beats 400 and −50 and ties the other 420: 5. The kept
    // traveller cannot be compared as a column of whole numbers, so the cells after the second count their range
    // (no hit), and it is not scored again.
    const played = [420, '', 400, 420, '', -50];
    const before = cacheStats();
    expect(played.map((s) => MP(s, col(played)))).toEqual([5, '', 2, 5, '', 0]);
    const after = cacheStats();
    expect([after.misses - before.misses, after.hits - before.hits]).toEqual([1, 0]);
  });

  it('does not take a column with the same sums for the column counted before it', () => {
    // 140, 170, 100 and 150, 150, 110 differ by +10, −20, +10: the same sum (410) and the same running sums
    // (140 + 310 + 410 = 150 + 300 + 410 = 860). The second column is scored as if it were the first one again, and
    // kept; each cell still gets its own column's figure, since a kept traveller answers a cell only after every
    // cell of its range is compared.
    const before = cacheStats();
    expect(MP(170, col([140, 170, 100]))).toBe(4);
    expect(MP(150, col([150, 150, 110]))).toBe(3);
    expect(cacheStats().misses - before.misses).toBe(1);
    expect(MP(110, col([150, 150, 110]))).toBe(0);
    expect(MP(140, col([140, 170, 100]))).toBe(2);
    expect(MP(100, col([140, 170, 100]))).toBe(0);
  });

  it('gives the new figure when one cell of the kept range changes', () => {
    expect(MP(420, col(lines))).toBe(9);
    // The last row (after the first four, which are compared together): 170 → 450 beats 420: 3 beaten + 1 tie.
    expect(MP(420, col([420, 400, 420, -50, 100, 450]))).toBe(7);
    // The second row: 400 → 620.
    expect(MP(420, col([420, 620, 420, -50, 100, 170]))).toBe(7);
    // The fourth row emptied: the line is left out, five lines, top 8: 420 beats 400, 100, 170 and ties: 7.
    expect(MP(420, col([420, 400, 420, '', 100, 170]))).toBe(7);
    // And back: the first version's figure again.
    expect(MP(420, col(lines))).toBe(9);
  });

  it('tells a text, a blank and a two-cell row from the number kept', () => {
    expect(MP(420, col(lines))).toBe(9);
    // "-50" typed as text reads as the number: the same figures, scored again from the new values.
    const before = cacheStats();
    expect(MP(420, col([420, 400, 420, '-50', 100, 170]))).toBe(9);
    expect(cacheStats().misses - before.misses).toBe(1);
    // NS and EW columns: the second row's 400 is now EW's (−400 for NS), which −50 beats.
    expect(MP(-50, col(lines))).toBe(0);
    const twoColumns = JSON.parse(JSON.stringify(lines.map((s) => [s, '']))) as unknown[][];
    twoColumns[1] = [null, 400];
    expect(MP(-50, twoColumns)).toBe(2);
    expect(MP(-400, twoColumns)).toBe(0);
  });

  it('sees a change in any row of a long range', () => {
    // 23 lines: rows compared four at a time, and three after them. Each version changes one row so that the
    // first line's figure changes (a line above +100 drops to +50: +2; a line at or below it rises to +2000: −1
    // for a tie, −2 for a beat), and is compared with a fresh scoring of it; the first version, asked again, gives
    // its own figure again.
    const base = Array.from({ length: 23 }, (_, i) => (i === 0 ? 100 : 90 + 10 * (i % 12)));
    const mpOf = (scores: number[]) => MP(100, col(scores)) as number;
    const first = mpOf(base);
    for (let row = 1; row < base.length; row++) {
      const edited = [...base];
      edited[row] = base[row] > 100 ? 50 : 2000;
      const answer = mpOf(edited);
      const fresh = (MATCHPOINTS(col(edited)) as number[][])[0][0];
      expect(answer).toBe(fresh);
      expect(fresh).toBe(first + (base[row] > 100 ? 2 : base[row] === 100 ? -1 : -2));
      expect(mpOf(base)).toBe(first);
    }
    // The first line beats the one 90 row and ties the two other 100 rows: 2 + 2.
    expect(first).toBe(4);
  });

  it('names a score that is not on the traveller', () => {
    expect(MP(420, col(lines))).toBe(9);
    const e = excelErrorOf(() => MP(450, col(lines)));
    expect(e.code).toBe('#N/A');
    expect(e.message).toBe("'450' (score) is not one of the lines of scores");
  });
});

describe('SESSION_TOTAL and SESSION_PERCENT per pair, each cell handed its own copy of the ranges', () => {
  // A two-board Howell: board 1 pairs 1–2 (+420) and 3–4 (+400); board 2 pairs 1–2 (+100) and 3–4 (+90). Top 2:
  // pair 1 wins both boards (4, 100 %), pair 4 too, as EW (4, 100 %); pairs 2 and 3 have 0.
  const boards = [1, 1, 2, 2];
  const ns = ['1', '3', '1', '3'];
  const ew = ['2', '4', '2', '4'];
  const scores = [420, 400, 100, 90];
  const rulings = ['', '', '', ''];
  const total = (pair: unknown, s = scores, r = rulings, n = ns) =>
    SESSION_TOTAL(pair, col(boards), col(n), col(ew), col(s), col(r));
  const percent = (pair: unknown, s = scores, r = rulings, n = ns) =>
    SESSION_PERCENT(pair, col(boards), col(n), col(ew), col(s), col(r));

  it('answers every pair from one scoring', () => {
    const before = cacheStats();
    expect(['1', '2', '3', '4'].map((p) => [total(p), percent(p)])).toEqual([
      [4, 100],
      [0, 0],
      [0, 0],
      [4, 100],
    ]);
    const after = cacheStats();
    expect([after.misses - before.misses, after.hits - before.hits]).toEqual([1, 7]);
  });

  it('gives the new figures when one score changes', () => {
    expect(total('1')).toBe(4);
    // Board 2's +90 becomes +110: pair 3 wins board 2, pair 1 loses it. Every pair has 2 (50 %).
    const edited = [420, 400, 100, 110];
    expect(['1', '2', '3', '4'].map((p) => [total(p, edited), percent(p, edited)])).toEqual([
      [2, 50],
      [2, 50],
      [2, 50],
      [2, 50],
    ]);
    expect(total('1')).toBe(4);
  });

  it('gives the new figures when one ruling is entered', () => {
    expect(percent('3')).toBe(0);
    // A+ on board 2's second line: pair 3 gets 60 % of 2 (1.2), pair 4 40 % (0.8); the one real result on the
    // board is brought to E = 2 (Neuberg: (0 + 1)·2/1 − 1 = 1 to pairs 1 and 2). Totals: 1 → 3 (75 %),
    // 2 → 1 (25 %), 3 → 1.2 (30 %), 4 → 2.8 (70 %).
    const ruled = ['', '', '', 'A+'];
    expect(['1', '2', '3', '4'].map((p) => [total(p, scores, ruled), percent(p, scores, ruled)])).toEqual([
      [3, 75],
      [1, 25],
      [1.2, 30],
      [2.8, 70],
    ]);
    expect(percent('3')).toBe(0);
  });

  it('gives the new figures when one pair number changes', () => {
    expect(excelErrorOf(() => total('5')).code).toBe('#N/A');
    // Board 2's NS pair 3 is now pair 5: pair 5 plays one board and loses it; pair 3 keeps board 1 only.
    const renamed = ['1', '3', '1', '5'];
    expect(total('5', scores, rulings, renamed)).toBe(0);
    expect(percent('4', scores, rulings, renamed)).toBe(100);
    expect(excelErrorOf(() => total('5')).code).toBe('#N/A');
  });
});
