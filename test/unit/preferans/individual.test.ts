import { individualLines, scoreIndividual } from '../../../src/engine/preferans';
import type { TravellerEntry } from '../../../src/engine/model/types';

const players = (n: string, e: string, s: string, w: string) => ({ N: n, E: e, S: s, W: w });

describe('bridge individual', () => {
  // Board 1 (none vul), three tables: +420, +170, −50.
  //   NS: 420 → 4, 170 → 2, −50 → 0; EW the complement 0, 2, 4.
  // Board 2 (NS vul), three tables: +110, +110, −100 → NS 3, 3, 0; EW 1, 1, 4.
  const entries: TravellerEntry[] = [
    { board: 1, table: 1, status: 'played', scoreNS: 420, players: players('p1', 'p2', 'p3', 'p4') },
    { board: 1, table: 2, status: 'played', scoreNS: 170, players: players('p5', 'p6', 'p7', 'p8') },
    { board: 1, table: 3, status: 'played', scoreNS: -50, players: players('p9', 'p10', 'p11', 'p12') },
    { board: 2, table: 1, status: 'played', scoreNS: 110, players: players('p1', 'p5', 'p9', 'p2') },
    { board: 2, table: 2, status: 'played', scoreNS: 110, players: players('p6', 'p10', 'p3', 'p7') },
    { board: 2, table: 3, status: 'played', scoreNS: -100, players: players('p11', 'p4', 'p8', 'p12') },
  ];

  it('partners share their side’s matchpoints; totals per player', () => {
    const r = scoreIndividual(entries);
    const p = Object.fromEntries(r.players.map((t) => [t.player, t]));
    // p1: NS on board 1 (4) and NS on board 2 (3) = 7 of 8. p3: NS board 1 (4), NS board 2 (3) = 7.
    // p2: EW board 1 (0), EW board 2 (1) = 1. p4: EW board 1 (0), EW board 2 (4) = 4.
    expect([p.p1.mp, p.p3.mp, p.p2.mp, p.p4.mp]).toEqual([7, 7, 1, 4]);
    expect(p.p1.max).toBe(8);
    expect(p.p1.percent).toBe(87.5);
    // p12: EW on both boards at the bottom NS tables: 4 + 4 = 8 of 8, alone on top; p1 and p3 share second.
    expect(r.players.slice(0, 3).map((t) => [t.player, t.mp, t.rankLabel])).toEqual([
      ['p12', 8, '1'],
      ['p1', 7, '2='],
      ['p3', 7, '2='],
    ]);
  });

  it('a contract is scored with the board’s vulnerability when no NS score is given', () => {
    const { lines } = individualLines([
      {
        board: 2,
        table: 9,
        status: 'played',
        played: { contract: { level: 4, strain: 'S', risk: '' }, declarer: 'E', tricks: 10 },
        players: players('a', 'b', 'c', 'd'),
      },
    ]);
    // Board 2: NS vulnerable, so EW's 4S= is not vulnerable: −420 for NS, +420 for EW.
    expect(lines.map((l) => [l.seat, l.players, l.score])).toEqual([
      ['NS', ['a', 'c'], -420],
      ['EW', ['b', 'd'], 420],
    ]);
  });

  it('Law 12C3: both players of the offending side get the same adjusted score; the penalty only the player at fault', () => {
    const ruled = entries.map((e) =>
      e.board === 1 && e.table === 3
        ? {
            ...e,
            status: 'ruled' as const,
            ruling: {
              ns: { kind: 'artificial' as const, level: 'plus' as const },
              ew: { kind: 'artificial' as const, level: 'minus' as const },
              penalties: [{ direction: 'EW' as const, player: 'p10', amount: 25, unit: 'pctTop' as const }],
            },
          }
        : e,
    );
    const r = scoreIndividual(ruled);
    const p = Object.fromEntries(r.players.map((t) => [t.player, t]));
    // Board 1: real results 420 and 170 factored to E = 3: NS 420 → (2+1)·1.5 − 1 = 3.5, 170 → 0.5;
    // table 3: NS p9/p11 Ave+ 60 % of 4 = 2.4 each; EW p10/p12 Ave− 40 % = 1.6 each; p10 also −25 % of 4 = −1.
    // Board 2: p9 NS 3, p11 NS 0, p10 EW 1, p12 EW 4.
    expect([p.p9.mp, p.p11.mp]).toEqual([5.4, 2.4]);
    expect(p.p12.mp).toBeCloseTo(5.6, 12);
    expect(p.p10.mp).toBeCloseTo(1.6 + 1 - 1, 12);
    expect([p.p10.penalties, p.p12.penalties]).toEqual([1, 0]);
  });

  it('a penalty that does not name the player is refused in an individual event', () => {
    const bad = [
      {
        ...entries[0],
        status: 'ruled' as const,
        ruling: {
          ns: { kind: 'assigned' as const, ns: 420 },
          ew: { kind: 'assigned' as const, ns: 420 },
          penalties: [{ direction: 'NS' as const, amount: 1, unit: 'mp' as const }],
        },
      },
    ];
    expect(() => individualLines(bad)).toThrow('charged to the player at fault only (Law 12C3); name the player');
    const wrongSide = [
      {
        ...bad[0],
        ruling: {
          ...bad[0].ruling,
          penalties: [{ direction: 'NS' as const, player: 'p2', amount: 1, unit: 'mp' as const }],
        },
      },
    ];
    expect(() => individualLines(wrongSide)).toThrow('player p2 did not sit NS');
  });

  it('split ruling: each side is compared in its own field', () => {
    // Board 1 table 1: NS assigned +420, EW assigned +170 (NS score), i.e. EW −170 for its own field.
    const split = entries.map((e) =>
      e.board === 1 && e.table === 1
        ? {
            ...e,
            status: 'ruled' as const,
            ruling: { ns: { kind: 'assigned' as const, ns: 420 }, ew: { kind: 'assigned' as const, ns: 170 } },
          }
        : e,
    );
    const r = scoreIndividual(split);
    // NS field 420, 170, −50 → table 1 NS 4; EW field −170, −170, 50 → table 1 EW 1 (ties table 2).
    expect([r.lines[0].mp, r.lines[1].mp]).toEqual([4, 1]);
  });

  it('names missing players and cancelled results without a ruling', () => {
    expect(() =>
      individualLines([{ board: 1, table: 4, status: 'played', scoreNS: 1, players: { N: 'a', S: 'b', E: 'c' } }]),
    ).toThrow('board 1, table 4 (line 1): the W player is missing');
    expect(() => individualLines([{ ...entries[0], status: 'cancelled' }])).toThrow('cancelled but no adjusted score');
  });
});
