/**
 * The pane's side of the director's flows: which flow options an event and its preset give, how an answer is
 * written in the log, and the texts of the questions (the engine holds them in five languages).
 */
import { flowOptionsFor as engineFlowOptions, type AnswerValue, type FlowOptions, type Preset } from './engine';
import { flowText as engineFlowText } from './flowText';
import type { Language } from './i18n';
import type { EventSettings } from '../workbook';

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
