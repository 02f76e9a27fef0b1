/**
 * Two-table team matches: the home team sits NS in the open room and EW in the closed room; each board's
 * point difference (open NS score − closed NS score) is converted to IMPs for the home team. Adjusted scores
 * at a table (assigned, weighted, artificial, split between the two sides) are handled here; a board whose
 * IMPs were decided as a whole (Law 86B) carries them in `decided`.
 *
 * Procedural penalties at a table (the ruling's, or the room's own when the score stands) are kept apart from
 * the boards: IMPs come off the penalised team's match IMPs (before any VP conversion), VPs off its VP result
 * (scoring/procedural-penalties.ts). The team of a side: home NS in the open room and EW in the closed room.
 */
import { contractScore, sourceSuffix } from '../model/contract';
import { boardVulnerability } from '../model/board';
import { BridgeInputError } from '../model/types';
import type {
  Adjustment,
  ArtificialLevel,
  EntryStatus,
  PlayedResult,
  ProceduralPenalty,
  Ruling,
  SourceRef,
  Vulnerability,
} from '../model/types';
import { imps, type ImpOptions } from '../scoring/imps';
import { linePenalties, teamPenaltyAmount } from '../scoring/procedural-penalties';
import { discreteVp, wbfVp, type DiscreteVpScale, type FractionalImps } from '../scoring/vp';
import { ExactSums } from '../scoring/exact-sum';
import { law12c4Average } from '../laws/law12/knockout';
import { DEFAULT_ARTIFICIAL_IMPS, type BoardImps, type Room } from '../laws/law86/imps';

export type { BoardImps, Room };
export { DEFAULT_ARTIFICIAL_IMPS };

/** One room's result on a board. */
export interface RoomResult {
  /** NS score at that table. */
  scoreNS?: number;
  /** Contract, declarer and tricks: scored with the board's vulnerability when scoreNS is absent. */
  played?: PlayedResult;
  /** Default: 'played' when a score or a contract is given, 'ruled' with a ruling, 'pending' otherwise. */
  status?: EntryStatus;
  /** The director's ruling at this table: `ns` is what the NS pair is scored on, `ew` what the EW pair is. */
  ruling?: Ruling;
  /** Procedural penalties at this table when there is no ruling to carry them (the score stands). */
  penalties?: ProceduralPenalty[];
  source?: SourceRef;
}

export interface TeamBoard {
  board: number;
  /** Default: from the board number (Law 2). */
  vulnerability?: Vulnerability;
  open?: RoomResult;
  closed?: RoomResult;
  /** IMPs decided for the whole board; the rooms are then not compared. */
  decided?: BoardImps;
}

export interface TeamMatch {
  home: string;
  away: string;
  boards: TeamBoard[];
}

export type MatchVpOptions =
  | { scale: 'wbf'; /** Default: the number of boards in the match. */ boards?: number; fractional?: FractionalImps }
  | { scale: DiscreteVpScale; fractional?: 'round' | 'floor' };

export interface TeamMatchOptions extends ImpOptions {
  /** IMPs for Ave+, Ave and Ave− (Law 12C2(b)). Default +3 / 0 / −3. */
  artificialImps?: Record<ArtificialLevel, number>;
  /**
   * When the two sides at a table are scored on different adjusted scores:
   * - 'separate' (default): each team is scored on its own scores; the board need not balance (Swiss, round robin);
   * - 'average': Law 12C4, each team gets the average of the two computations, so the match balances (knockouts).
   */
  nonBalancing?: 'separate' | 'average';
  /** Convert the match to VPs. Absent: no VPs. */
  vp?: MatchVpOptions;
}

export type TeamBoardStatus = 'scored' | 'pending' | 'notPlayed' | 'cancelled';

export interface TeamBoardScore {
  board: number;
  status: TeamBoardStatus;
  /** Table results (NS scores) when both rooms have one. */
  openNS?: number;
  closedNS?: number;
  /** openNS − closedNS: the home team's point gain. */
  difference?: number;
  /** IMPs of each team on the board (scored boards only). */
  home?: number;
  away?: number;
  /** home + away = 0. */
  balanced?: boolean;
  laws?: string[];
}

