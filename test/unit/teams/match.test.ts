import { law12c4Average } from '../../../src/engine/laws/law12/knockout';
import { artificialByFault, assignedImpsForHome, law86b1, law86b2 } from '../../../src/engine/laws/law86/imps';
import {
  carryOverFromMargin,
  scoreKnockout,
  scoreTeamMatch,
  teamStandings,
  teamTotals,
  toMatchResult,
  type TeamBoard,
} from '../../../src/engine/teams';
import { parseContract } from '../../../src/engine/model/contract';
import { ACBL_20VP_6_8 } from '../../../src/engine/scoring/vp';
import { getPreset } from '../../../src/engine/presets';
import type { Contract } from '../../../src/engine/model/types';

const c = (t: string) => parseContract(t) as Contract;

describe('two-table match', () => {
  const boards: TeamBoard[] = [
    // Board 1 (none vul): open 4S= by N +420, closed 4S−1 by S −50 → +470 → home +10.
    { board: 1, open: { played: { contract: c('4S'), declarer: 'N', tricks: 10 } }, closed: { scoreNS: -50 } },
    // Board 2 (NS vul): open 3NT= by E −400... no: E declarer, NS vul, EW not: −400; closed +100 → −500 → −11.
    { board: 2, open: { played: { contract: c('3NT'), declarer: 'E', tricks: 9 } }, closed: { scoreNS: 100 } },
    // Board 3: push 110 / 110.
    { board: 3, open: { scoreNS: 110 }, closed: { scoreNS: 110 } },
  ];
  it('IMPs per board and totals', () => {
    const m = scoreTeamMatch({ home: 'A', away: 'B', boards });
    expect(m.boards.map((b) => [b.difference, b.home, b.away])).toEqual([
      [470, 10, -10],
      [-500, -11, 11],
      [0, 0, 0],
    ]);
    expect([m.homeImps, m.awayImps, m.homeFor, m.homeAgainst, m.awayFor, m.awayAgainst]).toEqual([
      -1, 1, 10, 11, 11, 10,
    ]);
    expect(m.complete).toBe(true);
    expect(m.boardsScored).toBe(3);
  });
  it('VPs: WBF continuous over the match length, or a discrete scale', () => {
    // 3 boards: X = 15√3 = 25.98; margin 1: r^(1/25.98) = e^(−1.44363/25.98) = 0.945949;
    // 10 + 10 × 0.054051/0.763932 = 10.7075 → 10.71 to B, 9.29 to A.
    const m = scoreTeamMatch({ home: 'A', away: 'B', boards }, { vp: { scale: 'wbf' } });
    expect([m.homeVp, m.awayVp]).toEqual([9.29, 10.71]);
    const d = scoreTeamMatch({ home: 'A', away: 'B', boards }, { vp: { scale: ACBL_20VP_6_8 } });
    expect([d.homeVp, d.awayVp]).toEqual([9, 11]);
    const w16 = scoreTeamMatch({ home: 'A', away: 'B', boards }, { vp: { scale: 'wbf', boards: 16 } });
    expect(w16.awayVp).toBe(10.31);
  });
  it('a pending room leaves the board unscored and the match incomplete', () => {
    const m = scoreTeamMatch({ home: 'A', away: 'B', boards: [...boards, { board: 4, open: { scoreNS: 620 } }] });
    expect(m.boards[3]).toEqual({ board: 4, status: 'pending' });
    expect(m.complete).toBe(false);
    expect(m.homeImps).toBe(-1);
  });
  it('a board not played in either room counts for nobody; in one room only it needs a ruling', () => {
    const both = scoreTeamMatch({
      home: 'A',
      away: 'B',
      boards: [{ board: 5, open: { status: 'notPlayed' }, closed: { status: 'notPlayed' } }],
    });
    expect(both.boards[0].status).toBe('notPlayed');
    expect(() =>
      scoreTeamMatch({
        home: 'A',
        away: 'B',
        boards: [{ board: 5, open: { scoreNS: 420 }, closed: { status: 'notPlayed' } }],
      }),
    ).toThrow('board 5: the closed room has no result; give the board an adjusted score (Law 86B)');
  });
  it('names inconsistent or bad input', () => {
    expect(() =>
      scoreTeamMatch({
        home: 'A',
        away: 'B',
        boards: [
          {
            board: 1,
            open: { scoreNS: 400, played: { contract: c('4S'), declarer: 'N', tricks: 10 } },
            closed: { scoreNS: 0 },
          },
        ],
      }),
    ).toThrow('board 1, open room: NS score 400 does not match the contract played (420)');
    expect(() =>
      scoreTeamMatch({
        home: 'A',
        away: 'B',
        boards: [{ board: 1, open: { scoreNS: 'x' as never }, closed: { scoreNS: 0 } }],
      }),
    ).toThrow("board 1, open room: score 'x' is not a number");
    expect(() =>
      scoreTeamMatch({
        home: 'A',
        away: 'B',
        boards: [{ board: 2, open: { scoreNS: 1 }, closed: { scoreNS: 1 } }, { board: 2 }],
      }),
    ).toThrow('board 2 appears twice');
    expect(() =>
      scoreTeamMatch({
        home: 'A',
        away: 'B',
        boards: [{ board: 1, open: { played: { contract: c('4S'), tricks: 10 } }, closed: { scoreNS: 0 } }],
      }),
    ).toThrow('declarer is missing for contract 4S');
  });
});

