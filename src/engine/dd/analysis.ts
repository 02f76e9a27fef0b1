/**
 * What the double-dummy step gives a board: the table and, for a whole deal, the par for the board's dealer and
 * vulnerability (Law 2: from the board number unless the file says otherwise).
 */
import { boardDealer, boardVulnerability } from '../model/board';
import { BridgeInputError } from '../model/types';
import type { Contract, Seat, Vulnerability } from '../model/types';
import { parseDeal } from './deal';
import { parOf, type Par } from './par';
import { solveTable, type DdTable, type DdTableOptions } from './table';

export interface DdBoardConditions {
  board?: number;
  dealer?: Seat;
  vulnerability?: Vulnerability;
}

export interface DdAnalysis {
  table: DdTable;
  /** Absent for an ending (fewer than 13 cards a hand): par is a whole board's. */
  par?: Par;
  dealer?: Seat;
  vulnerability?: Vulnerability;
}

/** Dealer and vulnerability: as given, else from the board number; a whole board needs one or the other. */
export function ddConditions(c: DdBoardConditions): { dealer: Seat; vulnerability: Vulnerability } {
  if ((c.dealer === undefined || c.vulnerability === undefined) && c.board === undefined) {
    throw new BridgeInputError('par needs the dealer and vulnerability, or the board number', c);
  }
  return {
    dealer: c.dealer ?? boardDealer(c.board as number),
    vulnerability: c.vulnerability ?? boardVulnerability(c.board as number),
  };
}

/** Table and par of a deal (synchronous; see the worker for a caller that must stay responsive). */
export function analyseDeal(deal: string, c: DdBoardConditions = {}, options: DdTableOptions = {}): DdAnalysis {
  const d = parseDeal(deal);
  const table = solveTable(d, options);
  if (d.cards !== 13) return { table };
  const { dealer, vulnerability } = ddConditions(c);
  return { table, par: parOf(table, dealer, vulnerability), dealer, vulnerability };
}

/** How a contract compares with double dummy: the tricks declarer takes and the result they give. */
export interface DdComparison {
  contract: Contract;
  declarer: Seat;
  tricks: number;
  /** Tricks over the contract (0: makes exactly), negative when it goes down. */
  overUnder: number;
}

/** The double-dummy result of a contract ("4♠ by N: DD 10 tricks, makes exactly"). */
export function compareWithDoubleDummy(table: DdTable, contract: Contract, declarer: Seat): DdComparison {
  const tricks = table[declarer][contract.strain];
  return { contract, declarer, tricks, overUnder: tricks - (contract.level + 6) };
}
