/**
 * Bridge individual events: four players at a table, partners sharing the NS or EW result of a board.
 * Each traveller line becomes two seat lines (NS and EW, two players each) and is scored by the per-seat
 * scorer, so each player gets the matchpoints of the side he sat in.
 *
 * Law 12C3: an adjusted score applies to both players of a side (it is the side's score); a procedural
 * penalty is charged only to the player at fault, so it must name that player.
 */
import { contractScore, sourceSuffix } from '../model/contract';
import { boardVulnerability } from '../model/board';
import { BridgeInputError } from '../model/types';
import type { Adjustment, Direction, Seat, TravellerEntry } from '../model/types';
import {
  scoreSeats,
  type PlayerPenalty,
  type SeatLine,
  type SeatOutcome,
  type SeatScoringOptions,
  type SeatScoringResult,
} from './seat-scoring';

const SIDE: Record<Direction, [Seat, Seat]> = { NS: ['N', 'S'], EW: ['E', 'W'] };

function where(e: TravellerEntry, i: number): string {
  const t = e.table !== undefined ? `, table ${e.table}` : '';
  return `board ${e.board}${t} (line ${i + 1})${sourceSuffix(e.source)}`;
}

/** A direction's line from an adjustment. Scores are NS scores; EW's own score is the negative. */
function adjusted(adj: Adjustment, dir: Direction, w: string): Pick<SeatLine, 'score' | 'parts' | 'outcome'> {
  const own = (ns: number) => (dir === 'NS' || ns === 0 ? ns : -ns);
  if (adj.kind === 'assigned') return { score: own(adj.ns) };
  if (adj.kind === 'weighted') return { parts: adj.parts.map((p) => ({ score: own(p.ns), weight: p.weight })) };
  if (adj.kind === 'artificial') {
    const outcome: SeatOutcome = { kind: 'artificial', level: adj.level, percent: adj.percent };
    return { outcome };
  }
  throw new BridgeInputError(`${w}: adjustment kind '${String((adj as { kind: unknown }).kind)}' is unknown`, adj);
}

/** Seat lines (NS and EW) of an individual event's traveller lines, and the Law 12C3 penalties. */
export function individualLines(entries: readonly TravellerEntry[]): { lines: SeatLine[]; penalties: PlayerPenalty[] } {
  const lines: SeatLine[] = [];
  const penalties: PlayerPenalty[] = [];
  entries.forEach((e, i) => {
    const w = where(e, i);
    if (e.status === 'notPlayed') return;
    const players = (dir: Direction) =>
      SIDE[dir].map((s) => {
        const p = e.players?.[s];
        if (!p) throw new BridgeInputError(`${w}: the ${s} player is missing`, e.players, e.source);
        return p;
      });
    const base = (dir: Direction): SeatLine => ({
      deal: e.board,
      table: e.table,
      seat: dir,
      players: players(dir),
      // Law 87: results of different forms of a fouled board are not compared.
      ...(e.form !== undefined ? { form: e.form } : {}),
      source: e.source,
    });
    if (e.status === 'pending') {
      for (const dir of ['NS', 'EW'] as const) lines.push({ ...base(dir), outcome: { kind: 'pending' } });
      return;
    }
    if (e.ruling) {
      lines.push({ ...base('NS'), ...adjusted(e.ruling.ns, 'NS', w) });
      lines.push({ ...base('EW'), ...adjusted(e.ruling.ew, 'EW', w) });
      for (const pen of e.ruling.penalties ?? []) {
        if (!pen.player) {
          throw new BridgeInputError(
            `${w}: a procedural penalty in an individual event is charged to the player at fault only (Law 12C3); name the player`,
            pen,
            e.source,
          );
        }
        const side = players(pen.direction);
        if (!side.includes(pen.player)) {
          throw new BridgeInputError(`${w}: player ${pen.player} did not sit ${pen.direction}`, pen, e.source);
        }
        if (pen.unit !== 'mp' && pen.unit !== 'pctTop') {
          throw new BridgeInputError(`${w}: penalty unit '${pen.unit}' does not apply to matchpoints`, pen, e.source);
        }
        penalties.push({ player: pen.player, amount: pen.amount, unit: pen.unit, deal: e.board, source: e.source });
      }
      return;
    }
    if (e.status === 'cancelled') {
      throw new BridgeInputError(`${w}: the result is cancelled but no adjusted score is given`, e, e.source);
    }
    let ns = e.scoreNS;
    if (ns === undefined && e.played) ns = contractScore(e.played, boardVulnerability(e.board), e.source);
    if (typeof ns !== 'number' || !Number.isFinite(ns)) {
      throw new BridgeInputError(`${w}: score '${String(ns)}' is not a number`, ns, e.source);
    }
    lines.push({ ...base('NS'), score: ns });
    lines.push({ ...base('EW'), score: ns === 0 ? 0 : -ns });
  });
  return { lines, penalties };
}

/** Scores an individual event: per-player matchpoints, percentages and ranks. */
export function scoreIndividual(
  entries: readonly TravellerEntry[],
  options: SeatScoringOptions = {},
): SeatScoringResult & { seatLines: SeatLine[] } {
  const { lines, penalties } = individualLines(entries);
  return { ...scoreSeats(lines, options, penalties), seatLines: lines };
}
