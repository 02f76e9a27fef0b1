/**
 * The pane's language machinery without the other languages' texts: the choice from Office's display language,
 * placeholders, the context the views read. English is always here (the fallback of every text); the other four
 * come from load.ts (one chunk each, fetched before the pane's first paint) or, all at once, from index.ts.
 */
import { createContext, useContext } from 'react';
import { en, type StringKey, type Strings } from './en';

export type Language = 'en' | 'pl' | 'nl' | 'fr' | 'ru';

export const LANGUAGE_CODES: readonly Language[] = ['en', 'pl', 'nl', 'fr', 'ru'];

/** The pane language for an Office display language tag such as "pl-PL", "nl-BE", "ru", "en-US". */
export function pickLanguage(displayLanguage: string | undefined): Language {
  const base = String(displayLanguage ?? '')
    .toLowerCase()
    .split(/[-_]/)[0];
  return LANGUAGE_CODES.includes(base as Language) ? (base as Language) : 'en';
}

/** Fills {name} placeholders. */
export function format(template: string, vars: Record<string, string | number | undefined> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (vars[k] === undefined ? m : String(vars[k])));
}

export type Translate = (key: StringKey, vars?: Record<string, string | number | undefined>) => string;

/** A translator over one language's texts, English where a text is missing. */
export function translatorOf(strings: Strings): Translate {
  return (key, vars) => format(strings[key] ?? en[key] ?? key, vars);
}

export interface I18n {
  lang: Language;
  t: Translate;
}

export const I18nContext = createContext<I18n>({ lang: 'en', t: translatorOf(en) });

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export type { StringKey, Strings };
