import {
  ARTIFICIAL_AVG,
  BUTLER,
  BUTLER_DATUM,
  CROSS_IMP,
  SESSION_PERCENT,
  SESSION_RESULTS,
  SESSION_SCORES,
  SESSION_TOTAL,
  TEAM_IMPS,
  VP,
} from '../../../src/functions/functions';
import { clearCaches } from '../../../src/functions/scoring';
import { excelErrorOf, installOfficeGlobals } from './office-globals';

const col = (xs: unknown[]) => xs.map((x) => [x]);

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfficeGlobals('en-US');
  clearCaches();
});
afterEach(() => uninstall());

// scoring-and-laws §3.3: +1430, +650, +620 ×3, +600, +170, −100.
const board = col([1430, 650, 620, 620, 620, 600, 170, -100]);

describe('BRIDGE.BUTLER and BRIDGE.BUTLER_DATUM', () => {
  it('IMPs each score against the datum without the highest and lowest (NBB)', () => {
    // Middle six: 650 + 3·620 + 600 + 170 = 3280 / 6 = 546.67 → 550. 1430 − 550 = 880 → 13; 650 → 100 → 3;
    // 620 → 70 → 2; 600 → 50 → 2; 170 → −380 → −9; −100 → −650 → −12.
    expect(BUTLER_DATUM(board, 'nbb')).toBe(550);
    expect(BUTLER(board, 'nbb')).toEqual([[13], [3], [2], [2], [2], [2], [-9], [-12]]);
    expect(BUTLER(board, 'nbb', undefined, 'EW')[0]).toEqual([-13]);
  });

  it('uses the plain mean under the WBF preset', () => {
    // (1430 + 650 + 1860 + 600 + 170 − 100) / 8 = 576.25 → 580; 620 − 580 = 40 → 1.
    expect(BUTLER_DATUM(board)).toBe(580);
    expect(BUTLER(board)[2]).toEqual([1]);
  });

  it('gives an artificial line ±3 IMPs and leaves it out of the datum', () => {
    const out = BUTLER(col([1430, 650, 620, 620, 620, 600, 170, -100, 'A+']), 'nbb', undefined, 'both');
    expect(out[8]).toEqual([3, -3]);
    expect(out[0]).toEqual([13, -13]);
  });
});

describe('BRIDGE.CROSS_IMP', () => {
  it("averages each score's IMPs against every other score", () => {
    // +620: vs 1430 −13, vs 650 −1, vs 620 0 ×2, vs 600 +1, vs 170 +10, vs −100 +12 → 9 / 7.
    const out = CROSS_IMP(board) as number[][];
    expect(out[2][0]).toBeCloseTo(9 / 7, 12);
    expect(out[0][0]).toBeCloseTo(97 / 7, 12);
    expect(out[7][0]).toBeCloseTo(-85 / 7, 12);
    // Every comparison is counted from both sides, so the board sums to zero.
    expect(out.reduce((a, r) => a + r[0], 0)).toBeCloseTo(0, 12);
  });
});

describe('BRIDGE.VP', () => {
  it.each([
    // WBF 2013 continuous scale (scoring-and-laws §3.2 table).
    [10, 16, undefined, 12.8],
    [14, 16, undefined, 13.75], // raw 13.74, raised by the concavity fix
    [25, 32, undefined, 14.54],
    [-10, 16, undefined, 7.2],
    [60, 16, undefined, 20],
    // EBU rounds a fractional margin to whole IMPs first: 10.5 → 11.
    [10.5, 16, 'ebu', 13.04],
    [11, 16, 'WBF', 13.04],
    // ACBL 20-VP scale for 6–8 boards: 5–7 IMPs → 13; −3 → 20 − 12 = 8; 28 and more → 20.
    [5, 8, 'ACBL20_6_8', 13],
    [-3, 8, 'acbl 20 6-8', 8],
    [28, 7, 'ACBL20_6_8', 20],
  ])('VP(%p, %p, %p) = %p', (imps, boards, scale, expected) => {
    expect(VP(imps, boards, scale)).toBeCloseTo(expected, 10);
  });

  it('rejects a bad number of boards and a preset whose scale is not available', () => {
    expect(excelErrorOf(() => VP(5, 0)).message).toContain("'0' (boards) must be greater than zero");
    expect(excelErrorOf(() => VP(5, 2.5)).message).toContain('is not a whole number');
    expect(excelErrorOf(() => VP(5, 8, 'acbl')).message).toContain('acbl-discrete');
    expect(excelErrorOf(() => VP(5, 8, 'XYZ')).message).toContain("'XYZ' (scale) is not one of");
  });
});

