/**
 * Board conditions (Law 2): dealer and vulnerability follow a 16-board cycle that repeats for 17–32, 33–48, …
 */
import { sourceSuffix } from './source';
import { BridgeInputError } from './types';
import { pairSideWord } from './words';
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

/** The seats of a side, in the order its players are named (N–S, E–W). */
export const SIDE_SEATS: Readonly<Record<Direction, readonly [Seat, Seat]>> = { NS: ['N', 'S'], EW: ['E', 'W'] };

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

/**
 * The vulnerability words scorers and files write, by language: None / Love / Nil / -, NS / N-S / NZ,
 * EW / E-W / OW, Both / All, and a pair's side in any language's words (СЮ, ВЗ: model/words.ts). Compared upper-cased with spaces, dashes, slashes and dots removed.
 */
const VULNERABILITY_WORDS: Readonly<Record<string, Vulnerability>> = {
  NONE: 'None',
  LOVE: 'None',
  NIL: 'None',
  NIKT: 'None',
  NIEMAND: 'None',
  GEEN: 'None',
  PERSONNE: 'None',
  AUCUN: 'None',
  NIKTO: 'None',
  НИКТО: 'None',
  NS: 'NS',
  NZ: 'NS',
  EW: 'EW',
  OW: 'EW',
  EO: 'EW',
  WE: 'EW',
  BOTH: 'Both',
  ALL: 'Both',
  OBIE: 'Both',
  ALLE: 'Both',
  ALLEN: 'Both',
  BEIDE: 'Both',
  TOUS: 'Both',
  TOUT: 'Both',
  ВСЕ: 'Both',
  ОБЕ: 'Both',
};

/**
 * Reads a vulnerability word ("None", "N-S", "All", "-", "OW", "Все" …). Returns undefined for a word that is not
 * one, so that each caller can say where the bad value was; see `parseVulnerability` for the throwing form.
 */
export function vulnerabilityFromWord(text: string): Vulnerability | undefined {
  if (text.trim() === '-') return 'None';
  const key = text.replace(/[\s\-–./\\]/g, '').toUpperCase();
  return key === '' ? undefined : (VULNERABILITY_WORDS[key] ?? pairSideWord(text));
}

/** Reads a vulnerability word, or throws naming the value and where it was. */
export function parseVulnerability(text: string, source?: SourceRef): Vulnerability {
  const v = vulnerabilityFromWord(text);
  if (!v) {
    throw new BridgeInputError(
      `'${text}' is not a vulnerability (write None, NS, EW or Both)${sourceSuffix(source)}`,
      text,
      source,
    );
  }
  return v;
}
