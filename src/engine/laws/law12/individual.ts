/**
 * Law 12C3: individual events. A rectification or adjusted score applies in the same way to both players of
 * the offending side, even when only one of them caused the irregularity; a procedural penalty is not given
 * to the partner of the offender when the director finds that partner in no way to blame.
 */
import { seatDirection } from '../../model/board';
import { BridgeInputError } from '../../model/types';
import type { Adjustment, Direction, ProceduralPenalty, Ruling, Seat } from '../../model/types';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

export interface IndividualInput {
  ruling: Ruling;
  /** The four players by seat (player ids). */
  players: Partial<Record<Seat, string>>;
  /** The seats of the players the director finds to blame (one or more). */
  atFault: Seat[];
}

export interface PlayerScore {
  seat: Seat;
  player: string;
  /** The adjustment of the player's side: the same for both partners. */
  adjustment: Adjustment;
  /** The procedural penalties of this player alone. */
  penalties: ProceduralPenalty[];
}

export interface IndividualRuling {
  /** The ruling, its penalties naming the player at fault. */
  ruling: Ruling;
  /** One line per player, N, E, S, W. */
  players: PlayerScore[];
}

/**
 * Law 12C3: spreads a ruling over the four players. A penalty on a side without a player goes to that side's
 * player at fault (it must be one); a penalty naming a player must name one at fault.
 */
export function individualRuling(input: IndividualInput): IndividualRuling {
  const { ruling, players } = input;
  const atFault = [...new Set(input.atFault ?? [])];
  for (const s of atFault) {
    if (!SEATS.includes(s)) throw new BridgeInputError(`Law 12C3: '${String(s)}' is not a seat (N, E, S or W)`, s);
  }
  for (const s of SEATS) {
    if (!players?.[s]) throw new BridgeInputError(`Law 12C3: the player at ${s} is not known`, players);
  }
  const seatOf = (player: string): Seat | undefined => SEATS.find((s) => players[s] === player);
  const penalties: ProceduralPenalty[] = [];
  for (const p of ruling.penalties ?? []) {
    let seat: Seat | undefined;
    if (p.player !== undefined) {
      seat = seatOf(p.player);
      if (!seat) throw new BridgeInputError(`Law 12C3: player '${p.player}' does not sit at this table`, p);
      if (seatDirection(seat) !== p.direction) {
        throw new BridgeInputError(`Law 12C3: player '${p.player}' sits ${seat}, not in ${p.direction}`, p);
      }
    } else {
      const candidates = atFault.filter((s) => seatDirection(s) === p.direction);
      if (candidates.length !== 1) {
        throw new BridgeInputError(
          candidates.length === 0
            ? `Law 12C3: the procedural penalty on ${p.direction} needs a player at fault on that side`
            : `Law 12C3: both ${p.direction} players are at fault; say which one the penalty is for`,
          p,
        );
      }
      seat = candidates[0];
    }
    if (!atFault.includes(seat)) {
      throw new BridgeInputError(
        `Law 12C3: player '${players[seat]}' (${seat}) is not to blame, so gets no procedural penalty`,
        p,
      );
    }
    penalties.push({ ...p, player: players[seat] as string });
  }
  const out: Ruling = { ...ruling, laws: [...new Set([...(ruling.laws ?? []), '12C3'])] };
  if (penalties.length) out.penalties = penalties;
  const sideAdj = (d: Direction) => (d === 'NS' ? ruling.ns : ruling.ew);
  return {
    ruling: out,
    players: SEATS.map((seat) => ({
      seat,
      player: players[seat] as string,
      adjustment: structuredClone(sideAdj(seatDirection(seat))),
      penalties: penalties.filter((p) => p.player === players[seat]),
    })),
  };
}
