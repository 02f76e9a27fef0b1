/** The four terminology tables, by language (see types.ts). */
import { fr } from './fr';
import { nl } from './nl';
import { pl } from './pl';
import { ru } from './ru';
import type { GlossaryLanguage, GlossaryTerm } from './types';

export type { GlossaryLanguage, GlossaryTerm };

export const GLOSSARY: Readonly<Record<GlossaryLanguage, readonly GlossaryTerm[]>> = { pl, nl, fr, ru };
