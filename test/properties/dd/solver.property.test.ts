/**
 * Properties of the double-dummy solver: it agrees with a plain minimax on small endings; turning the deal by a
 * seat turns the table; exchanging two suits in every hand exchanges their columns; North with all 13 spades
 * makes 7♠. Solving is costly, so the runs are few and the endings small.
 */
import fc from 'fast-check';
import { DealSearch, NO_TRUMP } from '../../../src/engine/dd/search';
import { solveOne, solveTable, type DdTable } from '../../../src/engine/dd/table';
import type { Deal } from '../../../src/engine/dd/deal';
import { oracleNsTricks } from '../../unit/dd/oracle';

const SEATS = ['N', 'E', 'S', 'W'] as const;
const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;

/** k cards in each hand, drawn from the 52. */
function ending(k: number): fc.Arbitrary<Deal> {
  return fc
    .shuffledSubarray(
      Array.from({ length: 52 }, (_, i) => i),
      { minLength: 4 * k, maxLength: 4 * k },
    )
    .map((cards) => {
      const masks = new Array<number>(16).fill(0);
      cards.forEach((c, i) => (masks[(i % 4) * 4 + Math.floor(c / 13)] |= 1 << (c % 13)));
      return { masks, cards: k };
    });
}

describe('double-dummy solver properties', () => {
  it('agrees with a plain minimax on 3-card endings', () => {
    fc.assert(
      fc.property(ending(3), fc.integer({ min: 0, max: NO_TRUMP }), (deal, strain) => {
        const search = new DealSearch(deal.masks, { ttBits: 12 });
        for (let leader = 0; leader < 4; leader++) {
          expect(search.nsTricks(strain, leader)).toBe(oracleNsTricks(deal.masks, strain, leader));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('agrees with a plain minimax on 4-card endings', () => {
    fc.assert(
      fc.property(ending(4), fc.integer({ min: 0, max: NO_TRUMP }), (deal, strain) => {
        const search = new DealSearch(deal.masks, { ttBits: 12 });
        for (let leader = 0; leader < 4; leader++) {
          expect(search.nsTricks(strain, leader)).toBe(oracleNsTricks(deal.masks, strain, leader));
        }
      }),
      { numRuns: 8 },
    );
  });

  it('turning the deal by one seat turns the table', () => {
    fc.assert(
      fc.property(ending(6), (deal) => {
        const turned = new Array<number>(16);
        for (let seat = 0; seat < 4; seat++) {
          for (let s = 0; s < 4; s++) turned[((seat + 1) % 4) * 4 + s] = deal.masks[seat * 4 + s];
        }
        const a = solveTable(deal);
        const b = solveTable({ masks: turned, cards: deal.cards });
        SEATS.forEach((seat, i) => {
          for (const strain of STRAINS) expect(b[SEATS[(i + 1) % 4]][strain]).toBe(a[seat][strain]);
        });
      }),
      { numRuns: 6 },
    );
  });

  it('exchanging spades and hearts in every hand exchanges the S and H columns', () => {
    fc.assert(
      fc.property(ending(6), (deal) => {
        const swapped = [...deal.masks];
        for (let seat = 0; seat < 4; seat++) {
          swapped[seat * 4] = deal.masks[seat * 4 + 1];
          swapped[seat * 4 + 1] = deal.masks[seat * 4];
        }
        const a: DdTable = solveTable(deal);
        const b: DdTable = solveTable({ masks: swapped, cards: deal.cards });
        for (const seat of SEATS) {
          expect([b[seat].S, b[seat].H, b[seat].D, b[seat].C, b[seat].NT]).toEqual([
            a[seat].H,
            a[seat].S,
            a[seat].D,
            a[seat].C,
            a[seat].NT,
          ]);
        }
      }),
      { numRuns: 6 },
    );
  });

  it('North holding all 13 spades makes 7♠', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          Array.from({ length: 39 }, (_, i) => i),
          { minLength: 39, maxLength: 39 },
        ),
        (rest) => {
          // N: every spade. The 39 other cards (hearts, diamonds, clubs) dealt 13 each to E, S, W.
          const masks = new Array<number>(16).fill(0);
          masks[0] = 0x1fff;
          rest.forEach((c, i) => (masks[(1 + Math.floor(i / 13)) * 4 + 1 + Math.floor(c / 13)] |= 1 << (c % 13)));
          expect(solveOne({ masks, cards: 13 }, 'N', 'S')).toBe(13);
        },
      ),
      { numRuns: 10 },
    );
  });
});
