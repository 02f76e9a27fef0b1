/**
 * Standings of a round robin or a Swiss: each team's VPs summed over its matches, ranked, with tie-breaks
 * chosen by the conditions of contest. VPs need not balance (split adjusted scores, Law 12C1(e)). The sums are
 * order-free (scoring/exact-sum.ts): the same matches listed in another order give the same figures to the last bit.
 */
import { BridgeInputError } from '../model/types';
import { ExactSums } from '../scoring/exact-sum';
import { rankLabel } from '../print/figures';
import type { TeamMatchScore } from './match';

/** One match as the standings need it. `away` absent = a bye for `home`. */
export interface MatchResult {
  home: string;
  away?: string;
  homeVp: number;
  awayVp?: number;
  /** Net IMPs (for the IMP tie-breaks). */
  homeImps?: number;
  awayImps?: number;
  /** IMPs won and lost (for the IMP quotient). */
  homeFor?: number;
  homeAgainst?: number;
  awayFor?: number;
  awayAgainst?: number;
  round?: number;
}

/**
 * - 'headToHead': VPs won in the matches among the tied teams only;
 * - 'impQuotient': IMPs won ÷ IMPs lost over all matches;
 * - 'impDifference': IMPs won − IMPs lost.
 */
export type TieBreak = 'headToHead' | 'impQuotient' | 'impDifference';

export interface StandingsOptions {
  /** VPs for a bye (default 12). */
  byeVp?: number;
  /** Applied in order to teams level on VPs. Default none: level teams share the rank. */
  tieBreaks?: TieBreak[];
  /** How a shared rank is printed (the preset's ranking.tieLabel): 'equals' "3=" (default), 'range' "3-4". */
  tieLabel?: 'equals' | 'range';
}

export interface Standing {
  team: string;
  vp: number;
  matches: number;
  byes: number;
  impsFor: number;
  impsAgainst: number;
  rank: number;
  /** "3", or for a shared rank "3=" or "3-4" (StandingsOptions.tieLabel). */
  rankLabel: string;
}

/** A scored match (with VPs) as a MatchResult. */
export function toMatchResult(m: TeamMatchScore, round?: number): MatchResult {
  if (m.homeVp === undefined || m.awayVp === undefined) {
    throw new BridgeInputError(`match ${m.home} v ${m.away} has no VPs: score it with a VP option`, m);
  }
  return {
    home: m.home,
    away: m.away,
    homeVp: m.homeVp,
    awayVp: m.awayVp,
    homeImps: m.homeImps,
    awayImps: m.awayImps,
    homeFor: m.homeFor,
    homeAgainst: m.homeAgainst,
    awayFor: m.awayFor,
    awayAgainst: m.awayAgainst,
    round,
  };
}

const EPS = 1e-9;

function num(x: unknown, what: string): number {
  if (typeof x !== 'number' || !Number.isFinite(x))
    throw new BridgeInputError(`${what} '${String(x)}' is not a number`, x);
  return x;
}

/** Round-robin or Swiss standings. */
export function teamStandings(
  matches: readonly MatchResult[],
  options: StandingsOptions = {},
  teams: readonly string[] = [],
): Standing[] {
  const byeVp = options.byeVp ?? 12;
  const rows = new Map<string, Standing>();
  const index = new Map<string, number>();
  const row = (t: string) => {
    let r = rows.get(t);
    if (!r) {
      r = { team: t, vp: 0, matches: 0, byes: 0, impsFor: 0, impsAgainst: 0, rank: 0, rankLabel: '' };
      rows.set(t, r);
      index.set(t, index.size);
    }
    return r;
  };
  teams.forEach(row);
  for (const m of matches) {
    row(m.home);
    if (m.away !== undefined) row(m.away);
  }
  const vp = new ExactSums(rows.size);
  const impsFor = new ExactSums(rows.size);
  const impsAgainst = new ExactSums(rows.size);
  for (const m of matches) {
    const where = `match ${m.home} v ${m.away ?? 'bye'}${m.round !== undefined ? ` (round ${m.round})` : ''}`;
    const h = rows.get(m.home) as Standing;
    const hi = index.get(m.home) as number;
    if (m.away === undefined) {
      vp.add(hi, byeVp);
      h.byes++;
      continue;
    }
    if (m.away === m.home) throw new BridgeInputError(`${where}: a team cannot play itself`, m);
    const a = rows.get(m.away) as Standing;
    const ai = index.get(m.away) as number;
    vp.add(hi, num(m.homeVp, `${where}: home VPs`));
    vp.add(ai, num(m.awayVp, `${where}: away VPs`));
    h.matches++;
    a.matches++;
    impsFor.add(hi, m.homeFor ?? Math.max(m.homeImps ?? 0, 0));
    impsAgainst.add(hi, m.homeAgainst ?? Math.max(-(m.homeImps ?? 0), 0));
    impsFor.add(ai, m.awayFor ?? Math.max(m.awayImps ?? 0, 0));
    impsAgainst.add(ai, m.awayAgainst ?? Math.max(-(m.awayImps ?? 0), 0));
  }
  for (const [t, r] of rows) {
    const i = index.get(t) as number;
    r.vp = vp.value(i);
    r.impsFor = impsFor.value(i);
    r.impsAgainst = impsAgainst.value(i);
  }
  const list = [...rows.values()];
  const tieBreaks = options.tieBreaks ?? [];

  const key = (t: Standing, group: Set<string>, tb: TieBreak): number => {
    if (tb === 'impDifference') return t.impsFor - t.impsAgainst;
    if (tb === 'impQuotient') return t.impsAgainst === 0 ? Infinity : t.impsFor / t.impsAgainst;
    const among = new ExactSums(1);
    for (const m of matches) {
      if (m.away === undefined || !group.has(m.home) || !group.has(m.away)) continue;
      if (m.home === t.team) among.add(0, m.homeVp);
      if (m.away === t.team) among.add(0, m.awayVp ?? 0);
    }
    return among.value(0);
  };

  // Sort by VP, then split each level group by the tie-breaks in turn.
  const order = (group: Standing[], level: number): Standing[][] => {
    if (group.length < 2 || level >= tieBreaks.length) return [group];
    const names = new Set(group.map((g) => g.team));
    const k = new Map(group.map((g) => [g.team, key(g, names, tieBreaks[level])]));
    const sorted = [...group].sort((x, y) => (k.get(y.team) as number) - (k.get(x.team) as number));
    const out: Standing[][] = [];
    for (const s of sorted) {
      const last = out[out.length - 1];
      if (last && Math.abs((k.get(last[0].team) as number) - (k.get(s.team) as number)) <= EPS) last.push(s);
      else out.push([s]);
    }
    return out.flatMap((g) => order(g, level + 1));
  };

  list.sort((x, y) => y.vp - x.vp || x.team.localeCompare(y.team));
  const groups: Standing[][] = [];
  for (const s of list) {
    const last = groups[groups.length - 1];
    if (last && Math.abs(last[0].vp - s.vp) <= EPS) last.push(s);
    else groups.push([s]);
  }
  const ranked = groups.flatMap((g) => order(g, 0));
  let rank = 1;
  const result: Standing[] = [];
  for (const g of ranked) {
    for (const s of g) {
      s.rank = rank;
      s.rankLabel = rankLabel(rank, rank + g.length - 1, options.tieLabel ?? 'equals');
      result.push(s);
    }
    rank += g.length;
  }
  return result;
}
