import { applyRule113, scoreSeats, type SeatLine } from '../../../src/engine/preferans';
import { BridgeInputError } from '../../../src/engine/model/types';

const line = (
  deal: number,
  table: number,
  seat: string,
  player: string,
  score?: number,
  extra: Partial<SeatLine> = {},
) => ({ deal, table, seat, players: [player], score, ...extra }) as SeatLine;

describe('per-seat matchpoints', () => {
  // Deal 1 at three tables, three seats each.
  //   seat 1: A 12, D 12, G -4   → A: tie D (1) + beat G (2) = 3; D 3; G 0.   (sum 6 = 3·2)
  //   seat 2: B -2, E 6, H 0     → B 0; E 4; H 2.
  //   seat 3: C -10, F -18, I 4  → C 2; F 0; I 4.
  const deal1 = [
    line(1, 1, '1', 'A', 12),
    line(1, 1, '2', 'B', -2),
    line(1, 1, '3', 'C', -10),
    line(1, 2, '1', 'D', 12),
    line(1, 2, '2', 'E', 6),
    line(1, 2, '3', 'F', -18),
    line(1, 3, '1', 'G', -4),
    line(1, 3, '2', 'H', 0),
    line(1, 3, '3', 'I', 4),
  ];
  it('compares each seat only with the same seat of the same deal', () => {
    const r = scoreSeats(deal1);
    expect(r.lines.map((l) => l.mp)).toEqual([3, 0, 2, 3, 4, 0, 0, 2, 4]);
    expect(r.lines.every((l) => l.top === 4)).toBe(true);
    expect(r.complete).toBe(true);
  });

  it("seed 004: a player's matchpoints are summed over every protocol, ranked by the percentage of his own maximum", () => {
    // Deal 2 at two tables: A and E meet again on seat 1 (A 5, E 1), B alone... seat 2: B 3, D 3.
    const deal2 = [line(2, 1, '1', 'A', 5), line(2, 1, '2', 'B', 3), line(2, 2, '1', 'E', 1), line(2, 2, '2', 'D', 3)];
    const r = scoreSeats([...deal1, ...deal2]);
    const p = Object.fromEntries(r.players.map((t) => [t.player, t]));
    // A: 3/4 + 2/2 = 5 of 6 = 83.33 %; E: 4/4 + 0/2 = 4 of 6 = 66.67 %; D: 3/4 + 1/2 = 4 of 6;
    // B: 0/4 + 1/2 = 1 of 6; I: 4 of 4 = 100 % on one deal only.
    expect([p.A.mp, p.A.max, p.A.deals]).toEqual([5, 6, 2]);
    expect(p.A.percent).toBeCloseTo(83.3333, 4);
    expect([p.I.mp, p.I.max, p.I.percent, p.I.deals]).toEqual([4, 4, 100, 1]);
    expect(r.players.map((t) => `${t.rankLabel} ${t.player}`)).toEqual([
      '1 I',
      '2 A',
      '3= D',
      '3= E',
      '5= C',
      '5= H',
      '7 B',
      '8= F',
      '8= G',
    ]);
  });

  it('Neuberg for a missing result, artificial 60/50/40 set apart first', () => {
    // Seat 1 of deal 1 with G's result replaced by an artificial 40 %: A and D remain (tie, 1 MP each of 2),
    // factored to E = 3: (1 + 1)·3/2 − 1 = 2 of 4. G gets 40 % of 4 = 1.6.
    const lines = deal1.map((l) =>
      l.players[0] === 'G' ? { ...l, outcome: { kind: 'artificial', level: 'minus' } as const } : l,
    );
    const r = scoreSeats(lines);
    expect([r.lines[0].mp, r.lines[3].mp, r.lines[6].mp]).toEqual([2, 2, 1.6]);
    expect(r.lines[6].percent).toBe(40);
    // Not played at a table: that seat's group has 2 results, E = 2: the others keep a top of 2.
    const np = deal1.map((l) => (l.players[0] === 'G' ? { ...l, outcome: { kind: 'notPlayed' } as const } : l));
    const s = scoreSeats(np);
    expect([s.lines[0].mp, s.lines[0].top, s.lines[6].mp]).toEqual([1, 2, undefined]);
    // ... unless the deal is factored to a fixed E = 3: (1 + 1)·3/2 − 1 = 2 of 4,
    const t = scoreSeats(np, { expected: 3 });
    expect([t.lines[0].mp, t.lines[0].top]).toEqual([2, 4]);
    // ... or to the most results any deal had on that seat (deal 2 was played at three tables).
    const deal2 = [line(2, 1, '1', 'A', 1), line(2, 2, '1', 'D', 2), line(2, 3, '1', 'G', 3)];
    const u = scoreSeats([...np, ...deal2], { expected: 'largest' });
    expect([u.lines[0].mp, u.lines[0].top, u.lines[9].mp]).toEqual([2, 4, 0]);
    // A percentage given with the ruling overrides the level.
    const a55 = deal1.map((l) =>
      l.players[0] === 'H' ? { ...l, outcome: { kind: 'artificial', level: 'plus', percent: 55 } as const } : l,
    );
    expect(scoreSeats(a55).lines[7].mp).toBeCloseTo(2.2, 12);
  });

  it('a fouled deal (code §10): each form is scored separately and factored to the whole seat', () => {
    // Seat 2 of deal 1: B and E played the correct form, H a changed form.
    // Correct form: B −2, E 6 → B 0, E 2 of 2 → factored to E = 3: B (0+1)·1.5 − 1 = 0.5, E (2+1)·1.5 − 1 = 3.5.
    // Changed form: H alone → (0 + 1)·3 − 1 = 2 (50 %).
    const lines = deal1.map((l) => (l.players[0] === 'H' ? { ...l, form: 'B' } : l));
    const r = scoreSeats(lines);
    expect([r.lines[1].mp, r.lines[4].mp, r.lines[7].mp]).toEqual([0.5, 3.5, 2]);
    // Without Neuberg each form keeps its own top.
    const n = scoreSeats(lines, { neuberg: false });
    expect([n.lines[1].mp, n.lines[1].top, n.lines[7].top]).toEqual([0, 2, 0]);
  });

  it('a pending result holds its group and marks the totals provisional', () => {
    const lines = deal1.map((l) =>
      l.players[0] === 'G' ? { ...l, score: undefined, outcome: { kind: 'pending' } as const } : l,
    );
    const r = scoreSeats(lines);
    expect(r.complete).toBe(false);
    expect([r.lines[0].mp, r.lines[3].mp, r.lines[1].mp]).toEqual([undefined, undefined, 0]);
  });

  it('weighted assigned score on one seat', () => {
    // Seat 1: A 12, D 12, G = 50 % of 12 and 50 % of -4.
    // G: 0.5·(1+1) + 0.5·0 = 1; A: beats 0.5 (1) + ties D (1) + ties 0.5 (0.5) = 2.5; D the same. Sum 6.
    const lines = deal1.map((l) =>
      l.players[0] === 'G'
        ? {
            ...l,
            score: undefined,
            parts: [
              { score: 12, weight: 0.5 },
              { score: -4, weight: 0.5 },
            ],
          }
        : l,
    );
    const r = scoreSeats(lines);
    expect([r.lines[0].mp, r.lines[3].mp, r.lines[6].mp]).toEqual([2.5, 2.5, 1]);
  });

  it('penalties are charged to one player only', () => {
    const r = scoreSeats(deal1, {}, [
      { player: 'A', amount: 1, unit: 'mp' },
      { player: 'E', amount: 25, unit: 'pctTop', deal: 1 },
    ]);
    const p = Object.fromEntries(r.players.map((t) => [t.player, t]));
    expect([p.A.mp, p.A.penalties, p.D.mp]).toEqual([2, 1, 3]);
    expect([p.E.mp, p.E.penalties]).toEqual([3, 1]);
    expect(() => scoreSeats(deal1, {}, [{ player: 'Z', amount: 1, unit: 'mp' }])).toThrow(
      'player Z, who has no result',
    );
  });

  it('names bad lines', () => {
    expect(() => scoreSeats([line(1, 1, '1', 'A', NaN)])).toThrow(
      "deal 1, table 1, seat 1 (line 1): score 'NaN' is not a number",
    );
    expect(() => scoreSeats([line(1, 1, '1', 'A', 1), line(1, 1, '1', 'B', 2)])).toThrow(
      'the same seat is already on line 1',
    );
    expect(() => scoreSeats([line(1, 1, '1', 'A', 1), line(1, 2, '2', 'A', 2)])).toThrow(
      'player A already has a result',
    );
    expect(() => scoreSeats([line(1, 1, '1', '', 1)])).toThrow('the player is missing');
    expect(() => scoreSeats([line(1, 1, '1', 'A', 1)], { expected: 0 })).toThrow(BridgeInputError);
  });
});

