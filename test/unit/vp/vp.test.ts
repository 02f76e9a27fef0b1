import {
  ACBL_20VP_6_8,
  ACBL_20VP_9_11,
  ACBL_30VP_6_8,
  ACBL_30VP_9_11,
  discreteVp,
  wbfBlitz,
  wbfImpsForVp,
  wbfVp,
  wbfVpExact,
  wbfVpPair,
  wbfVpTable,
} from '../../../src/engine/scoring/vp';
import { BridgeInputError } from '../../../src/engine/model/types';

describe('WBF 2013 continuous scale: the table of §3.2', () => {
  const margins = [1, 2, 3, 5, 10, 14, 15, 20, 25];
  const table: Record<number, number[]> = {
    8: [10.44, 10.86, 11.27, 12.05, 13.78, 14.96, 15.23, 16.46, 17.5],
    12: [10.36, 10.71, 11.05, 11.7, 13.18, 14.22, 14.46, 15.58, 16.55],
    16: [10.31, 10.61, 10.91, 11.48, 12.8, 13.75, 13.97, 15.0, 15.92],
    24: [10.25, 10.5, 10.75, 11.23, 12.33, 13.15, 13.34, 14.26, 15.08],
    32: [10.22, 10.44, 10.65, 11.07, 12.05, 12.78, 12.95, 13.78, 14.54],
  };
  it.each(Object.keys(table).map(Number))('%d boards', (boards) => {
    expect(margins.map((m) => wbfVp(m, boards))).toEqual(table[boards]);
  });

  it('16 boards, 14 IMPs: the formula gives 13.74, the concavity fix raises it to 13.75', () => {
    expect(Math.round(wbfVpExact(14, 16) * 100) / 100).toBe(13.74);
    expect(wbfVp(14, 16)).toBe(13.75);
  });

  it('the blitz: X = 15√N, margins from X up give 20–0', () => {
    expect(wbfBlitz(16)).toBe(60);
    expect(wbfVpPair(60, 16)).toEqual([20, 0]);
    expect(wbfVpPair(59, 16)[0]).toBeLessThan(20);
    expect(wbfVpPair(-75, 16)).toEqual([0, 20]);
    // 8 boards: X = 42.43; 42 IMPs is still below 20, 43 is 20.
    expect(wbfVp(42, 8)).toBeLessThan(20);
    expect(wbfVp(43, 8)).toBe(20);
  });

  it('a tie is 10–10 and the loser gets 20 minus the winner', () => {
    expect(wbfVpPair(0, 16)).toEqual([10, 10]);
    expect(wbfVpPair(-14, 16)).toEqual([6.25, 13.75]);
    expect(wbfVp(-1, 8)).toBe(9.56);
  });

  it('every table is non-decreasing and concave in hundredths', () => {
    for (const boards of [2, 4, 7, 8, 10, 12, 14, 16, 20, 24, 28, 32, 48, 64]) {
      const t = wbfVpTable(boards).map((x) => Math.round(x * 100));
      expect(t[0]).toBe(1000);
      expect(t[t.length - 1]).toBe(2000);
      for (let i = 1; i < t.length; i++) expect(t[i]).toBeGreaterThanOrEqual(t[i - 1]);
      for (let i = 1; i < t.length - 1; i++) expect(t[i + 1] - t[i]).toBeLessThanOrEqual(t[i] - t[i - 1]);
    }
  });

  it('fractional margins: interpolate (default), formula, round', () => {
    // 16 boards: 10 → 12.80, 11 → 13.04 (table); 10.5 → (12.80 + 13.04)/2 = 12.92.
    expect(wbfVpTable(16)[11]).toBe(13.04);
    expect(wbfVp(10.5, 16)).toBe(12.92);
    expect(wbfVp(-10.5, 16)).toBe(7.08);
    expect(wbfVp(10.5, 16, { fractional: 'formula' })).toBe(Math.round(wbfVpExact(10.5, 16) * 100) / 100);
    expect(wbfVp(10.5, 16, { fractional: 'round' })).toBe(13.04);
    expect(wbfVp(10.4, 16, { fractional: 'round' })).toBe(12.8);
    expect(wbfVp(-10.5, 16, { fractional: 'round' })).toBe(6.96);
  });

  it('inverse of the formula', () => {
    for (const boards of [8, 16, 32]) {
      for (const imps of [0, 3, 7.5, 20, 40]) {
        const v = wbfVpExact(imps, boards);
        if (v < 20) expect(wbfImpsForVp(v, boards)).toBeCloseTo(imps, 9);
      }
    }
    expect(() => wbfImpsForVp(20, 16)).toThrow(BridgeInputError);
    expect(() => wbfImpsForVp(9, 16)).toThrow("VP '9'");
  });

  it('bad input is named', () => {
    expect(() => wbfVp(3, 0)).toThrow("number of boards '0'");
    expect(() => wbfVp(NaN, 16)).toThrow("IMP margin 'NaN'");
  });
});

describe('discrete scales as data', () => {
  it('ACBL 20 VP, 6–8 boards: every band', () => {
    // 0 10-10 · 1–2 11-9 · 3–4 12-8 · 5–7 13-7 · 8–10 14-6 · 11–13 15-5 · 14–16 16-4 · 17–19 17-3 · 20–23 18-2 · 24–27 19-1 · 28+ 20-0
    const expected = [
      10, 11, 11, 12, 12, 13, 13, 13, 14, 14, 14, 15, 15, 15, 16, 16, 16, 17, 17, 17, 18, 18, 18, 18, 19, 19, 19, 19,
      20, 20,
    ];
    expect(expected.map((_, m) => discreteVp(m, ACBL_20VP_6_8))).toEqual(expected);
    expect(discreteVp(-5, ACBL_20VP_6_8)).toBe(7);
    expect(discreteVp(99, ACBL_20VP_6_8)).toBe(20);
  });
  it('ACBL 20 VP, 9–11 boards, and the 30-VP scales', () => {
    expect([0, 2, 3, 5, 6, 9, 13, 17, 21, 25, 30, 35, 36].map((m) => discreteVp(m, ACBL_20VP_9_11))).toEqual([
      10, 11, 12, 12, 13, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    expect([0, 1, 2, 3, 4, 6, 8, 10, 13, 16, 19, 23, 27, 28].map((m) => discreteVp(m, ACBL_30VP_6_8))).toEqual([
      15, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
    ]);
    expect(discreteVp(-1, ACBL_30VP_6_8)).toBe(12);
    expect([0, 1, 2, 4, 6, 8, 11, 14, 17, 21, 25, 30, 35, 36].map((m) => discreteVp(m, ACBL_30VP_9_11))).toEqual([
      15, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
    ]);
  });
  it('fractional margins on a discrete scale', () => {
    expect(discreteVp(2.5, ACBL_20VP_6_8)).toBe(12);
    expect(discreteVp(2.5, ACBL_20VP_6_8, { fractional: 'floor' })).toBe(11);
    expect(discreteVp(-2.5, ACBL_20VP_6_8)).toBe(8);
  });
  it('a scale must start at 0 IMPs', () => {
    expect(() => discreteVp(1, { name: 'bad', total: 20, steps: [{ from: 1, vp: 11 }] })).toThrow("VP scale 'bad'");
  });
});
