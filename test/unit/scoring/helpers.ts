/** Small builders for traveller lines used by the scoring tests. */
import type { Adjustment, TravellerEntry } from '../../../src/engine/model/types';

let table = 0;

/** A played line with an NS score. */
export function played(board: number, scoreNS: number, ns?: string, ew?: string, form?: string): TravellerEntry {
  table++;
  return { board, table, ns, ew, scoreNS, status: 'played', ...(form !== undefined ? { form } : {}) };
}

/** A ruled line. */
export function ruled(board: number, ns: Adjustment, ew: Adjustment = ns, pairs: [string?, string?] = []) {
  table++;
  const e: TravellerEntry = { board, table, ns: pairs[0], ew: pairs[1], status: 'ruled', ruling: { ns, ew } };
  return e;
}

export const plus: Adjustment = { kind: 'artificial', level: 'plus' };
export const average: Adjustment = { kind: 'artificial', level: 'average' };
export const minus: Adjustment = { kind: 'artificial', level: 'minus' };

/** Lines of one board from a list of NS scores. */
export function board(no: number, scores: number[]): TravellerEntry[] {
  return scores.map((s) => played(no, s));
}
