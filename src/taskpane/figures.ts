/**
 * The pane's figures: printed by the engine's print rules for the event's preset (scale, decimals, rounding),
 * with the decimal separator of the pane's language (52.00 in English, 52,00 in Polish, Dutch, French and
 * Russian). The pane never rounds a figure itself.
 */
import {
  DEFAULT_PRESET_ID,
  PRESETS,
  localFigureText,
  withConvention,
  type FigureKind,
  type MatchpointConvention,
  type Preset,
} from './engine';
import type { Language } from './i18n';

/** The locale whose decimal separator each pane language uses. */
const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  pl: 'pl-PL',
  nl: 'nl-NL',
  fr: 'fr-FR',
  ru: 'ru-RU',
};

/** The event's preset (its matchpoint convention in force) for printing; the default preset for an unknown id. */
export function printPreset(settings: { preset?: string; convention?: string } | undefined): Preset {
  const id = settings?.preset;
  const preset =
    id && Object.prototype.hasOwnProperty.call(PRESETS, id) ? PRESETS[id as keyof typeof PRESETS] : undefined;
  const convention = settings?.convention;
  return withConvention(
    preset ?? PRESETS[DEFAULT_PRESET_ID],
    convention === 'two-per-beat' || convention === 'one-per-beat' ? (convention as MatchpointConvention) : undefined,
  );
}

/** A figure as the pane shows it; `empty` for a missing figure. */
export function figureText(
  preset: Preset,
  kind: FigureKind,
  x: number | undefined,
  lang: Language,
  empty = '',
): string {
  if (x === undefined || !Number.isFinite(x)) return empty;
  return localFigureText(preset, kind, x, LOCALES[lang]);
}
