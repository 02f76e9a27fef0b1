/**
 * The pane's languages: English, Polish, Dutch, French and Russian, chosen from Office's display language
 * ("pl-PL" → Polish); any other language falls back to English. The views take only the context (core.ts);
 * the pane loads its one language with load.ts, and this table of all five serves the tests and tools.
 */
import { en, type Strings } from './en';
import { fr } from './fr';
import { nl } from './nl';
import { pl } from './pl';
import { ru } from './ru';
import { type Language, type Translate, translatorOf } from './core';

export * from './core';

export const LANGUAGES: Record<Language, Strings> = { en, pl, nl, fr, ru };

export function translator(lang: Language): Translate {
  return translatorOf(LANGUAGES[lang]);
}
