import { ADJUSTED_SCORE, FOULED_GROUP, MATCHPOINTS, MP, NEUBERG, PERCENT } from '../../../src/functions/functions';
import { cacheStats, clearCaches } from '../../../src/functions/scoring';
import { excelErrorOf, installOfficeGlobals, setDisplayLanguage } from './office-globals';

/** A column as Excel passes it: one row per cell. */
const col = (xs: unknown[]) => xs.map((x) => [x]);

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfficeGlobals('en-US');
  clearCaches();
});
afterEach(() => uninstall());

describe('BRIDGE.MATCHPOINTS', () => {
  // Five results entered (the fourth row not yet): 420, 400, 400, −50, PASS = 0; top 2 × (5 − 1) = 8.
  // 420 beats 4 → 8; 400 beats −50 and 0, ties 400 → 2·2 + 1 = 5; −50 → 0; PASS (0) beats −50 → 2. Sum 20 = 5·4.
  const traveller = col([420, 400, 400, null, -50, 'PASS']);

  it('scores a traveller and leaves the row not yet entered blank, never zero', () => {
    expect(MATCHPOINTS(traveller)).toEqual([[8], [5], [5], [''], [0], [2]]);
  });

  it('reads blanks given as "" like null, and numbers typed as text', () => {
    expect(MATCHPOINTS(col(['420', ' 400 ', '400', '', '−50', 'pass']))).toEqual([[8], [5], [5], [''], [0], [2]]);
  });

  it('gives EW the rest of the top, or both sides in two columns', () => {
    expect(MATCHPOINTS(traveller, undefined, undefined, 'EW')).toEqual([[0], [3], [3], [''], [8], [6]]);
    expect(MATCHPOINTS(traveller, undefined, undefined, 'BOTH')[1]).toEqual([5, 3]);
  });

  it('prints on the ACBL scale (1 per beat) with the acbl preset', () => {
    // Four results, top 6 on the 2-per-beat scale: 420 → 6, 400 → 3, 400 → 3, −50 → 0; halved.
    expect(MATCHPOINTS(col([420, 400, 400, -50]), undefined, 'acbl', 'both')).toEqual([
      [3, 0],
      [1.5, 1.5],
      [1.5, 1.5],
      [0, 3],
    ]);
  });

  it('factors a board played fewer times to the expected field (Neuberg, WBF)', () => {
    // E = 6, A = 5: F = (M + 1)·6/5 − 1 → 8 → 9.8, 5 → 6.2, 0 → 0.2, 2 → 2.6.
    const out = MATCHPOINTS(traveller, undefined, undefined, undefined, 6) as number[][];
    expect(out.map((r) => (r[0] === ('' as unknown) ? '' : Number((r[0] as number).toFixed(10))))).toEqual([
      9.8,
      6.2,
      6.2,
      '',
      0.2,
      2.6,
    ]);
  });

  it('lays out a row of scores as a row', () => {
    // Top 6: 420 → 6, 400 → 3 each, −50 → 0.
    expect(MATCHPOINTS([[420, 400, 400, -50]])).toEqual([[6, 3, 3, 0]]);
  });

  it('reads NS and EW score columns as one line each', () => {
    // NS scores 420, −50 (EW +50), −100 (EW +100, NS cell "-"), 400; top 6.
    expect(
      MATCHPOINTS([
        [420, null],
        [null, 50],
        ['-', 100],
        [400, ''],
      ]),
    ).toEqual([[6], [2], [0], [4]]);
    // The same result written from both sides is one line; two different scores are an error.
    expect(
      MATCHPOINTS([
        [420, -420],
        [400, null],
      ]),
    ).toEqual([[2], [0]]);
    const e = excelErrorOf(() =>
      MATCHPOINTS([
        [420, 400],
        [null, 100],
      ]),
    );
    expect(e.code).toBe('#VALUE!');
    expect(e.message).toBe('scores, row 1, column 2: a line has both an NS and an EW score');
    // A single line names only the column.
    expect(excelErrorOf(() => MATCHPOINTS([[420, 400]])).message).toMatch(/^scores, column 2:/);
  });

  it('scores an artificial score as the preset says and factors the others (FFB: to 0.1)', () => {
    // Five tables, four real results (raw top 6) factored to top 8: F = (M + 1)·5/4 − 1.
    // 510: M 6 → 7.75; 450: M 4 → 5.25; 420: M 1 → 1.5. A- = 40 % of 8 = 3.2 (EW 60 % = 4.8).
    expect(MATCHPOINTS(col([510, 450, 420, 420, 'A-']), undefined, 'wbf', 'both')).toEqual([
      [7.75, 0.25],
      [5.25, 2.75],
      [1.5, 6.5],
      [1.5, 6.5],
      [3.2, 4.8],
    ]);
    // The FFB keeps board matchpoints to 0.1, halves away from zero: 7.75 → 7.8, 5.25 → 5.3.
    expect(MATCHPOINTS(col([510, 450, 420, 420, 'A-']), undefined, 'ffb')).toEqual([[7.8], [5.3], [1.5], [1.5], [3.2]]);
  });

  it("lets a rulings column replace a line's score", () => {
    // Line 3 gets A+ (NS 60 %, EW 40 % of 6); the other three real results (raw top 4) are factored to top 6:
    // 420: M 4 → 5·4/3 − 1 = 17/3; 400: M 2 → 3; 380: M 0 → 1/3.
    const out = MATCHPOINTS(col([420, 400, 400, 380]), col([null, null, 'A+', null]), undefined, 'both') as number[][];
    expect(out[0][0]).toBeCloseTo(17 / 3, 12);
    expect(out[1]).toEqual([3, 3]);
    expect(out[2]).toEqual([3.6, 2.4]);
    expect(out[3][0]).toBeCloseTo(1 / 3, 12);
  });

  it("names the bad cell and its position, in the user's language", () => {
    let e = excelErrorOf(() => MATCHPOINTS(col([420, 400, 'abc'])));
    expect(e.code).toBe('#VALUE!');
    expect(e.message).toMatch(/^'abc' \(scores, row 3\) is not a score/);
    setDisplayLanguage('pl-PL');
    e = excelErrorOf(() => MATCHPOINTS(col([420, 400, 'abc'])));
    expect(e.message).toMatch(/^„abc” \(scores, wiersz 3\) nie jest wynikiem/);
    setDisplayLanguage('nl-NL');
    expect(
      excelErrorOf(() =>
        MATCHPOINTS([
          [420, 'abc'],
          [400, null],
        ]),
      ).message,
    ).toMatch(/\(scores, rij 1, kolom 2\) is geen score/);
    setDisplayLanguage('fr-FR');
    expect(excelErrorOf(() => MATCHPOINTS([[420, 400, 'x', 1]])).message).toMatch(/« x » \(scores, colonne 3\)/);
    setDisplayLanguage('ru-RU');
    expect(excelErrorOf(() => MATCHPOINTS(col([420, 425.5]))).message).toMatch(
      /«425.5» \(scores, строка 2\) — не результат/,
    );
  });

  it('names a bad preset, expected count or score in a per-line MP cell on a column of plain scores', () => {
    const plain = col([420, 400, 170]);
    expect(excelErrorOf(() => MP(420, plain, 'xyz')).message).toBe(
      "'xyz' (preset) is not a known preset (wbf, ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans)",
    );
    // The same cell again (the preset read is kept only when it reads): still named.
    expect(excelErrorOf(() => MP(400, plain, 'xyz')).message).toMatch(/^'xyz' \(preset\)/);
    expect(excelErrorOf(() => MP(420, plain, 'wbf', undefined, 'many')).message).toBe(
      "'many' (expected) is not a number",
    );
    // Fewer results expected than the column holds, and a score that is not one of its lines.
    expect(excelErrorOf(() => MP(420, plain, 'wbf', undefined, 2)).message).toBe(
      'board 1 has 3 results but the event has 2 tables',
    );
    expect(excelErrorOf(() => MP(430, plain)).message).toBe("'430' (score) is not one of the lines of scores");
  });

  it('rejects a fractional score, an unknown preset, a bad ruling and ranges that do not match', () => {
    expect(excelErrorOf(() => MATCHPOINTS(col([420, 1.43]))).message).toContain("'1.43' (scores, row 2)");
    expect(excelErrorOf(() => MATCHPOINTS(col([420]), undefined, 'xyz')).message).toBe(
      "'xyz' (preset) is not a known preset (wbf, ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans)",
    );
    expect(excelErrorOf(() => MATCHPOINTS(col([420, 400]), col([null, 'Q7']))).message).toMatch(
      /^'Q7' \(rulings, row 2\) is not a ruling/,
    );
    expect(excelErrorOf(() => MATCHPOINTS(col([420, 400]), col([null]))).message).toBe(
      'rulings has 1 cells but scores has 2: they must match row for row',
    );
    expect(
      excelErrorOf(() =>
        MATCHPOINTS([
          [1, 2, 3],
          [4, 5, 6],
        ]),
      ).message,
    ).toContain('two columns');
    expect(excelErrorOf(() => MATCHPOINTS(col([420]), undefined, undefined, 'NE')).message).toContain("'NE' (side)");
  });

  it('gives #N/A for a traveller with nothing entered and for a cell holding an error', () => {
    const e = excelErrorOf(() => MATCHPOINTS(col([null, '', '  '])));
    expect(e.code).toBe('#N/A');
    expect(e.message).toBe('scores has no results yet');
    const err = excelErrorOf(() => MATCHPOINTS(col([420, { code: '#DIV/0!', message: '' }])));
    expect(err.code).toBe('#N/A');
    expect(err.message).toBe('scores, row 2 holds an error');
  });

  it('does not count a not-played line ("-", NP) as a result', () => {
    // Three results: 420 → 4, 400 → 2, −50 → 0.
    expect(MATCHPOINTS(col([420, '-', 400, 'NP', -50]))).toEqual([[4], [''], [2], [''], [0]]);
  });
});

