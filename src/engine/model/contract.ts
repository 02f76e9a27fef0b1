/**
 * Contracts and the Law 77 scoring table.
 *
 * - parseContract reads what scorers type ("4S", "4♠X", "3nt", "3SA", "PASS", "-") into a Contract.
 * - parseTricks reads a result as tricks taken ("10") or relative to the contract ("=", "+1", "-2").
 * - declarerScore is the Law 77 score from the declaring side's point of view;
 *   contractScore turns a played result into the NS score.
 */
import { isVulnerable } from './board';
import { PASSED_OUT, isPassedOutText } from './marks';
import { sourceSuffix } from './source';
import { BridgeInputError } from './types';

export { sourceSuffix };
import type { Contract, PlayedResult, Risk, Seat, SourceRef, Strain, Vulnerability } from './types';

function fail(message: string, value: unknown, source?: SourceRef): never {
  throw new BridgeInputError(message + sourceSuffix(source), value, source);
}

/** Strain spellings, longest first so that "NT" wins over "N". SA = sans atout (French), BA = bez atu (Polish). */
const STRAINS: ReadonlyArray<readonly [string, Strain]> = [
  ['NT', 'NT'],
  ['SA', 'NT'],
  ['BA', 'NT'],
  ['N', 'NT'],
  ['S', 'S'],
  ['H', 'H'],
  ['D', 'D'],
  ['C', 'C'],
  ['♠', 'S'],
  ['♤', 'S'],
  ['♥', 'H'],
  ['♡', 'H'],
  ['♦', 'D'],
  ['♢', 'D'],
  ['♣', 'C'],
  ['♧', 'C'],
];

const RISKS: ReadonlyArray<readonly [string, Risk]> = [
  ['', ''],
  ['X', 'X'],
  ['XX', 'XX'],
  ['*', 'X'],
  ['**', 'XX'],
];

/**
 * Reads a contract as scorers type it. Case and spaces are ignored; the emoji variation selector that
 * some keyboards add after a suit symbol is ignored too.
 *
 * Accepted: level 1–7, then a strain (S H D C, NT / N, SA, BA or a suit symbol ♠♥♦♣), then nothing, X or XX
 * (also * or **). A pass-out is PASS, P, AP, ALL PASS, PO, - (also PASSE, PAS): model/marks.ts decides.
 */
export function parseContract(text: string, source?: SourceRef): Contract | 'PASS' {
  if (typeof text !== 'string') fail(`contract '${String(text)}' is not a contract`, text, source);
  const t = text.replace(/[\s\uFE0E\uFE0F]/g, '').toUpperCase();
  if (isPassedOutText(t, 'contract')) return 'PASS';
  const m = /^([0-9]+)(.*)$/u.exec(t);
  if (!m) fail(`contract '${text}' is not a contract`, text, source);
  const level = Number(m[1]);
  if (level < 1 || level > 7) fail(`contract '${text}' is not a contract: level ${m[1]} is not 1 to 7`, text, source);
  const rest = m[2];
  for (const [spelling, strain] of STRAINS) {
    if (!rest.startsWith(spelling)) continue;
    const tail = rest.slice(spelling.length);
    const risk = RISKS.find(([r]) => r === tail);
    if (risk) return { level: level as Contract['level'], strain, risk: risk[1] };
  }
  return fail(`contract '${text}' is not a contract`, text, source);
}

/** Contract as printed: "4SX", "3NT", "PASS". */
export function formatContract(contract: Contract | 'PASS'): string {
  if (contract === 'PASS') return PASSED_OUT;
  return `${contract.level}${contract.strain}${contract.risk}`;
}

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** Reads a declarer: N, E, S, W (case and spaces ignored; also the words North, East, South, West). */
export function parseSeat(text: string, source?: SourceRef): Seat {
  const t = String(text ?? '')
    .trim()
    .toUpperCase();
  const seat = (SEATS as readonly string[]).includes(t)
    ? (t as Seat)
    : ({ NORTH: 'N', EAST: 'E', SOUTH: 'S', WEST: 'W' } as Record<string, Seat>)[t];
  if (!seat) fail(`declarer '${text}' is not a seat (N, E, S or W)`, text, source);
  return seat;
}

export interface ParseTricksOptions {
  /**
   * A negative number is read as undertricks ("-2" typed in a spreadsheet cell becomes the number -2).
   * Default false: a number is always tricks taken, and a negative one is an error.
   */
  negativeNumberIsRelative?: boolean;
}

/**
 * Reads a result for the given contract and returns the tricks taken by declarer.
 *
 * - a number or a string of digits: tricks taken, 0..13 ("10");
 * - relative to the contract: "=" (or "M", "MADE", "=0", "+0"), "+1", "=+1", "-2", "−2" (minus sign).
 *
 * For a passed-out board the result must be empty, "-", "=" or 0, and the answer is undefined.
 */
