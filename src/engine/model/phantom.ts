/**
 * The phantom pair: the reserved pair id a traveller line gives the absent opponents of a pair that sits out
 * a round in a field with an odd number of pairs (JFR Pary's "widmo"). The line is not a result on the board:
 * the real pair's figure comes from the preset's `phantom` rule (presets/types.ts PhantomOptions), and for the
 * other pairs the board was played one time fewer. In a CSV traveller the pair column holds PHANTOM and the
 * contract, result and score are empty.
 */
import type { Direction, TravellerEntry } from './types';

/** The reserved pair id of the phantom pair (any case in a file; written as it is here). */
export const PHANTOM_PAIR = 'PHANTOM';

/** Whether a pair id names the phantom pair. */
export function isPhantomPair(id: string | undefined): boolean {
  return typeof id === 'string' && id.length === PHANTOM_PAIR.length && id.toUpperCase() === PHANTOM_PAIR;
}

/**
 * The direction of the real pair of a line against the phantom pair; undefined for any other line (and for a
 * line that names the phantom pair on both sides, which has no real pair).
 */
export function phantomOpponentOf(e: TravellerEntry): Direction | undefined {
  const ns = isPhantomPair(e.ns);
  const ew = isPhantomPair(e.ew);
  if (ns === ew) return undefined;
  return ns ? 'EW' : 'NS';
}