describe('adjusted scores at a table', () => {
  it('weighted assigned score: the components are IMPed and weighted', () => {
    // Open room assigned 60 % of +620 and 40 % of +170 (NS); closed room +170.
    // 0.6 × imps(450) + 0.4 × imps(0) = 0.6 × 10 = 6.
    const m = scoreTeamMatch({
      home: 'A',
      away: 'B',
      boards: [
        {
          board: 1,
          open: {
            scoreNS: 170,
            ruling: {
              ns: {
                kind: 'weighted',
                parts: [
                  { ns: 620, weight: 0.6 },
                  { ns: 170, weight: 0.4 },
                ],
              },
              ew: {
                kind: 'weighted',
                parts: [
                  { ns: 620, weight: 0.6 },
                  { ns: 170, weight: 0.4 },
                ],
              },
            },
          },
          closed: { scoreNS: 170 },
        },
      ],
    });
    expect(m.boards[0].home).toBeCloseTo(6, 12);
    expect(m.boards[0].away).toBeCloseTo(-6, 12);
  });
  it('artificial scores: ±3 IMPs by default, the value from the options, or the figure given', () => {
    const board = (ns: 'plus' | 'minus' | 'average', ew: 'plus' | 'minus' | 'average', imps?: number): TeamBoard => ({
      board: 1,
      open: { ruling: { ns: { kind: 'artificial', level: ns, imps }, ew: { kind: 'artificial', level: ew } } },
      closed: { scoreNS: 420 },
    });
    const m = scoreTeamMatch({ home: 'A', away: 'B', boards: [board('plus', 'minus')] });
    expect([m.boards[0].home, m.boards[0].away]).toEqual([3, -3]);
    const two = scoreTeamMatch(
      { home: 'A', away: 'B', boards: [board('plus', 'minus')] },
      { artificialImps: { plus: 2, average: 0, minus: -2 } },
    );
    expect([two.boards[0].home, two.boards[0].away]).toEqual([2, -2]);
    // Ave+ to both (outside agency): does not balance in a Swiss ...
    const both = scoreTeamMatch({ home: 'A', away: 'B', boards: [board('plus', 'plus')] });
    expect([both.boards[0].home, both.boards[0].away, both.boards[0].balanced]).toEqual([3, 3, false]);
    // ... and averages to 0 / 0 under Law 12C4.
    const ko = scoreTeamMatch({ home: 'A', away: 'B', boards: [board('plus', 'plus')] }, { nonBalancing: 'average' });
    expect([ko.boards[0].home, ko.boards[0].away]).toEqual([0, 0]);
    // An explicit figure (12C2(c): the team's own average of +4.5) overrides.
    const own = scoreTeamMatch({ home: 'A', away: 'B', boards: [board('plus', 'minus', 4.5)] });
    expect(own.boards[0].home).toBe(4.5);
  });
  it('Law 12C4, the worked example of §2.4: A +0.5, B −0.5', () => {
    // Table 1 (open): A (NS, non-offending) given +620; B (EW, offending) charged −650, i.e. NS +650.
    // Other table (closed): B's NS pair +620.
    const boards: TeamBoard[] = [
      {
        board: 1,
        open: { ruling: { ns: { kind: 'assigned', ns: 620 }, ew: { kind: 'assigned', ns: 650 }, laws: ['12C1(e)'] } },
        closed: { scoreNS: 620 },
      },
    ];
    // Separate scoring: A 620 − 620 = 0; B −650 + 620 = −30 → −1.
    const sep = scoreTeamMatch({ home: 'A', away: 'B', boards });
    expect([sep.boards[0].home, sep.boards[0].away, sep.boards[0].balanced]).toEqual([0, -1, false]);
    const ko = scoreTeamMatch({ home: 'A', away: 'B', boards }, { nonBalancing: 'average' });
    expect([ko.boards[0].home, ko.boards[0].away, ko.boards[0].balanced]).toEqual([0.5, -0.5, true]);
    expect(ko.boards[0].laws).toEqual(['12C1(e)', '12C4']);
    expect(law12c4Average(0, -1)).toEqual({ home: 0.5, away: -0.5 });
  });
});