describe('BRIDGE.ARTIFICIAL_AVG', () => {
  it.each([
    ['A+', undefined, undefined, undefined, 60],
    ['A=', undefined, undefined, undefined, 50],
    ['A-', undefined, undefined, undefined, 40],
    ['plus', undefined, undefined, undefined, 60],
    ['Ś-', undefined, undefined, undefined, 40],
    ['70%', undefined, undefined, undefined, 70],
    // A fixed percentage is not raised by Law 12C2(c): 70 % stays 70 % with a session at 80 %.
    ['70%', undefined, 80, undefined, 70],
    // A60 is Ave+ written out: 12C2(c) raises it to the session's 80 %.
    ['A60', undefined, 80, undefined, 80],
    ['A+', 'IMP', undefined, undefined, 3],
    ['A-', 'IMP', undefined, undefined, -3],
    // Law 12C2(c): a non-offender averaging +4 IMPs keeps +4; 63.13 % on the other boards replaces 60 %.
    ['A+', 'IMP', 4, undefined, 4],
    ['A+', undefined, 63.13, undefined, 63.13],
    ['A+', undefined, 55, undefined, 60],
    ['A-', undefined, 35, undefined, 35],
    ['A-', undefined, 45, undefined, 40],
    ['A=', undefined, 70, undefined, 50],
    // As matchpoints on a top of 42: 63.13 % of 42 = 26.5146.
    ['A+', 42, 63.13, 'ffb', 26.5146],
  ])('ARTIFICIAL_AVG(%p, %p, %p, %p) = %p', (kind, form, own, preset, expected) => {
    expect(ARTIFICIAL_AVG(kind, form, own, preset)).toBeCloseTo(expected, 10);
  });

  it('rejects what is not an artificial score', () => {
    expect(excelErrorOf(() => ARTIFICIAL_AVG('4S= N')).message).toContain("'4S= N' (kind) is not one of");
    expect(excelErrorOf(() => ARTIFICIAL_AVG('A+', 'MP')).message).toContain("'MP' (form)");
    expect(excelErrorOf(() => ARTIFICIAL_AVG('A+', undefined, 140)).message).toContain('percentage from 0 to 100');
    expect(excelErrorOf(() => ARTIFICIAL_AVG(null)).code).toBe('#N/A');
  });
});

