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
export function emptyTable(): DdTable {
  const row = () => ({ C: 0, D: 0, H: 0, S: 0, NT: 0 });
  return { N: row(), E: row(), S: row(), W: row() };
}

/** Leader E: N declares; leader W: S declares; leader S: E declares; leader N: W declares. */
const DECLARER_LEADER: readonly (readonly [number, number])[] = [
  [0, 1],
  [2, 3],
  [1, 2],
  [3, 0],
];

/** The order strains are solved in: no trump first (its answers are the slowest to find). */
export const DD_SOLVE_ORDER: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/**
 * Solves a deal strain by strain, keeping what it learnt (the transposition table) for the next declarer in the
 * same strain. Each call is synchronous; a caller that must stay responsive calls it one strain at a time.
 */
export class TableSolver {
  private readonly search: DealSearch;
  readonly table: DdTable = emptyTable();
  readonly deal: Deal;
  /** Values found so far. */
  done = 0;

  constructor(deal: string | Deal, options: SearchOptions = {}) {
    this.deal = typeof deal === 'string' ? parseDeal(deal) : deal;
    this.search = new DealSearch(this.deal.masks, options);
  }

  /** Nodes searched so far (positions at the start of a trick). */
  get nodes(): number {
    return this.search.nodes;
  }

  /** The four declarers' tricks in one strain. */
  strain(strain: Strain, onResult?: (result: DdResult, done: number) => void): DdResult[] {
    const si = STRAIN_INDEX[strain];
    const out: DdResult[] = [];
    let guess: number | undefined;
    for (const [declarer, leader] of DECLARER_LEADER) {
      const ns = this.search.nsTricks(si, leader, guess);
      guess = ns;
      const tricks = declarer & 1 ? this.deal.cards - ns : ns;
      this.table[SEATS[declarer]][strain] = tricks;
      this.done++;
      const result = { declarer: SEATS[declarer], strain, tricks };
      out.push(result);
      onResult?.(result, this.done);
    }
    return out;
  }
}

/**
 * Solves the whole table (or the strains asked for). Accepts a PBN deal string or a parsed deal. Synchronous
 * and pure; `shouldStop` in the options can end it early (SearchStopped).
 */
export function solveTable(deal: string | Deal, options: DdTableOptions = {}): DdTable {
  const solver = new TableSolver(deal, options);
  for (const strain of DD_SOLVE_ORDER) {
    if (options.strains && !options.strains.includes(strain)) continue;
    solver.strain(strain, options.onResult);
  }
  return solver.table;
}

/** The tricks of one declarer in one strain (the table's search for that one value). */
export function solveOne(deal: string | Deal, declarer: Seat, strain: Strain, options: SearchOptions = {}): number {
  const d = typeof deal === 'string' ? parseDeal(deal) : deal;
  const search = new DealSearch(d.masks, options);
  const dec = SEATS.indexOf(declarer);
  const ns = search.nsTricks(STRAIN_INDEX[strain], (dec + 1) & 3);
  return dec & 1 ? d.cards - ns : ns;
}
