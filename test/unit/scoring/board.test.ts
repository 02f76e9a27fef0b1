import { scoreBoard } from '../../../src/engine/scoring/board';
import { getPreset } from '../../../src/engine/presets';
import { BridgeInputError, type TravellerEntry } from '../../../src/engine/model/types';
import { average, board, minus, played, plus, ruled } from './helpers';

const wbf = getPreset('wbf');
const ebu = getPreset('ebu');
const ffb = getPreset('ffb');
const abf = getPreset('abf');

const mpNS = (lines: TravellerEntry[], ctx = {}, preset = wbf) =>
  scoreBoard(lines, ctx, preset).entries.map((e) => e.mpNS);

describe('scoreBoard: real results', () => {
  it('matchpoints a complete board 2 per beat, EW the complement', () => {
    const s = scoreBoard(board(1, [-400, -100, -50, -100, -100, -100]), {}, wbf);
    // USEBIO Howell board 1: -50 beats all (10); -100 ×4 beat -400 (2) + 3 ties = 5; -400 = 0
    expect(s.top).toBe(10);
    expect(s.entries.map((e) => e.mpNS)).toEqual([0, 5, 10, 5, 5, 5]);
    expect(s.entries.map((e) => e.mpEW)).toEqual([10, 5, 0, 5, 5, 5]);
    expect(s.entries.map((e) => e.pctNS)).toEqual([0, 50, 100, 50, 50, 50]);
    expect(s.artificial).toBe(false);
    expect(s.fouled).toBe(false);
  });

  it('computes a missing table score from the contract (Law 77)', () => {
    const lines: TravellerEntry[] = [
      {
        board: 1,
        status: 'played',
        played: { contract: { level: 3, strain: 'NT', risk: '' }, declarer: 'N', tricks: 10 },
      },
      { board: 1, status: 'played', scoreNS: 400 },
    ];
    // Board 1 is not vulnerable: 3NT+1 = +430 beats +400.
    expect(mpNS(lines)).toEqual([2, 0]);
  });

  it('a board played fewer times: factored under "always", own top under "artificial-only"', () => {
    const lines = board(12, [-90, -90, -110, -130, 100]);
    // Own top 8: -90 beats -110, -130 (4) + tie (1) = 5
    const own = scoreBoard(lines, { expected: 6 }, abf);
    expect(own.top).toBe(8);
    expect(own.entries.map((e) => e.mpNS)).toEqual([5, 5, 2, 0, 8]);
    // Field value (for Compscore totals): (5 + 1) × 6/5 − 1 = 6.2
    expect(own.entries.map((e) => e.fieldNS)).toEqual([6.2, 6.2, 2.6, 0.2, 9.8]);
    const always = scoreBoard(lines, { expected: 6 }, wbf);
    expect(always.top).toBe(10);
    expect(always.entries.map((e) => e.mpNS)).toEqual([6.2, 6.2, 2.6, 0.2, 9.8]);
    expect(always.entries.map((e) => e.mpEW)).toEqual([3.8, 3.8, 7.4, 9.8, 0.2]);
  });

  it('rounds factored scores where the preset says (EBU: 0.0001, halves away from average)', () => {
    // 11 results on 13: (20 + 1) × 13/11 − 1 = 23.818181… → 23.8182
    const lines = board(1, [680, 650, 650, 620, 620, 620, 620, 600, 170, 100, -100]);
    expect(scoreBoard(lines, { expected: 13 }, ebu).entries[0].mpNS).toBe(23.8182);
    expect(scoreBoard(lines, { expected: 13 }, wbf).entries[0].mpNS).toBe(262 / 11);
  });
});

