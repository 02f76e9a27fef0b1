import fc from 'fast-check';
import { roundDecimals, rounderOf, roundIf, roundTo, type HalfRule } from '../../../src/engine/scoring/rounding';

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

  it('a rounder of one rule gives the figures roundIf gives, halves and their noise included', () => {
    const halves: HalfRule[] = [
      'up',
      'down',
      'away-from-zero',
      'toward-zero',
      'even',
      'away-from-average',
      'toward-average',
    ];
    const steps = [0.01, 0.1, 1, 10, 0.5, 0.0001, 0.3];
    // Exact halves of the step (as a scorer's figures meet them: 68.425 for 0.01), their binary neighbours, and
    // any figure.
    const x = fc.oneof(
      fc.tuple(fc.integer({ min: -100000, max: 100000 }), fc.constantFrom(...steps)).map(([k, st]) => (k + 0.5) * st),
      fc.constantFrom(68.425, 68.42500000000001, -0.005, 0.015, 12.00005, 9.99995),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...halves),
        fc.constantFrom(...steps),
        x,
        fc.double({ min: -100, max: 100 }),
        (h, step, v, avg) => {
          const rule = { step, halves: h };
          expect(rounderOf(rule)(v, avg)).toBe(roundIf(v, rule, avg));
          expect(rounderOf(undefined)(v, avg)).toBe(v);
        },
      ),
      { numRuns: 2000 },
    );
    // 68.425 to 0.01: a half within noise, decided by the rule.
    expect(rounderOf({ step: 0.01, halves: 'down' })(68.42500000000001, 0)).toBe(68.42);
    expect(rounderOf({ step: 0.01, halves: 'up' })(68.42500000000001, 0)).toBe(68.43);
  });

  it('a rounder refuses a bad rule on the first figure, as roundIf does, and a figure that is not a number', () => {
    const bad = rounderOf({ step: 0, halves: 'up' });
    expect(() => bad(1, 0)).toThrow("rounding step '0'");
    expect(() => rounderOf({ step: 1, halves: 'sideways' as never })(1, 0)).toThrow(
      "rounding rule for halves 'sideways'",
    );
    expect(() => rounderOf({ step: 1, halves: 'up' })(NaN, 0)).toThrow("value 'NaN' cannot be rounded");
  });
});