describe('BRIDGE.PERCENT', () => {
  it('gives each line its percentage of the top, rounded as the FFB prints it', () => {
    // Five results, top 8: 420 → 8 (100 %), 400 → 5 (62.5 %), −50 → 0, PASS → 2 (25 %).
    expect(PERCENT(col([420, 400, 400, null, -50, 'PASS']))).toEqual([[100], [62.5], [62.5], [''], [0], [25]]);
    // FFB prints whole percentages (62.5 → 63, halves away from zero).
    expect(PERCENT(col([420, 400, 400, -50, 'PASS']), undefined, 'ffb')).toEqual([[100], [63], [63], [0], [25]]);
  });
});

describe('BRIDGE.MP', () => {
  const scores = col([420, 400, 400, null, -50, 'PASS', 'A5050']);

  it("gives one line's matchpoints, matching MATCHPOINTS", () => {
    const all = MATCHPOINTS(scores) as unknown[][];
    expect(MP(400, scores)).toBe(all[1][0]);
    expect(MP('PASS', scores)).toBe(all[5][0]);
    expect(MP('A5050', scores)).toBe(all[6][0]);
    expect(MP('A5050', scores)).toBe(5); // 50 % of top 10 (6 lines with a score or a ruling, top 2·5).
    expect(MP(420, scores, undefined, 'EW')).toBe(
      (MATCHPOINTS(scores, undefined, undefined, 'EW') as unknown[][])[0][0],
    );
  });

  it('is blank for a blank score and #N/A for a score not on the traveller', () => {
    expect(MP(null, scores)).toBe('');
    const e = excelErrorOf(() => MP(999, scores));
    expect(e.code).toBe('#N/A');
    expect(e.message).toBe("'999' (score) is not one of the lines of scores");
  });

  it('scores the traveller once however many cells ask (per-range cache)', () => {
    const lines = Array.from({ length: 200 }, (_, i) => [-100, -50, 0, 50, 90, 110, 120][i % 7]);
    const range = col(lines);
    const before = cacheStats();
    const answers = lines.map((s) => MP(s, range));
    const after = cacheStats();
    // The first cell counts, the second scores the range it counted again, the other 198 find it kept.
    expect([after.misses - before.misses, after.hits - before.hits]).toEqual([1, 198]);
    // 29 results of each score but 110 and 120 (200 = 7·28 + 4); −50 beats the 29 results of −100 and ties 28
    // others: 2·29 + 28 = 86.
    expect(answers[1]).toBe(86);
    // Same answers as the spilled form.
    expect(answers).toEqual((MATCHPOINTS(range) as unknown[][]).map((r) => r[0]));
  });

  it('counts each cell of two travellers calculated in turn, with nothing scored', () => {
    // Board 1: 420, 400, 420, −50 (top 6): 420 beats two and ties one: 5. Board 2: 100, 140, 110 (top 4).
    const one = [420, 400, 420, -50];
    const two = [100, 140, 110];
    const before = cacheStats();
    const answers = [0, 1, 2].map((k) => [MP(one[k], col(one)), MP(two[k], col(two))]);
    const after = cacheStats();
    expect([after.misses - before.misses, after.hits - before.hits]).toEqual([0, 0]);
    expect(answers).toEqual([
      [5, 0],
      [2, 4],
      [5, 2],
    ]);
  });

  it('scores the traveller once however many cells ask when a line is not a plain score (per-range cache)', () => {
    const lines: unknown[] = Array.from({ length: 200 }, (_, i) => [-100, -50, 0, 50, 90, 110, 120][i % 7]);
    lines[0] = 'A60';
    const range = col(lines);
    const before = cacheStats();
    const answers = lines.map((s) => MP(s, range));
    const after = cacheStats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(199);
    expect(answers).toEqual((MATCHPOINTS(range) as unknown[][]).map((r) => r[0]));
  });

  it('sees a changed traveller at once (the cache is keyed by content)', () => {
    expect(MP(400, col([420, 400]))).toBe(0);
    expect(MP(400, col([380, 400]))).toBe(2);
  });
});