export interface TeamMatchScore {
  home: string;
  away: string;
  boards: TeamBoardScore[];
  /**
   * Net IMPs of each team over the scored boards, less its IMP penalties (the margin it is converted to VPs
   * on).
   */
  homeImps: number;
  awayImps: number;
  /** Procedural penalties in IMPs taken off homeImps / awayImps; absent when there are none. */
  homePenalty?: number;
  awayPenalty?: number;
  /**
   * Procedural penalties in VPs: taken off homeVp / awayVp when the match is converted to VPs, and reported
   * here either way; absent when there are none.
   */
  homeVpPenalty?: number;
  awayVpPenalty?: number;
  /** IMPs won and lost, board by board, from each team's side. */
  homeFor: number;
  homeAgainst: number;
  awayFor: number;
  awayAgainst: number;
  boardsScored: number;
  /** No board is pending. */
  complete: boolean;
  homeVp?: number;
  awayVp?: number;
}

type Valuation =
  | { kind: 'parts'; parts: ReadonlyArray<{ ns: number; weight: number }> }
  | { kind: 'artificial'; level: ArtificialLevel; imps?: number }
  | { kind: 'pending' | 'notPlayed' | 'cancelled' };

function where(board: number, room: Room, source?: SourceRef): string {
  return `board ${board}, ${room} room${sourceSuffix(source)}`;
}

function checkScore(x: unknown, what: string, source?: SourceRef): number {
  if (typeof x !== 'number' || !Number.isFinite(x)) {
    throw new BridgeInputError(`${what}: score '${String(x)}' is not a number`, x, source);
  }
  return x;
}

function fromAdjustment(adj: Adjustment, what: string, source?: SourceRef): Valuation {
  if (!adj || typeof adj !== 'object') throw new BridgeInputError(`${what}: the ruling has no adjustment`, adj, source);
  if (adj.kind === 'assigned') return { kind: 'parts', parts: [{ ns: checkScore(adj.ns, what, source), weight: 1 }] };
  if (adj.kind === 'artificial') {
    if (!['plus', 'average', 'minus'].includes(adj.level)) {
      throw new BridgeInputError(`${what}: artificial level '${String(adj.level)}' is not plus, average or minus`, adj);
    }
    return { kind: 'artificial', level: adj.level, imps: adj.imps };
  }
  if (adj.kind === 'weighted') {
    if (!adj.parts?.length)
      throw new BridgeInputError(`${what}: a weighted score needs at least one part`, adj, source);
    let sum = 0;
    const parts = adj.parts.map((p) => {
      if (!(p.weight > 0) || !Number.isFinite(p.weight)) {
        throw new BridgeInputError(`${what}: weight '${String(p.weight)}' must be a positive number`, p, source);
      }
      sum += p.weight;
      return { ns: checkScore(p.ns, what, source), weight: p.weight };
    });
    if (Math.abs(sum - 1) > 1e-9) throw new BridgeInputError(`${what}: weights sum to ${sum}, not 1`, adj, source);
    return { kind: 'parts', parts };
  }
  throw new BridgeInputError(`${what}: adjustment kind '${String((adj as { kind: unknown }).kind)}' is unknown`, adj);
}

/** The NS table score of a room, when it has one (a ruling does not remove it). */
export function roomScoreNS(room: RoomResult | undefined, board: number, which: Room, vul: Vulnerability) {
  if (!room) return undefined;
  const w = where(board, which, room.source);
  let fromContract: number | undefined;
  if (room.played) fromContract = contractScore(room.played, vul, room.source);
  if (room.scoreNS !== undefined && room.scoreNS !== null) {
    const s = checkScore(room.scoreNS, w, room.source);
    if (fromContract !== undefined && fromContract !== s) {
      throw new BridgeInputError(
        `${w}: NS score ${s} does not match the contract played (${fromContract})`,
        room.scoreNS,
        room.source,
      );
    }
    return s;
  }
  return fromContract;
}

function valuation(
  room: RoomResult | undefined,
  side: 'ns' | 'ew',
  board: number,
  which: Room,
  vul: Vulnerability,
): Valuation {
  if (!room) return { kind: 'pending' };
  const w = where(board, which, room.source);
  if (room.ruling) return fromAdjustment(room.ruling[side], `${w}, ${side.toUpperCase()} side`, room.source);
  const score = roomScoreNS(room, board, which, vul);
  const status = room.status ?? (score !== undefined ? 'played' : 'pending');
  if (status === 'pending' || status === 'notPlayed' || status === 'cancelled') return { kind: status };
  if (status === 'ruled') throw new BridgeInputError(`${w}: marked as ruled but no ruling is given`, room, room.source);
  if (score === undefined) throw new BridgeInputError(`${w}: no score and no contract`, room, room.source);
  return { kind: 'parts', parts: [{ ns: score, weight: 1 }] };
}

