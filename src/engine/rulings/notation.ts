/**
 * Ruling notation: one short line of text for every ruling a director gives. The CSV format, the Excel
 * functions and the task pane all read and write it.
 *
 * A ruling is written as a body (what each side scores) followed by optional suffixes. Case does not matter;
 * spaces between parts are free. Scores are from North-South's point of view.
 *
 * Artificial adjusted scores (Law 12C2)
 *   A+            NS average-plus, EW average-minus. One level alone is NS's level; EW gets the mirror.
 *   A-  A=  A     NS average-minus (EW plus); average for both (A= and A are the same).
 *   A+/A+         both sides average-plus (nobody at the table at fault); also A+/A=, A=/A-, A-/A-.
 *   AVG+/AVG-  AVE+  AV-        the same levels in other spellings; also G+ / G- (gemiddeld),
 *                               M+ / M- (moyenne), Ś+ / Ś- (średnia), С+ / С- (средний).
 *   A60/40  A6040  A5050  A60   the levels written as figures NS/EW (one figure: EW gets 100 minus it):
 *                               the artificial scores of 12C2(a), and 12C2(c) applies to them as the preset
 *                               says. An 'A' figure that is not one of the preset's levels (A55/45 at
 *                               60/50/40) is refused when scored, unless the preset allows other figures.
 *   60%/40%  60%  60/40%         a fixed percentage of the top (any figures 0–100) that no session rule
 *                               touches. The level follows from the figure: above 50 plus, 50 average,
 *                               below 50 minus.
 *   +3/-3 IMP  +3 IMP  +3/+3 IMP explicit IMPs NS/EW (one figure: EW gets its opposite).
 *   Without a figure the preset decides the value (60/50/40 %, ±3 IMP, or the session figure of 12C2(c)).
 *
 * Assigned adjusted scores (Law 12C1(a)), the same for both sides
 *   4S= N   3NTX-2 E   4H+1 S   6NT 12 N   PASS
 *                 contract, result (=, +n, -n or tricks taken) and declarer; the score follows from the board's
 *                 vulnerability (the reader needs the board number or the vulnerability). "4S N =" is read too.
 *   NS 620   NS -100   EW 100   620   -100
 *                 a score: NS's unless written after EW (the sides in any language's words: NZ / OW,
 *                 NS / EO, СЮ / ВЗ, as in PP and the split form).
 *
 * Weighted assigned scores (Law 12C1(c))
 *   70% 3NT+1 N; 30% 3NT= N     parts separated by ';', each a weight and a result (contract or score).
 *   0.7 3NT+1 N; 0.3 3NT= N     weights as percentages or fractions (0.7, 2/3); they must total 100 %.
 *
 * Split (non-balancing) rulings, e.g. Law 12C1(e), Law 11A, the likely / at-all-probable option
 *   NS: 4S= N | EW: 4S+1 N      each side gets its own assigned, weighted or artificial score. Inside a
 *   NS: A+ | EW: 70% 4S= N; 30% 4S-1 N     side, one artificial level or figure is that side's own (A+, A60,
 *   NS: A60 | EW: A-            +3 IMP). Both sides must be given.
 *
 * Suffixes, after the body, in any order
 *   PP EW 25%   PP NS 1VP   PP NS 3IMP   PP EW 2MP   procedural penalty: side, amount, unit (% of a top, MP,
 *   PP EW 10% player 17                              IMP, VP); in individual events the player at fault.
 *   L12C1c  L12C1(c)  L16B  L12C1e,12C1c             laws applied (L and the law number);
 *   §11.3В                                           sections of the preferans code.
 *   fault NS     fault EW   fault both   fault none   fault outside      who was at fault.
 *   "note"       the director's note, in double quotes ("" inside for a quote), last.
 *
 * Printed (canonical) form: A+/A-, A60/40, +3/-3 IMP, 4S= N, NS 620, 70% 3NT+1 N; 30% 3NT= N,
 * NS: 4S= N | EW: 4S+1 N, then PP …, L…, fault …, "note". Reading a printed ruling gives it back unchanged.
 */
import { boardVulnerability } from '../model/board';
import { contractScore, formatContract, parseContract, parseSeat, parseTricks, sourceSuffix } from '../model/contract';
import { BridgeInputError } from '../model/types';
import type { ResultScore } from '../laws/law12/assigned';
import { preferansSection } from '../laws/preferans-sections';
import { pairSideWord } from '../model/words';
import { sameAdjustment } from '../model/decision';
import type {
  Adjustment,
  ArtificialLevel,
  Direction,
  Fault,
  PenaltyUnit,
  PlayedResult,
  ProceduralPenalty,
  Ruling,
  SourceRef,
  Vulnerability,
  WeightedPart,
} from '../model/types';
import { PASSED_OUT } from '../model/marks';

