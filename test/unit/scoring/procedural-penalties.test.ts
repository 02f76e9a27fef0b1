/**
 * Procedural penalties taken off totals: pairs sessions at matchpoints (two-per-beat and one-per-beat presets,
 * totals scaled to the session), IMP pairs forms, individual events (Law 12C3), team matches and knockouts.
 */
import { scoreEvent, type SessionTotal } from '../../../src/engine/scoring/session';
import {
  linePenalties,
  penalisedContestants,
  sessionPenaltyAmount,
  teamPenaltyAmount,
} from '../../../src/engine/scoring/procedural-penalties';
import { getPreset } from '../../../src/engine/presets';
import { parseRuling } from '../../../src/engine/rulings/notation';
import { parseLineMark, applyLineMark } from '../../../src/engine/rulings/line-mark';
import { scoreTeamMatch, type TeamMatch } from '../../../src/engine/teams/match';
import { scoreKnockout } from '../../../src/engine/teams/knockout';
import { wbfVp } from '../../../src/engine/scoring/vp';
import { BridgeInputError, type EventData, type TravellerEntry } from '../../../src/engine/model/types';

const byId = (totals: SessionTotal[]) => Object.fromEntries(totals.map((t) => [t.id, t]));

/** A line with `mark` written in its ruling cell. */
function line(board: number, table: number, ns: string, ew: string, scoreNS: number | undefined, mark = '') {
  const e: TravellerEntry = {
    board,
    table,
    ns,
    ew,
    ...(scoreNS !== undefined ? { scoreNS } : {}),
    status: scoreNS !== undefined ? 'played' : 'pending',
  };
  return applyLineMark(e, parseLineMark(mark, { board }));
}

const contestants = ['1', '2', '3', '4', '5', '6'].map((id) => ({ id, direction: id < '4' ? 'NS' : 'EW' }) as const);

/**
 * Three tables (1v4, 2v5, 3v6), two boards, NS +100 / +50 / −50 on each: NS 4, 2, 0 and EW 0, 2, 4 of a top
 * of 4 (two per beat). Without penalties: pair 1 8 of 8, pair 2 4, pair 3 0; pair 4 0, pair 5 4, pair 6 8.
 */
function mitchell(marks: Record<string, string> = {}, form: EventData['form'] = 'mp'): EventData {
  const entries: TravellerEntry[] = [];
  for (const b of [1, 2]) {
    entries.push(
      line(b, 1, '1', '4', 100, marks[`${b}/1`]),
      line(b, 2, '2', '5', 50, marks[`${b}/2`]),
      line(b, 3, '3', '6', -50, marks[`${b}/3`]),
    );
  }
  return { kind: 'pairs', form, contestants, entries };
}

describe('pairs at matchpoints', () => {
  it('WBF (two per beat): MP as written, % of the top of the board; the opponents gain nothing', () => {
    // Board 1 table 2: the score stands, PP EW 25 % of the top 4 = 1 → pair 5: 4 − 1 = 3 of 8 = 37.5 %.
    // Board 2 table 1: a ruling (the table's +100 assigned) with PP NS 2MP → pair 1: 8 − 2 = 6 of 8 = 75 %.
    const s = scoreEvent(mitchell({ '1/2': 'PP EW 25%', '2/1': 'NS 100 PP NS 2MP' }), getPreset('wbf'));
    const t = byId(s.totals);
    expect(t['5']).toMatchObject({ total: 3, penalty: 1, percent: 37.5, rank: 2 });
    expect(t['1']).toMatchObject({ total: 6, penalty: 2, percent: 75, rank: 1 });
    // Their opponents keep their own figures: pair 2 4 (50 %), pair 4 0.
    expect(t['2']).toMatchObject({ total: 4, percent: 50 });
    expect(t['2'].penalty).toBeUndefined();
    expect(t['4']).toMatchObject({ total: 0, percent: 0 });
    // The board scores do not move: board 1 table 2 is still NS 2, EW 2.
    expect(s.entries[1]).toMatchObject({ mpNS: 2, mpEW: 2, pctNS: 50, pctEW: 50 });
  });

  it('ACBL (one per beat): MP as the event prints them, % of the printed top', () => {
    // Printed tops are 2 a board, pair totals 4 of 4 at most. PP NS 1MP (printed MP) → pair 1: 4 − 1 = 3 of 4
    // = 75 %, the same share as 2 MP at two per beat. PP EW 25 % of the printed top 2 = 0.5 → pair 5: 2 − 0.5
    // = 1.5 of 4 = 37.5 %.
    const t = byId(scoreEvent(mitchell({ '1/2': 'PP EW 25%', '2/1': 'PP NS 1MP' }), getPreset('acbl')).totals);
    expect(t['1']).toMatchObject({ total: 3, penalty: 1, percent: 75 });
    expect(t['5']).toMatchObject({ total: 1.5, penalty: 0.5, percent: 37.5 });
  });

  it('ABF (totals scaled to the session): the penalty is a fixed amount, not scaled with the boards', () => {
    // Three boards; board 3 is not played at table 3 (NP). Pair 6 (EW at table 3) has 4 + 4 = 8 of 8 on two
    // boards, scaled to three: 8 × 3/2 = 12 of 12. PP EW 2MP on board 1 table 3: 12 − 2 = 10 (not (8 − 2) ×
    // 3/2 = 9); 10 of 12 = 83.33 %.
    const ev = mitchell({ '1/3': 'PP EW 2MP' });
    ev.entries.push(line(3, 1, '1', '4', 100), line(3, 2, '2', '5', 50), line(3, 3, '3', '6', undefined, 'NP'));
    const t = byId(scoreEvent(ev, getPreset('abf')).totals);
    expect(t['6']).toMatchObject({ total: 10, penalty: 2, percent: 83.33, boardsPlayed: 2 });
    expect(t['6'].exactTotal).toBe(10);
  });

  it('a penalty on a line that was not played still comes off the total', () => {
    // Board 2 table 3 not played, with PP NS 25 %: board 2's factored top is 4 (E = 3), so pair 3 loses 1:
    // 0 on board 1 − 1 = −1 of 4 = −25 %.
    const t = byId(scoreEvent(mitchell({ '2/3': 'NP PP NS 25%' }), getPreset('wbf')).totals);
    expect(t['3']).toMatchObject({ total: -1, penalty: 1, percent: -25, boardsPlayed: 1 });
  });

  it('units the form has no figure for are refused, naming the penalty and the line', () => {
    expect(() => scoreEvent(mitchell({ '1/2': 'PP EW 3IMP' }), getPreset('wbf'))).toThrow(
      /board 1, table 2: procedural penalty 'PP EW 3IMP' is in IMPs, which a matchpoint form does not have/,
    );
    expect(() => scoreEvent(mitchell({ '1/2': 'A+ PP EW 1VP' }), getPreset('wbf'))).toThrow(
      /procedural penalty 'PP EW 1VP' is in VPs, but a pairs session has no VPs/,
    );
  });
});

