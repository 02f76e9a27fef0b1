import { imps, impsBetween, WBF_IMP_SCALE } from '../../../src/engine/scoring/imps';
import { crossImps } from '../../../src/engine/scoring/cross-imps';
import { butlerDatum, butlerDatumDetail, butlerImps } from '../../../src/engine/scoring/butler';
import { BridgeInputError } from '../../../src/engine/model/types';

describe('IMP scale (Law 78B)', () => {
  // Every row of the table in §3.1: [lowest difference, highest difference, IMPs].
  const rows: Array<[number, number, number]> = [
    [0, 10, 0],
    [20, 40, 1],
    [50, 80, 2],
    [90, 120, 3],
    [130, 160, 4],
    [170, 210, 5],
    [220, 260, 6],
    [270, 310, 7],
    [320, 360, 8],
    [370, 420, 9],
    [430, 490, 10],
    [500, 590, 11],
    [600, 740, 12],
    [750, 890, 13],
    [900, 1090, 14],
    [1100, 1290, 15],
    [1300, 1490, 16],
    [1500, 1740, 17],
    [1750, 1990, 18],
    [2000, 2240, 19],
    [2250, 2490, 20],
    [2500, 2990, 21],
    [3000, 3490, 22],
    [3500, 3990, 23],
    [4000, 7600, 24],
  ];
  it.each(rows)('%d to %d is %d IMPs, both signs', (lo, hi, n) => {
    for (let d = lo; d <= hi; d += 10) {
      expect(imps(d)).toBe(n);
      expect(imps(-d)).toBe(n === 0 ? 0 : -n);
    }
  });
  it('never returns -0', () => {
    expect(Object.is(imps(-10), 0)).toBe(true);
  });
  it('reads differences off the 10-grid against the lower bounds', () => {
    expect(imps(15)).toBe(0);
    expect(imps(19.99)).toBe(0);
    expect(imps(45)).toBe(1);
    expect(imps(-45)).toBe(-1);
  });
  it('takes another scale as data', () => {
    const coarse = { name: 'test', thresholds: [100, 500] };
    expect(imps(99, { scale: coarse })).toBe(0);
    expect(imps(-600, { scale: coarse })).toBe(-2);
    expect(WBF_IMP_SCALE.thresholds.length).toBe(24);
  });
  it('impsBetween compares two NS scores', () => {
    expect(impsBetween(620, 170)).toBe(10); // 450
  });
  it('rejects a non-number', () => {
    expect(() => imps(NaN)).toThrow(BridgeInputError);
    expect(() => imps('20' as never)).toThrow("point difference '20'");
  });
});

describe('§3.3 example: 8 results +1430, +650, +620 ×3, +600, +170, −100', () => {
  const scores = [1430, 650, 620, 620, 620, 600, 170, -100];
  it('Butler datum 550 and IMPs', () => {
    // Drop 1430 and −100; (650 + 3·620 + 600 + 170)/6 = 3280/6 = 546.67 → 550.
    const d = butlerDatumDetail(scores);
    expect(d.mean).toBeCloseTo(546.6667, 4);
    expect(d.datum).toBe(550);
    const r = butlerImps(scores);
    // 880 → 13; 100 → 3; 70 → 2; 50 → 2; −380 → −9; −650 → −12.
    expect(r.imps).toEqual([13, 3, 2, 2, 2, 2, -9, -12]);
  });
  it('cross-IMP averages +1.29 / +13.86 / −12.14', () => {
    const x = crossImps(scores);
    // +620: vs 1430 −13, vs 650 −1, vs 620 ×2 0, vs 600 +1, vs 170 +10, vs −100 +12 → 9/7 = 1.2857.
    expect(x[2]).toBeCloseTo(9 / 7, 10);
    expect(x[2].toFixed(2)).toBe('1.29');
    // +1430: 780 → 13, 810 → 13 (×3), 830 → 13, 1260 → 15, 1530 → 17 → 97/7 = 13.857.
    expect(x[0]).toBeCloseTo(97 / 7, 10);
    expect(x[0].toFixed(2)).toBe('13.86');
    // −100: −1530 → −17, −750 → −13, −720 → −12 (×3), −700 → −12, −270 → −7 → −85/7 = −12.143.
    expect(x[7]).toBeCloseTo(-85 / 7, 10);
    expect(x[7].toFixed(2)).toBe('-12.14');
  });
  it('cross-IMP sum and the EBU √(r·c/2) divisor', () => {
    expect(crossImps(scores, { divisor: 'sum' })[2]).toBe(9);
    // r = 8, c = 7: √28 = 5.2915; 9/5.2915 = 1.7008.
    expect(crossImps(scores, { divisor: 'ebu-sqrt' })[2]).toBeCloseTo(9 / Math.sqrt(28), 10);
  });
  it('cross-IMPs of a board sum to zero', () => {
    expect(crossImps(scores).reduce((a, b) => a + b, 0)).toBeCloseTo(0, 10);
  });
});