export interface NotationContext {
  /** Board number: gives the vulnerability when a contract must be scored. */
  board?: number;
  /** Vulnerability of the board (wins over `board`). */
  vulnerability?: Vulnerability;
  /** Where the text came from, for messages. */
  source?: SourceRef;
}

export type { ResultScore };

const EXAMPLES = "e.g. 'A60/40', '4S= N', '70% 3NT+1 N; 30% 3NT= N' or 'NS: 4S= N | EW: 4S+1 N'";
const CONTRACT_HINT =
  "write level, strain (C D H S NT), X or XX, the result and the declarer, e.g. '4S= N' or '3NTX-2 E'";

class Reader {
  constructor(
    readonly text: string,
    readonly ctx: NotationContext,
  ) {}

  fail(problem: string, hint: string, value: unknown = this.text): never {
    const how = hint ? `; ${hint}` : '';
    throw new BridgeInputError(
      `ruling '${this.text}': ${problem}${how}${sourceSuffix(this.ctx.source)}`,
      value,
      this.ctx.source,
    );
  }

  vulnerability(what: string): Vulnerability {
    if (this.ctx.vulnerability !== undefined) return this.ctx.vulnerability;
    if (this.ctx.board !== undefined) return boardVulnerability(this.ctx.board, this.ctx.source);
    return this.fail(
      `'${what}' needs the board's vulnerability to be scored`,
      "give the board number or the vulnerability, or write the score instead, e.g. 'NS 620'",
      what,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Small pieces

function normalise(text: string): string {
  return text
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const NUM = String.raw`\d+(?:\.\d+)?`;

function num(text: string): number {
  const n = Number(text);
  return n === 0 ? 0 : n;
}

function neg(n: number): number {
  return n === 0 ? 0 : -n;
}

function levelOfPercent(p: number): ArtificialLevel {
  return p > 50 ? 'plus' : p < 50 ? 'minus' : 'average';
}

function levelOfImps(i: number): ArtificialLevel {
  return i > 0 ? 'plus' : i < 0 ? 'minus' : 'average';
}

function mirrorLevel(l: ArtificialLevel): ArtificialLevel {
  return l === 'plus' ? 'minus' : l === 'minus' ? 'plus' : 'average';
}

function mirror(a: Extract<Adjustment, { kind: 'artificial' }>): Adjustment {
  const out: Extract<Adjustment, { kind: 'artificial' }> = { kind: 'artificial', level: mirrorLevel(a.level) };
  if (a.percent !== undefined) out.percent = num((100 - a.percent).toPrecision(12));
  if (a.fixed) out.fixed = true;
  if (a.imps !== undefined) out.imps = neg(a.imps);
  return out;
}

/** A pair's side in any language's words (NS, N-S, NZ, СЮ; EW, WE, OW, EO, ВЗ): the table in words.ts. */
function sideOf(label: string): Direction | undefined {
  return pairSideWord(label);
}

// ---------------------------------------------------------------------------------------------------------
// Artificial scores

const LEVEL_WORDS = ['AVG', 'AVE', 'AV', 'A', 'G', 'M', 'ŚR', 'Ś', 'СР', 'С'];
const ARTIFICIAL_RE = new RegExp(`^(?:${LEVEL_WORDS.join('|')})(\\+|-|=|PLUS|MINUS)?$`, 'u');

function artificialLevelWord(token: string): ArtificialLevel | undefined {
  const m = ARTIFICIAL_RE.exec(token.toUpperCase());
  if (!m) return undefined;
  const mark = m[1] ?? '=';
  if (mark === '+' || mark === 'PLUS') return 'plus';
  if (mark === '-' || mark === 'MINUS') return 'minus';
  return 'average';
}

type Artificial = Extract<Adjustment, { kind: 'artificial' }>;

function percentAdj(r: Reader, p: number, written: string, fixed: boolean): Artificial {
  if (!Number.isFinite(p) || p < 0 || p > 100) {
    r.fail(`percentage ${written} is not between 0 and 100`, "write e.g. 'A60/40' or '60%/40%'", written);
  }
  return fixed
    ? { kind: 'artificial', level: levelOfPercent(p), percent: p, fixed: true }
    : { kind: 'artificial', level: levelOfPercent(p), percent: p };
}

function impAdj(i: number): Artificial {
  return { kind: 'artificial', level: levelOfImps(i), imps: i === 0 ? 0 : i };
}

/**
 * Reads an artificial score. `pair` = true at the top level (one or two figures: NS then EW);
 * false inside one side of a split ruling (exactly one figure, that side's).
 * Returns undefined when the text is not an artificial form at all.
 */
function readArtificial(r: Reader, text: string, pair: boolean): Artificial[] | undefined {
  const t = text.replace(/ /g, '').toUpperCase();
  const onlyOne = (n: number) => {
    if (!pair && n > 1) {
      r.fail(
        `'${text}' gives two scores inside one side of a split ruling`,
        "give that side's score alone, e.g. 'NS: A+ | EW: A-' or 'NS: A60 | EW: A40'",
        text,
      );
    }
  };
  // IMPs: +3/-3 IMP, +3 IMP
  let m = new RegExp(`^([+-]?${NUM})(?:/([+-]?${NUM}))?IMPS?$`).exec(t);
  if (m) {
    onlyOne(m[2] === undefined ? 1 : 2);
    const a = impAdj(num(m[1]));
    return [a, ...(m[2] !== undefined ? [impAdj(num(m[2]))] : [])];
  }
  // A60/40, A6040, A60: the artificial levels written as figures (Law 12C2(a); 12C2(c) applies).
  m = /^(?:A|AVG|AVE|AV)(\d{2})(\d{2})$/.exec(t) ?? new RegExp(`^(?:A|AVG|AVE|AV)(${NUM})%?(?:/(${NUM})%?)?$`).exec(t);
  // 60%/40%, 60%, 60/40%: a fixed percentage of the top that no session rule touches.
  const fixed = m
    ? undefined
    : (new RegExp(`^(${NUM})%(?:/(${NUM})%?)?$`).exec(t) ?? new RegExp(`^(${NUM})/(${NUM})%$`).exec(t));
  m ??= fixed ?? null;
  if (m) {
    onlyOne(m[2] === undefined ? 1 : 2);
    const a = percentAdj(r, num(m[1]), m[1], !!fixed);
    return [a, ...(m[2] !== undefined ? [percentAdj(r, num(m[2]), m[2], !!fixed)] : [])];
  }
  if (new RegExp(`^[+-]?${NUM}/[+-]?${NUM}$`).test(t)) {
    r.fail(`'${text}' has no unit`, "write 'A60/40' or '60%/40%' for percentages, '+3/-3 IMP' for IMPs", text);
  }
  // A+, A+/A-, AVG+/AVG-
  const parts = t.split('/');
  if (parts.length <= 2) {
    const levels = parts.map(artificialLevelWord);
    if (levels.every((l) => l !== undefined)) {
      onlyOne(levels.length);
      return levels.map((level) => ({ kind: 'artificial', level: level as ArtificialLevel }));
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Results: contracts and scores

const SEAT_RE = /^(N|E|S|W|NORTH|EAST|SOUTH|WEST)$/i;
const RESULT_RE = /^(=|[+-]\d+|\d+|M|MADE)$/i;

/** Reads one result: "4S= N", "4S N =", "PASS", "NS 620", "EW 100", "-100". */
function readResult(r: Reader, text: string): ResultScore {
  const t = text.trim();
  if (t === '') r.fail('a result is missing', CONTRACT_HINT, text);
  // A score: [NS|EW] [+-]digits
  // The side may be written in any language's words (NS, NZ, СЮ; EW, OW, EO, ВЗ).
  const score = /^(?:(\p{L}+(?:-\p{L}+)?)\s*:?\s*)?([+-]?\d+(?:\.\d+)?)$/iu.exec(t);
  if (score && (!score[1] || sideOf(score[1]))) {
    const n = Number(score[2]);
    if (!Number.isInteger(n)) r.fail(`score '${score[2]}' is not a whole number of points`, "write e.g. 'NS 620'", t);
    const side = score[1] ? sideOf(score[1]) : 'NS';
    return { ns: side === 'EW' ? neg(n) : n === 0 ? 0 : n };
  }
  const tokens = t.split(' ');
  const first = tokens[0];
  // The contract is the first token up to a result mark (=, +, -).
  const cut = first.search(/[=+-]/);
  const contractText = cut > 0 ? first.slice(0, cut) : first;
  const rest = [...(cut > 0 ? [first.slice(cut)] : []), ...tokens.slice(1)];
  let contract;
  try {
    contract = parseContract(contractText);
  } catch (e) {
    if (e instanceof BridgeInputError) r.fail(e.message, CONTRACT_HINT, contractText);
    throw e;
  }
  if (contract === 'PASS') {
    if (rest.length > 0) r.fail(`a passed-out board takes no result or declarer ('${t}')`, "write 'PASS'", t);
    return { ns: 0, from: { contract: 'PASS' } };
  }
  // "4S=N": split a seat glued to the result
  const flat: string[] = [];
  for (const tok of rest) {
    const g = /^(=|[+-]\d+)([NESW])$/i.exec(tok);
    if (g) flat.push(g[1], g[2]);
    else flat.push(tok);
  }
  let seatText: string | undefined;
  let resultText: string | undefined;
  for (const tok of flat) {
    if (SEAT_RE.test(tok) && seatText === undefined) seatText = tok;
    else if (RESULT_RE.test(tok) && resultText === undefined) resultText = tok;
    else r.fail(`'${tok}' in '${t}' is neither a result nor a declarer`, CONTRACT_HINT, tok);
  }
  const label = formatContract(contract);
  if (resultText === undefined) {
    r.fail(`the result of ${label} is missing`, `write '=', '+1', '-2' or the tricks taken, e.g. '${label}= N'`, t);
  }
  if (seatText === undefined) {
    r.fail(
      `the declarer of ${label} is missing`,
      `add the declarer's seat (N, E, S or W), e.g. '${label}${resultText} N'`,
      t,
    );
  }
  let played: PlayedResult;
  try {
    played = { contract, declarer: parseSeat(seatText), tricks: parseTricks(resultText, contract) };
  } catch (e) {
    if (e instanceof BridgeInputError) r.fail(e.message, CONTRACT_HINT, t);
    throw e;
  }
  const ns = contractScore(played, r.vulnerability(t), r.ctx.source);
  return { ns: ns === 0 ? 0 : ns, from: played };
}

function resultAdjustment(res: ResultScore): Adjustment {
  return res.from ? { kind: 'assigned', ns: res.ns, from: res.from } : { kind: 'assigned', ns: res.ns };
}

// ---------------------------------------------------------------------------------------------------------
// Weights

const WEIGHT_RE = new RegExp(`^(?:(${NUM})%|(0?\\.\\d+|1(?:\\.0+)?|0)|(\\d+)/(\\d+))$`);

function readWeight(r: Reader, token: string): number | undefined {
  const m = WEIGHT_RE.exec(token);
  if (!m) return undefined;
  let w: number;
  if (m[1] !== undefined) w = Number(m[1]) / 100;
  else if (m[2] !== undefined) w = Number(m[2]);
  else {
    const d = Number(m[4]);
    if (d === 0) r.fail(`weight '${token}' divides by zero`, "write e.g. '2/3' or '67%'", token);
    w = Number(m[3]) / d;
  }
  if (!(w > 0) || w > 1) {
    r.fail(`weight '${token}' is not above 0 % and at most 100 %`, "write e.g. '70% 3NT+1 N; 30% 3NT= N'", token);
  }
  return w;
}

function fmtPercent(x: number): string {
  return String(Number(x.toPrecision(12)));
}

function readWeighted(r: Reader, text: string): Adjustment {
  const parts: WeightedPart[] = [];
  const chunks = text.split(';').map((s) => s.trim());
  for (const chunk of chunks) {
    if (chunk === '') {
      r.fail('a part of the weighted score is empty', "separate parts with ';', e.g. '70% 3NT+1 N; 30% 3NT= N'", text);
    }
    const sp = chunk.indexOf(' ');
    const wText = sp < 0 ? chunk : chunk.slice(0, sp);
    const w = readWeight(r, wText);
    if (w === undefined) {
      r.fail(
        `part '${chunk}' of the weighted score has no weight`,
        "start each part with its weight, e.g. '70% 3NT+1 N; 30% 3NT= N'",
        chunk,
      );
    }
    if (sp < 0) r.fail(`part '${chunk}' has a weight but no result`, "write e.g. '70% 3NT+1 N; 30% 3NT= N'", chunk);
    const res = readResult(r, chunk.slice(sp + 1));
    parts.push(res.from ? { ns: res.ns, weight: w, from: res.from } : { ns: res.ns, weight: w });
  }
  const total = parts.reduce((s, p) => s + p.weight, 0);
  if (Math.abs(total - 1) > 1e-9) {
    r.fail(
      `the weights total ${fmtPercent(total * 100)} %`,
      "they must total 100 %, e.g. '70% 3NT+1 N; 30% 3NT= N'",
      text,
    );
  }
  if (parts.length === 1) return resultAdjustment(parts[0]);
  return { kind: 'weighted', parts };
}

function startsWithWeight(r: Reader, text: string): boolean {
  const sp = text.indexOf(' ');
  return sp > 0 && readWeight(r, text.slice(0, sp)) !== undefined;
}

// ---------------------------------------------------------------------------------------------------------
// One side's score, and the body

function readSide(r: Reader, text: string): Adjustment {
  const art = readArtificial(r, text, false);
  if (art) return art[0];
  if (text.includes(';') || startsWithWeight(r, text)) return readWeighted(r, text);
  return resultAdjustment(readResult(r, text));
}

function readSplit(r: Reader, body: string): { ns: Adjustment; ew: Adjustment } {
  const sides: Partial<Record<Direction, Adjustment>> = {};
  for (const chunk of body.split('|').map((s) => s.trim())) {
    const m = /^([^:]*):(.*)$/.exec(chunk);
    if (!m) {
      r.fail(
        `'${chunk}' does not say which side it is for`,
        "start each side with 'NS:' or 'EW:', e.g. 'NS: 4S= N | EW: 4S+1 N'",
        chunk,
      );
    }
    const side = sideOf(m[1].trim());
    if (!side) {
      r.fail(`'${m[1].trim()}' is not a side`, "write 'NS:' or 'EW:', e.g. 'NS: 4S= N | EW: 4S+1 N'", m[1].trim());
    }
    if (sides[side]) r.fail(`side ${side} is given twice`, "give each side once, e.g. 'NS: 4S= N | EW: 4S+1 N'", chunk);
    const score = m[2].trim();
    if (score === '') r.fail(`side ${side} has no score`, "write e.g. 'NS: 4S= N | EW: 4S+1 N'", chunk);
    sides[side] = readSide(r, score);
  }
  if (!sides.NS || !sides.EW) {
    const missing = sides.NS ? 'EW' : 'NS';
    r.fail(
      `a split ruling needs both sides and ${missing} is missing`,
      "write 'NS: … | EW: …', e.g. 'NS: 4S= N | EW: 4S+1 N'",
      body,
    );
  }
  return { ns: sides.NS, ew: sides.EW };
}

function readBody(r: Reader, body: string): { ns: Adjustment; ew: Adjustment } {
  if (body === '') r.fail('the score is missing', EXAMPLES, body);
  if (body.includes('|') || /^[^:;]*:/.test(body)) return readSplit(r, body);
  const art = readArtificial(r, body, true);
  if (art) return { ns: art[0], ew: art[1] ?? mirror(art[0]) };
  if (body.includes(';') || startsWithWeight(r, body)) {
    const w = readWeighted(r, body);
    return { ns: w, ew: structuredClone(w) };
  }
  const sp = body.indexOf(' ');
  if (sp > 0 && readArtificial(r, body.slice(0, sp), true)) {
    r.fail(
      `'${body.slice(sp + 1)}' after '${body.slice(0, sp)}' is not understood`,
      "after the score write only 'PP …', 'L…', 'fault …' or a \"note\"",
      body,
    );
  }
  let res: ResultScore;
  try {
    res = readResult(r, body);
  } catch (e) {
    // A single word that is no contract is better described as "not a ruling".
    if (e instanceof BridgeInputError && !body.includes(' ') && !/^\d/.test(body)) {
      r.fail(`'${body}' is not a ruling`, EXAMPLES, body);
    }
    throw e;
  }
  const a = resultAdjustment(res);
  return { ns: a, ew: structuredClone(a) };
}

// ---------------------------------------------------------------------------------------------------------
// Suffixes

const UNITS: Record<string, PenaltyUnit> = { '%': 'pctTop', MP: 'mp', IMP: 'imp', IMPS: 'imp', VP: 'vp', VPS: 'vp' };
const UNIT_TEXT: Record<PenaltyUnit, string> = { pctTop: '%', mp: 'MP', imp: 'IMP', vp: 'VP' };
const FAULTS: readonly Fault[] = ['NS', 'EW', 'both', 'none', 'outside'];

/** Law reference as written in Ruling.laws: "12C1(c)", "16B", "12C1(e)(ii)"; preferans sections "§11.3В" (laws/preferans-sections.ts). */
export function normaliseLaw(token: string): string | undefined {
  const t = token.trim();
  if (t.startsWith('§')) return preferansSection(t);
  const m = /^L?(\d{1,3})([A-Z])?(\d{1,2})?(?:\(?([A-H])\)?)?(?:\(?(I{1,3}|IV|VI{0,3}|IX|X)\)?)?$/.exec(
    t.toUpperCase().replace(/^LAW/, 'L'),
  );
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 93) return undefined;
  if (m[4] !== undefined && m[3] === undefined) return undefined;
  return `${m[1]}${m[2] ?? ''}${m[3] ?? ''}${m[4] ? `(${m[4].toLowerCase()})` : ''}${m[5] ? `(${m[5].toLowerCase()})` : ''}`;
}

/** Law reference as printed in the notation: "L12C1c", "L12C1e(ii)" → "L12C1eii", "§11.3В". */
function printLaw(law: string): string {
  const canon = normaliseLaw(law.startsWith('§') ? law : `L${law}`);
  if (canon === undefined || canon !== law) {
    throw new BridgeInputError(
      `law '${law}' cannot be written in the ruling notation; write it as e.g. '12C1(c)', '16B' or '§11.3В'`,
      law,
    );
  }
  if (law.startsWith('§')) return law;
  return `L${law.replace(/[()]/g, '')}`;
}

interface Suffixes {
  penalties: ProceduralPenalty[];
  laws: string[];
  fault?: Fault;
  note?: string;
}

function isSuffixStart(token: string): boolean {
  return /^(PP|FAULT)$/i.test(token) || /^L(AW)?\d/i.test(token) || token.startsWith('§');
}

function readSuffixes(r: Reader, tokens: string[]): Suffixes {
  const out: Suffixes = { penalties: [], laws: [] };
  let i = 0;
  const PP_HINT = "write e.g. 'PP EW 25%', 'PP NS 1VP' or 'PP EW 3IMP player 17'";
  while (i < tokens.length) {
    const tok = tokens[i];
    if (/^PP$/i.test(tok)) {
      const sideText = tokens[i + 1];
      const side = sideText !== undefined ? sideOf(sideText) : undefined;
      if (!side) {
        r.fail(
          sideText === undefined
            ? 'the procedural penalty has no side'
            : `'${sideText}' is not a side for a procedural penalty`,
          PP_HINT,
          sideText,
        );
      }
      i += 2;
      let amountText = tokens[i] ?? '';
      const m = new RegExp(`^(-?${NUM})(%|MP|IMPS?|VPS?)?$`, 'i').exec(amountText);
      if (!m) r.fail(`the procedural penalty on ${side} has no amount`, PP_HINT, amountText);
      let unitText = m[2];
      i += 1;
      if (unitText === undefined) {
        const u = tokens[i];
        if (u !== undefined && /^(%|MP|IMPS?|VPS?)$/i.test(u)) {
          unitText = u;
          i += 1;
          amountText += u;
        } else {
          r.fail(
            `the procedural penalty '${amountText}' on ${side} has no unit (%, MP, IMP or VP)`,
            PP_HINT,
            amountText,
          );
        }
      }
      const amount = num(m[1]);
      if (!(amount > 0)) r.fail(`procedural penalty '${amountText}' is not a positive amount`, PP_HINT, amountText);
      if (UNITS[unitText.toUpperCase()] === 'pctTop' && amount > 100) {
        r.fail(`procedural penalty '${amountText}' is more than 100 % of a top`, PP_HINT, amountText);
      }
      const pen: ProceduralPenalty = { direction: side, amount, unit: UNITS[unitText.toUpperCase()] };
      if (tokens[i] !== undefined && /^PLAYER$/i.test(tokens[i])) {
        const player = tokens[i + 1];
        if (player === undefined) {
          r.fail("'player' is not followed by the player's number", PP_HINT, tokens[i]);
        }
        pen.player = player;
        i += 2;
      }
      out.penalties.push(pen);
      continue;
    }
    if (/^FAULT$/i.test(tok)) {
      const f = tokens[i + 1];
      const fault = FAULTS.find((x) => x.toUpperCase() === (f ?? '').toUpperCase());
      if (!fault) {
        r.fail(
          `'${f ?? ''}' is not who was at fault`,
          "write 'fault NS', 'fault EW', 'fault both', 'fault none' or 'fault outside'",
          f,
        );
      }
      if (out.fault !== undefined) r.fail('fault is given twice', "give 'fault …' once", tok);
      out.fault = fault;
      i += 2;
      continue;
    }
    if (/^L(AW)?\d/i.test(tok) || tok.startsWith('§')) {
      for (const piece of tok.split(',').filter((s) => s !== '')) {
        const law = normaliseLaw(tok.startsWith('§') && !piece.startsWith('§') ? `§${piece}` : piece);
        if (law === undefined) {
          r.fail(`'${piece}' is not a law reference`, "write e.g. 'L12C1c', 'L16B' or '§11.3В'", piece);
        }
        out.laws.push(law);
      }
      i += 1;
      continue;
    }
    r.fail(
      `'${tok}' after the penalties or laws is not understood`,
      "put the score first, then 'PP …', 'L…', 'fault …' and a \"note\"",
      tok,
    );
  }
  return out;
}

/**
 * Cuts the note (in double quotes, last) off a ruling text: `normal` is the text after normalise(). The rest
 * comes back normalised; the note keeps its own spacing, re-read from the original text.
 */
function splitNote(r: Reader, text: string, normal: string): { rest: string; note?: string } {
  let t = normal;
  let note: string | undefined;
  const q = t.indexOf('"');
  if (q >= 0) {
    const m = /^"((?:[^"]|"")*)"$/.exec(t.slice(q));
    if (!m)
      r.fail(
        'the note is not closed or is not last',
        'write the note last, in double quotes, e.g. \'A+/A- "slow play"\'',
        t.slice(q),
      );
    note = m[1].replace(/""/g, '"');
    t = t.slice(0, q).trim();
    // keep the note's own spacing: re-read it from the original text
    const oq = text.indexOf('"');
    const om = /^"((?:[^"]|"")*)"\s*$/.exec(text.slice(oq));
    if (om) note = om[1].replace(/""/g, '"');
  }
  return note === undefined ? { rest: t } : { rest: t, note };
}

