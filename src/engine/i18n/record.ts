/**
 * Rulings as a player reads them: the decision and the director's answers as sentences in one of the five
 * languages, built from the flows' own texts. "Weighted score: 60 % of 4♠ by North, made; 40 % of 4♠ by
 * North, 1 down — Law 12C1(c)". The notation (printRuling, printLineMark) stays the form kept for re-entry;
 * nothing here prints it.
 */
import type { Adjustment, PlayedResult, ProceduralPenalty, Ruling, Seat } from '../model/types';
import type { LineMark } from '../rulings/line-mark';
import { sameAdjustment, type SeatAward, type SeatPenalty } from '../model/decision';
import type { ResultScore } from '../laws/law12/assigned';
import { parseResult } from '../rulings/notation';
import { DIRECTOR_FLOW } from '../rulings/flows/director';
import { offeredOptions, optionText, questionText, walk } from '../rulings/flows/engine';
import type {
  Answers,
  AnswerValue,
  DecideContext,
  Flow,
  FlowDecision,
  FlowOptions,
  LikelyAnswerPart,
  WeightedAnswerPart,
} from '../rulings/flows/types';
import { flowText, type FlowLanguage } from './index';

const SUITS: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

function num(lang: FlowLanguage, x: number): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 2, useGrouping: false }).format(x === 0 ? 0 : x);
}

function seatName(lang: FlowLanguage, seat: Seat): string {
  return flowText(lang, `a.seat.${seat}`);
}

/** A played result in words: "4♠ doubled by North, 1 down". */
export function describePlayed(played: PlayedResult, lang: FlowLanguage): string {
  if (played.contract === 'PASS' || played.declarer === undefined || played.tricks === undefined) {
    return flowText(lang, 'r.passed');
  }
  const c = played.contract;
  let contract = `${c.level}${c.strain === 'NT' ? flowText(lang, 'r.nt') : SUITS[c.strain]}`;
  if (c.risk === 'X') contract += ` ${flowText(lang, 'r.doubled')}`;
  if (c.risk === 'XX') contract += ` ${flowText(lang, 'r.redoubled')}`;
  const declarer = seatName(lang, played.declarer);
  const over = played.tricks - (c.level + 6);
  if (over === 0) return flowText(lang, 'r.made', { contract, declarer });
  if (over > 0) return flowText(lang, 'r.over', { contract, declarer, n: over });
  return flowText(lang, 'r.down', { contract, declarer, n: -over });
}

function describeScore(r: ResultScore, lang: FlowLanguage): string {
  return r.from ? describePlayed(r.from, lang) : flowText(lang, 'r.nsScore', { score: num(lang, r.ns) });
}

function parts(p: readonly { weight: number; ns: number; from?: PlayedResult }[], lang: FlowLanguage): string {
  return p
    .map((x) => flowText(lang, 'r.part', { pct: num(lang, x.weight * 100), result: describeScore(x, lang) }))
    .join('; ');
}

/** One side's adjustment in words (without the leading "Assigned score:"). */
export function describeAdjustment(adj: Adjustment, lang: FlowLanguage): string {
  switch (adj.kind) {
    case 'assigned':
      return describeScore(adj, lang);
    case 'weighted':
      return parts(
        adj.parts.map((p) => ({ weight: p.weight, ns: p.ns, from: p.from })),
        lang,
      );
    case 'artificial': {
      const level = flowText(lang, `r.level.${adj.level}`);
      if (adj.percent !== undefined) return `${level} (${num(lang, adj.percent)} %)`;
      if (adj.imps !== undefined) return `${level} (${num(lang, adj.imps)} IMP)`;
      return level;
    }
    default:
      return '';
  }
}

/** The laws cited, in words: "Law 12C1(c)", "Laws 16B1(a), 16B3", "Code §11.2Б1". */
export function describeLaws(laws: readonly string[], lang: FlowLanguage): string {
  if (laws.length === 0) return '';
  const list = laws.join(', ');
  if (laws.every((l) => l.startsWith('§'))) return flowText(lang, 'i.lawPref', { law: list });
  return flowText(lang, laws.length === 1 ? 'r.law' : 'r.laws', laws.length === 1 ? { law: list } : { laws: list });
}

