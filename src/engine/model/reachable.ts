/**
 * Law 77: the scores a table can obtain. Every contract (1–7 in each strain, undoubled, doubled, redoubled),
 * vulnerable or not, with every number of tricks from 0 to 13, scored with the engine's own Law 77 scoring,
 * gives the declaring side a score; North-South's score is that figure or its opposite, and a passed-out board
 * is 0. A score outside this table (425, 1e15) cannot be a table result and is an error, not a figure.
 *
 * scoreContractConflict() is the one rule for a line that gives both a score and its contract: readers (PBN,
 * USEBIO, CSV) and the workbook layer call it, and a line where the two disagree is kept with both and scored
 * as neither until one is corrected.
 */
import { contractScore, declarerScore, formatContract } from './contract';
import type { Contract, PlayedResult, Risk, Strain, Vulnerability } from './types';
import { PASSED_OUT } from './marks';

const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const RISKS: readonly Risk[] = ['', 'X', 'XX'];

let table: Set<number> | undefined;

/** Every NS score a table can obtain (built once, from declarerScore). */
export function reachableScores(): ReadonlySet<number> {
  if (table) return table;
  const out = new Set<number>([0]);
  for (let level = 1; level <= 7; level++) {
    for (const strain of STRAINS) {
      for (const risk of RISKS) {
        const contract: Contract = { level: level as Contract['level'], strain, risk };
        for (const vulnerable of [false, true]) {
          for (let tricks = 0; tricks <= 13; tricks++) {
            const s = declarerScore(contract, tricks, vulnerable);
            out.add(s);
            out.add(s === 0 ? 0 : -s);
          }
        }
      }
    }
  }
  table = out;
  return out;
}

/** The largest NS score a table can obtain, either way (7NTXX vulnerable, thirteen down): every score lies within. */
export const REACHABLE_SPAN = 7600;

let byScore: Uint8Array | undefined;

/**
 * The reachable scores as a table, for a caller that checks many cells: entry s + REACHABLE_SPAN is 1 when the NS
 * score s is reachable, 0 for any other whole number within the span (an index that is not a whole number, or
 * lies outside the table, reads as undefined).
 */
export function reachableTable(): Uint8Array {
  if (byScore) return byScore;
  const out = new Uint8Array(2 * REACHABLE_SPAN + 1);
  for (const s of reachableScores()) out[s + REACHABLE_SPAN] = 1;
  byScore = out;
  return out;
}

/** True when some contract, doubling, vulnerability and result gives NS this score (Law 77). */
export function isReachableScore(ns: number): boolean {
  return Number.isInteger(ns) && reachableScores().has(ns);
}

/** What a line's typed score and its contract say when they disagree. */
export interface ScoreConflict {
  /** The score typed (or printed in the file). */
  typed: number;
  /** The score the contract, result and declarer give (Law 77). */
  computed: number;
  /** "3H-1 by E", "PASS". */
  contract: string;
}

/** "4S= by N", "3NTX-2 by E", "PASS". */
export function playedNotation(p: PlayedResult): string {
  if (p.contract === 'PASS') return PASSED_OUT;
  const diff = (p.tricks ?? 0) - (p.contract.level + 6);
  const rel = diff === 0 ? '=' : diff > 0 ? `+${diff}` : String(diff);
  return `${formatContract(p.contract)}${rel} by ${p.declarer ?? '?'}`;
}

/**
 * The one rule for a line that gives a score and a contract: undefined when they agree, otherwise both
 * figures. The caller keeps both and scores the line as neither (pending) until one is corrected.
 */
export function scoreContractConflict(
  played: PlayedResult,
  typed: number,
  vulnerability: Vulnerability,
): ScoreConflict | undefined {
  const computed = contractScore(played, vulnerability);
  if (computed === typed || (computed === 0 && typed === 0)) return undefined;
  return { typed, computed, contract: playedNotation(played) };
}