describe('code §11.3: result cancelled after play', () => {
  const deal = [
    line(4, 1, '1', 'A', 8),
    line(4, 1, '2', 'B', -6),
    line(4, 1, '3', 'C', -2),
    line(4, 2, '1', 'D', 4),
    line(4, 2, '2', 'E', -2),
    line(4, 2, '3', 'F', -2),
  ];
  it('offender Ave−, non-offenders Ave+ unless their result is kept', () => {
    const lines = applyRule113(deal, { deal: 4, table: 1, offenders: ['B'], keep: ['C'] });
    expect(lines.map((l) => l.outcome?.kind ?? 'result')).toEqual([
      'artificial',
      'artificial',
      'result',
      'result',
      'result',
      'result',
    ]);
    const r = scoreSeats(lines);
    // Seat 1: A Ave+ 60 % of 2 = 1.2; D alone on real results → Neuberg (0 + 1)·2/1 − 1 = 1.
    // Seat 2: B Ave− 0.8; E 1. Seat 3: C −2 ties F −2 → 1 each.
    expect(r.lines.map((l) => l.mp)).toEqual([1.2, 0.8, 1, 1, 1, 1]);
  });
  it('names a player who was not at the table, and an offender who would keep a result', () => {
    expect(() => applyRule113(deal, { deal: 4, table: 1, offenders: ['D'] })).toThrow(
      'player D did not play deal 4 at table 1',
    );
    expect(() => applyRule113(deal, { deal: 4, table: 1, offenders: ['B'], keep: ['B'] })).toThrow('is at fault');
    expect(() => applyRule113(deal, { deal: 5, table: 1, offenders: ['B'] })).toThrow('no result for deal 5');
  });
});