describe('pairs at IMPs', () => {
  it('Butler: IMPs come off the total; matchpoints and % of a top are refused', () => {
    // Board 1: +100, +50, −50; the datum is the mean 33.33 rounded to 30 → +70 = 2 IMP, +20 = 1, −80 = −3
    // (WBF: no results dropped below 4). Board 2 the same. Pair 1: 2 + 2 = 4, less PP NS 3IMP = 1.
    const plain = byId(scoreEvent(mitchell({}, 'butler'), getPreset('wbf')).totals);
    expect(plain['1'].total).toBe(4);
    const t = byId(scoreEvent(mitchell({ '1/1': 'PP NS 3IMP' }, 'butler'), getPreset('wbf')).totals);
    expect(t['1']).toMatchObject({ total: 1, penalty: 3 });
    expect(t['1'].percent).toBeUndefined();
    expect(() => scoreEvent(mitchell({ '1/1': 'PP NS 25%' }, 'butler'), getPreset('wbf'))).toThrow(
      /board 1, table 1: procedural penalty 'PP NS 25%' is in per cent of a top, which an IMP form does not have/,
    );
    expect(() => scoreEvent(mitchell({ '1/1': 'PP NS 1MP' }, 'cross-imp'), getPreset('wbf'))).toThrow(
      /'PP NS 1MP' is in matchpoints/,
    );
  });
});

describe('individual events (Law 12C3)', () => {
  /** One board, two tables: a-b NS +100 (2 of top 2), c-d EW (0); e-f NS +50 (0), g-h EW (2). */
  function individual(mark1 = '', mark2 = ''): EventData {
    const e1: TravellerEntry = {
      board: 1,
      table: 1,
      players: { N: 'a', S: 'b', E: 'c', W: 'd' },
      scoreNS: 100,
      status: 'played',
    };
    const e2: TravellerEntry = {
      board: 1,
      table: 2,
      players: { N: 'e', S: 'f', E: 'g', W: 'h' },
      scoreNS: 50,
      status: 'played',
    };
    return {
      kind: 'individual',
      form: 'mp',
      contestants: [],
      entries: [applyLineMark(e1, parseLineMark(mark1)), applyLineMark(e2, parseLineMark(mark2))],
    };
  }

  it('the player named pays alone; with no player named both players of the side pay', () => {
    // PP NS 1MP player a: a 2 − 1 = 1, b keeps 2. PP EW 25 % of the top 2 = 0.5 at table 2: g and h 2 − 0.5.
    const t = byId(scoreEvent(individual('PP NS 1MP player a', 'PP EW 25%'), getPreset('wbf')).totals);
    expect(t.a).toMatchObject({ total: 1, penalty: 1, percent: 50 });
    expect(t.b).toMatchObject({ total: 2, percent: 100 });
    expect(t.b.penalty).toBeUndefined();
    expect(t.g).toMatchObject({ total: 1.5, penalty: 0.5, percent: 75 });
    expect(t.h).toMatchObject({ total: 1.5, penalty: 0.5, percent: 75 });
  });

  it('a player who did not sit on the penalised side is refused', () => {
    expect(() => scoreEvent(individual('PP NS 1MP player c'), getPreset('wbf'))).toThrow(
      /board 1, table 1: procedural penalty 'PP NS 1MP player c': player c did not sit NS \(a and b did\)/,
    );
  });
});