describe('scoreBoard: weighted assigned scores (Law 12C1(c))', () => {
  const lines = (): TravellerEntry[] => [
    ...board(2, [460, 430, 430, 420, 400, -50]),
    ruled(2, {
      kind: 'weighted',
      parts: [
        { ns: 430, weight: 0.7 },
        { ns: 400, weight: 0.3 },
      ],
    }),
  ];

  it('gives the White Book example exactly: weighted table 6.50, others 12/8.3/8.3/4.6/2.3/0', () => {
    const s = scoreBoard(lines(), {}, ebu);
    expect(s.top).toBe(12);
    expect(s.entries.map((e) => e.mpNS)).toEqual([12, 8.3, 8.3, 4.6, 2.3, 0, 6.5]);
    expect(s.entries.map((e) => e.mpEW)).toEqual([0, 3.7, 3.7, 7.4, 9.7, 12, 5.5]);
    expect(s.entries[6].kindNS).toBe('weighted');
  });

  it('rejects weights that do not add up, and weighting where the preset forbids it', () => {
    const bad = [
      ...board(2, [460, 430]),
      ruled(2, {
        kind: 'weighted',
        parts: [
          { ns: 430, weight: 0.6 },
          { ns: 400, weight: 0.3 },
        ],
      }),
    ];
    expect(() => scoreBoard(bad, {}, ebu)).toThrow(BridgeInputError);
    expect(() => scoreBoard(bad, {}, ebu)).toThrow(/board 2, table \d+, NS: weights sum to 0.9, not 1/);
    expect(() => scoreBoard(lines(), {}, getPreset('ru-preferans'))).toThrow(
      'weighted adjusted scores are not allowed by this preset',
    );
  });

  it('rejects more components than the preset allows (EBU: 5)', () => {
    const parts = [1, 2, 3, 4, 5, 6].map((k) => ({ ns: k * 10, weight: 1 / 6 }));
    expect(() => scoreBoard([...board(3, [10]), ruled(3, { kind: 'weighted', parts })], {}, ebu)).toThrow(
      'a weighted score has 6 components, more than the 5 allowed',
    );
  });
});

describe('scoreBoard: split scores', () => {
  it('matchpoints NS and EW against different tables; only the EW side moves', () => {
    // Four tables 420, 420, 400, 170 and a ruled table: NS assigned +420, EW charged +450.
    const lines = [
      ...board(4, [420, 420, 400, 170]),
      ruled(4, { kind: 'assigned', ns: 420 }, { kind: 'assigned', ns: 450 }),
    ];
    const s = scoreBoard(lines, {}, wbf);
    // NS field 420, 420, 400, 170, 420: 420 → beats 2 (4) + 2 ties = 6
    expect(s.entries.map((e) => e.mpNS)).toEqual([6, 6, 2, 0, 6]);
    // EW field 420, 420, 400, 170, 450 (EW wants low): the ruled EW is beaten by all: 0;
    // 420 tables: EW beat 450 (2) + tie (1) = 3; 400: 6; 170: 8
    expect(s.entries.map((e) => e.mpEW)).toEqual([3, 3, 6, 8, 0]);
    const balanced = scoreBoard([...board(4, [420, 420, 400, 170]), ruled(4, { kind: 'assigned', ns: 420 })], {}, wbf);
    expect(balanced.entries.map((e) => e.mpNS)).toEqual([6, 6, 2, 0, 6]);
    expect(balanced.entries.map((e) => e.mpEW)).toEqual([2, 2, 6, 8, 2]);
  });
});