/** An option's label inside a sentence: "Per cent of a top" → "per cent of a top"; "IMPs" stays as it is. */
function inSentence(label: string, lang: FlowLanguage): string {
  const [first, second] = [...label];
  if (!second || second.toLocaleLowerCase(lang) !== second) return label;
  return first.toLocaleLowerCase(lang) + label.slice(first.length);
}

function describePenalty(p: ProceduralPenalty, lang: FlowLanguage): string {
  return flowText(lang, 'r.penalty', {
    amount: num(lang, p.amount),
    unit: inSentence(flowText(lang, `a.penaltyUnit.${p.unit}`), lang),
    side: p.player ?? flowText(lang, `a.side.${p.direction}`),
  });
}

/** A ruling in one sentence: the scores, the penalties, who was at fault and the laws. */
export function describeRuling(ruling: Ruling, lang: FlowLanguage): string {
  const { ns, ew } = ruling;
  let body: string;
  if (ns.kind === 'artificial' && ew.kind === 'artificial') {
    body = flowText(lang, 'r.artificial', { ns: describeAdjustment(ns, lang), ew: describeAdjustment(ew, lang) });
  } else if (sameAdjustment(ns, ew)) {
    const key = ns.kind === 'weighted' ? 'r.weighted' : 'r.assigned';
    body = flowText(
      lang,
      key,
      ns.kind === 'weighted' ? { parts: describeAdjustment(ns, lang) } : { result: describeAdjustment(ns, lang) },
    );
  } else {
    const side = (a: Adjustment) =>
      a.kind === 'weighted'
        ? flowText(lang, 'r.sideWeighted', { parts: describeAdjustment(a, lang) })
        : describeAdjustment(a, lang);
    body = flowText(lang, 'r.split', { ns: side(ns), ew: side(ew) });
  }
  return finish(body, ruling.penalties, ruling.fault, ruling.laws, lang);
}

function finish(
  body: string,
  penalties: readonly ProceduralPenalty[] | undefined,
  fault: Ruling['fault'],
  laws: readonly string[] | undefined,
  lang: FlowLanguage,
): string {
  const extra: string[] = [];
  for (const p of penalties ?? []) extra.push(describePenalty(p, lang));
  if (fault !== undefined) {
    const who =
      fault === 'NS' || fault === 'EW' ? flowText(lang, `a.side.${fault}`) : flowText(lang, `r.fault.${fault}`);
    extra.push(flowText(lang, 'r.fault', { who }));
  }
  let out = [body, ...extra].join('; ');
  const l = describeLaws(laws ?? [], lang);
  if (l) out += ` — ${l}`;
  return out;
}

/** What one preferans seat gets, in words: "seat 2: average-minus". */
export function describeSeatAward(a: SeatAward, lang: FlowLanguage): string {
  const award =
    a.kind === 'artificial'
      ? flowText(lang, `r.level.${a.level}`)
      : a.kind === 'kept'
        ? flowText(lang, 'r.seatKept')
        : flowText(lang, 'r.seatScore', { score: num(lang, a.score) });
  return flowText(lang, 'r.seatAward', { seat: a.seat, award });
}

function describeSeatPenalty(p: SeatPenalty, lang: FlowLanguage): string {
  // The unit's option label inside a sentence: lower case, but an abbreviation (IMP) as it is.
  const unit = flowText(lang, `a.penaltyUnit.${p.unit}`).replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase());
  return flowText(lang, 'r.seatPenalty', {
    amount: num(lang, p.amount),
    unit,
    seat: p.seat,
  });
}

