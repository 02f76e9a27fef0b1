/**
 * Preferans code §11.3В: a hand is found after play to have held more than ten cards (and another hand
 * correspondingly fewer). The result at that table is cancelled; the non-offenders' result may stand when
 * they obtained it independently of the opponents' play. Whoever loses a result gets an artificial score
 * (code §11.2: the player at fault Ave−, a player in no way at fault Ave+).
 */
import { BridgeInputError, type ArtificialLevel } from '../model/types';
import type { SeatLine } from './seat-scoring';

export interface Rule113Input {
  deal: string | number;
  table: string | number;
  /** Players at fault (the one with the wrong number of cards, and whoever else the director finds at fault). */
  offenders: readonly string[];
  /** Non-offenders whose result is kept because it did not depend on the opponents' play. */
  keep?: readonly string[];
}

export interface Rule113Options {
  /** Default 'minus'. */
  offenderLevel?: ArtificialLevel;
  /** Default 'plus'. */
  nonOffenderLevel?: ArtificialLevel;
}

/** Returns the lines with the table's results cancelled as §11.3В says; other lines are returned unchanged. */
export function applyRule113(
  lines: readonly SeatLine[],
  input: Rule113Input,
  options: Rule113Options = {},
): SeatLine[] {
  const atTable = (l: SeatLine) => String(l.deal) === String(input.deal) && String(l.table) === String(input.table);
  const table = lines.filter(atTable);
  if (!table.length) {
    throw new BridgeInputError(`§11.3: no result for deal ${input.deal} at table ${input.table}`, input);
  }
  const players = new Set(table.flatMap((l) => l.players));
  for (const p of [...input.offenders, ...(input.keep ?? [])]) {
    if (!players.has(p)) {
      throw new BridgeInputError(`§11.3: player ${p} did not play deal ${input.deal} at table ${input.table}`, p);
    }
  }
  for (const p of input.keep ?? []) {
    if (input.offenders.includes(p)) {
      throw new BridgeInputError(`§11.3: player ${p} is at fault, so the result cannot be kept for that player`, p);
    }
  }
  return lines.map((l) => {
    if (!atTable(l)) return l;
    const atFault = l.players.some((p) => input.offenders.includes(p));
    if (!atFault && l.players.every((p) => input.keep?.includes(p))) return l;
    const level = atFault ? (options.offenderLevel ?? 'minus') : (options.nonOffenderLevel ?? 'plus');
    return { ...l, outcome: { kind: 'artificial', level } };
  });
}
