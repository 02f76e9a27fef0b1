import { rank, scoreEvent, type SessionTotal } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';
import { otherBoardsPercent, sessionRulePercent } from '../../../src/engine/laws/law12/session-rule';
import { weightedValue } from '../../../src/engine/laws/law12/weighted';
import type { EventData, TravellerEntry } from '../../../src/engine/model/types';
import type { Preset } from '../../../src/engine/presets';
import { minus, played, plus, ruled } from './helpers';

const wbf = getPreset('wbf');
const abf = getPreset('abf');

const contestants = [
  { id: '1', direction: 'NS' as const },
  { id: '2', direction: 'NS' as const },
  { id: '3', direction: 'NS' as const },
  { id: '4', direction: 'EW' as const },
  { id: '5', direction: 'EW' as const },
  { id: '6', direction: 'EW' as const },
];

/**
 * Three boards, three tables (1v4, 2v5, 3v6). Boards 1 and 2: +100, +50, −50 → NS 4, 2, 0 (top 4).
 * Board 3: 1v4 Ave+ (NS) / Ave− (EW); +100 and +50 at the other tables, factored from 2 to 3:
 * (2 + 1) × 3/2 − 1 = 3.5 and (0 + 1) × 3/2 − 1 = 0.5.
 */
function sessionEvent(form: EventData['form'] = 'mp'): EventData {
  const entries: TravellerEntry[] = [];
  for (const b of [1, 2]) {
    entries.push(played(b, 100, '1', '4'), played(b, 50, '2', '5'), played(b, -50, '3', '6'));
  }
  entries.push(ruled(3, plus, minus, ['1', '4']), played(3, 100, '2', '5'), played(3, 50, '3', '6'));
  return { kind: 'pairs', form, contestants, entries };
}

const byId = (totals: SessionTotal[]) => Object.fromEntries(totals.map((t) => [t.id, t]));

