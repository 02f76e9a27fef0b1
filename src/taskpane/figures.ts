/**
 * The pane's figures: printed by the engine's print rules for the event's preset (scale, decimals, rounding),
 * with the decimal separator of the pane's language (52.00 in English, 52,00 in Polish, Dutch, French and
 * Russian). The pane never rounds a figure itself.
 */
import {
  DEFAULT_PRESET_ID,
  PRESETS,
  decimalSeparator,
  fixedText,
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

/**
 * A number the pane shows that is not an event's figure (a limit such as 60 %, a count of results, a weight):
 * `decimals` decimals, rounded by the engine's print rule (halves away from zero), with the language's decimal
 * separator; `trim` drops trailing zeros (0.50 → 0.5, 2.00 → 2). `empty` for a missing number.
 */
export function numberText(
  x: number | undefined,
  lang: Language,
  decimals = 2,
  { trim = false, empty = '' }: { trim?: boolean; empty?: string } = {},
): string {
  if (x === undefined || !Number.isFinite(x)) return empty;
  let text = fixedText(x, { decimals });
  if (trim && text.includes('.')) text = text.replace(/\.?0+$/, '');
  const sep = decimalSeparator(LOCALES[lang]);
  return sep === '.' ? text : text.replace('.', sep);
}

/**
 * A date or a time stamp as the workbook keeps it ("2026-11-30", "2026-11-30 20:15:07", ISO forms), written by
 * Intl in the pane's language (30.11.2026, 30/11/2026, 30-11-2026; with the time for a stamp). Text that is not
 * such a date is shown as it is.
 */
export function dateText(text: string | undefined, lang: Language): string {
  const t = (text ?? '').trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  if (!m) return t;
  const [y, mo, d, h, mi, se] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x)));
  const date = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, se ?? 0));
  if (date.getUTCMonth() !== (mo ?? 1) - 1 || date.getUTCDate() !== d) return t;
  const withTime = h !== undefined;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', ...(se !== undefined ? { second: '2-digit' } : {}) } : {}),
  }).format(date);
}
