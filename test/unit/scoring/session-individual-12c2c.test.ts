/**
 * Law 12C2(c) in individual events. Law 12C3 (PZBS text, seed 000: "both players of the offending side get the
 * same rectification") makes the two players of a side share the adjusted score, but 12C2(c) (seed 000 12C2(c),
 * NBB seed 002 art. 12C2(c), FFB seed 003 Loi 12C2(c)) speaks of a contestant's own result on the other boards
 * of the session, and in an individual each player is a contestant: each gets his own figure.
 */
import { scoreEvent, type SessionTotal } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';
import { playersSessionRule, sessionRuleImps } from '../../../src/engine/laws/law12/session-rule';
import { percentOfTop } from '../../../src/engine/laws/law12/artificial';
import type { EventData, Seat, TravellerEntry } from '../../../src/engine/model/types';
import { minus, plus } from './helpers';

const wbf = getPreset('wbf');
const byId = (totals: SessionTotal[]) => Object.fromEntries(totals.map((t) => [t.id, t]));

let fillers = 0;
/** A line of an individual event; a seat not given gets a player who plays no other board. */
function line(
  board: number,
  table: number,
  scoreNS: number | undefined,
  players: Partial<Record<Seat, string>> = {},
): TravellerEntry {
  const seat = (s: Seat) => players[s] ?? `f${++fillers}`;
  const p = { N: seat('N'), S: seat('S'), E: seat('E'), W: seat('W') };
  if (scoreNS === undefined) {
    return { board, table, status: 'ruled', ruling: { ns: plus, ew: minus }, players: p };
  }
  return { board, table, status: 'played', scoreNS, players: p };
}

/**
 * Six tables a board (top 2 × (6 − 1) = 10). X (North at table 1) plays boards 2–51: 17 boards tied second
 * (500 ties table 3's: 3 beaten + 1 tie = 7 MPs) and 33 boards third (400: 3 beaten = 6 MPs), so his other
 * boards are 17 × 7 + 33 × 6 = 317 of 500 = 63.4 %. His partner P (South) plays boards 52 and 53: 300 ties
 * table 4's (2 beaten + 1 tie = 5) and 400 (6): 11 of 20 = 55 %. On board 1 X and P get Ave+, their opponents
 * (who play no other board) Ave−.
 */
function issueEvent(): EventData {
  fillers = 0;
  const entries: TravellerEntry[] = [];
  const rest = (b: number, first: number | undefined, players: Partial<Record<Seat, string>>) => {
    entries.push(line(b, 1, first, players));
    [600, 500, 300, 200, 100].forEach((s, t) => entries.push(line(b, t + 2, s)));
  };
  rest(1, undefined, { N: 'X', S: 'P' });
  for (let b = 2; b <= 51; b++) rest(b, b <= 18 ? 500 : 400, { N: 'X' });
  rest(52, 300, { S: 'P' });
  rest(53, 400, { S: 'P' });
  return { kind: 'individual', form: 'mp', contestants: [], entries };
}