describe('Law 86B', () => {
  it('86B1: other result clearly favourable → the assigned score is IMPed against it', () => {
    // Closed room +1430 (NS made a slam); board could not be played in the open room; assigned +1430 70 %,
    // +680 30 %: 0.7 × 0 + 0.3 × imps(680 − 1430 = −750 → −13) = −3.9 for the home team.
    const r = law86b1({
      room: 'open',
      otherNS: 1430,
      clearlyFavourable: true,
      assigned: [
        { ns: 1430, weight: 0.7 },
        { ns: 680, weight: 0.3 },
      ],
      fault: 'none',
    });
    expect(r.home).toBeCloseTo(-3.9, 12);
    expect(r.away).toBeCloseTo(3.9, 12);
    expect(r.laws).toEqual(['86B1', '12C1(c)']);
    // Same assignment in the closed room: the home team sits EW there, so the sign flips.
    expect(assignedImpsForHome('closed', 680, 1430)).toBe(13);
    expect(() => law86b1({ room: 'open', otherNS: 1430, clearlyFavourable: true, fault: 'none' })).toThrow(
      'an assigned score is required',
    );
  });
  it('86B1: not clearly favourable → artificial by fault', () => {
    expect(law86b1({ room: 'open', otherNS: 420, clearlyFavourable: false, fault: 'away' })).toMatchObject({
      home: 3,
      away: -3,
    });
    expect(law86b1({ room: 'open', otherNS: 420, clearlyFavourable: false, fault: 'home' })).toMatchObject({
      home: -3,
      away: 3,
    });
  });
  it('86B2(a) no team at fault: cancelled by default, or artificial by option', () => {
    expect(law86b2({ fault: 'none' })).toEqual({ home: 0, away: 0, cancelled: true, laws: ['86B2(a)'] });
    expect(law86b2({ fault: 'none' }, { noFault: 'plus' })).toEqual({ home: 3, away: 3, laws: ['86B2(a)', '12C2'] });
  });
  it('86B2(b) one team at fault: the better of Ave+ and the assigned score, offenders the complement', () => {
    // Away at fault; assigned score would give home +6 → home +6, away −6.
    expect(law86b2({ fault: 'away', assignedHomeImps: 6 })).toMatchObject({ home: 6, away: -6 });
    // Assigned gives home only +1 → Ave+ (+3) is better.
    expect(law86b2({ fault: 'away', assignedHomeImps: 1 })).toMatchObject({ home: 3, away: -3 });
    // Home at fault; assigned score gives home −7 → away (NOS) +7, home −7.
    expect(law86b2({ fault: 'home', assignedHomeImps: -7 })).toMatchObject({ home: -7, away: 7 });
    expect(law86b2({ fault: 'home' })).toMatchObject({ home: -3, away: 3 });
  });
  it('86B2(c) both at fault: artificial (Ave− each by default) or cancelled', () => {
    expect(law86b2({ fault: 'both' })).toEqual({ home: -3, away: -3, laws: ['86B2(c)', '12C2'] });
    expect(law86b2({ fault: 'both' }, { bothAtFault: 'cancel' }).cancelled).toBe(true);
    expect(artificialByFault('both', { bothAtFault: 'average' })).toMatchObject({ home: 0, away: 0 });
    expect(() => law86b2({ fault: 'north' as never })).toThrow("fault 'north'");
  });
  it('a decided board enters the match as it is', () => {
    const m = scoreTeamMatch({
      home: 'A',
      away: 'B',
      boards: [
        { board: 1, open: { scoreNS: 100 }, closed: { scoreNS: -100 } }, // 200 → +5
        { board: 2, decided: law86b2({ fault: 'away', assignedHomeImps: 1 }) },
        { board: 3, decided: law86b2({ fault: 'none' }) },
      ],
    });
    expect(m.boards.map((b) => [b.status, b.home, b.away])).toEqual([
      ['scored', 5, -5],
      ['scored', 3, -3],
      ['cancelled', undefined, undefined],
    ]);
    expect(m.homeImps).toBe(8);
    expect(m.boardsScored).toBe(2);
  });
});

