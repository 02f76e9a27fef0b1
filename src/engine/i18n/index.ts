/**
 * Texts of the director's flows in five languages. The language follows Office's display language
 * ("pl-PL" → pl); anything else falls back to English.
 */
import { NOTE_IDS, OUTCOME_IDS } from '../model/decision';
import { DIRECTOR_FLOW } from '../rulings/flows/director';
import { optionText, questionText } from '../rulings/flows/engine';
import { PROBLEM_IDS, type Flow } from '../rulings/flows/types';
import { flowsEn, type FlowTexts } from './flows.en';
import { flowsFr } from './flows.fr';
import { flowsNl } from './flows.nl';
import { flowsPl } from './flows.pl';
import { flowsRu } from './flows.ru';
import type { FlowLanguage } from './language';

export type { FlowTexts };
export { FLOW_LANGUAGES, flowLanguage, type FlowLanguage } from './language';

const TEXTS: Record<FlowLanguage, FlowTexts> = { en: flowsEn, pl: flowsPl, nl: flowsNl, fr: flowsFr, ru: flowsRu };

/** All texts of one language. */
export function flowTexts(lang: FlowLanguage): FlowTexts {
  return TEXTS[lang] ?? flowsEn;
}

/**
 * One text, with {placeholders} filled. An unknown key gives the key itself, so a missing text shows up
 * rather than disappearing.
 */
export function flowText(lang: FlowLanguage, key: string, params: Record<string, string | number> = {}): string {
  const texts = flowTexts(lang) as Record<string, string>;
  const raw = texts[key] ?? (flowsEn as Record<string, string>)[key] ?? key;
  return raw.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Every text key a flow needs: stages, questions, answers, outcomes, notes and problems. */
export function flowTextKeys(flow: Flow = DIRECTOR_FLOW): string[] {
  const keys = new Set<string>(['stage.procedure', 'stage.what', 'stage.outcome']);
  for (const step of Object.values(flow.steps)) {
    keys.add(questionText(step));
    keys.add(questionText(step, { preferans: true }));
    keys.add(questionText(step, { lawsEdition: 2007 }));
    for (const o of step.options ?? []) {
      keys.add(optionText(step, o));
      keys.add(optionText(step, o, { preferans: true }));
    }
  }
  for (const id of OUTCOME_IDS) keys.add(`o.${id}`);
  for (const id of NOTE_IDS) keys.add(`n.${id}`);
  for (const id of PROBLEM_IDS) keys.add(`p.${id}`);
  return [...keys];
}
