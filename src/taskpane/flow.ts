/**
 * The pane's side of the director's flows: which flow options an event and its preset give, how an answer is
 * written in the log, the texts of the questions (the engine holds them in five languages), and what a decision
 * writes into the traveller line's ruling cell (a line mark: a ruling, NP, CANCELLED, FORM B or a penalty
 * alone) with the scores it gives.
 */
import {
  DIRECTOR_FLOW,
  describeAnswers,
  describeDecision,
  describeLineMark,
  flowOptionsFor as engineFlowOptions,
  printLoggedAnswers,
  readLoggedAnswers,
  sessionRulePercent,
  sessionRuleImps,
  usualAnswers,
  walk,
  type AnswerValue,
  type ResultPartsAnswer,
  type FlowDecision,
  type FlowOptions,
  type Preset,
  weightPercent,
} from './engine';
import {
  applyLineMark,
  entryLineMark,
  penaltyNotation,
  markOfDecision,
  parseLineMark,
  printLineMark,
  type ContestantTotal,
  type DecisionForMark,
  type EventData,
  type LineMark,
  type TravellerEntry,
} from './engine';
import { flowText as engineFlowText } from './flowText';
import type { Language } from './i18n';
import type { EventSettings, SideScores, WorkbookEvent } from './services';
import { lineScores, presetOf, scoreLoaded } from './services';

/** Flow options from the event's settings and its preset (the mapping lives in the engine). */
export function flowOptionsFor(settings: EventSettings, preset: Preset): FlowOptions {
  return engineFlowOptions(preset, settings);
}

/**
 * Outcome questions whose answer is nearly always the same, shown answered (the director changes them with
 * one click): no procedural penalty, no serious error of the non-offenders.
 */
export const USUAL_OUTCOME: Readonly<Record<string, string>> = { seriousError: 'no', penalty: 'no' };

/**
 * The answers the wizard works with: the director's own, the procedure questions at their usual answers
 * (usualAnswers), and the usual outcome answers when their question comes up.
 */
export function filledAnswers(
  answers: Readonly<Record<string, AnswerValue | undefined>>,
  options: FlowOptions,
): Record<string, AnswerValue> {
  let out = usualAnswers(DIRECTOR_FLOW, answers, options);
  for (let i = 0; i < 8; i++) {
    const w = walk(DIRECTOR_FLOW, out, options);
    const usual = w.current === null || w.invalid ? undefined : USUAL_OUTCOME[w.current];
    if (usual === undefined) return out;
    out = usualAnswers(DIRECTOR_FLOW, { ...out, [w.current as string]: usual }, options);
  }
  return out;
}

/** The answers on the path only (what the log keeps for Edit). */
export function pathAnswers(
  path: readonly string[],
  answers: Readonly<Record<string, AnswerValue | undefined>>,
): Record<string, AnswerValue> {
  const out: Record<string, AnswerValue> = {};
  for (const id of path) {
    const v = answers[id];
    if (v !== undefined && v !== '') out[id] = v;
  }
  return out;
}

/** A logged line's answers as the wizard takes them back (the flow column, or an older answers line). */
export function loggedAnswers(line: { flow?: string; answers: string }): Record<string, AnswerValue> {
  return readLoggedAnswers(line.flow ?? '') ?? readLoggedAnswers(line.answers) ?? {};
}

/**
 * What the log writes for a decision: the ruling and the questions with their answers, in sentences, and the
 * language they are in (the log line's score texts are written in it too).
 */
export function recordFields(
  decision: FlowDecision,
  answers: Readonly<Record<string, AnswerValue | undefined>>,
  options: FlowOptions,
  lang: Language,
  board: number | undefined,
  extra: readonly string[] = [],
): { ruling: string; answers: string; flow: string; language: Language } {
  const ruling = [describeDecision(decision, lang), ...extra].join('; ');
  const qa = describeAnswers(answers, options, lang, { board });
  return {
    ruling,
    answers: qa.map((q) => `${q.question} ${q.answer.replace(/\.$/, '')}.`).join('\n'),
    flow: printLoggedAnswers(pathAnswers(decision.path, answers)),
    language: lang,
  };
}

