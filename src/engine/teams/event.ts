/**
 * A whole teams event scored at once: every match of the Matches list (round, home, away, its boards from the two
 * rooms), each match's IMP totals (with a knockout's carry-over and Law 12C4 averaging), its VPs on the WBF 2013
 * scale or a discrete table, and the standings (VPs, then the tie-breaks the conditions of contest name).
 *
 * A match without boards can carry a mark instead (matches' ruling column): `BYE` (the home team has no opponent)
 * or `FORFEIT home` / `FORFEIT away` (that team does not play). Their VPs come from the conditions of contest,
 * never from a typed number.
 */
import { BridgeInputError } from '../model/types';
import type { ConditionsOptions } from '../presets/types';
import { discreteVp, wbfVp, type DiscreteVpScale, type FractionalImps } from '../scoring/vp';
import { scoreKnockout } from './knockout';
import { scoreTeamMatch, type TeamBoard, type TeamBoardScore, type TeamMatchOptions } from './match';
import { teamStandings, type MatchResult, type Standing } from './standings';

/** What a match's ruling column says: played normally, a bye, or a forfeit by one side. */
export type MatchMark = { kind: 'played' } | { kind: 'bye' } | { kind: 'forfeit'; side: 'home' | 'away' };

/** Reads a match mark: blank, BYE, or FORFEIT HOME / FORFEIT AWAY (any case, spaces free). */
export function parseMatchMark(text: string): MatchMark {
  const t = text.trim().toUpperCase().replace(/\s+/g, ' ');
  if (t === '') return { kind: 'played' };
  if (t === 'BYE') return { kind: 'bye' };
  const m = /^FORFEIT (HOME|AWAY)$/.exec(t);
  if (m) return { kind: 'forfeit', side: m[1] === 'HOME' ? 'home' : 'away' };
  throw new BridgeInputError(`match mark '${text}' is not BYE, FORFEIT home or FORFEIT away`, text);
}

export interface TeamsEventMatch {
  round?: number;
  home: string;
  /** Absent for a bye. */
  away?: string;
  boards: TeamBoard[];
  /** Boards scheduled (the VP scale's match length). Default: the number of boards given. */
  scheduled?: number;
  /** IMPs the home team starts with (a knockout's carry-over; negative: to the away team). */
  carryOver?: number;
  mark?: MatchMark;
}

/** A VP scale per match length: the WBF 2013 formula, or a discrete table for each number of boards. */
export type EventVpScale =
  { kind: 'wbf'; fractional?: FractionalImps } | { kind: 'tables'; tables: ReadonlyMap<number, DiscreteVpScale> };

export interface TeamsEventOptions {
  match: Omit<TeamMatchOptions, 'vp' | 'nonBalancing'>;
  /** A knockout: Law 12C4 averaging, carry-over counted, no VPs and no standings. */
  knockout?: boolean;
  vp: EventVpScale;
  conditions: ConditionsOptions;
  /** How a shared place in the standings is printed (the preset's ranking.tieLabel; default 'equals', "3="). */
  tieLabel?: 'equals' | 'range';
}

export interface EventMatchScore {
  round?: number;
  home: string;
  away?: string;
  mark: MatchMark;
  boards: TeamBoardScore[];
  scheduled: number;
  boardsScored: number;
  complete: boolean;
  carryOver: number;
  /** IMPs won by each team (with the carry-over of a knockout), less its IMP penalties. */
  homeImps: number;
  awayImps: number;
  /** The home team's margin, converted to VPs. */
  margin: number;
  homeVp?: number;
  awayVp?: number;
}

export interface TeamsEventScore {
  matches: EventMatchScore[];
  /** Absent in a knockout. */
  standings?: Standing[];
}

function vpOf(margin: number, boards: number, scale: EventVpScale): number {
  if (scale.kind === 'wbf') return wbfVp(margin, boards, { fractional: scale.fractional });
  const table = scale.tables.get(boards);
  if (!table) {
    const have = [...scale.tables.keys()].sort((a, b) => a - b).join(', ');
    throw new BridgeInputError(`no VP table for a match of ${boards} boards (tables for ${have || 'none'})`, boards);
  }
  return discreteVp(margin, table);
}

