import { roundDecimals, roundTo } from '../../../src/engine/scoring/rounding';

describe('rounding', () => {
  it('rounds to decimals with the rule for halves', () => {
    // 64.4 × 17 / 16 is 68.42500000000001 in binary: still an exact half for the rule.
    const x = (64.4 * 17) / 16;
    expect(roundDecimals(x, 2, 'even')).toBe(68.42);
    expect(roundDecimals(x, 2, 'up')).toBe(68.43);
    expect(roundDecimals(53.0625, 2, 'even')).toBe(53.06);
    expect(roundDecimals(53.0675, 2, 'even')).toBe(53.07);
    expect(roundDecimals(2.675, 2, 'away-from-zero')).toBe(2.68);
    expect(roundDecimals(-2.675, 2, 'away-from-zero')).toBe(-2.68);
    expect(roundDecimals(-2.675, 2, 'up')).toBe(-2.67);
    expect(roundDecimals(-2.675, 2, 'toward-zero')).toBe(-2.67);
    expect(roundDecimals(0.005, 2, 'up')).toBe(0.01);
    expect(roundDecimals(41.952380952, 1, 'away-from-zero')).toBe(42);
    expect(roundDecimals(579.142857, 1, 'away-from-zero')).toBe(579.1);
  });

  it('rounds away from or toward an average', () => {
    // EBU: Neuberg to 0.0001, halves away from average (average = half the top, 11 for top 22)
    expect(roundTo(12.00005, { step: 0.0001, halves: 'away-from-average' }, 11)).toBe(12.0001);
    expect(roundTo(9.99995, { step: 0.0001, halves: 'away-from-average' }, 11)).toBe(9.9999);
    expect(roundTo(9.99995, { step: 0.0001, halves: 'toward-average' }, 11)).toBe(10);
  });

  it('rounds to tens (Butler datum style)', () => {
    expect(roundTo(445, { step: 10, halves: 'away-from-zero' })).toBe(450);
    expect(roundTo(-445, { step: 10, halves: 'away-from-zero' })).toBe(-450);
    expect(roundTo(546.67, { step: 10, halves: 'even' })).toBe(550);
    expect(roundTo(-4, { step: 10, halves: 'even' })).toBe(0);
    expect(Object.is(roundTo(-4, { step: 10, halves: 'even' }), -0)).toBe(false);
  });

  it('rejects a bad rule with the value named', () => {
    expect(() => roundTo(1, { step: 0, halves: 'up' })).toThrow("rounding step '0'");
    expect(() => roundTo(1, { step: 1, halves: 'sideways' as never })).toThrow("rounding rule for halves 'sideways'");
    expect(() => roundTo(NaN, { step: 1, halves: 'up' })).toThrow("value 'NaN' cannot be rounded");
  });
});