// ---------------------------------------------------------------------------------------------------------
// Public API

/**
 * Reads a ruling written in the notation above. Throws BridgeInputError saying what is wrong and how to
 * write it. `ctx.board` or `ctx.vulnerability` is needed when a contract must be scored.
 */
export function parseRuling(text: string, ctx: NotationContext = {}): Ruling {
  if (typeof text !== 'string') {
    throw new BridgeInputError(
      `ruling '${String(text)}' is not text; ${EXAMPLES}${sourceSuffix(ctx.source)}`,
      text,
      ctx.source,
    );
  }
  const r: Reader = new Reader(text, ctx);
  const normal = normalise(text);
  if (normal === '') r.fail('the ruling is empty', EXAMPLES, text);
  const { rest: t, note } = splitNote(r, text, normal);
  const tokens = t === '' ? [] : t.split(' ');
  const start = tokens.findIndex(isSuffixStart);
  const bodyTokens = start < 0 ? tokens : tokens.slice(0, start);
  const suffixTokens = start < 0 ? [] : tokens.slice(start);
  // The body may itself contain "|" parts; a suffix keyword inside it (before a "|") is misplaced.
  if (suffixTokens.includes('|') || suffixTokens.some((s) => s.includes('|'))) {
    r.fail(
      `'${suffixTokens[0]}' comes before the end of the score`,
      "put 'PP …', 'L…' and 'fault …' after the whole score",
      suffixTokens[0],
    );
  }
  const body = bodyTokens
    .join(' ')
    .replace(/(\d) %/g, '$1%')
    .replace(/ ?([|;:/]) ?/g, (_m, c: string) => (c === '|' ? ' | ' : c === ';' ? '; ' : c === ':' ? ': ' : '/'));
  const { ns, ew } = readBody(r, body.trim());
  const suf = readSuffixes(r, suffixTokens);
  const ruling: Ruling = { ns, ew };
  if (suf.laws.length > 0) ruling.laws = suf.laws;
  if (suf.fault !== undefined) ruling.fault = suf.fault;
  if (suf.penalties.length > 0) ruling.penalties = suf.penalties;
  if (note !== undefined) ruling.note = note;
  return ruling;
}