describe('Butler options', () => {
  it('drop none: plain mean', () => {
    // (1430 + 650 + 1860 + 600 + 170 − 100)/8 = 4610/8 = 576.25 → 580.
    expect(butlerDatum([1430, 650, 620, 620, 620, 600, 170, -100], { drop: 'none' })).toBe(580);
  });
  it('drop count by formula: ⌈(n−10)/15⌉ + 1 from each end', () => {
    // 11 results: 2 from each end. 0..1000 step 100: drop 0, 100, 900, 1000 → mean of 200..800 = 500.
    const eleven = Array.from({ length: 11 }, (_, i) => i * 100);
    expect(butlerDatumDetail(eleven, { drop: 'scaled' }).dropped).toBe(2);
    expect(butlerDatum(eleven, { drop: 'scaled' })).toBe(500);
    expect(butlerDatumDetail(eleven, { drop: (n) => (n > 10 ? 3 : 1) }).dropped).toBe(3);
    expect(butlerDatumDetail(eleven, { drop: { each: 4 } }).dropped).toBe(4);
  });
  it('nothing dropped below minResultsToDrop', () => {
    // 650, 170, 200 → 340 (no drop), but with minResultsToDrop 3 → 200.
    expect(butlerDatum([650, 170, 200])).toBe(340);
    expect(butlerDatum([650, 170, 200], { minResultsToDrop: 3 })).toBe(200);
  });
  it('halves: away from zero (Compscore), up, down, even, away from the mean', () => {
    // −445 (two kept results −460 and −430).
    const s = [50, -460, -490, -430];
    expect(butlerDatum(s)).toBe(-450);
    expect(butlerDatum(s, { halves: 'up' })).toBe(-440);
    expect(butlerDatum(s, { halves: 'down' })).toBe(-450);
    expect(butlerDatum(s, { halves: 'even' })).toBe(-440);
    expect(butlerDatum(s, { halves: 'none' })).toBe(-445);
    // Plain mean of all four = −332.5 > −445, so away from it is down: −450.
    expect(butlerDatum(s, { halves: 'awayFromMean' })).toBe(-450);
    // 445 with the plain mean (560) above it rounds down to 440; away from zero it is 450.
    const t = [1000, 460, 430, 350];
    expect(butlerDatum(t, { halves: 'awayFromMean' })).toBe(440);
    expect(butlerDatum(t)).toBe(450);
    // A datum of −4 is 0, not −0.
    expect(Object.is(butlerDatum([-4]), 0)).toBe(true);
    expect(butlerDatum([-4], { roundTo: 1 })).toBe(-4);
  });
  it('fractional frequencies: weight 0.5 each on a factored board', () => {
    // Weights 1, 1, 0.5, 0.5, 1 on 100, 200, 300, 400, 500; drop one unit from each end: 100 and 500 go,
    // left 200×1 + 300×0.5 + 400×0.5 = 550 over weight 2 = 275 → 280.
    expect(butlerDatumDetail([100, 200, 300, 400, 500], { weights: [1, 1, 0.5, 0.5, 1] }).mean).toBe(275);
    // Weight 0.5 at the bottom: one unit removes 100 (0.5) and half of 200.
    expect(butlerDatumDetail([100, 200, 300, 400, 500], { weights: [0.5, 1, 1, 1, 1] }).mean).toBeCloseTo(
      (0.5 * 200 + 300 + 400) / 2.5,
      10,
    );
  });
  it('bad input is named', () => {
    expect(() => butlerDatum([])).toThrow('at least one result');
    expect(() => butlerDatum([1, 2], { minResultsToDrop: 1 })).toThrow('cannot drop 1');
    expect(() => butlerDatum([100, NaN])).toThrow("score 'NaN' (result 2)");
    expect(() => butlerDatum([100, 200], { weights: [1] })).toThrow('1 weights given for 2 scores');
    expect(() => butlerDatum([100, 200], { weights: [1, 0] })).toThrow("weight '0' of result 2");
  });
});
