/**
 * rankScores() and rankScoresKeyed(), the ranking under every board's matchpoints, against the definition: the distinct scores in
 * ascending order, each score's index among them and the count of scores equal to each. Its three ways are all
 * drawn: table scores (multiples of 10 from −7,600 to +7,600, counted by their tens), other whole numbers
 * (hashed) and scores that are not whole (sorted), mixed on one board, with −0, the span's two ends and the
 * multiples of 10 just outside it.
 */
import fc from 'fast-check';
import { rankScores, rankScoresKeyed } from '../../../src/engine/scoring/matchpoints';

const score = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -760, max: 760 }).map((k) => k * 10) },
  { weight: 2, arbitrary: fc.constantFrom(-7600, 7600, -7610, 7610, 0, -0, 7620, -10000) },
  { weight: 1, arbitrary: fc.integer({ min: -9000, max: 9000 }) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, -12.25, 425.5, 1e-13, 7600.000000000001) },
);

/** The definition: distinct scores ascending (−0 and 0 are one score), each score's index, each one's count. */
function reference(xs: readonly number[]): { distinct: number[]; rank: number[]; equal: number[] } {
  const distinct = [...new Set(xs.map((x) => x + 0))].sort((a, b) => a - b);
  return {
    distinct,
    rank: xs.map((x) => distinct.indexOf(x + 0)),
    equal: distinct.map((d) => xs.filter((x) => x === d).length),
  };
}

function ranked(xs: readonly number[], withEqual: boolean) {
  const n = xs.length;
  const distinct = new Float64Array(n);
  const rank = new Int32Array(n);
  const equal = withEqual ? new Float64Array(n) : undefined;
  const size = rankScores(Float64Array.from(xs), n, distinct, rank, equal);
  return {
    distinct: Array.from(distinct.subarray(0, size), (x) => x + 0),
    rank: Array.from(rank),
    equal: equal ? Array.from(equal.subarray(0, size)) : undefined,
  };
}

describe('rankScores', () => {
  it('gives each score its place among the distinct scores, and their counts, whatever the mix of scores', () => {
    fc.assert(
      fc.property(fc.array(score, { minLength: 0, maxLength: 60 }), fc.boolean(), (xs, withEqual) => {
        const want = reference(xs);
        const got = ranked(xs, withEqual);
        expect(got.distinct).toEqual(want.distinct);
        expect(got.rank).toEqual(want.rank);
        if (withEqual) expect(got.equal).toEqual(want.equal);
      }),
      { numRuns: 3000 },
    );
  });

  it("keyed: each score's place read through the place map is its place", () => {
    fc.assert(
      fc.property(fc.array(score, { minLength: 0, maxLength: 60 }), (xs) => {
        const n = xs.length;
        const distinct = new Float64Array(n);
        const key = new Int32Array(n);
        const { size, placeOf } = rankScoresKeyed(Float64Array.from(xs), n, distinct, key, undefined);
        const want = reference(xs);
        expect(size).toBe(want.distinct.length);
        expect(Array.from(key, (k) => placeOf[k])).toEqual(want.rank);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves nothing behind for the next board: boards ranked one after the other are each ranked alone', () => {
    // A board given up on half way (a score outside the span after some inside it) must not count its first
    // scores in the next board.
    fc.assert(
      fc.property(fc.array(fc.array(score, { maxLength: 30 }), { minLength: 2, maxLength: 6 }), (boards) => {
        for (const xs of boards) {
          const got = ranked(xs, true);
          expect(got.equal).toEqual(reference(xs).equal);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('ranks a board of table scores at the span’s ends (arithmetic by hand)', () => {
    // −7600 ×1, −0 and 0 (one score) ×2, 7600 ×2: places 0, 1, 2; counts 1, 2, 2.
    expect(ranked([7600, 0, -7600, -0, 7600], true)).toEqual({
      distinct: [-7600, 0, 7600],
      rank: [2, 1, 0, 1, 2],
      equal: [1, 2, 2],
    });
  });
});