/** Reads one result ("4S= N", "NS 620", "PASS") into its NS score. */
export function parseResult(text: string, ctx: NotationContext = {}): ResultScore {
  const r: Reader = new Reader(String(text), ctx);
  return readResult(r, normalise(String(text)));
}

// ---------------------------------------------------------------------------------------------------------
// Printing

function printError(message: string, value: unknown): never {
  throw new BridgeInputError(`ruling cannot be printed: ${message}`, value);
}

/** A played result as "4S= N", "3NTX-2 E", "PASS". */
export function printPlayed(p: PlayedResult): string {
  if (p.contract === 'PASS') return PASSED_OUT;
  if (p.declarer === undefined || p.tricks === undefined) {
    printError(`the result of ${formatContract(p.contract)} has no declarer or tricks`, p);
  }
  const diff = p.tricks - (p.contract.level + 6);
  const rel = diff === 0 ? '=' : diff > 0 ? `+${diff}` : String(diff);
  return `${formatContract(p.contract)}${rel} ${p.declarer}`;
}

function printResult(ns: number, from?: PlayedResult): string {
  if (from) return printPlayed(from);
  if (!Number.isFinite(ns)) printError(`score ${ns} is not a number`, ns);
  return `NS ${ns === 0 ? 0 : ns}`;
}

