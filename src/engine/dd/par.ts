/**
 * Par: the contract and score a board reaches when both sides know the double-dummy table and bid to it,
 * a contract that fails being doubled, one that makes not (doubling it would only cost the defenders).
 *
 * The auction is solved backwards over the 35 contracts in bidding order: when one side has named a contract,
 * the other side either lets it be played or names a higher one, and the first side answers in the same way.
 * The dealer's side may open first; if it passes the other side may open; then the dealer's side again (so the
 * dealer's side wins a contract both sides could make), and a board both sides pass is passed out (0). Scores
 * are by Law 77 (the engine's contract score), with the board's vulnerability.
 */
import { declarerScore } from '../model/contract';
import { SIDE_SEATS, isVulnerable } from '../model/board';
import type { Contract, Direction, Seat, Strain, Vulnerability } from '../model/types';
import type { DdTable } from './table';

/** Bidding order of strains. */
const BID_STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

/** One par contract: the contract, the declarers who take the tricks, the tricks and the NS score. */
export interface ParContract {
  contract: Contract;
  side: Direction;
  /**
   * Every declarer of the side who takes `tricks` in the strain, the one who speaks first in the auction (from
   * the dealer round the table) first.
   */
  declarers: Seat[];
  tricks: number;
  /** NS score of the contract played with those tricks. */
  score: number;
}

/**
 * The par of a board: its NS score and every contract that reaches it, highest bid first (none when the board is
 * passed out).
 */
export interface Par {
  score: number;
  contracts: ParContract[];
}

interface Bid {
  level: number;
  strain: Strain;
}

function bids(): Bid[] {
  const out: Bid[] = [];
  for (let level = 1; level <= 7; level++) for (const strain of BID_STRAINS) out.push({ level, strain });
  return out;
}

const BIDS = bids();

/** The side's tricks in a strain with its better declarer. */
function sideTricks(table: DdTable, side: Direction, strain: Strain): number {
  const [a, b] = SIDE_SEATS[side];
  return Math.max(table[a][strain], table[b][strain]);
}

/**
 * Par score and contracts for a table of 13-trick values, the dealer and the vulnerability.
 */
export function parOf(table: DdTable, dealer: Seat, vulnerability: Vulnerability): Par {
  const sides: Direction[] = ['NS', 'EW'];
  const sign = (side: Direction) => (side === 'NS' ? 1 : -1);
  /** NS score when side plays the bid (doubled if it fails). */
  const played = (k: number, side: Direction): number => {
    const { level, strain } = BIDS[k];
    const tricks = sideTricks(table, side, strain);
    const makes = tricks >= level + 6;
    const contract: Contract = { level: level as Contract['level'], strain, risk: makes ? '' : 'X' };
    return sign(side) * declarerScore(contract, tricks, isVulnerable(vulnerability, side));
  };
  // value[side][k]: NS outcome once `side` has named bid k and the other side is to answer.
  // best[side][k]: best NS outcome for `side` naming some bid above k (as judged by side), -/+Infinity if none.
  const n = BIDS.length;
  const value: Record<Direction, number[]> = { NS: new Array(n), EW: new Array(n) };
  const better = (side: Direction, a: number, b: number) => (side === 'NS' ? Math.max(a, b) : Math.min(a, b));
  const worst = (side: Direction) => (side === 'NS' ? -Infinity : Infinity);
  const aboveBest: Record<Direction, number[]> = { NS: new Array(n + 1), EW: new Array(n + 1) };
  for (const side of sides) aboveBest[side][n] = worst(side);
  for (let k = n - 1; k >= 0; k--) {
    for (const side of sides) {
      const other: Direction = side === 'NS' ? 'EW' : 'NS';
      // The other side lets it be played, or names a higher bid (the best of those for it).
      value[side][k] = better(other, played(k, side), aboveBest[other][k + 1]);
    }
    for (const side of sides) aboveBest[side][k] = better(side, value[side][k], aboveBest[side][k + 1]);
  }
  const first: Direction = dealer === 'N' || dealer === 'S' ? 'NS' : 'EW';
  const second: Direction = first === 'NS' ? 'EW' : 'NS';
  const open = (side: Direction) => aboveBest[side][0];
  // Dealer's side, other side, dealer's side again, other side again, then passed out.
  const score = better(
    first,
    open(first),
    better(second, open(second), better(first, open(first), better(second, open(second), 0))),
  );

  // The par contracts: those at the par score above every contract the other side could make (so that it has
  // nothing to bid over them); none for a pass-out, as every contract scores something.
  const highestMade: Record<Direction, number> = { NS: -1, EW: -1 };
  for (const side of sides) {
    for (let k = 0; k < n; k++) if (sideTricks(table, side, BIDS[k].strain) >= BIDS[k].level + 6) highestMade[side] = k;
  }
  const contracts: ParContract[] = [];
  // Highest bid first: the contract Magic Contest prints (OptimumContract) is the first.
  for (let k = n - 1; k >= 0; k--) {
    for (const side of sides) {
      if (value[side][k] !== score || played(k, side) !== score) continue;
      if (k < highestMade[side === 'NS' ? 'EW' : 'NS']) continue;
      const { level, strain } = BIDS[k];
      const tricks = sideTricks(table, side, strain);
      contracts.push({
        contract: { level: level as Contract['level'], strain, risk: tricks >= level + 6 ? '' : 'X' },
        side,
        declarers: auctionOrder(dealer).filter((d) => SIDE_SEATS[side].includes(d) && table[d][strain] === tricks),
        tricks,
        score,
      });
    }
  }
  return { score, contracts };
}

function auctionOrder(dealer: Seat): Seat[] {
  const seats: Seat[] = ['N', 'E', 'S', 'W'];
  const k = seats.indexOf(dealer);
  return [...seats.slice(k), ...seats.slice(0, k)];
}

/** The par contract as Magic Contest writes it in OptimumContract: "4SX W 9" (level, strain N for NT, X, declarer, tricks). */
export function formatParContract(p: ParContract): string {
  const strain = p.contract.strain === 'NT' ? 'N' : p.contract.strain;
  return `${p.contract.level}${strain}${p.contract.risk} ${p.declarers[0]} ${p.tricks}`;
}
