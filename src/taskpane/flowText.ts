/** Texts of the director's flows, kept by the engine in five languages. */
import { flowText as engineText } from './engine';
import type { Language } from './i18n';

export function flowText(lang: Language, key: string, params?: Record<string, string | number>): string {
  return engineText(lang, key, params);
}