/** A weight as "70%", else "2/3", else a decimal fraction, whichever reads back to the same number. */
export function printWeight(w: number): string {
  if (!(w > 0) || w > 1) printError(`weight ${w} is not above 0 and at most 1`, w);
  const p = Number((w * 100).toPrecision(12));
  if (p / 100 === w) return `${p}%`;
  for (let d = 2; d <= 1000; d++) {
    const n = Math.round(w * d);
    if (n / d === w) return `${n}/${d}`;
  }
  return String(w);
}

function checkArtificial(a: Artificial): void {
  if (a.percent !== undefined && a.imps !== undefined)
    printError('an artificial score has both a percentage and IMPs', a);
  if (a.percent !== undefined && levelOfPercent(a.percent) !== a.level) {
    printError(`an artificial ${a.level} score cannot be ${a.percent} %`, a);
  }
  if (a.imps !== undefined && levelOfImps(a.imps) !== a.level)
    printError(`an artificial ${a.level} score cannot be ${a.imps} IMP`, a);
  if (a.percent !== undefined && (!Number.isFinite(a.percent) || a.percent < 0 || a.percent > 100)) {
    printError(`percentage ${a.percent} is not between 0 and 100`, a);
  }
}

const LEVEL_MARK: Record<ArtificialLevel, string> = { plus: '+', average: '=', minus: '-' };

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n === 0 ? 0 : n);
}

