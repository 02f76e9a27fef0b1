/**
 * The double-dummy table: for each declarer (N, E, S, W) and strain (♣ ♦ ♥ ♠ NT), the tricks declarer takes
 * with best play by all four; the opening lead is made by declarer's left-hand opponent.
 */
import type { Seat, Strain } from '../model/types';
import { parseDeal, type Deal } from './deal';
import { DealSearch, NO_TRUMP, type SearchOptions } from './search';

export const DD_STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
/** Strain → the search's suit index (spades 0 … clubs 3, no trump 4). */
const STRAIN_INDEX: Record<Strain, number> = { S: 0, H: 1, D: 2, C: 3, NT: NO_TRUMP };

/** Tricks by declarer and strain. */
export type DdTable = Record<Seat, Record<Strain, number>>;

/** One value of the table, as it is found. */
export interface DdResult {
  declarer: Seat;
  strain: Strain;
  tricks: number;
}

export interface DdTableOptions extends SearchOptions {
  /** Called as each of the 20 values is found (declarer N and S, then E and W, strain by strain). */
  onResult?: (result: DdResult, done: number) => void;
  /** Only these strains (default all five); the others are left out of the table. */
  strains?: readonly Strain[];
}

/** An empty table to fill. */
function emptyTable(): DdTable {
  const row = () => ({ C: 0, D: 0, H: 0, S: 0, NT: 0 });
  return { N: row(), E: row(), S: row(), W: row() };
}

/**
 * Solves the whole table (or the strains asked for). Accepts a PBN deal string or a parsed deal. Synchronous
 * and pure; `shouldStop` in the options can end it early (SearchStopped).
 */
export function solveTable(deal: string | Deal, options: DdTableOptions = {}): DdTable {
  const d = typeof deal === 'string' ? parseDeal(deal) : deal;
  const search = new DealSearch(d.masks, options);
  const table = emptyTable();
  const total = d.cards;
  let done = 0;
  // NT first: its answers are the slowest to find and the suit searches start from no information anyway.
  const order: Strain[] = ['NT', 'S', 'H', 'D', 'C'];
  for (const strain of order) {
    if (options.strains && !options.strains.includes(strain)) continue;
    const si = STRAIN_INDEX[strain];
    // Leader E: N declares; leader W: S declares; leader S: E declares; leader N: W declares (NS tricks each).
    let guess: number | undefined;
    for (const [declarer, leader] of [
      [0, 1],
      [2, 3],
      [1, 2],
      [3, 0],
    ] as const) {
      const ns = search.nsTricks(si, leader, guess);
      guess = ns;
      const tricks = declarer & 1 ? total - ns : ns;
      table[SEATS[declarer]][strain] = tricks;
      done++;
      options.onResult?.({ declarer: SEATS[declarer], strain, tricks }, done);
    }
  }
  return table;
}

/** The tricks of one declarer in one strain (the table's search for that one value). */
export function solveOne(deal: string | Deal, declarer: Seat, strain: Strain, options: SearchOptions = {}): number {
  const d = typeof deal === 'string' ? parseDeal(deal) : deal;
  const search = new DealSearch(d.masks, options);
  const dec = SEATS.indexOf(declarer);
  const ns = search.nsTricks(STRAIN_INDEX[strain], (dec + 1) & 3);
  return dec & 1 ? d.cards - ns : ns;
}
