/**
 * The discrete WBF 20-VP tables of the teams template (VPTables sheet), generated from the engine's 2013 scale:
 * X = 15·√N, VP = 10 + 10·(1 − r^(I/X))/(1 − r), r = √5 − 2 = 0.2360680 (ln r = −1.443635), rounded to 2
 * decimals, then made concave (each IMP worth no more than the one before).
 */
import { vpTableRows } from '../../../src/workbook/tables/team-templates';

const rows = vpTableRows();
const header = rows[0];
const at = (boards: number, imps: number) => rows[imps + 1][header.indexOf(boards)];

describe('the discrete WBF 20-VP tables', () => {
  it('cover match lengths 6 to 32 and margins 0 to the largest blitz (⌈15·√32⌉ = ⌈84.85⌉ = 85)', () => {
    expect(header).toEqual(['imps', ...Array.from({ length: 27 }, (_, k) => k + 6)]);
    expect(rows).toHaveLength(87);
    expect(rows.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 86 }, (_, i) => i));
  });

  it('hold the hand-computed entries', () => {
    // 6 boards, 1 IMP: X = 36.742; r^(1/36.742) = e^(−0.039291) = 0.961471; 10 + 10·0.038529/0.763932 = 10.504 → 10.50.
    expect(at(6, 1)).toBe(10.5);
    // 16 boards, 2 IMPs: X = 60; r^(1/30) = e^(−0.048121) = 0.953018; 10 + 10·0.046982/0.763932 = 10.615 → 10.61.
    expect(at(16, 2)).toBe(10.61);
    // 24 boards, 10 IMPs: X = 73.485; r^(10/73.485) = e^(−0.196453) = 0.821639; 10 + 10·0.178361/0.763932 = 12.335 → 12.33.
    expect(at(24, 10)).toBe(12.33);
    // 32 boards, 84 IMPs: X = 84.853; r^(0.98995) = e^(−1.429127) = 0.239518; 10 + 10·0.760482/0.763932 = 19.955 → 19.95.
    expect(at(32, 84)).toBe(19.95);
    // From the blitz on (6 boards: ⌈36.74⌉ = 37) it is 20, and 0 IMPs is 10 everywhere.
    expect(at(6, 37)).toBe(20);
    expect(at(6, 85)).toBe(20);
    for (let n = 6; n <= 32; n++) expect(at(n, 0)).toBe(10);
  });

  it('are non-decreasing and concave in hundredths, column by column', () => {
    for (let c = 1; c < header.length; c++) {
      const h = rows.slice(1).map((r) => Math.round((r[c] as number) * 100));
      for (let i = 1; i < h.length; i++) expect(h[i]).toBeGreaterThanOrEqual(h[i - 1]);
      for (let i = 1; i < h.length - 1; i++) {
        if (h[i + 1] < 2000) expect([header[c], i, h[i + 1] - h[i] <= h[i] - h[i - 1]]).toEqual([header[c], i, true]);
      }
    }
  });
});
