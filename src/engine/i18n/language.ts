/**
 * The five languages of the engine's texts and the choice of one from a display language tag. Kept apart from
 * the flows' texts so that a module needing only the choice (the input problems' catalogue) does not bring them.
 */
export const FLOW_LANGUAGES = ['en', 'pl', 'nl', 'fr', 'ru'] as const;
export type FlowLanguage = (typeof FLOW_LANGUAGES)[number];

/** The language for a display language tag such as "pl-PL" or "fr"; English when not one of the five. */
export function flowLanguage(tag: string | undefined): FlowLanguage {
  const base = String(tag ?? '')
    .toLowerCase()
    .split(/[-_]/)[0];
  return (FLOW_LANGUAGES as readonly string[]).includes(base) ? (base as FlowLanguage) : 'en';
}