export function parseTricks(
  result: string | number,
  contract: Contract | 'PASS',
  source?: SourceRef,
  options: ParseTricksOptions = {},
): number | undefined {
  if (contract === 'PASS') {
    const t = typeof result === 'number' ? String(result) : String(result ?? '').trim();
    if (t === '' || t === '-' || t === '=' || t === '0') return undefined;
    return fail(`result '${result}' is not possible on a passed-out board`, result, source);
  }
  const book = contract.level + 6;
  const label = formatContract(contract);
  const check = (tricks: number): number => {
    if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
      fail(`result '${result}' for ${label} gives ${tricks} tricks: tricks must be 0 to 13`, result, source);
    }
    return tricks;
  };
  if (typeof result === 'number') {
    if (!Number.isFinite(result)) fail(`result '${result}' is not a number of tricks`, result, source);
    if (result < 0 && options.negativeNumberIsRelative) return check(book + result);
    return check(result);
  }
  const t = String(result ?? '')
    .replace(/\s/g, '')
    .replace(/[\u2212\u2013]/g, '-')
    .toUpperCase();
  if (t === '') fail(`result is missing for ${label}`, result, source);
  if (['=', 'M', 'MADE', '=0', '+0', '-0', '=='].includes(t)) return book;
  let m = /^=?\+([0-9]+)$/.exec(t);
  if (m) return check(book + Number(m[1]));
  m = /^-([0-9]+)$/.exec(t);
  if (m) return check(book - Number(m[1]));
  m = /^([0-9]+)$/.exec(t);
  if (m) return check(Number(m[1]));
  return fail(`result '${result}' is not a number of tricks nor a result such as =, +1, -2`, result, source);
}

function isContract(x: unknown): x is Contract {
  if (typeof x !== 'object' || x === null) return false;
  const c = x as Contract;
  return (
    Number.isInteger(c.level) &&
    c.level >= 1 &&
    c.level <= 7 &&
    ['C', 'D', 'H', 'S', 'NT'].includes(c.strain) &&
    ['', 'X', 'XX'].includes(c.risk)
  );
}

/**
 * Law 77 score from the declaring side's point of view: positive when the contract makes, negative
 * (the defenders' penalty) when it fails.
 */
export function declarerScore(contract: Contract, tricks: number, vulnerable: boolean, source?: SourceRef): number {
  if (!isContract(contract)) {
    fail(`contract '${JSON.stringify(contract)}' is not a contract`, contract, source);
  }
  const label = formatContract(contract);
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
    fail(`${label} with ${tricks} tricks: tricks must be a whole number from 0 to 13`, tricks, source);
  }
  const { level, strain, risk } = contract;
  const times = risk === 'XX' ? 4 : risk === 'X' ? 2 : 1;
  const needed = level + 6;
  if (tricks < needed) {
    const down = needed - tricks;
    if (risk === '') return -down * (vulnerable ? 100 : 50);
    // Doubled: NV 100, 300, 500, then 300 each; V 200, 500, then 300 each. Redoubled: twice that.
    const doubled = vulnerable
      ? 200 + 300 * (down - 1)
      : down <= 3
        ? [100, 300, 500][down - 1]
        : 500 + 300 * (down - 3);
    return -doubled * (times / 2);
  }
  const perTrick = strain === 'C' || strain === 'D' ? 20 : 30;
  const trickScore = (level * perTrick + (strain === 'NT' ? 10 : 0)) * times;
  let score = trickScore;
  score += trickScore >= 100 ? (vulnerable ? 500 : 300) : 50;
  if (level === 6) score += vulnerable ? 750 : 500;
  if (level === 7) score += vulnerable ? 1500 : 1000;
  if (risk === 'X') score += 50;
  if (risk === 'XX') score += 100;
  const over = tricks - needed;
  if (risk === '') score += over * perTrick;
  else score += over * (vulnerable ? 200 : 100) * (times / 2);
  return score;
}

const VULS: readonly Vulnerability[] = ['None', 'NS', 'EW', 'Both'];

/**
 * NS score of a played result. `vulnerable` is either the declaring side's vulnerability (boolean) or the
 * board's vulnerability (then the declarer decides which side it is). A pass-out scores 0.
 */
export function contractScore(played: PlayedResult, vulnerable: boolean | Vulnerability, source?: SourceRef): number {
  if (!played || typeof played !== 'object') fail(`result '${String(played)}' is not a played result`, played, source);
  if (played.contract === 'PASS') return 0;
  const label = isContract(played.contract) ? formatContract(played.contract) : JSON.stringify(played.contract);
  if (played.declarer === undefined || played.declarer === null) {
    fail(`declarer is missing for contract ${label}`, played.declarer, source);
  }
  if (!SEATS.includes(played.declarer)) {
    fail(`declarer '${String(played.declarer)}' is not a seat (N, E, S or W)`, played.declarer, source);
  }
  if (played.tricks === undefined || played.tricks === null) {
    fail(`tricks are missing for contract ${label}`, played.tricks, source);
  }
  let vul: boolean;
  if (typeof vulnerable === 'boolean') vul = vulnerable;
  else if (VULS.includes(vulnerable)) vul = isVulnerable(vulnerable, played.declarer);
  else return fail(`vulnerability '${String(vulnerable)}' is not None, NS, EW or Both`, vulnerable, source);
  const s = declarerScore(played.contract, played.tricks, vul, source);
  if (played.declarer === 'N' || played.declarer === 'S') return s;
  return s === 0 ? 0 : -s;
}

/**
 * Reads a contract, a declarer and a result as typed on a traveller into a PlayedResult.
 * For a pass-out the declarer and result may be empty.
 */
export function parsePlayed(
  contract: string,
  declarer: string | undefined,
  result: string | number | undefined,
  source?: SourceRef,
  options: ParseTricksOptions = {},
): PlayedResult {
  const c = parseContract(contract, source);
  if (c === 'PASS') {
    parseTricks(result ?? '', c, source, options);
    return { contract: 'PASS' };
  }
  if (declarer === undefined || String(declarer).trim() === '') {
    fail(`declarer is missing for contract ${formatContract(c)}`, declarer, source);
  }
  if (result === undefined) fail(`result is missing for contract ${formatContract(c)}`, result, source);
  return { contract: c, declarer: parseSeat(declarer, source), tricks: parseTricks(result, c, source, options) };
}
