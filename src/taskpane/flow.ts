/**
 * The pane's side of the director's flows: which flow options an event and its preset give, how an answer is
 * written in the log, the texts of the questions (the engine holds them in five languages), and what a decision
 * writes into the traveller line's ruling cell (a line mark: a ruling, NP, CANCELLED, FORM B or a penalty
 * alone) with the scores it gives.
 */
import { flowOptionsFor as engineFlowOptions, type AnswerValue, type FlowOptions, type Preset } from './engine';
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
import { scoreLoaded } from './services';

/** Flow options from the event's settings and its preset (the mapping lives in the engine). */
export function flowOptionsFor(settings: EventSettings, preset: Preset): FlowOptions {
  return engineFlowOptions(preset, settings);
}

/** One answer as the log writes it: option ids and results in the shared notation. */
export function answerText(value: AnswerValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value
      .map((p) => {
        const r = typeof p.result === 'string' ? p.result : `NS ${p.result.ns}`;
        return 'weight' in p ? `${Math.round(p.weight * 10000) / 100}% ${r}` : `${p.likelihood} ${r}`;
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
}

function scored(wb: WorkbookEvent, event: EventData, index: number, text: string) {
  const { score, error, factor } = scoreLoaded(event, wb.settings);
  if (error) throw new Error(error);
  const s = score?.entries[index] ?? {};
  const mp = (x: number | undefined) => (x === undefined ? undefined : x * factor);
  const side: SideScores = {
    scoreNS: event.entries[index]?.scoreNS,
    ruling: text,
    mpNS: mp(s.mpNS),
    mpEW: mp(s.mpEW),
    pctNS: s.pctNS,
    pctEW: s.pctEW,
    impNS: s.impNS,
    impEW: s.impEW,
  };
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
  return { before: now.side, after: then.side, mark, totals };
}

/** The procedural penalties a mark gives (its ruling's or its own), as the notation writes them; '' when none. */
export function markPenaltiesText(mark: LineMark): string {
  const list = mark.ruling?.penalties ?? mark.penalties ?? [];
  return list.map(penaltyNotation).join(', ');
}
