import { neuberg, neubergAll, neubergFraction, neubergPercent } from '../../../src/engine/scoring/neuberg';
import { matchpointScores } from '../../../src/engine/scoring/matchpoints';

describe('neuberg', () => {
  it('worked example 1 (EBU article): 11 expected, 10 obtained', () => {
    // (M + 1) × 11/10 − 1
    expect(neuberg(18, 10, 11)).toBe(19.9); // sole top: 19 × 1.1 − 1
    expect(neuberg(16, 10, 11)).toBe(17.7);
    expect(neuberg(9, 10, 11)).toBe(10);
    expect(neuberg(0, 10, 11)).toBe(0.1);
  });

  it('worked example 2: 13 tables, two artificial scores, 11 real results factored by 13/11', () => {
    const scores = [680, 650, 650, 620, 620, 620, 620, 600, 170, 100, -100];
    const m = matchpointScores(scores);
    expect(m).toEqual([20, 17, 17, 11, 11, 11, 11, 6, 4, 2, 0]);
    const f = neubergAll(m, 13);
    // (20 + 1) × 13/11 − 1 = 262/11
    expect(f[0]).toBe(262 / 11);
    expect(f[0]).toBeCloseTo(23.8182, 4);
    expect(f[1]).toBeCloseTo(20.2727, 4);
    expect(f[3]).toBeCloseTo(13.1818, 4);
    expect(f[7]).toBeCloseTo(7.2727, 4);
    expect(f[8]).toBeCloseTo(4.9091, 4);
    expect(f[9]).toBeCloseTo(2.5455, 4);
    expect(f[10]).toBeCloseTo(0.1818, 4);
    expect(((100 * f[0]) / 24).toFixed(2)).toBe('99.24');
    // Average kept: 11 × 12
    expect(f.reduce((a, b) => a + b, 0)).toBeCloseTo(132, 10);
  });

  it('worked example 3: fouled board of 12 tables, groups of 8 and 4', () => {
    // Group A: +450 ×2, +420 ×3, +400, +170, −50
    const a = matchpointScores([450, 450, 420, 420, 420, 400, 170, -50]);
    expect(a.slice(0, 3)).toEqual([13, 13, 8]);
    expect(neubergAll(a, 12)).toEqual([20, 20, 12.5, 12.5, 12.5, 6.5, 3.5, 0.5]);
    // Group B: +140 ×2, +110, −100
    const b = matchpointScores([140, 140, 110, -100]);
    expect(neubergAll(b, 12)).toEqual([17, 17, 8, 2]);
  });

  it('the 1-per-beat form gives half the 2-per-beat figure', () => {
    // ACBLscore: (S + ½) × E/A − ½
    expect(neuberg(9, 10, 11, 1)).toBeCloseTo(neuberg(18, 10, 11) / 2, 12);
    expect(neuberg(4.5, 10, 11, 1)).toBe(5);
  });

  it('fraction form and percentage form agree with the formula', () => {
    // 8.3 held as 830/100
    expect(neubergFraction(830, 100, 7, 8)).toBeCloseTo(neuberg(8.3, 7, 8), 12);
    // Sole top among 10 = 18 of 18 = 100 % → on 11: 19.9 of 20 = 99.5 %; median 9 of 18 → 10 of 20.
    expect(neubergPercent(100, 10, 11)).toBeCloseTo(99.5, 12);
    expect(neubergPercent(50, 10, 11)).toBe(50);
  });

  it('rejects impossible inputs with the value named', () => {
    expect(() => neuberg(21, 11, 13)).toThrow('matchpoints 21 are outside 0..20 for a board of 11 results');
    expect(() => neuberg(1, 0, 13)).toThrow("number of results '0'");
    expect(() => neuberg(1, 3, 13, 3)).toThrow("matchpoints per beat '3'");
    expect(() => neuberg(NaN, 3, 13)).toThrow("matchpoints 'NaN'");
  });
});
