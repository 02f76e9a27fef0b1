/**
 * Figures printed outside the engine's scoring (the command line's tables, the preferans log's text, the team
 * standings' VPs) take their rounding from src/engine/print/figures.ts.
 */
import { fixed } from '../../../src/cli/text';
import { getPreset } from '../../../src/engine/presets';
import { printVp, textWithDecimals } from '../../../src/engine/print/figures';
import { preferansFiguresText } from '../../../src/workbook/tables/preferans-scoring';

describe('textWithDecimals', () => {
  it('rounds halves away from zero on the decimal value, never prints -0', () => {
    // 1.005 is held as 1.00499999999999989…, so toFixed(2) says 1.00; the printed figure is 1.01.
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(textWithDecimals(1.005, 2)).toBe('1.01');
    expect(textWithDecimals(-2.345, 2)).toBe('-2.35');
    expect(textWithDecimals(-0.001, 2)).toBe('0.00');
    expect(textWithDecimals(40, 1)).toBe('40.0');
    expect(textWithDecimals(undefined, 2)).toBe('');
    expect(textWithDecimals(Number.NaN, 2)).toBe('');
  });

  it("is the command line's fixed()", () => {
    for (const [x, d] of [
      [1.005, 2],
      [83.335, 2],
      [-0.0001, 1],
      [7, 0],
    ] as const) {
      expect(fixed(x, d)).toBe(textWithDecimals(x, d));
    }
  });
});

describe('printVp', () => {
  it("rounds a VP total to the preset's VP decimals", () => {
    const wbf = getPreset('wbf');
    expect(wbf.vp.decimals).toBe(2);
    // 0.1 + 0.2 is 0.30000000000000004 in binary: printed 0.3.
    expect(printVp(wbf, 0.1 + 0.2)).toBe(0.3);
    // 14.125 VP (a sum of halves of 0.01) → 14.13, halves away from zero.
    expect(printVp(wbf, 14.125)).toBe(14.13);
    expect(printVp(getPreset('acbl'), 12.344)).toBe(12.34);
  });
});

describe("the preferans log's figures", () => {
  it('print with two decimals through the engine, halves away from zero', () => {
    // 2.405 MP → 2.41 (toFixed would give 2.40: 2.405 is held as 2.40499…); 60 % → 60.00; total 4.4 → 4.40.
    expect(
      preferansFiguresText({
        deal: '3',
        table: '1',
        seat: 'N',
        player: 'p3',
        ruling: 'A60',
        mp: 2.405,
        pct: 60,
        total: 4.4,
        percent: 55,
        rank: '4',
      }),
    ).toBe('p3 A60; 2.41 MP 60.00 %; total 4.40 MP 55.00 % (4)');
  });
});
