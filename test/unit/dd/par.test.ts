/** Par from hand-made tables; each score is worked out by Law 77 in the comment. */
import { formatParContract, parOf } from '../../../src/engine/dd/par';
import { emptyTable, type DdTable } from '../../../src/engine/dd/table';

/** A table where NS take `ns` tricks in each strain (both declarers) and EW the rest. */
function table(ns: Partial<Record<'C' | 'D' | 'H' | 'S' | 'NT', number>>): DdTable {
  const t = emptyTable();
  for (const s of ['C', 'D', 'H', 'S', 'NT'] as const) {
    const v = ns[s] ?? 6;
    t.N[s] = t.S[s] = v;
    t.E[s] = t.W[s] = 13 - v;
  }
  return t;
}

describe('parOf', () => {
  it('NS game with no profitable sacrifice', () => {
    // NS 10 tricks in spades, EW at most 7 anywhere (6 tricks for NS elsewhere: EW 7).
    // 4♠ NV = 120 + 300 + 0 = 420. EW's cheapest sacrifice over 4♠ is 5-level: 7 tricks → 4 down doubled NV
    // = 100 + 200 + 200 + 300 = 800 > 420: NS play 4♠ for +420.
    const p = parOf(table({ S: 10 }), 'N', 'None');
    expect(p.score).toBe(420);
    expect(p.contracts.map(formatParContract)).toEqual(['4S N 10']);
    expect(p.contracts[0].declarers).toEqual(['N', 'S']);
  });

  it('a doubled sacrifice when it costs less than the game', () => {
    // NS vulnerable 10 tricks in hearts: 4♥ V = 120 + 500 = 620. EW not vulnerable take 9 tricks in spades:
    // 4♠ doubled 1 down NV = 100 < 620, so EW sacrifice; NS cannot make 5♥ (10 tricks): par NS +100.
    const t = table({ H: 10, S: 4 });
    const p = parOf(t, 'N', 'NS');
    expect(p.score).toBe(100);
    expect(p.contracts.map(formatParContract)).toEqual(['4SX E 9']);
  });

  it('a board nobody can make is passed out', () => {
    // Every declarer takes 6 tricks (the defenders 7 whoever declares): any contract fails, a pass-out scores 0.
    const t = emptyTable();
    for (const seat of ['N', 'E', 'S', 'W'] as const)
      for (const s of ['C', 'D', 'H', 'S', 'NT'] as const) t[seat][s] = 6;
    const p = parOf(t, 'E', 'Both');
    expect(p).toEqual({ score: 0, contracts: [] });
  });

  it('the dealer side gets a contract both sides make', () => {
    // Both sides take 7 tricks in no trump as declarers (the lead decides), 6 in every suit.
    const t = emptyTable();
    for (const seat of ['N', 'E', 'S', 'W'] as const) for (const s of ['C', 'D', 'H', 'S'] as const) t[seat][s] = 6;
    t.N.NT = t.S.NT = t.E.NT = t.W.NT = 7;
    // 1NT = 40 + 50 = 90 for whoever bids it first; 2NT by the other side fails (7 tricks) −100 doubled NV.
    // The other side gains nothing by outbidding (−100 is worse than −90): the dealer's side plays 1NT.
    expect(parOf(t, 'N', 'None').score).toBe(90);
    expect(parOf(t, 'E', 'None').score).toBe(-90);
    expect(formatParContract(parOf(t, 'W', 'None').contracts[0])).toBe('1N W 7');
  });
});