/** A decision in one sentence: its ruling, or what happens to the line (the score stands, a form group, …). */
export function describeDecision(decision: FlowDecision, lang: FlowLanguage): string {
  if (decision.seats?.length || decision.seatPenalties?.length) {
    // A three-handed table has seats, not sides: its assigned scores are each seat's (§11.2Б2).
    const key = decision.outcome === 'assigned' ? 'o.assignedSeats' : `o.${decision.outcome}`;
    const head = decision.outcome ? flowText(lang, key).replace(/\.$/, '') : '';
    const body = [
      head,
      ...(decision.seats ?? []).map((a) => describeSeatAward(a, lang)),
      ...(decision.seatPenalties ?? []).map((p) => describeSeatPenalty(p, lang)),
    ]
      .filter((x) => x !== '')
      .join('; ');
    return finish(body, decision.penalties, decision.fault, decision.laws, lang);
  }
  if (decision.ruling) {
    const r = decision.ruling;
    return describeRuling({ ...r, laws: mergeInOrder(r.laws, decision.laws) }, lang);
  }
  let body = decision.outcome ? flowText(lang, `o.${decision.outcome}`).replace(/\.$/, '') : '';
  const sc = decision.statusChange;
  if (sc?.form !== undefined) {
    body += `; ${sc.form === '' ? flowText(lang, 'r.formCorrect') : flowText(lang, 'r.form', { form: sc.form })}`;
  } else if (sc?.status === 'notPlayed') {
    body += `; ${flowText(lang, 'r.notPlayed')}`;
  }
  return finish(body, decision.penalties, decision.fault, decision.laws, lang);
}

function mergeInOrder(a: readonly string[] | undefined, b: readonly string[]): string[] {
  const out = [...(a ?? [])];
  for (const x of b) if (!out.includes(x)) out.push(x);
  return out;
}

export interface AnsweredQuestion {
  step: string;
  question: string;
  answer: string;
}

function describeAnswer(
  value: AnswerValue,
  input: string,
  lang: FlowLanguage,
  ctx: DecideContext,
  optionLabel: (id: string) => string | undefined,
): string {
  const result = (v: unknown): string => {
    if (typeof v === 'string') {
      try {
        return describeScore(parseResult(v, { board: ctx.board, vulnerability: ctx.vulnerability }), lang);
      } catch {
        return v;
      }
    }
    const r = v as ResultScore;
    return r && typeof r.ns === 'number' ? describeScore(r, lang) : String(v);
  };
  switch (input) {
    case 'choice':
      return optionLabel(String(value)) ?? String(value);
    case 'result':
      return result(value);
    case 'weighted':
      return (value as WeightedAnswerPart[])
        .map((p) => flowText(lang, 'r.part', { pct: num(lang, p.weight * 100), result: result(p.result) }))
        .join('; ');
    case 'likely':
      return (value as LikelyAnswerPart[])
        .map((p) => `${result(p.result)}: ${flowText(lang, `i.${p.likelihood}`).toLowerCase()}`)
        .join('; ');
    case 'number':
      return typeof value === 'number' ? num(lang, value) : String(value);
    case 'seat':
    case 'seats':
      return String(value)
        .split(/[,;]/)
        .map((x) => x.trim())
        .filter((x) => x !== '')
        .join(', ');
    case 'seatResponsibility':
    case 'seatScores': {
      const one = (rec: Record<string, string | number>) =>
        Object.entries(rec).map(([seat, v]) =>
          flowText(lang, 'r.seatAward', {
            seat,
            award: typeof v === 'number' ? num(lang, v) : flowText(lang, `a.resp.${v}`).toLowerCase(),
          }),
        );
      // Several possible results (§11.2Б2): each in brackets, its seats' scores inside.
      if (Array.isArray(value))
        return (value as Record<string, number>[]).map((rec) => `(${one(rec).join(', ')})`).join('; ');
      return one(value as Record<string, string | number>).join('; ');
    }
    default:
      return String(value);
  }
}

/** The questions asked on the path with their answers, in the order asked, in the given language. */
export function describeAnswers(
  answers: Answers,
  options: FlowOptions,
  lang: FlowLanguage,
  ctx: DecideContext = {},
  flow: Flow = DIRECTOR_FLOW,
): AnsweredQuestion[] {
  const w = walk(flow, answers, options);
  const out: AnsweredQuestion[] = [];
  const seen: Record<string, AnswerValue> = {};
  const path: string[] = [];
  for (const id of w.path) {
    path.push(id);
    const value = w.answers[id];
    if (value === undefined) break;
    const step = flow.steps[id];
    const offered = offeredOptions(step, options, seen, path);
    const label = (optionId: string) => {
      const o = offered.find((x) => x.id === optionId);
      return o ? flowText(lang, optionText(step, o, options)) : undefined;
    };
    out.push({
      step: id,
      question: flowText(lang, questionText(step, options)),
      answer: describeAnswer(value, step.input, lang, ctx, label),
    });
    seen[id] = value;
  }
  return out;
}

