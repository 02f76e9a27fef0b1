/**
 * Law 12C2(d) (2017 Laws): when a contestant cannot obtain a result on several boards of one session, the
 * Regulating Authority may give other figures on the later such boards. The preset's election
 * (artificial.severalBoards) applies from its `fromBoard`-th such board of the session on, in board order.
 */
import { scoreEvent, type SessionTotal } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';
import type { EventData, TravellerEntry } from '../../../src/engine/model/types';
import type { Preset } from '../../../src/engine/presets';
import { minus, played, plus, ruled } from './helpers';

const wbf = getPreset('wbf');
/** Law 12C2(c) off, to see 12C2(d) alone; from the second board without a result: 55 / 50 / 45 %. */
const elected: Preset = {
  ...wbf,
  sessionRule: { ...wbf.sessionRule, apply: false },
  artificial: { ...wbf.artificial, severalBoards: { fromBoard: 2, percent: { plus: 55, average: 50, minus: 45 } } },
};
const plain: Preset = { ...elected, artificial: { ...wbf.artificial, severalBoards: undefined } };

const contestants = ['1', '2', '3', '4', '5', '6'].map((id, i) => ({ id, direction: i < 3 ? 'NS' : 'EW' }) as const);

/**
 * Four boards, three tables (1v4, 2v5, 3v6). Boards 1–3: table 1 cannot play (NS 1 Ave+, EW 4 Ave−); +100 and
 * +50 at the other tables. Board 4: +100, +50, −50 → NS 4, 2, 0 and EW 0, 2, 4 (top 4).
 */
function event(): EventData {
  const entries: TravellerEntry[] = [];
  for (const b of [1, 2, 3]) {
    entries.push(ruled(b, plus, minus, ['1', '4']), played(b, 100, '2', '5'), played(b, 50, '3', '6'));
  }
  entries.push(played(4, 100, '1', '4'), played(4, 50, '2', '5'), played(4, -50, '3', '6'));
  return { kind: 'pairs', form: 'mp', contestants: [...contestants], entries };
}

const byId = (totals: SessionTotal[]) => Object.fromEntries(totals.map((t) => [t.id, t]));

describe('Law 12C2(d): several boards without a result in one session', () => {
  it('the first board keeps 12C2(a) (60 / 40 %); the second and third get the elected 55 / 45 %', () => {
    const s = scoreEvent(event(), elected);
    const line = (board: number) => s.boards.find((b) => b.board === board)!.entries[0];
    expect([line(1).pctNS, line(1).pctEW]).toEqual([60, 40]);
    expect([line(2).pctNS, line(2).pctEW]).toEqual([55, 45]);
    expect([line(3).pctNS, line(3).pctEW]).toEqual([55, 45]);
    const t = byId(s.totals);
    // Pair 1: 60 % of 4 = 2.4, then 55 % = 2.2 twice, then 4 on board 4: 2.4 + 2.2 + 2.2 + 4 = 10.8.
    expect(t['1'].total).toBeCloseTo(10.8, 12);
    // Pair 4: 1.6 + 1.8 + 1.8 + 0 = 5.2.
    expect(t['4'].total).toBeCloseTo(5.2, 12);
    // Pair 2 is not touched: +100 against +50 factored to E = 3, (2 + 1)·3/2 − 1 = 3.5 on boards 1–3, then 2.
    expect(t['2'].total).toBeCloseTo(3 * 3.5 + 2, 12);
  });

  it('without the election every board gets 12C2(a): 2.4 · 3 + 4 = 11.2 and 1.6 · 3 = 4.8', () => {
    const t = byId(scoreEvent(event(), plain).totals);
    expect(t['1'].total).toBeCloseTo(11.2, 12);
    expect(t['4'].total).toBeCloseTo(4.8, 12);
  });

  it("a director's explicit figure stays, and still counts as a board without a result", () => {
    const e = event();
    // Board 1 at table 1 gets an explicit 70 % / 30 %: board 2 is then the second such board (55 / 45 %).
    e.entries[0] = {
      ...e.entries[0],
      ruling: {
        ns: { kind: 'artificial', level: 'plus', percent: 70, fixed: true },
        ew: { kind: 'artificial', level: 'minus', percent: 30, fixed: true },
      },
    };
    const s = scoreEvent(e, elected);
    const line = (board: number) => s.boards.find((b) => b.board === board)!.entries[0];
    expect([line(1).pctNS, line(2).pctNS, line(3).pctNS]).toEqual([70, 55, 55]);
  });

  it('counted per contestant: another pair with one board without a result keeps 12C2(a)', () => {
    const e = event();
    // Board 4 at table 2: pair 2 (NS) and 5 (EW) cannot play — their first such board.
    e.entries[10] = ruled(4, plus, minus, ['2', '5']);
    const s = scoreEvent(e, elected);
    // The second line of board 4 is table 2's.
    const t2 = s.boards.find((b) => b.board === 4)!.entries[1];
    expect([t2.pctNS, t2.pctEW]).toEqual([60, 40]);
    // Pair 1 meanwhile: boards 1–3 as before (2.4 + 2.2 + 2.2) and board 4 +100 against −50 alone, factored
    // from top 2 to E = 3: (2 + 1)·3/2 − 1 = 3.5 → 10.3.
    expect(byId(s.totals)['1'].total).toBeCloseTo(10.3, 12);
  });
});

