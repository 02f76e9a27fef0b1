import fc from 'fast-check';
import { imps } from '../../../src/engine/scoring/imps';
import { crossImps } from '../../../src/engine/scoring/cross-imps';
import { wbfVpPair, wbfVp, discreteVp, ACBL_20VP_6_8, ACBL_20VP_9_11 } from '../../../src/engine/scoring/vp';
import { law12c4Average } from '../../../src/engine/laws/law12/knockout';
import { scoreTeamMatch, type TeamBoard } from '../../../src/engine/teams';

const score = fc.integer({ min: -800, max: 800 }).map((x) => x * 10);
const margin = fc.double({ min: -200, max: 200, noNaN: true });

describe('properties', () => {
  it('IMPs are antisymmetric and never decrease with the difference', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10000, max: 10000, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (d, e) => {
          expect(imps(-d)).toBe(imps(d) === 0 ? 0 : -imps(d));
          expect(imps(d + e)).toBeGreaterThanOrEqual(imps(d));
          expect(Math.abs(imps(d))).toBeLessThanOrEqual(24);
        },
      ),
    );
  });

  it('cross-IMPs of a board sum to zero', () => {
    fc.assert(
      fc.property(fc.array(score, { minLength: 2, maxLength: 20 }), (scores) => {
        const sum = crossImps(scores, { divisor: 'sum' }).reduce((a, b) => a + b, 0);
        expect(sum).toBe(0);
      }),
    );
  });

  it('WBF VPs: winner + loser = 20, and more IMPs never give fewer VPs', () => {
    fc.assert(
      fc.property(
        margin,
        fc.integer({ min: 1, max: 64 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (m, boards, more) => {
          const [a, b] = wbfVpPair(m, boards);
          expect(Math.round((a + b) * 100)).toBe(2000);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(20);
          expect(wbfVp(m + more, boards)).toBeGreaterThanOrEqual(a);
          for (const fractional of ['formula', 'round'] as const) {
            const [x, y] = wbfVpPair(m, boards, { fractional });
            expect(Math.round((x + y) * 100)).toBe(2000);
          }
        },
      ),
    );
  });

  it('discrete VPs: the two teams share the scale total', () => {
    fc.assert(
      fc.property(fc.integer({ min: -80, max: 80 }), (m) => {
        for (const scale of [ACBL_20VP_6_8, ACBL_20VP_9_11]) {
          expect(discreteVp(m, scale) + discreteVp(-m, scale)).toBe(scale.total);
        }
      }),
    );
  });

  it('Law 12C4 averaging balances every board and the match', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(score, score, score), { minLength: 1, maxLength: 16 }), (rows) => {
        // Each board: a split ruling in the open room (NS side scored on a, EW side on b), closed room c.
        const boards: TeamBoard[] = rows.map(([a, b, c], i) => ({
          board: i + 1,
          open: { ruling: { ns: { kind: 'assigned', ns: a }, ew: { kind: 'assigned', ns: b } } },
          closed: { scoreNS: c },
        }));
        const m = scoreTeamMatch({ home: 'H', away: 'A', boards }, { nonBalancing: 'average' });
        for (const b of m.boards) expect((b.home as number) + (b.away as number)).toBe(0);
        expect(m.homeImps + m.awayImps).toBe(0);
        expect(m.homeFor).toBe(m.awayAgainst);
        // Each board's figure is a whole or half IMP, between the two separate computations.
        rows.forEach(([a, b, c], i) => {
          const h = m.boards[i].home as number;
          expect(Number.isInteger(h * 2)).toBe(true);
          const fromHome = imps(a - c);
          const fromAway = -imps(b - c); // away sits EW in the open room (scored on b), NS in the closed (c)
          expect(law12c4Average(fromHome, fromAway).home).toBe(h);
        });
      }),
    );
  });

  it('a match without rulings balances, and swapping the rooms swaps the teams', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(score, score), { minLength: 1, maxLength: 16 }), (rows) => {
        const boards = rows.map(([o, c], i) => ({ board: i + 1, open: { scoreNS: o }, closed: { scoreNS: c } }));
        const swapped = rows.map(([o, c], i) => ({ board: i + 1, open: { scoreNS: c }, closed: { scoreNS: o } }));
        const m = scoreTeamMatch({ home: 'H', away: 'A', boards });
        const s = scoreTeamMatch({ home: 'A', away: 'H', boards: swapped });
        expect(m.homeImps + m.awayImps).toBe(0);
        expect(s.homeImps).toBe(m.awayImps);
        expect([s.homeFor, s.awayFor]).toEqual([m.awayFor, m.homeFor]);
      }),
    );
  });
});