/** A logged line in words in the pane's language: its ruling and the questions with their answers. */
export function logLineText(
  line: { rulingAfter: string; board: number; answers: string; flow?: string; ruling?: string },
  options: FlowOptions | undefined,
  lang: Language,
): { ruling: string; answers: string[] } {
  let ruling = line.ruling ?? '';
  try {
    if (line.rulingAfter.trim())
      ruling = describeLineMark(parseLineMark(line.rulingAfter, { board: line.board }), lang);
  } catch {
    // kept as the log wrote it
  }
  const given = readLoggedAnswers(line.flow ?? '') ?? readLoggedAnswers(line.answers);
  let answers: string[] = [];
  if (given && options) {
    try {
      answers = describeAnswers(usualAnswers(DIRECTOR_FLOW, given, options), options, lang, { board: line.board }).map(
        (q) => `${q.question} ${q.answer.replace(/\.$/, '')}.`,
      );
    } catch {
      answers = [];
    }
  } else if (!given && line.answers.trim()) answers = line.answers.split('\n');
  return { ruling, answers };
}

/** One answer as the log writes it: option ids and results in the shared notation. */
export function answerText(value: AnswerValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return (value as ResultPartsAnswer)
      .map((p) => {
        const r = typeof p.result === 'string' ? p.result : `NS ${p.result.ns}`;
        return 'weight' in p ? `${weightPercent(p.weight * 100)}% ${r}` : `${p.likelihood} ${r}`;
      })
      .join('; ');
  }
  return `NS ${value.ns}`;
}

/** The answers on the path as one log line: "attention=player; what=damage; …". */
export function answersLine(
  path: readonly string[],
  answers: Readonly<Record<string, AnswerValue | undefined>>,
): string {
  return path
    .filter((id) => answers[id] !== undefined && answers[id] !== '')
    .map((id) => `${id}=${answerText(answers[id])}`)
    .join('; ');
}

/** Text of a flow key (q.<step>, a.<step>.<option>, o.<outcome>, n.<note>, p.<problem>) in the pane language. */
export function flowText(lang: Language, key: string, params?: Record<string, string | number>): string {
  return engineFlowText(lang, key, params);
}

/** The ruling cell's text that applies a decision: its ruling, or its change of status, penalties and laws. */
export function decisionText(decision: DecisionForMark): string {
  return printLineMark(markOfDecision(decision));
}

/** The ruling cell of a line as scoring read it ('' when it holds nothing, or nothing the line keeps). */
export function currentMarkText(entry: TravellerEntry | undefined): string {
  if (!entry) return '';
  try {
    return printLineMark(entryLineMark(entry));
  } catch {
    return '';
  }
}

/**
 * The line as it would be read with an empty ruling cell. In the workbook the cell is the only place of a
 * ruling, a status other than played or pending, a form and a line's penalties.
 */
function unmarked(entry: TravellerEntry): TravellerEntry {
  const e: TravellerEntry = { ...entry, status: entry.scoreNS !== undefined || entry.played ? 'played' : 'pending' };
  delete e.ruling;
  delete e.penalties;
  delete e.form;
  return e;
}

/** The event with `text` (a line mark) in the ruling cell of line `index`; throws the notation's message. */
export function eventWithMark(event: EventData, index: number, text: string): { event: EventData; mark: LineMark } {
  const entries = event.entries.slice();
  const base = unmarked(entries[index]);
  const mark = parseLineMark(text, { board: base.board });
  entries[index] = applyLineMark(base, mark);
  return { event: { ...event, entries }, mark };
}

/** A contestant's total before and after, for the preview. */
export interface TotalChange {
  id: string;
  before?: ContestantTotal;
  after?: ContestantTotal;
}

export interface MarkPreview {
  before: SideScores;
  after: SideScores;
  mark: LineMark;
  /** The line's contestants (pairs, or the four players of an individual), totals before and after. */
  totals: TotalChange[];
  /** Law 12C2(c) changed an artificial score: the side, its own result and the preset's threshold. */
  sessionRule: SessionRuleChange[];
}