describe('the rule module', () => {
  it('linePenalties: the ruling’s, then the line’s own', () => {
    const e: TravellerEntry = {
      board: 1,
      status: 'ruled',
      ruling: parseRuling('A+ PP NS 1MP'),
      penalties: [{ direction: 'EW', amount: 2, unit: 'mp' }],
    };
    expect(linePenalties(e).map((p) => p.direction)).toEqual(['NS', 'EW']);
    expect(linePenalties({ board: 1, status: 'played' })).toEqual([]);
  });

  it('sessionPenaltyAmount and teamPenaltyAmount', () => {
    // 10 % of a top of 12 = 1.2.
    expect(sessionPenaltyAmount({ direction: 'NS', amount: 10, unit: 'pctTop' }, 'mp', 12, 'x')).toBeCloseTo(1.2, 12);
    expect(sessionPenaltyAmount({ direction: 'NS', amount: 3, unit: 'imp' }, 'cross-imp', undefined, 'x')).toBe(3);
    expect(teamPenaltyAmount({ direction: 'NS', amount: 1, unit: 'vp' }, 'x')).toEqual({ imps: 0, vp: 1 });
    expect(() => sessionPenaltyAmount({ direction: 'NS', amount: -1, unit: 'mp' }, 'mp', 4, 'here')).toThrow(
      /here: procedural penalty 'PP NS -1MP': '-1' is not a positive amount/,
    );
    expect(() => penalisedContestants({ direction: 'EW', amount: 1, unit: 'mp' }, [], false, 'here')).toThrow(
      BridgeInputError,
    );
  });
});

describe('team matches', () => {
  /**
   * Board 1: +420 in both rooms → 0 IMP. Board 2: open +100, closed −100 → home +200 = 5 IMP, away −5.
   */
  function match(): TeamMatch {
    return {
      home: 'H',
      away: 'A',
      boards: [
        { board: 1, open: { scoreNS: 420 }, closed: { scoreNS: 420 } },
        { board: 2, open: { scoreNS: 100 }, closed: { scoreNS: -100 } },
      ],
    };
  }

  it('IMPs come off the penalised team’s match IMPs, VPs off its VPs; the boards stand', () => {
    const m = match();
    // Open room EW is the away team: PP EW 3IMP → away −5 − 3 = −8.
    m.boards[0].open!.penalties = [{ direction: 'EW', amount: 3, unit: 'imp' }];
    // Closed room EW is the home team: PP EW 1VP (in a ruling that keeps the table result).
    m.boards[1].closed = { scoreNS: -100, ruling: parseRuling('NS -100 PP EW 1VP', { board: 2 }) };
    const s = scoreTeamMatch(m, { vp: { scale: 'wbf' } });
    expect(s.boards.map((b) => [b.home, b.away])).toEqual([
      [0, 0],
      [5, -5],
    ]);
    expect(s).toMatchObject({ homeImps: 5, awayImps: -8, awayPenalty: 3, homeVpPenalty: 1 });
    expect(s.homePenalty).toBeUndefined();
    // VPs from each team's own margin, then the VP penalty: home wbfVp(5, 2 boards) − 1; away wbfVp(−8, 2).
    expect(s.homeVp).toBeCloseTo(wbfVp(5, 2) - 1, 12);
    expect(s.awayVp).toBeCloseTo(wbfVp(-8, 2), 12);
    const clean = scoreTeamMatch(match(), { vp: { scale: 'wbf' } });
    expect(clean.homeVp! - s.homeVp!).toBeCloseTo(1, 12);
  });

  it('matchpoints and % of a top are refused in a team match, naming the board and room', () => {
    const m = match();
    m.boards[1].closed!.penalties = [{ direction: 'NS', amount: 25, unit: 'pctTop' }];
    expect(() => scoreTeamMatch(m)).toThrow(
      /board 2, closed room: procedural penalty 'PP NS 25%' is in per cent of a top, which a team match does not have/,
    );
  });

  it('a knockout: IMP penalties come off the team’s total; VP penalties are refused', () => {
    const m = match();
    m.boards[1].open!.penalties = [{ direction: 'NS', amount: 2, unit: 'imp' }];
    // Home won 5 IMP on board 2, less 2 = 3; away 0.
    const k = scoreKnockout({ home: 'H', away: 'A', segments: [m.boards] });
    expect(k).toMatchObject({ homeTotal: 3, awayTotal: 0, winner: 'H' });
    m.boards[1].open!.penalties = [{ direction: 'NS', amount: 1, unit: 'vp' }];
    expect(() => scoreKnockout({ home: 'H', away: 'A', segments: [m.boards] })).toThrow(/does not apply to a knockout/);
  });
});