function scoreOne(m: TeamsEventMatch, o: TeamsEventOptions): EventMatchScore {
  const mark = m.mark ?? { kind: 'played' };
  const carryOver = m.carryOver ?? 0;
  const scheduled = m.scheduled ?? m.boards.length;
  const base = { round: m.round, home: m.home, away: m.away, mark, scheduled, carryOver };
  if (mark.kind === 'bye' || mark.kind === 'forfeit') {
    if (m.boards.some((b) => b.open || b.closed)) {
      throw new BridgeInputError(`match ${m.home} v ${m.away ?? '—'}: marked ${mark.kind} but it has results`, m);
    }
    const f = o.conditions.forfeitVp;
    if (mark.kind === 'forfeit' && !f) {
      throw new BridgeInputError('the conditions of contest give no VPs for a forfeit', o.conditions);
    }
    const homeVp = mark.kind === 'bye' ? o.conditions.byeVp : mark.side === 'home' ? f!.offending : f!.nonOffending;
    const awayVp = mark.kind === 'forfeit' ? (mark.side === 'away' ? f!.offending : f!.nonOffending) : undefined;
    return {
      ...base,
      boards: [],
      boardsScored: 0,
      complete: true,
      homeImps: 0,
      awayImps: 0,
      margin: 0,
      ...(o.knockout ? {} : { homeVp, awayVp }),
    };
  }
  if (m.away === undefined) throw new BridgeInputError(`match of ${m.home} has no opponent: mark it BYE`, m);
  if (o.knockout) {
    const k = scoreKnockout({ home: m.home, away: m.away, carryOver, segments: [m.boards] }, o.match);
    const s = k.segments[0];
    return {
      ...base,
      boards: s.boards,
      boardsScored: s.boardsScored,
      complete: s.complete,
      homeImps: k.homeTotal,
      awayImps: k.awayTotal,
      margin: k.homeTotal - k.awayTotal,
    };
  }
  const s = scoreTeamMatch({ home: m.home, away: m.away, boards: m.boards }, { ...o.match, nonBalancing: 'separate' });
  const out: EventMatchScore = {
    ...base,
    boards: s.boards,
    boardsScored: s.boardsScored,
    complete: s.complete,
    homeImps: s.homeFor - (s.homePenalty ?? 0),
    awayImps: s.awayFor - (s.awayPenalty ?? 0),
    margin: s.homeImps,
  };
  if (s.boardsScored > 0) {
    // Each side is converted on its own net IMPs: they differ when an adjusted score does not balance.
    out.homeVp = vpOf(s.homeImps, scheduled, o.vp) - (s.homeVpPenalty ?? 0);
    out.awayVp = vpOf(s.awayImps, scheduled, o.vp) - (s.awayVpPenalty ?? 0);
  }
  return out;
}

/** Scores every match and, outside a knockout, the standings over the matches with a result. */
export function scoreTeamsEvent(matches: readonly TeamsEventMatch[], options: TeamsEventOptions): TeamsEventScore {
  const scored = matches.map((m) => scoreOne(m, options));
  if (options.knockout) return { matches: scored };
  const results: MatchResult[] = [];
  const teams: string[] = [];
  for (const m of scored) {
    teams.push(m.home);
    if (m.away !== undefined) teams.push(m.away);
    if (m.homeVp === undefined) continue;
    if (m.mark.kind === 'bye') {
      results.push({ home: m.home, homeVp: m.homeVp, round: m.round });
      continue;
    }
    results.push({
      home: m.home,
      away: m.away,
      homeVp: m.homeVp,
      awayVp: m.awayVp,
      homeFor: m.homeImps,
      homeAgainst: m.awayImps,
      awayFor: m.awayImps,
      awayAgainst: m.homeImps,
      round: m.round,
    });
  }
  const standings = teamStandings(
    results,
    { byeVp: options.conditions.byeVp, tieBreaks: [...options.conditions.tieBreaks], tieLabel: options.tieLabel },
    [...new Set(teams)],
  );
  return { matches: scored, standings };
}