type Scored = { kind: 'parts' } | { kind: 'artificial' };

function artificialValue(v: Extract<Valuation, { kind: 'artificial' }>, table: Record<ArtificialLevel, number>) {
  return v.imps ?? table[v.level];
}

/**
 * IMPs of one team from its own valuations (NS scores): `atNS` at the table where it sat NS, `atEW` where it
 * sat EW. Its gain is atNS − atEW; an artificial score is already the team's own figure.
 */
function teamImps(
  atNS: Valuation & Scored,
  atEW: Valuation & Scored,
  board: number,
  options: TeamMatchOptions,
): number {
  const table = options.artificialImps ?? DEFAULT_ARTIFICIAL_IMPS;
  if (atNS.kind === 'artificial' || atEW.kind === 'artificial') {
    const a = atNS.kind === 'artificial' ? artificialValue(atNS, table) : undefined;
    const b = atEW.kind === 'artificial' ? artificialValue(atEW, table) : undefined;
    if (a !== undefined && b !== undefined && a !== b) {
      throw new BridgeInputError(
        `board ${board}: a team has two different artificial scores (${a} and ${b} IMPs) in the two rooms`,
        [a, b],
      );
    }
    return (a ?? b) as number;
  }
  const ns = atNS as Extract<Valuation, { kind: 'parts' }>;
  const ew = atEW as Extract<Valuation, { kind: 'parts' }>;
  let sum = 0;
  for (const p of ns.parts) for (const q of ew.parts) sum += p.weight * q.weight * imps(p.ns - q.ns, options);
  return sum;
}

function scoreBoard(b: TeamBoard, options: TeamMatchOptions): TeamBoardScore {
  if (!Number.isInteger(b.board) || b.board < 1) {
    throw new BridgeInputError(`board '${String(b.board)}' is not a board number`, b.board);
  }
  const vul = b.vulnerability ?? boardVulnerability(b.board);
  const out: TeamBoardScore = { board: b.board, status: 'scored' };
  const openNS = b.open && !b.open.ruling ? roomScoreNS(b.open, b.board, 'open', vul) : undefined;
  const closedNS = b.closed && !b.closed.ruling ? roomScoreNS(b.closed, b.board, 'closed', vul) : undefined;
  if (openNS !== undefined && closedNS !== undefined) {
    out.openNS = openNS;
    out.closedNS = closedNS;
    out.difference = openNS - closedNS;
  }
  if (b.decided) {
    const { home, away } = b.decided;
    if (b.decided.cancelled) return { ...out, status: 'cancelled', laws: b.decided.laws };
    checkScore(home, `board ${b.board}, home IMPs`);
    checkScore(away, `board ${b.board}, away IMPs`);
    return { ...out, home, away, balanced: home + away === 0, laws: b.decided.laws };
  }
  const homeOpen = valuation(b.open, 'ns', b.board, 'open', vul);
  const awayOpen = valuation(b.open, 'ew', b.board, 'open', vul);
  const homeClosed = valuation(b.closed, 'ew', b.board, 'closed', vul);
  const awayClosed = valuation(b.closed, 'ns', b.board, 'closed', vul);
  const all = [homeOpen, awayOpen, homeClosed, awayClosed];
  if (all.some((v) => v.kind === 'pending')) return { board: b.board, status: 'pending' };
  const missing = (v: Valuation) => v.kind === 'notPlayed' || v.kind === 'cancelled';
  const openMissing = missing(homeOpen) || missing(awayOpen);
  const closedMissing = missing(homeClosed) || missing(awayClosed);
  if (openMissing && closedMissing) {
    return { board: b.board, status: homeOpen.kind === 'cancelled' ? 'cancelled' : 'notPlayed' };
  }
  if (openMissing || closedMissing) {
    const room: Room = openMissing ? 'open' : 'closed';
    throw new BridgeInputError(
      `board ${b.board}: the ${room} room has no result; give the board an adjusted score (Law 86B)`,
      b,
    );
  }
  const home = teamImps(homeOpen as Valuation & Scored, homeClosed as Valuation & Scored, b.board, options);
  // The away team sits NS in the closed room and EW in the open room.
  const away = teamImps(awayClosed as Valuation & Scored, awayOpen as Valuation & Scored, b.board, options);
  const laws = [b.open?.ruling?.laws ?? [], b.closed?.ruling?.laws ?? []].flat();
  if (options.nonBalancing === 'average' && home + away !== 0) {
    const avg = law12c4Average(home, away);
    return { ...out, ...avg, balanced: true, laws: [...laws, '12C4'] };
  }
  const z = (x: number) => (x === 0 ? 0 : x);
  return { ...out, home: z(home), away: z(away), balanced: home + away === 0, ...(laws.length ? { laws } : {}) };
}