export interface SessionRuleChange {
  side: 'NS' | 'EW';
  /** Individual events: the player of the side (each player gets his own figure under Law 12C2(c)). */
  player?: string;
  /** The contestant's own result on its other boards (per cent, or IMPs a board at IMP forms). */
  own: number;
  /** The threshold it passed (60 / 40 per cent, or the IMP thresholds). */
  limit: number;
  level: 'plus' | 'minus';
  imps: boolean;
}

function scored(wb: WorkbookEvent, event: EventData, index: number, text: string) {
  const { score, error, factor } = scoreLoaded(event, wb.settings);
  if (error) throw new Error(error);
  const side: SideScores = lineScores(event.entries[index], score?.entries[index], factor, text);
  return { side, totals: score?.totals ?? [] };
}

/**
 * What writing `text` into line `index`'s ruling cell does, computed in memory: the line's scores now and
 * after (none for a line not played or cancelled; a form's line scored in its group), and the totals of the
 * line's contestants (procedural penalties come off them).
 */
export function previewMark(wb: WorkbookEvent, index: number, text: string, currentText: string): MarkPreview {
  const now = scored(wb, wb.event, index, currentText);
  const { event, mark } = eventWithMark(wb.event, index, text);
  const then = scored(wb, event, index, text);
  const e = wb.event.entries[index];
  const ids = e.players ? Object.values(e.players).filter((p): p is string => !!p) : [e.ns, e.ew];
  const totals = [...new Set(ids.filter((id): id is string => !!id))].map((id) => ({
    id,
    before: now.totals.find((t) => t.id === id),
    after: then.totals.find((t) => t.id === id),
  }));
  return {
    before: now.side,
    after: then.side,
    mark,
    totals,
    sessionRule: sessionRuleChanges(wb, mark, e, then.totals),
  };
}

/** Where Law 12C2(c) moves an artificial score of the mark, by the contestants' own results after it. */
function sessionRuleChanges(
  wb: WorkbookEvent,
  mark: LineMark,
  e: TravellerEntry,
  totals: readonly (ContestantTotal & { ownResult?: number })[],
): SessionRuleChange[] {
  const r = mark.ruling;
  if (!r) return [];
  let preset: Preset;
  try {
    preset = presetOf(wb.settings);
  } catch {
    return [];
  }
  const rule = preset.sessionRule;
  if (!rule.apply) return [];
  const imps = ['imp', 'butler', 'cross-imp'].includes(wb.settings.form ?? '');
  const out: SessionRuleChange[] = [];
  for (const side of ['NS', 'EW'] as const) {
    const adj = side === 'NS' ? r.ns : r.ew;
    if (adj.kind !== 'artificial' || adj.level === 'average') continue;
    // A pair is one contestant; in an individual each player of the side is one (Law 12C2(c) per player).
    const p = e.players;
    const ids = p ? (side === 'NS' ? [p.N, p.S] : [p.E, p.W]) : [side === 'NS' ? e.ns : e.ew];
    for (const id of ids) {
      const own = totals.find((t) => t.id === id)?.ownResult;
      if (own === undefined || id === undefined) continue;
      const base = imps
        ? (adj.imps ?? preset.artificial.imps[adj.level])
        : (adj.percent ?? preset.artificial.percent[adj.level]);
      const given = imps ? sessionRuleImps(adj.level, base, own, rule) : sessionRulePercent(adj.level, base, own, rule);
      if (given === base) continue;
      const limit = imps
        ? adj.level === 'plus'
          ? rule.nonOffenderAboveImps
          : rule.offenderBelowImps
        : adj.level === 'plus'
          ? rule.nonOffenderAbove
          : rule.offenderBelow;
      out.push({ side, ...(p ? { player: id } : {}), own, limit, level: adj.level, imps });
    }
  }
  return out;
}

/** The procedural penalties a mark gives (its ruling's or its own), as the notation writes them; '' when none. */
export function markPenaltiesText(mark: LineMark): string {
  const list = mark.ruling?.penalties ?? mark.penalties ?? [];
  return list.map(penaltyNotation).join(', ');
}
