/** The solver on hand-made endings (the play is written out in each comment) and on a few whole deals. */
import { parseDeal } from '../../../src/engine/dd/deal';
import { DealSearch, NO_TRUMP, SearchStopped } from '../../../src/engine/dd/search';
import { solveOne, solveTable, TableSolver } from '../../../src/engine/dd/table';
import { oracleNsTricks } from './oracle';

describe('double-dummy solver on small endings', () => {
  it('one card each: the ace wins whoever leads', () => {
    // N ♠A, E ♠K, S ♠Q, W ♠J. Declarer N or S: NS take the trick with the ace; E or W: none.
    const t = solveTable('N:A... K... Q... J...');
    for (const strain of ['C', 'D', 'H', 'S', 'NT'] as const) {
      expect([t.N[strain], t.E[strain], t.S[strain], t.W[strain]]).toEqual([1, 0, 1, 0]);
    }
  });

  it('two cards each: ruffing beats the long suit only in a trump contract', () => {
    // N ♥AK, E ♠AK, S ♦32, W ♣32.
    const deal = 'N:.AK.. AK... ..32. ...32';
    const t = solveTable(deal);
    // NT, N declares: E leads ♠A and ♠K, nobody can follow: E takes both, N none.
    expect(t.N.NT).toBe(0);
    // NT, S declares: W leads ♣2 and ♣3 and takes both.
    expect(t.S.NT).toBe(0);
    // Spades trumps, E declares: S leads a diamond, E ruffs and cashes the other spade: 2.
    expect(t.E.S).toBe(2);
    // Hearts trumps, N declares: E leads ♠A, N ruffs, then cashes the other heart: 2.
    expect(t.N.H).toBe(2);
    // Clubs trumps, N declares: E leads ♠A, W ruffs with a club and cashes the other one: N takes 0.
    expect(t.N.C).toBe(0);
    expect(solveOne(deal, 'N', 'H')).toBe(2);
  });

  it('a finesse: the queen wins only when the king sits in front of the tenace', () => {
    // No trump. N ♠AQ, S ♠32; the king with W (before N) or with E (after N); the other defender holds ♥32.
    // King with W, E declares, S leads ♠2: W plays low, N's ♠Q wins, then ♠A (or W's king falls to the ace and
    // the queen is good): NS 2, E none.
    const over = solveTable('N:AQ... .32.. 32... K4...');
    expect(over.E.NT).toBe(0);
    // King with E, E declares, S leads ♠2: N must play first, the queen loses to the king, the ace wins: NS 1,
    // E 1. W declares, N leads: ♠A then ♠Q to the king (or the queen, covered): again E-W 1.
    const under = solveTable('N:AQ... K4... 32... .32..');
    expect(under.E.NT).toBe(1);
    expect(under.W.NT).toBe(1);
  });

  it('agrees with a plain minimax on a 4-card ending in every strain and from every lead', () => {
    const d = parseDeal('N:AK.Q.2. QJ..A.K 2.K.K.A ..QJ.QJ');
    const search = new DealSearch(d.masks);
    for (let strain = 0; strain <= NO_TRUMP; strain++) {
      for (let leader = 0; leader < 4; leader++) {
        expect(search.nsTricks(strain, leader)).toBe(oracleNsTricks(d.masks, strain, leader));
      }
    }
  });

  it('stops when told to', () => {
    const deal = 'N:94.T72.T6.AQT763 AQT875.J6.Q74.94 K62.Q943.AK985.J J3.AK85.J32.K852';
    const solver = new TableSolver(deal, { shouldStop: () => true });
    expect(() => solver.strain('NT')).toThrow(SearchStopped);
  });
});