describe('scoreBoard: artificial scores (Law 12C2)', () => {
  const worked2 = () => [
    ...board(5, [680, 650, 650, 620, 620, 620, 620, 600, 170, 100, -100]),
    ruled(5, plus, minus),
    ruled(5, average, average),
  ];

  it('removes the artificial tables and factors the rest (worked example 2, E = 13)', () => {
    for (const preset of [wbf, ffb, abf]) {
      const s = scoreBoard(worked2(), {}, preset);
      expect(s.top).toBe(24);
      expect(s.tables).toBe(13);
      expect(s.artificial).toBe(true);
      expect(s.entries[0].mpNS).toBeCloseTo(23.8182, 4);
      expect(s.entries[10].mpNS).toBeCloseTo(0.1818, 4);
      // 60 % / 40 % / 50 % of 24
      expect(s.entries[11]).toMatchObject({ mpNS: 14.4, mpEW: 9.6, pctNS: 60, pctEW: 40, kindNS: 'artificial' });
      expect(s.entries[12]).toMatchObject({ mpNS: 12, mpEW: 12 });
      const real = s.entries.slice(0, 11).reduce((a, e) => a + e.mpNS!, 0);
      expect(real).toBeCloseTo(132, 9);
    }
  });

  it('a fixed percentage (70%) overrides the preset', () => {
    const s = scoreBoard(
      [...board(6, [100, 50]), ruled(6, { kind: 'artificial', level: 'plus', percent: 70, fixed: true }, minus)],
      {},
      wbf,
    );
    // E = 3, top 4: 70 % → 2.8, 40 % → 1.6
    expect(s.entries[2]).toMatchObject({ mpNS: 2.8, mpEW: 1.6 });
  });

  it("an 'A' figure that is not the preset's level (A70) is refused, naming it and the line", () => {
    const lines = [...board(6, [100, 50]), ruled(6, { kind: 'artificial', level: 'plus', percent: 70 }, minus)];
    expect(() => scoreBoard(lines, {}, wbf)).toThrow(
      /board 6.*: 'A70' gives 70 %, which is not one of the preset's artificial levels \(60\/50\/40\); .*'70%\/30%'/,
    );
    // A preset that allows other figures scores it: 70 % of 4 = 2.8.
    const allowing = { ...wbf, artificial: { ...wbf.artificial, otherFigures: 'allow' as const } };
    expect(scoreBoard(lines, {}, allowing).entries[2]).toMatchObject({ mpNS: 2.8, mpEW: 1.6 });
  });

  it('uses the session figure for Law 12C2(c) when supplied', () => {
    const lines = [...board(6, [100, 50]), ruled(6, plus, minus, ['1', '4'])];
    const s = scoreBoard(lines, { ownPercent: (e, d) => (d === 'NS' ? 75 : 30) }, wbf);
    // Ave+ → 75 % of 4 = 3; Ave− → 30 % of 4 = 1.2
    expect(s.entries[2]).toMatchObject({ mpNS: 3, mpEW: 1.2 });
    const low = scoreBoard(lines, { ownPercent: (e, d) => (d === 'NS' ? 55 : 45) }, wbf);
    expect(low.entries[2]).toMatchObject({ mpNS: 2.4, mpEW: 1.6 });
  });

  it('a one-sided artificial score: the other side is matchpointed in its own field', () => {
    // NS gets Ave+, EW keeps the table result -100 (e.g. Law 11A forfeiture of the non-offenders' rights).
    const lines = [...board(7, [100, 50, -50]), ruled(7, plus, { kind: 'assigned', ns: -100 })];
    const s = scoreBoard(lines, { expected: 4 }, wbf);
    // NS field 100, 50, −50 (A = 3) factored to 4: 100 → (4 + 1) × 4/3 − 1 = 17/3
    expect(s.entries[0].mpNS).toBeCloseTo(17 / 3, 12);
    // EW field 100, 50, −50, −100 (A = 4, no factoring): EW of −100 (+100 to EW) beats all three others
    expect(s.entries.map((e) => e.mpEW)).toEqual([0, 2, 4, 6]);
    expect(s.entries[3].mpNS).toBe(3.6);
  });
});

