/**
 * A teams event held as one Travellers table: each match is two tables where the same two teams meet with their
 * directions swapped (the lower table number is the open room, its N-S team the home team). The engine's match
 * scorer does the IMPs (adjusted scores included); this module only pairs the lines up and hands the IMPs back
 * line by line, with the teams' totals ranked.
 */
import type { EventData, EventScore, ScoredEntry, TravellerEntry } from './engine';
import {
  scoreTeamMatch,
  teamTotals,
  type Preset,
  type RoomResult,
  type TeamMatch,
  type TeamMatchScore,
} from './engine';

interface MatchLines {
  home: string;
  away: string;
  /** board → [open line index, closed line index] */
  boards: Map<number, { open?: number; closed?: number }>;
}

function room(e: TravellerEntry): RoomResult {
  const r: RoomResult = { status: e.status };
  if (e.scoreNS !== undefined) r.scoreNS = e.scoreNS;
  if (e.played) r.played = e.played;
  if (e.ruling) r.ruling = e.ruling;
  if (e.penalties?.length) r.penalties = e.penalties;
  if (e.source) r.source = e.source;
  return r;
}

/** Groups the lines into matches: the two teams of a line, home being N-S at the lowest table they share. */
export function teamMatches(event: EventData): MatchLines[] {
  const byPair = new Map<string, { lines: number[]; firstTable: number; nsAtFirst: string; other: string }>();
  event.entries.forEach((e, i) => {
    if (!e.ns || !e.ew) return;
    const key = [e.ns, e.ew].sort().join('\u0000');
    const g = byPair.get(key);
    const table = e.table ?? Number.MAX_SAFE_INTEGER;
    if (!g) byPair.set(key, { lines: [i], firstTable: table, nsAtFirst: e.ns, other: e.ew });
    else {
      g.lines.push(i);
      if (table < g.firstTable) Object.assign(g, { firstTable: table, nsAtFirst: e.ns, other: e.ew });
    }
  });
  const out: MatchLines[] = [];
  for (const g of byPair.values()) {
    const m: MatchLines = { home: g.nsAtFirst, away: g.other, boards: new Map() };
    for (const i of g.lines) {
      const e = event.entries[i];
      const slot = m.boards.get(e.board) ?? {};
      if (e.ns === m.home) slot.open = i;
      else slot.closed = i;
      m.boards.set(e.board, slot);
    }
    out.push(m);
  }
  return out;
}

/** Scores every match of a teams event; IMPs per line (N-S and E-W teams) and the teams ranked by net IMPs. */
export function scoreTeams(event: EventData, preset: Preset): EventScore {
  const entries: ScoredEntry[] = event.entries.map(() => ({}));
  const scores: TeamMatchScore[] = [];
  for (const m of teamMatches(event)) {
    const boards = [...m.boards.keys()].sort((a, b) => a - b);
    const match: TeamMatch = {
      home: m.home,
      away: m.away,
      boards: boards.map((b) => {
        const slot = m.boards.get(b) ?? {};
        return {
          board: b,
          open: slot.open === undefined ? undefined : room(event.entries[slot.open]),
          closed: slot.closed === undefined ? undefined : room(event.entries[slot.closed]),
        };
      }),
    };
    const score = scoreTeamMatch(match, { artificialImps: preset.artificial.imps });
    for (const bs of score.boards) {
      const slot = m.boards.get(bs.board) ?? {};
      if (bs.status !== 'scored' || bs.home === undefined || bs.away === undefined) continue;
      if (slot.open !== undefined) entries[slot.open] = { impNS: bs.home, impEW: bs.away };
      if (slot.closed !== undefined) entries[slot.closed] = { impNS: bs.away, impEW: bs.home };
    }
    scores.push(score);
  }
  return { entries, boards: [], totals: teamTotals(scores, preset.ranking.tieLabel) };
}