describe('Law 12C2(c) in individual events, matchpoints', () => {
  it("the issue's figures: 63.4 % on the other boards → 6.34 of a top 10, a partner at 55 % → 6.00", () => {
    // Ave+ is 60 %; 63.4 > 60 → 63.4; 55 is not above 60 → 60. Of a top 10: 6.34 and 6.00.
    const [x, p] = playersSessionRule('plus', 60, [63.4, 55], wbf.sessionRule);
    expect(x).toBe(63.4);
    expect(p).toBe(60);
    expect(percentOfTop(x, 10)).toBeCloseTo(6.34, 10);
    expect(percentOfTop(p, 10)).toBeCloseTo(6, 10);
    // Ave− is 40 %: a player at 30 % gets 30, his partner at 45 % stays at 40.
    expect(playersSessionRule('minus', 40, [30, 45], wbf.sessionRule)).toEqual([30, 40]);
  });

  it('each player of an Ave+ side gets his own figure on that board and in his total', () => {
    const s = scoreEvent(issueEvent(), wbf);
    expect(s.boards.length).toBe(53);
    expect(s.boards[0].top).toBe(10);
    const first = s.entries[0];
    // The side keeps Law 12C2(a)'s 60 % (6 of 10); each player's own figure is on his seat.
    expect(first.pctNS).toBe(60);
    expect(first.mpNS).toBe(6);
    expect(first.seats?.N?.pct).toBeCloseTo(63.4, 10);
    expect(first.seats?.N?.mp).toBeCloseTo(6.34, 10);
    expect(first.seats?.S?.pct).toBe(60);
    expect(first.seats?.S?.mp).toBe(6);
    expect(first.seats?.E).toBeUndefined();
    const t = byId(s.totals);
    // X: 317 + 6.34 = 323.34 of 51 × 10 = 510 → 63.4 %; P: 11 + 6 = 17 of 30 → 56.67 %.
    expect(t['X'].exactTotal).toBeCloseTo(323.34, 9);
    expect(t['X'].exactPercent).toBeCloseTo(63.4, 9);
    expect(t['X'].ownResult).toBeCloseTo(63.4, 9);
    expect(t['P'].exactTotal).toBeCloseTo(17, 9);
    expect(t['P'].exactPercent).toBeCloseTo((100 * 17) / 30, 9);
    // The Ave− opponents (E and W of table 1, the first fillers) play no other board: no own result, so 40 %.
    expect(first.mpEW).toBe(4);
    expect(t['f1'].exactTotal).toBe(4);
    expect(t['f2'].exactTotal).toBe(4);
  });

  it('both players above 60 % with the same figure: the side gets it, no per-seat figures', () => {
    // X and P both play boards 2–3 at table 1 (NS): 600 on both → 10 MPs each: 100 % own → 10 of 10 on board 1.
    const entries: TravellerEntry[] = [];
    for (let b = 1; b <= 3; b++) {
      entries.push(line(b, 1, b === 1 ? undefined : 700, { N: 'X', S: 'P' }));
      [600, 500, 300, 200, 100].forEach((sc, t) => entries.push(line(b, t + 2, sc)));
    }
    const s = scoreEvent({ kind: 'individual', form: 'mp', contestants: [], entries }, wbf);
    expect(s.entries[0].pctNS).toBe(100);
    expect(s.entries[0].mpNS).toBe(10);
    expect(s.entries[0].seats).toBeUndefined();
    expect(byId(s.totals)['X'].exactTotal).toBe(30);
  });

  it('pairs events are left as they were: one contestant a side, no per-seat figures', () => {
    const entries: TravellerEntry[] = [
      { board: 1, table: 1, status: 'ruled', ns: 'A', ew: 'B', ruling: { ns: plus, ew: minus } },
      { board: 1, table: 2, status: 'played', ns: 'C', ew: 'D', scoreNS: 100 },
      { board: 2, table: 1, status: 'played', ns: 'A', ew: 'B', scoreNS: 100 },
      { board: 2, table: 2, status: 'played', ns: 'C', ew: 'D', scoreNS: 50 },
    ];
    const s = scoreEvent({ kind: 'pairs', form: 'mp', contestants: [], entries }, wbf);
    // A: 100 % on board 2 → 100 % on board 1 (top 2); B: 0 % → 0 %.
    expect(s.entries[0]).toMatchObject({ pctNS: 100, pctEW: 0 });
    expect(s.entries[0].seats).toBeUndefined();
  });
});

describe('Law 12C2(c) in individual events, IMPs', () => {
  it("each player's own IMP average on his other boards", () => {
    // Cross-IMPs, two tables a board. Board 1: X (N) and P (S) get Ave+ (+3 IMPs), the opponents Ave−.
    // Board 2: X NS +600 against +100 at the other table: 500 → 11 IMPs to X. Board 3: P NS +140 against +100:
    // 40 → 1 IMP to P. X's average 11 > +3 → 11; P's 1 is not above the IMP threshold → 3.
    const imps = getPreset('wbf');
    const base = { N: 'X', S: 'P' };
    const entries: TravellerEntry[] = [
      line(1, 1, undefined, base),
      line(1, 2, 100),
      line(2, 1, 600, { N: 'X' }),
      line(2, 2, 100),
      line(3, 1, 140, { S: 'P' }),
      line(3, 2, 100),
    ];
    const s = scoreEvent({ kind: 'individual', form: 'cross-imp', contestants: [], entries }, imps);
    expect(sessionRuleImps('plus', 3, 11, imps.sessionRule)).toBe(11);
    expect(sessionRuleImps('plus', 3, 1, imps.sessionRule)).toBe(3);
    expect(s.entries[0].impNS).toBe(3);
    expect(s.entries[0].seats).toEqual({ N: { imp: 11 }, S: { imp: 3 } });
    const t = byId(s.totals);
    expect(t['X'].exactTotal).toBe(22);
    expect(t['P'].exactTotal).toBe(4);
  });
});
