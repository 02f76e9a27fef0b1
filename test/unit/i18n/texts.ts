/**
 * Every user-facing text of one language, with an id naming its source and key: the pane (pane:key), the
 * director's flows and the ruling sentences built from them (flows:key), the readers' messages (io:key), the
 * functions' descriptions (functions:NAME or functions:NAME.parameter) and error messages (functions:message.key),
 * the manifest's overrides
 * (manifest:element) and the printable page's labels (page:label).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { fr as paneFr } from '../../../src/taskpane/i18n/fr';
import { nl as paneNl } from '../../../src/taskpane/i18n/nl';
import { pl as panePl } from '../../../src/taskpane/i18n/pl';
import { ru as paneRu } from '../../../src/taskpane/i18n/ru';
import { flowsFr } from '../../../src/engine/i18n/flows.fr';
import { flowsNl } from '../../../src/engine/i18n/flows.nl';
import { flowsPl } from '../../../src/engine/i18n/flows.pl';
import { flowsRu } from '../../../src/engine/i18n/flows.ru';
import { ioFr } from '../../../src/engine/i18n/io.fr';
import { ioNl } from '../../../src/engine/i18n/io.nl';
import { ioPl } from '../../../src/engine/i18n/io.pl';
import { ioRu } from '../../../src/engine/i18n/io.ru';
import { HTML_LABELS } from '../../../src/engine/io/writers/html';
import { MESSAGES } from '../../../src/functions/i18n';
import type { GlossaryLanguage } from '../../../src/i18n-glossary';

export interface Text {
  id: string;
  text: string;
}

const ROOT = join(__dirname, '..', '..', '..');

const PANE = { pl: panePl, nl: paneNl, fr: paneFr, ru: paneRu };
const FLOWS = { pl: flowsPl, nl: flowsNl, fr: flowsFr, ru: flowsRu };
const IO = { pl: ioPl, nl: ioNl, fr: ioFr, ru: ioRu };

function entries(prefix: string, o: Record<string, unknown>, path = ''): Text[] {
  const out: Text[] = [];
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string') out.push({ id: `${prefix}:${path}${k}`, text: v });
    else if (v && typeof v === 'object') out.push(...entries(prefix, v as Record<string, unknown>, `${path}${k}.`));
  }
  return out;
}

interface FunctionTexts {
  functions: Record<string, { description: string; parameters?: Record<string, string> }>;
}

function functionTexts(lang: GlossaryLanguage): Text[] {
  const file = join(ROOT, 'src', 'functions', 'locales', `${lang}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as FunctionTexts;
  const out: Text[] = [];
  for (const [name, f] of Object.entries(json.functions)) {
    out.push({ id: `functions:${name}`, text: f.description });
    for (const [p, d] of Object.entries(f.parameters ?? {})) out.push({ id: `functions:${name}.${p}`, text: d });
  }
  return out;
}

function unescapeXml(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The manifest's texts for a locale tag ("fr-FR", "fr-CA"), each named by its element's id or tag. */
export function manifestTexts(locale: string): Text[] {
  const xml = readFileSync(join(ROOT, 'manifest.xml'), 'utf8');
  const out: Text[] = [];
  const element = /<((?:bt:)?\w+)\s+(?:id="([^"]+)"\s+)?DefaultValue="[^"]*">([\s\S]*?)<\/\1>/g;
  for (const m of xml.matchAll(element)) {
    const name = m[2] ?? m[1];
    for (const o of m[3].matchAll(/<(?:bt:)?Override\s+Locale="([^"]+)"\s+Value="([^"]*)"\s*\/>/g)) {
      if (o[1] === locale) out.push({ id: `manifest:${name}`, text: unescapeXml(o[2]) });
    }
  }
  return out;
}

const MANIFEST_LOCALE: Record<GlossaryLanguage, string> = { pl: 'pl-PL', nl: 'nl-NL', fr: 'fr-FR', ru: 'ru-RU' };

/** The pane's texts of one language. */
export function paneTexts(lang: GlossaryLanguage): Text[] {
  return entries('pane', PANE[lang] as unknown as Record<string, unknown>);
}

/** Every user-facing text of one language. */
export function allTexts(lang: GlossaryLanguage): Text[] {
  return [
    ...paneTexts(lang),
    ...entries('flows', FLOWS[lang] as unknown as Record<string, unknown>),
    ...entries('io', IO[lang] as unknown as Record<string, unknown>),
    ...functionTexts(lang),
    ...entries('functions', { message: MESSAGES[lang] } as unknown as Record<string, unknown>),
    ...manifestTexts(MANIFEST_LOCALE[lang]),
    ...entries('page', HTML_LABELS[lang] as unknown as Record<string, unknown>),
  ];
}