function printSide(a: Adjustment): string {
  switch (a.kind) {
    case 'assigned':
      return printResult(a.ns, a.from);
    case 'weighted': {
      if (!a.parts || a.parts.length === 0) printError('a weighted score has no parts', a);
      const total = a.parts.reduce((s, p) => s + p.weight, 0);
      if (Math.abs(total - 1) > 1e-9) printError(`the weights total ${fmtPercent(total * 100)} %, not 100 %`, a);
      return a.parts.map((p) => `${printWeight(p.weight)} ${printResult(p.ns, p.from)}`).join('; ');
    }
    case 'artificial':
      checkArtificial(a);
      if (a.percent !== undefined) return a.fixed ? `${a.percent}%` : `A${a.percent}`;
      if (a.imps !== undefined) return `${signed(a.imps)} IMP`;
      return `A${LEVEL_MARK[a.level]}`;
    default:
      return printError(`unknown adjustment kind '${(a as { kind: string }).kind}'`, a);
  }
}

function printBody(ns: Adjustment, ew: Adjustment): string {
  if (ns.kind === 'artificial' && ew.kind === 'artificial') {
    checkArtificial(ns);
    checkArtificial(ew);
    const noFigures = [ns, ew].every((a) => a.percent === undefined && a.imps === undefined);
    if (noFigures) return `A${LEVEL_MARK[ns.level]}/A${LEVEL_MARK[ew.level]}`;
    if (ns.percent !== undefined && ew.percent !== undefined && !ns.fixed && !ew.fixed) {
      return `A${ns.percent}/${ew.percent}`;
    }
    if (ns.percent !== undefined && ew.percent !== undefined && ns.fixed && ew.fixed) {
      return `${ns.percent}%/${ew.percent}%`;
    }
    if (ns.imps !== undefined && ew.imps !== undefined) return `${signed(ns.imps)}/${signed(ew.imps)} IMP`;
  } else if (ns.kind !== 'artificial' && sameAdjustment(ns, ew)) {
    return printSide(ns);
  }
  return `NS: ${printSide(ns)} | EW: ${printSide(ew)}`;
}