describe('scoreEvent: matchpoint pairs', () => {
  it("Law 12C2(c): Ave+ becomes the non-offender's own 100 %, Ave− the offender's own 0 %", () => {
    const s = scoreEvent(sessionEvent(), wbf);
    const t = byId(s.totals);
    // Pair 1: 4 + 4 on boards 1-2 = 100 % → board 3 at 100 % of 4 = 4; total 12 of 12
    expect(t['1']).toMatchObject({ total: 12, percent: 100, boardsPlayed: 3, ownResult: 100 });
    // Pair 4: 0 % on its other boards → 0 on board 3
    expect(t['4']).toMatchObject({ total: 0, percent: 0 });
    // Pair 2: 2 + 2 + 3.5 = 7.5 of 12 = 62.5 %; pair 3: 0.5 → 4.1667 → 4.17; pair 6: 11.5 → 95.83
    expect(t['2']).toMatchObject({ total: 7.5, percent: 62.5 });
    expect(t['3'].percent).toBe(4.17);
    expect(t['3'].exactPercent).toBeCloseTo(50 / 12, 12);
    expect(t['6']).toMatchObject({ total: 11.5, percent: 95.83 });
    expect(t['5']).toMatchObject({ total: 4.5, percent: 37.5 });
    const b3 = s.boards.find((b) => b.board === 3)!;
    expect(b3.entries[0]).toMatchObject({ pctNS: 100, pctEW: 0 });
  });

  it('without the rule the artificial scores stay at 60 % / 40 %', () => {
    const off: Preset = { ...wbf, sessionRule: { ...wbf.sessionRule, apply: false } };
    const t = byId(scoreEvent(sessionEvent(), off).totals);
    // 4 + 4 + 2.4 = 10.4 of 12; 0 + 0 + 1.6 = 1.6 of 12
    expect(t['1'].total).toBeCloseTo(10.4, 12);
    expect(t['1'].percent).toBe(86.67);
    expect(t['4'].total).toBeCloseTo(1.6, 12);
  });

  it('the rule never lowers Ave+ below 60 % nor raises Ave− above 40 %', () => {
    // Own results between 40 and 60 leave 60/40; a non-offender below 60 keeps 60.
    expect(sessionRulePercent('plus', 60, 55, wbf.sessionRule)).toBe(60);
    expect(sessionRulePercent('plus', 60, 63.13, wbf.sessionRule)).toBe(63.13);
    expect(sessionRulePercent('minus', 40, 45, wbf.sessionRule)).toBe(40);
    expect(sessionRulePercent('minus', 40, 35, wbf.sessionRule)).toBe(35);
    expect(sessionRulePercent('average', 50, 80, wbf.sessionRule)).toBe(50);
    // Directors' quick check: 24 boards at 63.0 % with one Ave+ at 60 % → (63.0 × 24 − 60)/23 = 63.13 %
    expect(otherBoardsPercent(63, 24, [60])!).toBeCloseTo(63.1304, 4);
  });

  it('ranks each Mitchell direction separately, or all together when asked', () => {
    const s = scoreEvent(sessionEvent(), wbf);
    const t = byId(s.totals);
    expect(['1', '2', '3'].map((id) => t[id].rankLabel)).toEqual(['1', '2', '3']);
    expect(['6', '5', '4'].map((id) => t[id].rankLabel)).toEqual(['1', '2', '3']);
    const one = byId(scoreEvent(sessionEvent(), wbf, { rankFields: 'single' }).totals);
    expect(['1', '6', '2', '5', '3', '4'].map((id) => one[id].rank)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('Compscore scaling: a pair that played fewer boards has its total scaled to the session', () => {
    // Two boards; pair 3 v 6 did not play board 2. Board 2 (two results) keeps its own top 2 on the
    // traveller, but the totals use (M + 1) × 3/2 − 1: 100 → 3.5, 50 → 0.5.
    const entries: TravellerEntry[] = [
      played(1, 100, '1', '4'),
      played(1, 50, '2', '5'),
      played(1, -50, '3', '6'),
      played(2, 100, '1', '4'),
      played(2, 50, '2', '5'),
      { board: 2, ns: '3', ew: '6', status: 'notPlayed' },
    ];
    const s = scoreEvent({ kind: 'pairs', form: 'mp', contestants, entries }, abf);
    expect(s.sessionBoards).toBe(2);
    expect(s.boards[1].top).toBe(2);
    const t = byId(s.totals);
    expect(t['1']).toMatchObject({ total: 7.5, percent: 93.75, boardsPlayed: 2 });
    // Pair 6: 4 on one board × 2/1 = 8 of 8
    expect(t['6']).toMatchObject({ total: 8, percent: 100, boardsPlayed: 1 });
    expect(t['3']).toMatchObject({ total: 0, percent: 0 });
  });

  it('ACBL totals are printed 1 per beat', () => {
    const t = byId(scoreEvent(sessionEvent(), getPreset('acbl')).totals);
    // 12 two-per-beat matchpoints are 6 ACBL matchpoints
    expect(t['1'].total).toBe(6);
    expect(t['1'].percent).toBe(100);
  });

  it("individual events: both players of a side get the side's score", () => {
    const entries: TravellerEntry[] = [
      { board: 1, status: 'played', scoreNS: 100, players: { N: 'a', S: 'b', E: 'c', W: 'd' } },
      { board: 1, status: 'played', scoreNS: 50, players: { N: 'e', S: 'f', E: 'g', W: 'h' } },
    ];
    const s = scoreEvent({ kind: 'individual', form: 'mp', contestants: [], entries }, getPreset('ru-preferans'));
    const t = byId(s.totals);
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => t[id].percent)).toEqual([
      100, 100, 0, 0, 0, 0, 100, 100,
    ]);
    expect(t['a'].rankLabel).toBe('1=');
  });

  it('a contestant with no board is listed without a rank, never as a zero percentage', () => {
    const ev = sessionEvent();
    const s = scoreEvent({ ...ev, contestants: [...contestants, { id: '7' }] }, wbf);
    expect(byId(s.totals)['7']).toMatchObject({ boardsPlayed: 0, total: 0, rank: 0, rankLabel: '' });
    expect(byId(s.totals)['7'].percent).toBeUndefined();
  });
});

describe('rank', () => {
  const totals = (xs: number[]) =>
    xs.map((x, i) => ({ id: String(i), total: x, exactTotal: x, boardsPlayed: 1, rank: 0, rankLabel: '' }));

  it('shares the better rank between equal figures ("2=")', () => {
    // Shared vectors rank_helper: 10, 20, 20, 40 → 4, 2=, 2=, 1
    const t = totals([10, 20, 20, 40]);
    rank(t, 'total', 'single', 'equals');
    expect(t.map((x) => x.rankLabel)).toEqual(['4', '2=', '2=', '1']);
    const r = totals([10, 20, 20, 40]);
    rank(r, 'total', 'single', 'range');
    expect(r.map((x) => x.rankLabel)).toEqual(['4', '2-3', '2-3', '1']);
  });
});

describe('scoreEvent: IMP forms', () => {
  it('cross-IMPs (shared vector: 620, 170, 140, 140, −100)', () => {
    const entries = [620, 170, 140, 140, -100].map((s, i) => played(1, s, `n${i}`, `e${i}`));
    const s = scoreEvent({ kind: 'pairs', form: 'cross-imp', contestants: [], entries }, wbf);
    expect(s.entries.map((e) => e.impNS)).toEqual([10.5, -0.25, -1.25, -1.25, -7.75]);
    expect(s.entries.map((e) => e.impEW)).toEqual([-10.5, 0.25, 1.25, 1.25, 7.75]);
  });

  it('Butler: datum without the single highest and lowest (domain notes §3.3 example)', () => {
    // +1430, +650, +620 ×3, +600, +170, −100 → mean of the middle six 546.67 → 550
    const scores = [1430, 650, 620, 620, 620, 600, 170, -100];
    const entries = scores.map((s, i) => played(1, s, `n${i}`, `e${i}`));
    const s = scoreEvent({ kind: 'pairs', form: 'butler', contestants: [], entries }, getPreset('nbb'));
    expect(s.boards[0].datum).toEqual({ '': 550 });
    expect(s.entries.map((e) => e.impNS)).toEqual([13, 3, 2, 2, 2, 2, -9, -12]);
  });

  it("artificial IMPs: ±3, or the contestant's own IMP average per board (Law 12C2(c) IMP equivalent)", () => {
    // Board 1: 620, 170, 140 → cross-IMPs 10, −4.5, −5.5. Board 2: 1v4 Ave+/Ave−, 100 and 100 → 0, 0.
    const entries: TravellerEntry[] = [
      played(1, 620, '1', '4'),
      played(1, 170, '2', '5'),
      played(1, 140, '3', '6'),
      ruled(2, plus, minus, ['1', '4']),
      played(2, 100, '2', '5'),
      played(2, 100, '3', '6'),
    ];
    const ev: EventData = { kind: 'pairs', form: 'cross-imp', contestants, entries };
    const t = byId(scoreEvent(ev, wbf).totals);
    // Pair 1 averages +10 on its other board → +10 instead of +3; pair 4 averages −10 → −10 instead of −3.
    expect(t['1'].total).toBe(20);
    expect(t['4'].total).toBe(-20);
    expect(t['2'].total).toBe(-4.5);
    const off = byId(scoreEvent(ev, { ...wbf, sessionRule: { ...wbf.sessionRule, apply: false } }).totals);
    expect(off['1'].total).toBe(13);
    expect(off['4'].total).toBe(-13);
  });

  it('a weighted score is IMPed component by component (30 % × 6 + 30 % × 6 + 20 % × 12 + 20 % × 6)', () => {
    const imps: Record<number, number> = { 1: 6, 2: 6, 3: 12, 4: 6 };
    const items = [
      { score: 1, weight: 0.3 },
      { score: 2, weight: 0.3 },
      { score: 3, weight: 0.2 },
      { score: 4, weight: 0.2 },
    ];
    // 1.8 + 1.8 + 2.4 + 1.2 = 7.2 exactly (the domain notes print the whole IMP, +7)
    expect(weightedValue(items, (s) => imps[s])).toBe(7.2);
  });

  it('weighted scores in a Butler event: datum from the fractional frequencies', () => {
    // 4 tables: 420, 400, 170 and a weighted 0.5 × 420 + 0.5 × 170, i.e. frequencies 420: 1.5, 400: 1, 170: 1.5.
    // One unit of weight dropped from each end leaves 170: 0.5, 400: 1, 420: 0.5 → (85 + 400 + 210)/2 = 347.5
    // → 350. IMPs: 420 → +70 = 2; 400 → +50 = 2; 170 → −180 = −5; weighted: 0.5 × 2 + 0.5 × (−5) = −1.5
    const entries: TravellerEntry[] = [
      played(1, 420, 'a', 'b'),
      played(1, 400, 'c', 'd'),
      played(1, 170, 'e', 'f'),
      ruled(
        1,
        {
          kind: 'weighted',
          parts: [
            { ns: 420, weight: 0.5 },
            { ns: 170, weight: 0.5 },
          ],
        },
        undefined,
        ['g', 'h'],
      ),
    ];
    const s = scoreEvent({ kind: 'pairs', form: 'butler', contestants: [], entries }, getPreset('nbb'));
    expect(s.boards[0].datum).toEqual({ '': 350 });
    expect(s.entries.map((e) => e.impNS)).toEqual([2, 2, -5, -1.5]);
  });
});

describe('scoreEvent: Butler with few tables', () => {
  it('decides whether to drop extremes by the number of tables, not of weighted components', () => {
    // 3 tables (fewer than 4: plain mean): 420, 400 and 0.5 × 420 + 0.5 × 170.
    // (420 + 400 + 210 + 85) / 3 = 371.67 → 370; IMPs: +50 → 2, +30 → 1, 0.5 × 2 + 0.5 × IMP(−200) = 0.5 × 2 − 0.5 × 5
    const entries: TravellerEntry[] = [
      played(1, 420, 'a', 'b'),
      played(1, 400, 'c', 'd'),
      ruled(
        1,
        {
          kind: 'weighted',
          parts: [
            { ns: 420, weight: 0.5 },
            { ns: 170, weight: 0.5 },
          ],
        },
        undefined,
        ['e', 'f'],
      ),
    ];
    const s = scoreEvent({ kind: 'pairs', form: 'butler', contestants: [], entries }, getPreset('nbb'));
    expect(s.boards[0].datum).toEqual({ '': 370 });
    expect(s.entries.map((e) => e.impNS)).toEqual([2, 1, -1.5]);
  });
});

describe('scoreEvent: bad input', () => {
  it('names the problem', () => {
    const ev = sessionEvent();
    expect(() => scoreEvent({ ...ev, kind: 'teams' }, wbf)).toThrow("event kind 'teams' is not scored by the session");
    expect(() => scoreEvent({ ...ev, form: 'imp' }, wbf)).toThrow("scoring form 'imp' is not a pairs form");
    expect(() => scoreEvent({ ...ev, contestants: contestants.slice(1) }, wbf)).toThrow(
      "'1' is not a contestant of the event",
    );
    expect(() => scoreEvent({ ...ev, boards: [1, 2] }, wbf)).toThrow("board 3 is not one of the session's boards");
    expect(() => scoreEvent({ ...ev, entries: [...ev.entries, played(1, 0, '1', '5')] }, wbf)).toThrow(
      "contestant '1' has two results on board 1",
    );
    expect(() => scoreEvent({ ...ev, expectedResults: 0 }, wbf)).toThrow("expected results '0'");
    expect(() => scoreEvent({ ...ev, contestants: [...contestants, { id: '1' }] }, wbf)).toThrow(
      "contestant '1' is listed twice",
    );
  });
});