/** A whole record: the ruling's sentence, then each question and its answer ("Question? Answer."). */
export function describeRecord(
  decision: FlowDecision,
  answers: Answers,
  options: FlowOptions,
  lang: FlowLanguage,
  ctx: DecideContext = {},
): { ruling: string; answers: AnsweredQuestion[]; text: string } {
  const ruling = describeDecision(decision, lang);
  const qa = describeAnswers(answers, options, lang, ctx);
  const text = [ruling, ...qa.map((q) => `${q.question} ${q.answer}.`)].join('\n');
  return { ruling, answers: qa, text };
}

/**
 * What a traveller line's ruling cell says, in words: its ruling, or its status (not played, cancelled), its
 * form of a fouled board, or the score standing, with penalties, fault and laws. For logs and pages that keep
 * only the cell's notation.
 */
export function describeLineMark(mark: LineMark, lang: FlowLanguage): string {
  if (mark.ruling) return describeRuling(mark.ruling, lang);
  const strip = (s: string) => s.replace(/\.$/, '');
  let body: string;
  if (mark.form !== undefined) body = flowText(lang, 'r.form', { form: mark.form });
  else if (mark.status === 'notPlayed') body = flowText(lang, 'r.notPlayed');
  else if (mark.status === 'cancelled') body = strip(flowText(lang, 'o.cancelled'));
  else body = strip(flowText(lang, 'o.scoreStands'));
  body = body.charAt(0).toUpperCase() + body.slice(1);
  return finish(body, mark.penalties, mark.fault, mark.laws, lang);
}

/**
 * The wizard's answers as the Rulings log keeps them for re-entry: a JSON object of the answers given, step
 * by step. `readLoggedAnswers` reads it back, and reads the older "step=answer; step=answer" line too (a
 * weighted answer there is "60% 4S= N; 40% 4S-1 N", its parts separated like the answers). Anything else
 * (sentences, an empty cell) gives undefined.
 */
export function printLoggedAnswers(answers: Answers): string {
  const out: Record<string, AnswerValue> = {};
  for (const [k, v] of Object.entries(answers)) if (v !== undefined && v !== '') out[k] = v;
  return JSON.stringify(out);
}

export function readLoggedAnswers(text: string): Record<string, AnswerValue> | undefined {
  const s = text.trim();
  if (s === '') return undefined;
  if (s.startsWith('{')) {
    try {
      const v: unknown = JSON.parse(s);
      return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, AnswerValue>) : undefined;
    } catch {
      return undefined;
    }
  }
  const pieces = s.split(/;\s*/);
  if (!/^\w+=/.test(pieces[0])) return undefined;
  const raw: [string, string][] = [];
  for (const p of pieces) {
    const m = /^(\w+)=(.*)$/.exec(p);
    if (m) raw.push([m[1], m[2].trim()]);
    else if (raw.length > 0) raw[raw.length - 1][1] += `; ${p.trim()}`;
  }
  const out: Record<string, AnswerValue> = {};
  for (const [k, v] of raw) {
    const step = DIRECTOR_FLOW.steps[k];
    if (!step) continue;
    if (step.input === 'weighted' || step.input === 'likely') {
      const parts = v.split(/;\s*/).map((x) => {
        const w = /^(\d+(?:\.\d+)?)%\s+(.+)$/.exec(x);
        if (w) return { weight: Number(w[1]) / 100, result: w[2] };
        const l = /^(likely|probable|improbable)\s+(.+)$/.exec(x);
        return l ? { likelihood: l[1] as LikelyAnswerPart['likelihood'], result: l[2] } : undefined;
      });
      if (parts.every((x) => x !== undefined)) out[k] = parts as WeightedAnswerPart[] | LikelyAnswerPart[];
    } else if (step.input === 'number') {
      const n = Number(v);
      out[k] = Number.isFinite(n) ? n : v;
    } else out[k] = v;
  }
  return out;
}
