/**
 * Contract and board arguments: what a scorer types into the cells of a traveller row.
 */
import { about, fail, type Where } from './errors';
import { checkNotError, isBlank, readText, textToNumber } from './coerce';
import {
  boardVulnerability,
  vulnerabilityFromWord,
  contractScore,
  parseContract,
  parseSeat,
  parseTricks,
  type Contract,
  type PlayedResult,
  type Vulnerability,
} from './engine';

/** A board number: a whole number from 1 (typed as a number or as text). */
export function readBoard(v: unknown, where: Where): number | undefined {
  checkNotError(v, where);
  if (isBlank(v)) return undefined;
  const n = typeof v === 'string' ? textToNumber(v) : typeof v === 'number' ? v : undefined;
  if (n === undefined || !Number.isInteger(n) || n < 1) fail('notBoard', v, where);
  return n;
}

export type VulnerabilityArg = { board: number } | { vulnerability: Vulnerability } | { declarerVulnerable: boolean };

/**
 * A board number (its vulnerability follows Law 2), a vulnerability word, or TRUE/FALSE for "declarer's side is
 * vulnerable".
 */
export function readVulnerability(v: unknown, where: Where): VulnerabilityArg | undefined {
  checkNotError(v, where);
  if (isBlank(v)) return undefined;
  if (typeof v === 'boolean') return { declarerVulnerable: v };
  if (typeof v === 'number' || (typeof v === 'string' && textToNumber(v) !== undefined)) {
    const board = readBoard(v, where);
    return board === undefined ? undefined : { board };
  }
  const text = readText(v, where) ?? '';
  const hit = vulnerabilityFromWord(text);
  if (!hit) fail('notVulnerability', v, where);
  return { vulnerability: hit };
}

/** The vulnerability that a VulnerabilityArg stands for, through the engine's Law 2 table for a board number. */
export function vulnerabilityOf(arg: VulnerabilityArg, where: Where): Vulnerability | boolean {
  if ('board' in arg) return about('notBoard', arg.board, where, () => boardVulnerability(arg.board));
  if ('vulnerability' in arg) return arg.vulnerability;
  return arg.declarerVulnerable;
}

/** A contract as typed: 4S, 3NTX, 6♥XX, PASS … (read by the engine); blank → undefined. */
export function readContract(v: unknown, where: Where): Contract | 'PASS' | undefined {
  const text = readText(v, where);
  if (text === undefined) return undefined;
  return about('notContract', v, where, () => parseContract(text));
}

/** A declarer N, E, S, W (also the words North … West); blank → undefined. */
export function readSeat(v: unknown, where: Where): PlayedResult['declarer'] {
  const text = readText(v, where);
  if (text === undefined) return undefined;
  return about('notSeat', v, where, () => parseSeat(text));
}

/**
 * Tricks taken for a contract: a number of tricks, or =, +1, -2 as text. A negative number is undertricks
 * ("-2" typed into a cell becomes the number −2).
 */
export function readTricks(v: unknown, contract: Contract | 'PASS', where: Where): number | undefined {
  checkNotError(v, where);
  if (typeof v === 'number') {
    return about('notResult', v, where, () => parseTricks(v, contract, undefined, { negativeNumberIsRelative: true }));
  }
  if (contract !== 'PASS' && isBlank(v)) return undefined;
  if (typeof v === 'boolean') fail('notResult', v, where);
  // Text keeps its sign: "+1" and "-2" are relative to the contract, plain digits are tricks taken.
  const text = readText(v, where) ?? '';
  return about('notResult', v, where, () => parseTricks(text, contract, undefined, { negativeNumberIsRelative: true }));
}

/** NS score of a played result through the engine's Law 77 table. */
export function scorePlayed(played: PlayedResult, vulnerable: Vulnerability | boolean, where: Where): number {
  return about('badValue', played.contract === 'PASS' ? 'PASS' : '', where, () => contractScore(played, vulnerable));
}
