/**
 * Board conditions (Law 2): dealer and vulnerability follow a 16-board cycle that repeats for 17–32, 33–48, …
 */
import { BridgeInputError } from './types';
import type { Direction, Seat, SourceRef, Vulnerability } from './types';

const DEALERS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const VULS: readonly Vulnerability[] = ['None', 'NS', 'EW', 'Both'];

function cycle(board: number, source?: SourceRef): number {
  if (!Number.isInteger(board) || board < 1) {
    throw new BridgeInputError(`board '${board}' is not a board number (1, 2, 3, ...)`, board, source);
  }
  return (board - 1) % 16;
}

/** Dealer of a board: N, E, S, W in turn. */
export function boardDealer(board: number, source?: SourceRef): Seat {
  return DEALERS[cycle(board, source) % 4];
}

/** Vulnerability of a board: b = (board − 1) mod 16, index (b + ⌊b/4⌋) mod 4 into None, NS, EW, Both. */
export function boardVulnerability(board: number, source?: SourceRef): Vulnerability {
  const b = cycle(board, source);
  return VULS[(b + Math.floor(b / 4)) % 4];
}

/** Side a seat belongs to. */
export function seatDirection(seat: Seat): Direction {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

/** True when the seat (or side) is vulnerable under the given vulnerability. */
export function isVulnerable(vul: Vulnerability, seat: Seat | Direction): boolean {
  if (!VULS.includes(vul)) {
    throw new BridgeInputError(`vulnerability '${String(vul)}' is not None, NS, EW or Both`, vul);
  }
  if (vul === 'Both') return true;
  if (vul === 'None') return false;
  const dir = seat === 'NS' || seat === 'EW' ? seat : seatDirection(seat);
  return vul === dir;
}