describe('scoreBoard: plain results with a weighted and an artificial score', () => {
  it('matchpoints the results with the weighted table, factors them to the board, gives the artificial sides their percentage', () => {
    const weighted = {
      kind: 'weighted' as const,
      parts: [
        { ns: 100, weight: 0.7 },
        { ns: 50, weight: 0.3 },
      ],
    };
    const lines = [...board(9, [100, 100, 50, -50]), ruled(9, weighted), ruled(9, plus, minus)];
    const s = scoreBoard(lines, {}, wbf);
    // Six tables, top 10; five results in the comparison, counted in tenths: −50 ×10, 50 ×13, 100 ×27.
    // Raw matchpoints: 100 → 2·23 + 27 − 10 = 63 tenths = 6.3; 50 → 2.3; −50 → 0; the weighted table
    // 0.7 × (2·23 + 27 − 13) + 0.3 × (2·10 + 13 − 3) = 5.1 (they sum to 5 × 4 = 20).
    // Neuberg to 6 results: (M + 1) × 6/5 − 1.
    expect(s.top).toBe(10);
    expect(s.entries.map((e) => e.mpNS)).toEqual([7.76, 7.76, 2.96, 0.2, 6.32, 6]);
    expect(s.entries.map((e) => e.mpEW)).toEqual([2.24, 2.24, 7.04, 9.8, 3.68, 4]);
    expect(s.entries.map((e) => e.kindNS)).toEqual(['result', 'result', 'result', 'result', 'weighted', 'artificial']);
    expect(s.groups).toEqual([
      { form: '', direction: 'NS', results: 5, treatment: 'neuberg' },
      { form: '', direction: 'EW', results: 5, treatment: 'neuberg' },
    ]);
  });
});

describe('scoreBoard: lines without a score', () => {
  it('pending, notPlayed and cancelled lines get no score and never count as zero', () => {
    const lines: TravellerEntry[] = [
      ...board(8, [420, 400, 170]),
      { board: 8, table: 90, status: 'pending' },
      { board: 8, table: 91, status: 'notPlayed' },
      { board: 8, table: 92, status: 'cancelled' },
    ];
    const s = scoreBoard(lines, { expected: 4 }, wbf);
    for (const e of s.entries.slice(3)) {
      expect(e.mpNS).toBeUndefined();
      expect(e.mpEW).toBeUndefined();
    }
    // Three results factored to 4: 420 → (4 + 1) × 4/3 − 1
    expect(s.entries[0].mpNS).toBeCloseTo(17 / 3, 12);
    expect(s.tables).toBe(4);
  });

  it('a cancelled line with a ruling is scored by the ruling', () => {
    const lines: TravellerEntry[] = [
      ...board(9, [420, 400]),
      { board: 9, table: 3, status: 'cancelled', ruling: { ns: plus, ew: plus } },
    ];
    const s = scoreBoard(lines, {}, wbf);
    expect(s.entries[2]).toMatchObject({ pctNS: 60, pctEW: 60 });
  });
});

describe('scoreBoard: bad input', () => {
  it('names the line and the bad value', () => {
    expect(() => scoreBoard([{ board: 1, table: 4, status: 'played' }], {}, wbf)).toThrow(
      'board 1, table 4: played line has neither a score nor a contract',
    );
    expect(() => scoreBoard([{ board: 1, table: 4, status: 'played', scoreNS: NaN }], {}, wbf)).toThrow(
      "board 1, table 4: score 'NaN' is not a number",
    );
    expect(() => scoreBoard([played(1, 100), played(2, 100)], {}, wbf)).toThrow(
      /table \d+: line belongs to board 2, not to board 1/,
    );
    expect(() => scoreBoard([{ board: 1, table: 4, status: 'ruled' }], {}, wbf)).toThrow(
      "board 1, table 4: status is 'ruled' but the line has no ruling",
    );
    expect(() => scoreBoard([{ board: 1, table: 4, status: 'done' as never, scoreNS: 1 }], {}, wbf)).toThrow(
      "status 'done' is not played",
    );
    expect(() => scoreBoard([ruled(1, { kind: 'artificial', level: 'great' as never })], {}, wbf)).toThrow(
      "artificial level 'great'",
    );
    expect(() => scoreBoard(board(1, [1, 2]), { expected: 0 }, wbf)).toThrow("expected number of results '0'");
  });
});