/** Prints a ruling in the canonical notation; parseRuling reads it back to the same ruling. */
export function printRuling(r: Ruling): string {
  if (!r || typeof r !== 'object' || !r.ns || !r.ew) printError('a ruling needs a score for NS and for EW', r);
  return [printBody(r.ns, r.ew), ...printSuffixes(r)].join(' ');
}

/** The suffixes of a ruling (penalties, laws, fault, note) as printed after its score, in canonical order. */
function printSuffixes(r: Pick<Ruling, 'penalties' | 'laws' | 'fault' | 'note'>): string[] {
  const out: string[] = [];
  for (const p of r.penalties ?? []) {
    if (p.direction !== 'NS' && p.direction !== 'EW') printError(`'${p.direction}' is not a side`, p);
    if (!(p.amount > 0)) printError(`procedural penalty ${p.amount} is not a positive amount`, p);
    if (!UNIT_TEXT[p.unit]) printError(`'${p.unit}' is not a penalty unit`, p);
    if (p.player !== undefined && (/[\s"|]/.test(p.player) || p.player === '')) {
      printError(`player '${p.player}' cannot be written (no spaces or quotes)`, p);
    }
    out.push(`PP ${p.direction} ${p.amount}${UNIT_TEXT[p.unit]}${p.player !== undefined ? ` player ${p.player}` : ''}`);
  }
  for (const law of r.laws ?? []) out.push(printLaw(law));
  if (r.fault !== undefined) {
    if (!FAULTS.includes(r.fault)) printError(`'${r.fault}' is not who was at fault`, r.fault);
    out.push(`fault ${r.fault}`);
  }
  if (r.note !== undefined) out.push(`"${r.note.replace(/"/g, '""')}"`);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Pieces for texts that hold more than a ruling (engine/rulings/line-mark.ts): the same reader, note and
// suffixes, so that a suffix reads and prints the same wherever it is written.

export {
  Reader as NotationReader,
  normalise as normaliseNotation,
  splitNote as splitNotationNote,
  isSuffixStart as isNotationSuffixStart,
  readSuffixes as readNotationSuffixes,
  printSuffixes as printNotationSuffixes,
};