describe('session functions', () => {
  // A two-board Howell: board 1 pairs 1–2 (+420) and 3–4 (+400); board 2 pairs 1–2 (+100) and 3–4 (A+).
  // Board 1 (top 2): pair 1 2, pair 2 0, pair 3 0, pair 4 2. Board 2: one real result among E = 2: Neuberg
  // (0 + 1)·2/1 − 1 = 1 to pair 1 and pair 2; A+ gives pair 3 60 % of 2 = 1.2, pair 4 (Ave−) 0.8.
  // Totals: 1 → 3 (75 %), 4 → 2.8 (70 %), 3 → 1.2 (30 %), 2 → 1 (25 %). Law 12C2(c) changes nothing here:
  // pair 3 has 0 % on its other board, pair 4 100 %.
  const boards = col([1, 1, 2, 2]);
  const ns = col([1, 3, 1, 3]);
  const ew = col([2, 4, 2, 4]);
  const scores = col([420, 400, 100, 'A+']);

  it('scores every line of the sheet at once', () => {
    expect(SESSION_SCORES(boards, ns, ew, scores, undefined, undefined, undefined, 'both')).toEqual([
      [2, 0],
      [0, 2],
      [1, 1],
      [1.2, 0.8],
    ]);
  });

  it('ranks the pairs and gives each pair its total and percentage', () => {
    expect(SESSION_RESULTS(boards, ns, ew, scores)).toEqual([
      ['1', 1, '', 3, 75, 2],
      ['2', 4, '', 2.8, 70, 2],
      ['3', 3, '', 1.2, 30, 2],
      ['4', 2, '', 1, 25, 2],
    ]);
    expect(SESSION_PERCENT(4, boards, ns, ew, scores)).toBe(70);
    expect(SESSION_TOTAL('4', boards, ns, ew, scores)).toBe(2.8);
    expect(SESSION_PERCENT(null, boards, ns, ew, scores)).toBe('');
    expect(excelErrorOf(() => SESSION_PERCENT(9, boards, ns, ew, scores)).code).toBe('#N/A');
  });

  it('applies Law 12C2(c): a non-offender above 60 % on its other boards keeps its own percentage', () => {
    // Pair 3 now wins board 1 (+450 over +420: 100 %), then gets A+ on board 2 → 100 % instead of 60 %: 2 MP.
    // Pair 4, the offender (Ave−), scored 0 % on board 1, below 40 %: it keeps its own 0 % → 0 MP.
    const s = col([420, 450, 100, 'A+']);
    expect(SESSION_SCORES(boards, ns, ew, s, undefined, undefined, undefined, 'both')[3]).toEqual([2, 0]);
  });

  it('keeps NS 1 and EW 1 apart in a Mitchell and ranks each direction', () => {
    const rows = SESSION_RESULTS(
      boards,
      col([1, 2, 1, 2]),
      col([1, 2, 1, 2]),
      scores,
      undefined,
      undefined,
      undefined,
      'mitchell',
    );
    expect(rows).toEqual([
      ['1', 1, 'NS', 3, 75, 2],
      ['2', 2, 'NS', 1.2, 30, 2],
      ['1', 2, 'EW', 2.8, 70, 2],
      ['2', 1, 'EW', 1, 25, 2],
    ]);
    const mitchell = [boards, col([1, 2, 1, 2]), col([1, 2, 1, 2]), scores, undefined, undefined, 'mitchell'] as const;
    expect(SESSION_PERCENT(1, ...mitchell, 'EW')).toBe(25);
    expect(excelErrorOf(() => SESSION_PERCENT(1, ...mitchell)).code).toBe('#N/A');
  });

  it('scores Butler sessions in IMPs', () => {
    // Board 1 datum: mean of 420 and 400 = 410 (too few results to drop any): ±10 → 0 IMPs.
    expect(SESSION_SCORES(boards, ns, ew, scores, undefined, 'nbb', 'BUTLER', 'both')).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [3, -3],
    ]);
  });

  it('needs a board number on every entered line and matching ranges', () => {
    expect(
      excelErrorOf(() => SESSION_SCORES(col([1, null]), ns.slice(0, 2), ew.slice(0, 2), col([420, 400]))).code,
    ).toBe('#N/A');
    expect(excelErrorOf(() => SESSION_SCORES(col([1]), ns, ew, scores)).message).toBe(
      'boards has 1 cells but scores has 4: they must match row for row',
    );
  });
});

describe('BRIDGE.TEAM_IMPS', () => {
  it('IMPs each board for the home team and leaves unplayed boards blank', () => {
    // 620 − 420 = 200 → 5; equal → 0; one room missing → blank; A+ (home NS, open) and A- (away NS, closed) → +3.
    expect(TEAM_IMPS(col([620, 420, null, 'A+']), col([420, 420, 100, 'A-']))).toEqual([[5], [0], [''], [3]]);
  });

  it('averages a non-balancing ruling in a knockout (Law 12C4)', () => {
    // Open room: the home pair (NS) is given +620, the away pair is charged +650 (NS view); closed room +620.
    // Home: 620 − 620 = 0. Away: 620 − 650 = −30 → −1. Knockout: home (0 + 1)/2 = +0.5.
    expect(TEAM_IMPS(col(['NS: 620 | EW: 650']), col([620]))).toEqual([[0]]);
    expect(TEAM_IMPS(col(['NS: 620 | EW: 650']), col([620]), undefined, undefined, undefined, undefined, true)).toEqual(
      [[0.5]],
    );
  });

  it('scores a contract ruling with the board number given', () => {
    // Board 2 (NS vulnerable): 4S= N assigned = +620 against +170 → 450 → 10 IMPs.
    expect(TEAM_IMPS(col([null]), col([170]), col(['4S= N']), undefined, col([2]))).toEqual([[10]]);
  });
});