describe('standings', () => {
  const results = [
    { home: 'A', away: 'B', homeVp: 15, awayVp: 5, homeFor: 30, homeAgainst: 10, awayFor: 10, awayAgainst: 30 },
    { home: 'C', away: 'D', homeVp: 12, awayVp: 8, homeFor: 20, homeAgainst: 14, awayFor: 14, awayAgainst: 20 },
    { home: 'A', away: 'C', homeVp: 5, awayVp: 15, homeFor: 12, homeAgainst: 32, awayFor: 32, awayAgainst: 12 },
    { home: 'B', away: 'D', homeVp: 10, awayVp: 10, homeFor: 20, homeAgainst: 20, awayFor: 20, awayAgainst: 20 },
  ];
  it('ranks by VPs; level teams share the rank without tie-breaks', () => {
    // A 20, B 15, C 27, D 18 — and after a bye for B (12): B 27 level with C.
    const s = teamStandings([...results, { home: 'B', homeVp: 0 }]);
    expect(s.map((r) => [r.team, r.vp, r.rankLabel])).toEqual([
      ['B', 27, '1='],
      ['C', 27, '1='],
      ['A', 20, '3'],
      ['D', 18, '4'],
    ]);
  });
  it('a shared rank is printed as the preset says: "1=" or "1-2" (ranking.tieLabel; FFB / Magic Contest "1-2")', () => {
    const withBye = [...results, { home: 'B', homeVp: 0 }];
    expect(teamStandings(withBye, { tieLabel: 'range' }).map((r) => r.rankLabel)).toEqual(['1-2', '1-2', '3', '4']);
    expect(getPreset('ffb').ranking.tieLabel).toBe('range');
    // Net IMPs (a teams file, or the Travellers of a teams event): A and B level on +10 share places 1-2.
    const match = (home: string, away: string, imps: number) => ({
      ...scoreTeamMatch({ home, away, boards: [] }),
      homeImps: imps,
      awayImps: -imps,
    });
    // C and D: −10 each, and their own match drawn (0).
    const ranked = teamTotals([match('A', 'C', 10), match('B', 'D', 10), match('C', 'D', 0)], 'range');
    expect(ranked.map((t) => [t.id, t.total, t.rankLabel])).toEqual([
      ['A', 10, '1-2'],
      ['B', 10, '1-2'],
      ['C', -10, '3-4'],
      ['D', -10, '3-4'],
    ]);
    expect(teamTotals([match('A', 'C', 10), match('B', 'D', 10)]).map((t) => t.rankLabel)).toEqual([
      '1=',
      '1=',
      '3=',
      '3=',
    ]);
  });
  it('tie-breaks in order: head to head, then IMP quotient', () => {
    // B and C never met: head-to-head is 0–0, so the IMP quotient decides: C 52/26 = 2.0, B 30/50 = 0.6.
    const s = teamStandings([...results, { home: 'B', homeVp: 0 }], { tieBreaks: ['headToHead', 'impQuotient'] });
    expect(s.slice(0, 2).map((r) => [r.team, r.rankLabel])).toEqual([
      ['C', '1'],
      ['B', '2'],
    ]);
    // Head to head decides when the tied teams met: A v B 12–8, C v A 15–5, B v C 9–11 → A 17, B 17, C 26.
    const level = teamStandings(
      [
        { home: 'A', away: 'B', homeVp: 12, awayVp: 8 },
        { home: 'C', away: 'A', homeVp: 15, awayVp: 5 },
        { home: 'B', away: 'C', homeVp: 9, awayVp: 11 },
      ],
      { tieBreaks: ['headToHead'] },
    );
    expect(level.map((r) => [r.team, r.vp, r.rankLabel])).toEqual([
      ['C', 26, '1'],
      ['A', 17, '2'],
      ['B', 17, '3'],
    ]);
  });
  it('byes get the option value and scored matches convert', () => {
    const m = scoreTeamMatch(
      { home: 'X', away: 'Y', boards: [{ board: 1, open: { scoreNS: 420 }, closed: { scoreNS: -50 } }] },
      { vp: { scale: 'wbf' } },
    );
    const s = teamStandings([toMatchResult(m), { home: 'Z', homeVp: 0 }], { byeVp: 14 });
    expect(s.find((r) => r.team === 'Z')?.vp).toBe(14);
    // X won 420 − (−50) = 470 → 10 IMPs over 1 board (X = 15): 10 + 10(1 − r^(2/3))/(1 − r) = 18.09.
    expect(s.map((r) => [r.team, r.vp])).toEqual([
      ['X', 18.09],
      ['Z', 14],
      ['Y', 1.91],
    ]);
    expect(() => toMatchResult(scoreTeamMatch({ home: 'X', away: 'Y', boards: [] }))).toThrow('has no VPs');
    expect(() => teamStandings([{ home: 'A', away: 'A', homeVp: 1, awayVp: 1 }])).toThrow('cannot play itself');
  });
});

