/**
 * Running a flow: which step comes next, which answers a step offers, and the law number shown beside it.
 * Only answers on the current path count: when the director changes an earlier answer, the answers of the
 * branch left behind are ignored.
 */
import { BridgeInputError } from '../../model/types';
import type { Answers, AnswerValue, Condition, Flow, FlowAnswerOption, FlowOptions, FlowStep, NextRule } from './types';

interface Scope {
  answers: Record<string, AnswerValue>;
  path: string[];
  options: FlowOptions;
}

function holds(c: Condition, s: Scope): boolean {
  if ('answer' in c) {
    const a = s.answers[c.answer];
    return typeof a === 'string' && c.in.includes(a);
  }
  if ('onPath' in c) return s.path.includes(c.onPath);
  if ('option' in c) return Boolean(s.options[c.option]) === c.is;
  if ('event' in c) return c.event.includes(s.options.eventKind);
  if ('edition' in c) return !s.options.preferans && c.edition.includes(s.options.lawsEdition);
  if ('all' in c) return c.all.every((x) => holds(x, s));
  if ('any' in c) return c.any.some((x) => holds(x, s));
  if ('not' in c) return !holds(c.not, s);
  throw new BridgeInputError(`flow condition ${JSON.stringify(c)} is not understood`, c);
}

function scopeOf(options: FlowOptions, answers: Record<string, AnswerValue> = {}, path: string[] = []): Scope {
  return { answers, path, options };
}

/** The answers a choice step offers under these options (and the answers given before it on the path). */
export function offeredOptions(
  step: FlowStep,
  options: FlowOptions,
  answersOnPath: Record<string, AnswerValue> = {},
  path: string[] = [],
): FlowAnswerOption[] {
  const s = scopeOf(options, answersOnPath, path);
  return (step.options ?? []).filter((o) => !o.when || holds(o.when, s));
}

/** The law number shown beside a step (or an answer) under these options. */
export function lawLabel(
  item: { law?: string; law2007?: string; lawPreferans?: string },
  options: Pick<FlowOptions, 'preferans' | 'lawsEdition'>,
): string | undefined {
  if (options.preferans) return item.lawPreferans ?? item.law;
  if (options.lawsEdition === 2007) return item.law2007 ?? item.law;
  return item.law;
}

/** The text key of an answer option. */
export function optionText(step: FlowStep, option: FlowAnswerOption, options?: Pick<FlowOptions, 'preferans'>): string {
  if (options?.preferans && option.textPreferans) return option.textPreferans;
  return option.text ?? `a.${step.id}.${option.id}`;
}

/** The text key of a step's question. */
export function questionText(
  step: FlowStep,
  options?: Partial<Pick<FlowOptions, 'preferans' | 'lawsEdition'>>,
): string {
  if (options?.preferans && step.textPreferans) return step.textPreferans;
  if (!options?.preferans && options?.lawsEdition === 2007 && step.text2007) return step.text2007;
  return `q.${step.id}`;
}

export interface Walk {
  /** The steps on the path, in order, ending with the current step when one is open. */
  path: string[];
  /** The first step still to answer (or whose answer is not offered); null when the questions are over. */
  current: string | null;
  /** The answers on the path. */
  answers: Record<string, AnswerValue>;
  /** The current step's answer is given but is not one the step offers. */
  invalid?: { step: string; value: AnswerValue };
}

function empty(a: AnswerValue | undefined): boolean {
  return a === undefined || a === null || (typeof a === 'string' && a.trim() === '');
}

/** Follows the flow from its start with the given answers. */
export function walk(flow: Flow, answers: Answers, options: FlowOptions): Walk {
  const path: string[] = [];
  const onPath: Record<string, AnswerValue> = {};
  let id: string | null = flow.start;
  while (id !== null) {
    const step: FlowStep | undefined = flow.steps[id];
    if (!step) throw new BridgeInputError(`flow '${flow.id}' has no step '${id}'`, id);
    if (path.includes(id)) throw new BridgeInputError(`flow '${flow.id}' loops at step '${id}'`, path);
    path.push(id);
    const a = answers[id];
    if (empty(a)) return { path, current: id, answers: onPath };
    if (step.input === 'choice') {
      const offered = offeredOptions(step, options, onPath, path);
      if (typeof a !== 'string' || !offered.some((o) => o.id === a)) {
        return { path, current: id, answers: onPath, invalid: { step: id, value: a as AnswerValue } };
      }
    }
    onPath[id] = a as AnswerValue;
    const s = scopeOf(options, onPath, path);
    const rule: NextRule | undefined = step.next.find((r) => !r.if || holds(r.if, s));
    if (!rule) throw new BridgeInputError(`flow '${flow.id}': no next step after '${id}'`, id);
    id = rule.to;
  }
  return { path, current: null, answers: onPath };
}

/** The next question to ask (null when every question on the path is answered). */
export function nextStep(flow: Flow, answers: Answers, options: FlowOptions): FlowStep | null {
  const w = walk(flow, answers, options);
  return w.current === null ? null : flow.steps[w.current];
}

/**
 * The answers with every open procedure question on the path answered as it usually is (a player drew
 * attention, the director was called at once, nobody acted before the ruling, no choice to offer), up to the
 * first question that has no usual answer. Answers already given are kept; the pane shows the filled ones
 * collapsed, and opening them changes only what the director changes.
 */
export function usualAnswers(flow: Flow, answers: Answers, options: FlowOptions): Record<string, AnswerValue> {
  const out: Record<string, AnswerValue> = {};
  for (const [k, v] of Object.entries(answers)) if (v !== undefined) out[k] = v;
  for (;;) {
    const w = walk(flow, out, options);
    if (w.current === null || w.invalid) return out;
    const step = flow.steps[w.current];
    if (step.stage !== 'procedure' || step.usual === undefined) return out;
    out[step.id] = step.usual;
  }
}
