/**
 * The Butler datum (domain notes §3.3) against its definition written out plainly: the results in order of
 * score (equal scores in the order given) with their frequencies, `each` units of frequency taken off the bottom
 * and then off the top, the mean of what is left added up from the lowest score. The datum takes its figures
 * exactly so, bit for bit, whether every result counts once, all count E/A (a board played fewer times) or
 * weighted scores give fractional frequencies.
 */
import fc from 'fast-check';
import { butlerDatumDetail } from '../../../src/engine/scoring/butler';

/** The mean of the kept results, as the definition takes it. */
function definedMean(scores: number[], weights: number[], each: number): number {
  const items = scores.map((s, i) => ({ s, w: weights[i] })).sort((a, b) => a.s - b.s);
  const trim = (list: { s: number; w: number }[]) => {
    let left = each;
    for (const item of list) {
      const take = Math.min(item.w, left);
      item.w -= take;
      left -= take;
      if (left <= 1e-9) break;
    }
  };
  trim(items);
  trim([...items].reverse());
  let sum = 0;
  let weight = 0;
  for (const { s, w } of items) {
    sum += s * w;
    weight += w;
  }
  return sum / weight;
}

const score = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -10, max: 10 }).map((k) => 10 * k) },
  { weight: 1, arbitrary: fc.constantFrom(620, -1430, 0, -0, 2210, 425) },
);

describe('Butler datum against its definition', () => {
  it('the mean of the kept results, bit for bit: every result once, all at E/A, or fractional frequencies', () => {
    fc.assert(
      fc.property(
        fc.array(score, { minLength: 4, maxLength: 40 }),
        fc.oneof(
          fc.constant<'once'>('once'),
          fc.constantFrom(1.25, 4 / 3, 1.5).map((f) => ({ factor: f })),
          fc.constant<'weighted'>('weighted'),
        ),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom<'highLow' | 'scaled' | { each: number }>('highLow', 'scaled', { each: 0 }),
        (scores, freq, seed, drop) => {
          const weights = scores.map((_, i) =>
            freq === 'once' ? 1 : freq === 'weighted' ? [1, 0.7, 0.3, 0.5][(seed + i) % 4] : freq.factor,
          );
          const d = butlerDatumDetail(scores, { drop, weights, minResultsToDrop: 0, halves: 'none' });
          expect(Object.is(d.mean, definedMean(scores, weights, d.dropped))).toBe(true);
          expect(d.datum).toBe(d.mean);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a board of eight results, worked by hand: the single highest and lowest dropped', () => {
    // +1430, +650, +620 ×3, +600, +170, −100: drop +1430 and −100; (650 + 3 × 620 + 600 + 170) / 6 = 546.67 → 550.
    const d = butlerDatumDetail([620, 1430, 620, -100, 650, 600, 620, 170], { drop: 'highLow' });
    expect(d.dropped).toBe(1);
    expect(d.mean).toBeCloseTo(3280 / 6, 12);
    expect(d.datum).toBe(550);
  });
});