describe('knockout', () => {
  const seg1: TeamBoard[] = [
    { board: 1, open: { scoreNS: 420 }, closed: { scoreNS: -50 } }, // +10
    { board: 2, open: { scoreNS: -100 }, closed: { scoreNS: 110 } }, // −210 → −5
  ];
  const seg2: TeamBoard[] = [
    // 12C4 board: +0.5 to home.
    {
      board: 17,
      open: { ruling: { ns: { kind: 'assigned', ns: 620 }, ew: { kind: 'assigned', ns: 650 } } },
      closed: { scoreNS: 620 },
    },
  ];
  it('totals with a carry-over, half IMPs from 12C4', () => {
    // Home: 4.5 carry + 10 + 0.5 = 15; away: 5.
    const k = scoreKnockout({ home: 'H', away: 'V', carryOver: 4.5, segments: [seg1, seg2] });
    expect([k.homeTotal, k.awayTotal, k.winner, k.tied]).toEqual([15, 5, 'H', false]);
    expect(k.segments[1].boards[0].home).toBe(0.5);
  });
  it('carry-over to the away team, and a tie', () => {
    // Away carries 5.5; home 10 + 0.5 = 10.5; away 5 + 5.5 = 10.5 → tie.
    const k = scoreKnockout({ home: 'H', away: 'V', carryOver: -5.5, segments: [seg1, seg2] });
    expect([k.homeTotal, k.awayTotal, k.tied, k.winner]).toEqual([10.5, 10.5, true, undefined]);
  });
  it('carry-over from an earlier margin', () => {
    // 1/3 of 20 = 6.67, to 0.5 → 6.5; capped at 5; negative margins keep the sign.
    expect(carryOverFromMargin(20, { fraction: 1 / 3, roundTo: 0.5 })).toBe(6.5);
    expect(carryOverFromMargin(20, { fraction: 1 / 3, max: 5 })).toBe(5);
    expect(carryOverFromMargin(-21, { fraction: 1 / 3 })).toBe(-7);
  });
});
