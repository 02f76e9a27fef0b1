import * as fs from 'fs';
import * as path from 'path';
import {
  FrequencyTable,
  commonDenominator,
  denominatorOf,
  matchpointDistribution,
  matchpointScores,
  matchpointScoresOnePerBeat,
  matchpointTop,
  matchpointWeighted,
} from '../../../src/engine/scoring/matchpoints';
import { BridgeInputError } from '../../../src/engine/model/types';
import { itWhen } from '../../shared-data';

describe('matchpointScores (2 per beat, 1 per tie)', () => {
  it('scores each result against all the others', () => {
    // 100 beats 50 and -50 (2 × 2) and ties the other 100 (1) = 5; 50 beats -50 = 2; -50 = 0.
    expect(matchpointScores([100, 50, 100, -50])).toEqual([5, 2, 5, 0]);
  });

  it('a board of one result has no comparison', () => {
    expect(matchpointScores([420])).toEqual([0]);
    expect(matchpointScores([])).toEqual([]);
  });

  it('top is 2(n - 1)', () => {
    expect(matchpointTop(7)).toBe(12);
    expect(matchpointTop(22)).toBe(42);
    expect(matchpointTop(1)).toBe(0);
  });

  it('rejects a score that is not a number, naming it', () => {
    expect(() => matchpointScores([100, NaN])).toThrow(BridgeInputError);
    expect(() => matchpointScores([100, NaN])).toThrow("score 'NaN' (result 2) is not a number");
  });

  it('prints on the ACBL 1-per-beat scale by halving', () => {
    // ACBL how-to-keep-score example (shared vectors): 420 twice, 430, -500, 450, -50, 170.
    expect(matchpointScoresOnePerBeat([420, 430, 500, 420, 450, -50, 170])).toEqual([2.5, 4, 6, 2.5, 5, 0, 1]);
  });
});

describe('shared vectors (richardschneider/bridge-scorer tests)', () => {
  const file = path.resolve(__dirname, '../../../../shared/data/vectors/bridge-scorer_tests.json');
  const present = fs.existsSync(file);
  const data = present ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
  type Game = { declarer: string | null; score: number };
  const ns = (g: Game) => (g.declarer === 'E' || g.declarer === 'W' ? -g.score : g.score);

  itWhen(present, file)('standard and ACBL matchpoints come out as the library printed them', () => {
    let checked = 0;
    for (const c of data.matchpoints_standard) {
      // Unplayed extra entries carry no declarer and no score: only played games are compared.
      const games: Game[] = c.games.filter((g: Game) => typeof g.score === 'number');
      if (games.length !== c.expected_mp_ns.length) continue;
      const mp = matchpointScores(games.map(ns));
      expect(mp).toEqual(c.expected_mp_ns);
      if (c.expected_mp_ew) expect(mp.map((m) => 2 * (games.length - 1) - m)).toEqual(c.expected_mp_ew);
      checked++;
    }
    for (const c of data.matchpoints_acbl) {
      const mp = matchpointScoresOnePerBeat(c.games.map(ns));
      expect(mp).toEqual(c.expected_mp_ns);
      if (c.expected_pct_ns) {
        const top = c.games.length - 1;
        expect(mp.map((m) => ((100 * m) / top).toFixed(2))).toEqual(c.expected_pct_ns);
      }
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});

describe('FrequencyTable', () => {
  it('answers weight below, equal and above by binary search', () => {
    const t = FrequencyTable.fromItems([
      { score: 430, weight: 0.7 },
      { score: 400, weight: 0.3 },
      { score: 430, weight: 1 },
      { score: -50, weight: 1 },
    ]);
    expect(t.size).toBe(3);
    expect(t.total).toBeCloseTo(3, 12);
    expect(t.weightBelow(430)).toBeCloseTo(1.3, 12);
    expect(t.weightEqual(430)).toBeCloseTo(1.7, 12);
    expect(t.weightAbove(400)).toBeCloseTo(1.7, 12);
    expect(t.weightEqual(420)).toBe(0);
    // 2 × 1.3 + 1.7
    expect(t.against(430)).toBeCloseTo(4.3, 12);
  });

  it('a plain table gives the same matchpoints as matchpointScores', () => {
    const scores = [620, 650, 620, -100, 170];
    const t = FrequencyTable.fromScores(scores);
    expect(scores.map((s) => matchpointDistribution(t, [{ score: s, weight: 1 }]))).toEqual(matchpointScores(scores));
  });

  it('rejects a weight that is not positive', () => {
    expect(() => FrequencyTable.fromItems([{ score: 1, weight: 0 }])).toThrow("weight '0' of score 1");
  });
});

describe('weighted matchpoints (White Book method)', () => {
  // Domain notes §2.1: 7 tables, top 12; weighted table 70 % of +430, 30 % of +400; others +460, +430, +430,
  // +420, +400, -50.
  const tables = [
    [{ score: 460, weight: 1 }],
    [{ score: 430, weight: 1 }],
    [{ score: 430, weight: 1 }],
    [{ score: 420, weight: 1 }],
    [{ score: 400, weight: 1 }],
    [{ score: -50, weight: 1 }],
    [
      { score: 430, weight: 0.7 },
      { score: 400, weight: 0.3 },
    ],
  ];

  it('gives the worked example exactly', () => {
    // +430: beats 420, 400, -50 (6) + ties 430 (1) + ties 0.7 (0.7) + beats 0.3 (0.6) = 8.3
    // +420: beats 400, -50 (4) + beats 0.3 (0.6) = 4.6; +400: beats -50 (2) + ties 0.3 (0.3) = 2.3
    // weighted: 0.7 × 8 + 0.3 × 3 = 6.5
    expect(matchpointWeighted(tables)).toEqual([12, 8.3, 8.3, 4.6, 2.3, 0, 6.5]);
  });

  it('keeps the board total n(n - 1)', () => {
    const sum = matchpointWeighted(tables).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(42, 10);
  });

  it('averaging the raw scores first would give a different (wrong) answer', () => {
    // 0.7 × 430 + 0.3 × 400 = 421 → beats 420, 400, -50 = 6, not 6.5.
    const averaged = matchpointWeighted([...tables.slice(0, 6), [{ score: 421, weight: 1 }]]);
    expect(averaged[6]).toBe(6);
  });

  it('rejects weights that do not sum to 1', () => {
    expect(() =>
      matchpointWeighted([
        [{ score: 1, weight: 1 }],
        [
          { score: 2, weight: 0.5 },
          { score: 3, weight: 0.4 },
        ],
      ]),
    ).toThrow('weights of table 2 sum to 0.9');
  });
});

describe('common denominators of weights', () => {
  it('finds the smallest denominator', () => {
    expect(denominatorOf(0.7)).toBe(10);
    expect(denominatorOf(0.25)).toBe(4);
    expect(denominatorOf(1 / 3)).toBe(3);
    expect(denominatorOf(1)).toBe(1);
    expect(denominatorOf(Math.PI / 10)).toBeUndefined();
    expect(commonDenominator([0.7, 0.3, 0.25, 1])).toBe(20);
    expect(commonDenominator([0.123457, 0.876543])).toBeUndefined();
  });
});