describe('BRIDGE.FOULED_GROUP', () => {
  it('scores each form of a fouled board on its own, factored to the full field', () => {
    // 12 tables (top 22): group A of 8 results, group B of 4 (scoring-and-laws §2.2, worked example 3).
    // A: +450 → M 13 → 20.0; +420 → 12.5; +400 → 6.5; +170 → 3.5; −50 → 0.5. B: +140 → 17, +110 → 8, −100 → 2.
    const scores = col([450, 450, 420, 420, 420, 400, 170, -50, 140, 140, 110, -100]);
    const groups = col(['', '', '', '', '', '', '', '', 'B', 'B', 'B', 'B']);
    expect(FOULED_GROUP(scores, groups)).toEqual([
      [20],
      [20],
      [12.5],
      [12.5],
      [12.5],
      [6.5],
      [3.5],
      [0.5],
      [17],
      [17],
      [8],
      [2],
    ]);
  });

  it('needs one group label per line', () => {
    expect(excelErrorOf(() => FOULED_GROUP(col([420, 400]), col(['']))).message).toContain('groups has 1 cells');
  });
});

describe('BRIDGE.NEUBERG', () => {
  it.each([
    // EBU article: E = 11, A = 10, top 20 → sole top 18 → 19 × 1.1 − 1 = 19.9; 0 → 0.1; 9 → 10.
    [18, 10, 11, undefined, 19.9],
    [0, 10, 11, undefined, 0.1],
    [9, 10, 11, undefined, 10],
    // 1 per beat (ACBL): (S + ½)·E/A − ½ = 9.5 × 1.1 − 0.5 = 9.95.
    [9, 10, 11, 1, 9.95],
    [9, 10, 11, 'acbl', 9.95],
    [9, 10, 11, 'ebu', 10],
  ])('NEUBERG(%p, %p, %p, %p) = %p', (mp, a, e, conv, expected) => {
    expect(NEUBERG(mp, a, e, conv)).toBeCloseTo(expected, 12);
  });

  it('rejects matchpoints above the top of the actual results', () => {
    const e = excelErrorOf(() => NEUBERG(19, 10, 11));
    expect(e.code).toBe('#VALUE!');
    expect(e.message).toContain("'19' (mp) is out of range: 0…18");
    expect(excelErrorOf(() => NEUBERG(5, 0, 11)).message).toContain("'0' (actual) must be greater than zero");
    expect(excelErrorOf(() => NEUBERG(5, 10, 11, 3)).message).toContain("'3' (convention)");
  });
});

