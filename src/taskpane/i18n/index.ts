/**
 * The pane's languages: English, Polish, Dutch, French and Russian, chosen from Office's display language
 * ("pl-PL" → Polish); any other language falls back to English.
 */
import { createContext, useContext } from 'react';
import { en, type StringKey, type Strings } from './en';
import { fr } from './fr';
import { nl } from './nl';
import { pl } from './pl';
import { ru } from './ru';

export type Language = 'en' | 'pl' | 'nl' | 'fr' | 'ru';

export const LANGUAGES: Record<Language, Strings> = { en, pl, nl, fr, ru };

/** The pane language for an Office display language tag such as "pl-PL", "nl-BE", "ru", "en-US". */
export function pickLanguage(displayLanguage: string | undefined): Language {
  const base = String(displayLanguage ?? '')
    .toLowerCase()
    .split(/[-_]/)[0];
  return (Object.keys(LANGUAGES) as Language[]).includes(base as Language) ? (base as Language) : 'en';
}

/** Fills {name} placeholders. */
export function format(template: string, vars: Record<string, string | number | undefined> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (vars[k] === undefined ? m : String(vars[k])));
}

export type Translate = (key: StringKey, vars?: Record<string, string | number | undefined>) => string;

export function translator(lang: Language): Translate {
  const strings = LANGUAGES[lang];
  return (key, vars) => format(strings[key] ?? en[key] ?? key, vars);
}

export interface I18n {
  lang: Language;
  t: Translate;
}

export const I18nContext = createContext<I18n>({ lang: 'en', t: translator('en') });

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export type { StringKey, Strings };