describe("Law 12C2(d) at IMPs and in individual events (the preset's severalBoards)", () => {
  /** From the second board without a result: ±2 IMPs instead of (a)'s ±3; and 55 / 50 / 45 % at matchpoints. */
  const withImps: Preset = {
    ...elected,
    artificial: {
      ...elected.artificial,
      severalBoards: {
        fromBoard: 2,
        percent: { plus: 55, average: 50, minus: 45 },
        imps: { plus: 2, average: 0, minus: -2 },
      },
    },
  };

  it('Butler pairs: the first board keeps +3 / −3 IMPs, the later ones the elected +2 / −2', () => {
    const butler = { ...event(), form: 'butler' as const };
    const s = scoreEvent(butler, withImps);
    const line = (board: number) => s.boards.find((b) => b.board === board)!.entries[0];
    expect([1, 2, 3].map((b) => [line(b).impNS, line(b).impEW])).toEqual([
      [3, -3],
      [2, -2],
      [2, -2],
    ]);
    // The played boards are the same under both presets, so the totals differ by the artificial IMPs alone:
    // pair 1 3 + 2 + 2 = 7 against 3 · 3 = 9 → −2; pair 4 −7 against −9 → +2.
    const t = byId(s.totals);
    const p = byId(scoreEvent(butler, { ...withImps, artificial: { ...wbf.artificial } }).totals);
    expect(t['1'].total - p['1'].total).toBeCloseTo(-2, 12);
    expect(t['4'].total - p['4'].total).toBeCloseTo(2, 12);
    expect(t['2'].total).toBeCloseTo(p['2'].total, 12);
    // An election without IMP figures leaves IMP boards at (a).
    const noImps = scoreEvent(butler, elected).boards.find((b) => b.board === 2)!.entries[0];
    expect([noImps.impNS, noImps.impEW]).toEqual([3, -3]);
  });

  it('cross-IMP pairs take the same elected IMPs', () => {
    const s = scoreEvent({ ...event(), form: 'cross-imp' }, withImps);
    expect(s.boards.find((b) => b.board === 3)!.entries[0].impNS).toBe(2);
  });

  /**
   * An individual: boards 1–3, three tables; table 1 cannot play (NS Ave+, EW Ave−). N is a each time, S is b
   * on boards 1 and 3 and e on board 2; E c and W d each time. The other tables: +100 (p, q, r, s) and +50
   * (t, u, v, w); top 4.
   */
  function individualEvent(): EventData {
    const entries: TravellerEntry[] = [];
    for (const b of [1, 2, 3]) {
      const south = b === 2 ? 'e' : 'b';
      entries.push(
        {
          board: b,
          table: 1,
          status: 'ruled',
          ruling: { ns: plus, ew: minus },
          players: { N: 'a', S: south, E: 'c', W: 'd' },
        },
        { board: b, table: 2, status: 'played', scoreNS: 100, players: { N: 'p', S: 'q', E: 'r', W: 's' } },
        { board: b, table: 3, status: 'played', scoreNS: 50, players: { N: 't', S: 'u', E: 'v', W: 'w' } },
      );
    }
    return { kind: 'individual', form: 'mp', contestants: [], entries };
  }
  const forIndividuals: Preset = {
    ...withImps,
    artificial: {
      ...withImps.artificial,
      severalBoards: { ...withImps.artificial.severalBoards!, individuals: true },
    },
  };

  it("individuals, where the preset extends it: each player counted, a side's later figure once both players reach it", () => {
    const s = scoreEvent(individualEvent(), forIndividuals);
    const line = (board: number) => s.boards.find((b) => b.board === board)!.entries[0];
    // Board 2: a's second such board but e's first → the side keeps 60 %; c and d both at their second → 45 %.
    // Board 3: a's third, b's second → 55 %; c and d their third → 45 %.
    expect([1, 2, 3].map((b) => [line(b).pctNS, line(b).pctEW])).toEqual([
      [60, 40],
      [60, 45],
      [55, 45],
    ]);
    const t = byId(s.totals);
    // a: 2.4 + 2.4 + 2.2 = 7; b: 2.4 + 2.2 = 4.6; e: 2.4; c and d: 1.6 + 1.8 + 1.8 = 5.2.
    expect(t['a'].total).toBeCloseTo(7, 12);
    expect(t['b'].total).toBeCloseTo(4.6, 12);
    expect(t['e'].total).toBeCloseTo(2.4, 12);
    expect(t['c'].total).toBeCloseTo(5.2, 12);
  });

  it('individuals keep 12C2(a) when the preset does not extend its election to them', () => {
    const s = scoreEvent(individualEvent(), withImps);
    const line = (board: number) => s.boards.find((b) => b.board === board)!.entries[0];
    expect([1, 2, 3].map((b) => [line(b).pctNS, line(b).pctEW])).toEqual([
      [60, 40],
      [60, 40],
      [60, 40],
    ]);
  });
});