describe('BRIDGE.ADJUSTED_SCORE', () => {
  it('matchpoints a weighted score component by component (Law 12C1(c))', () => {
    // Worked example: 7 tables (top 12), 70 % of 3NT+1 = +430 and 30 % of 3NT= = +400 against
    // +460, +430, +430, +420, +400, −50: 0.7 × 8 + 0.3 × 3 = 6.5 for NS, 5.5 for EW.
    const others = col([460, 430, 430, 420, 400, -50]);
    expect(ADJUSTED_SCORE('70% 3NT+1 S; 30% 3NT= S', others, 'BOTH', undefined, undefined, 1)).toEqual([[6.5, 5.5]]);
    expect(ADJUSTED_SCORE('70% NS 430; 30% NS 400', others)).toEqual([[6.5]]);
  });

  it('scores the two sides of a split ruling against their own fields', () => {
    // NS keep 4S= (+420), EW are charged 4S+1 (+450), against 450, 420, 400 (top 6):
    // NS: 420 ties 420, beats 400 → 3. EW: 450 seen from NS ties 450, beats 420 and 400 → 5, EW 6 − 5 = 1.
    expect(ADJUSTED_SCORE('NS: 4S= N | EW: 4S+1 N', col([450, 420, 400]), 'both', undefined, undefined, 1)).toEqual([
      [3, 1],
    ]);
  });

  it('gives an artificial score its percentage, IMPs for IMP forms, and asks for the board for a contract', () => {
    expect(ADJUSTED_SCORE('A60/40', col([450, 420, 400]), 'both')).toEqual([[3.6, 2.4]]);
    expect(ADJUSTED_SCORE('A+', col([450, 420, 400]), 'NS', undefined, 'PCT')).toEqual([[60]]);
    expect(ADJUSTED_SCORE('A+', col([450, 420, 400]), 'both', undefined, 'BUTLER')).toEqual([[3, -3]]);
    expect(ADJUSTED_SCORE('', col([450]))).toEqual([['']]);
    const e = excelErrorOf(() => ADJUSTED_SCORE('4S= N', col([450, 420])));
    expect(e.code).toBe('#VALUE!');
    expect(e.message).toContain('needs the board');
  });
});

describe('rulings range: line marks besides rulings', () => {
  it('NP takes a line out of the board: the others are scored among four results', () => {
    // 420, (400 not played), 400, −50, PASS: four results, top 2 × 3 = 6.
    // 420 beats 3 → 6; 400 beats −50 and 0 → 4; −50 → 0; PASS (0) beats −50 → 2. Sum 12 = 4·3.
    const scores = col([420, 400, 400, -50, 'PASS']);
    const rulings = col(['', 'NP', '', '', '']);
    expect(MATCHPOINTS(scores, rulings)).toEqual([[6], [''], [4], [0], [2]]);
  });

  it('a penalty alone leaves the board score as it stands', () => {
    const scores = col([420, 400, 400, -50, 'PASS']);
    const plain = MATCHPOINTS(scores);
    expect(MATCHPOINTS(scores, col(['', 'PP EW 25%', '', '', '']))).toEqual(plain);
  });

  it('an unreadable mark is #VALUE! naming the text', () => {
    const err = excelErrorOf(() => MATCHPOINTS(col([420, 400]), col(['', 'NP twice'])));
    expect(err.message).toContain('NP twice');
    expect(err.message).toMatch(/rulings, row 2/);
  });
});