/** VPs for a net IMP margin under the match's VP option. */
export function matchVp(margin: number, boards: number, vp: MatchVpOptions): number {
  if (vp.scale === 'wbf') return wbfVp(margin, vp.boards ?? boards, { fractional: vp.fractional });
  return discreteVp(margin, vp.scale, { fractional: vp.fractional });
}

/** Scores a two-table team match board by board, with totals and (when asked) VPs. */
export function scoreTeamMatch(match: TeamMatch, options: TeamMatchOptions = {}): TeamMatchScore {
  if (!match || !Array.isArray(match.boards)) throw new BridgeInputError('a team match needs a list of boards', match);
  const seen = new Set<number>();
  for (const b of match.boards) {
    if (seen.has(b.board)) throw new BridgeInputError(`board ${b.board} appears twice in the match`, b.board);
    seen.add(b.board);
  }
  const boards = match.boards.map((b) => scoreBoard(b, options));
  const res: TeamMatchScore = {
    home: match.home,
    away: match.away,
    boards,
    homeImps: 0,
    awayImps: 0,
    homeFor: 0,
    homeAgainst: 0,
    awayFor: 0,
    awayAgainst: 0,
    boardsScored: 0,
    complete: boards.every((b) => b.status !== 'pending'),
  };
  // Order-free sums (scoring/exact-sum.ts): the same boards in another order give the same totals to the last bit.
  const sums = new ExactSums(6);
  for (const b of boards) {
    if (b.status !== 'scored') continue;
    const h = b.home as number;
    const a = b.away as number;
    res.boardsScored++;
    sums.add(0, h);
    sums.add(1, a);
    sums.add(2, Math.max(h, 0));
    sums.add(3, Math.max(-h, 0));
    sums.add(4, Math.max(a, 0));
    sums.add(5, Math.max(-a, 0));
  }
  res.homeImps = sums.value(0);
  res.awayImps = sums.value(1);
  res.homeFor = sums.value(2);
  res.homeAgainst = sums.value(3);
  res.awayFor = sums.value(4);
  res.awayAgainst = sums.value(5);
  const pen = matchPenalties(match);
  if (pen.homeImps) {
    res.homeImps -= pen.homeImps;
    res.homePenalty = pen.homeImps;
  }
  if (pen.awayImps) {
    res.awayImps -= pen.awayImps;
    res.awayPenalty = pen.awayImps;
  }
  if (pen.homeVp) res.homeVpPenalty = pen.homeVp;
  if (pen.awayVp) res.awayVpPenalty = pen.awayVp;
  if (options.vp) {
    res.homeVp = matchVp(res.homeImps, match.boards.length, options.vp) - pen.homeVp;
    res.awayVp = matchVp(res.awayImps, match.boards.length, options.vp) - pen.awayVp;
  }
  return res;
}

/** The procedural penalties of each team over the match's rooms, in IMPs and in VPs. */
function matchPenalties(match: TeamMatch) {
  const out = { homeImps: 0, awayImps: 0, homeVp: 0, awayVp: 0 };
  for (const b of match.boards) {
    for (const which of ['open', 'closed'] as const) {
      const room = b[which];
      if (!room) continue;
      const list = linePenalties({ board: b.board, status: 'played', ruling: room.ruling, penalties: room.penalties });
      for (const p of list) {
        const { imps, vp } = teamPenaltyAmount(p, where(b.board, which, room.source));
        // Home sits NS in the open room and EW in the closed room.
        const home = (p.direction === 'NS') === (which === 'open');
        if (home) {
          out.homeImps += imps;
          out.homeVp += vp;
        } else {
          out.awayImps += imps;
          out.awayVp += vp;
        }
      }
    }
  }
  return out;
}
