/**
 * No English word is left in the Polish, Dutch, French or Russian pane (its texts and the preset names it lists),
 * the functions' descriptions and messages, or the manifest's texts,
 * beyond names that are the same in every language: the product, the BRIDGE.* functions, file formats and
 * other programs. The regional variants of each language get the same texts (manifest, functions, pane).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import {
  PRESET_IDS,
  PROGRAM_IDS,
  parseRuling,
  parseVulnerability,
  presetLabel,
  programLabel,
} from '../../../src/engine';
import { flowLanguage } from '../../../src/engine/i18n';
import { pickLanguage } from '../../../src/taskpane/i18n';
import type { GlossaryLanguage } from '../../../src/i18n-glossary';
import { allTexts, manifestTexts, paneTexts } from './texts';

const LANGS: GlossaryLanguage[] = ['pl', 'nl', 'fr', 'ru'];

/** Names that stay as they are in every language. */
const NAMES = [
  'Bridge Scorer',
  'Bridgemate Control Software',
  'Bridgemate',
  'Excel',
  'USEBIO',
  'Score_NS',
  'Score_EW',
  'ACBLscore',
  'Compscore',
  'Magic Contest',
  'ScoreBridge',
  'JFR Pary',
  'White Book',
];

/** English words that are not also words of Polish, Dutch, French or Russian bridge texts. */
const ENGLISH = [
  'the',
  'and',
  'with',
  'from',
  'this',
  'that',
  'board',
  'boards',
  'traveller',
  'travellers',
  'ruling',
  'rulings',
  'round',
  'rounds',
  'trips',
  'preset',
  'presets',
  'scoring',
  'event',
  'events',
  'average',
  'weighted',
  'assigned',
  'artificial',
  'split',
  'none',
  'both',
  'law',
  'laws',
  'row',
  'rows',
  'results',
  'ranking',
  'matchpoints',
  'player',
  'players',
  'director',
  'penalty',
  'undo',
  'apply',
  'cancel',
  'duplicate',
  'teams',
  'team',
  'deal',
  'deals',
  'seat',
  'seats',
  'log',
  'sheet',
  'workbook',
  'table',
  'tables',
  'file',
];

/** Words of the list that a language writes itself: French "table" and "duplicate" (le bridge de duplicate). */
const NATIVE: Partial<Record<GlossaryLanguage, string[]>> = { fr: ['table', 'tables', 'duplicate'] };

/** The BRIDGE.* functions' names (MATCHPOINTS, MP …): names, written without their prefix in the descriptions. */
const FUNCTION_NAMES = Object.keys(
  (
    JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'src', 'functions', 'locales', 'fr.json'), 'utf8')) as {
      functions: Record<string, unknown>;
    }
  ).functions,
);

function englishWords(lang: GlossaryLanguage, text: string): string[] {
  let t = text
    .replace(/\{\w+\}/g, ' ')
    .replace(/BRIDGE\.[A-Z_]+/g, ' ')
    // A table's structured reference (Travellers[#All], Travellers[[#All],[board]:[ruling]]), a parameter's name
    // (vp_tables) and a code (WBF_ROUND) are names.
    .replace(/[A-Za-z]+\[(?:[^[\]]|\[[^\]]*\])*\]/g, ' ')
    .replace(/(?<![\p{L}\p{N}])[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+(?![\p{L}\p{N}])/gu, ' ')
    .replace(new RegExp(`(?<![\\p{L}\\p{N}_])(?:${FUNCTION_NAMES.join('|')})(?![\\p{L}\\p{N}_])`, 'gu'), ' ');
  for (const n of NAMES) t = t.split(n).join(' ');
  const words = t.match(/[A-Za-z]+/g) ?? [];
  const native = new Set(NATIVE[lang] ?? []);
  return words.filter((w) => ENGLISH.includes(w.toLowerCase()) && !native.has(w.toLowerCase()));
}

describe.each(LANGS)('%s: no English left in the pane', (lang) => {
  test('the texts', () => {
    const found = paneTexts(lang).flatMap((t) => englishWords(lang, t.text).map((w) => `${t.id}: ${w}`));
    expect(found).toEqual([]);
  });

  test('the preset and program names it shows', () => {
    const labels = [
      ...PRESET_IDS.map((id) => presetLabel(id, lang)),
      ...PROGRAM_IDS.map((id) => programLabel(id, lang)),
    ];
    expect(labels.flatMap((l) => englishWords(lang, l).map((w) => `${l}: ${w}`))).toEqual([]);
  });
});

describe.each(LANGS)("%s: no English left in the functions' texts and the manifest", (lang) => {
  test("the functions' descriptions and messages", () => {
    const found = allTexts(lang)
      .filter((t) => t.id.startsWith('functions:'))
      .flatMap((t) => englishWords(lang, t.text).map((w) => `${t.id}: ${w}`));
    expect(found).toEqual([]);
  });

  test('the manifest texts', () => {
    const texts = allTexts(lang).filter((t) => t.id.startsWith('manifest:'));
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.flatMap((t) => englishWords(lang, t.text).map((w) => `${t.id}: ${w}`))).toEqual([]);
  });
});

test('the finder catches an English word and leaves names alone', () => {
  expect(englishWords('pl', 'Wymiany z Excelem; arkusz Boards, Bridge Scorer')).toEqual(['Boards']);
  expect(englishWords('fr', 'Table {table} : Score_EW')).toEqual([]);
  expect(englishWords('pl', 'jak MATCHPOINTS, z vp_tables, wpisz Travellers[#All]')).toEqual([]);
  expect(englishWords('nl', 'de berekende kolommen en de Ranking')).toEqual(['Ranking']);
  expect(presetLabel('ebu', 'fr-CA')).toBe('EBU (Livre blanc)');
  expect(presetLabel('ebu', 'en-GB')).toBe('EBU (White Book)');
});

describe('regional variants get the texts of their language', () => {
  const REGIONS: Record<string, string[]> = {
    'nl-NL': ['nl-BE'],
    'fr-FR': ['fr-BE', 'fr-CH', 'fr-CA', 'fr-LU'],
    'ru-RU': ['ru-BY', 'ru-KZ', 'ru-KG', 'ru-MD', 'ru-UA'],
  };

  test.each(Object.entries(REGIONS))('manifest: %s overrides are repeated for its regions', (main, regions) => {
    const texts = manifestTexts(main);
    expect(texts.length).toBeGreaterThan(5);
    for (const region of regions) expect(manifestTexts(region)).toEqual(texts);
  });

  test("every functions metadata override points at a file the build emits for the locale's language", () => {
    const xml = readFileSync(join(__dirname, '..', '..', '..', 'manifest.xml'), 'utf8');
    const webpack = readFileSync(join(__dirname, '..', '..', '..', 'webpack.config.js'), 'utf8');
    const emitted = /locales:\s*\[([^\]]*)\]/.exec(webpack)?.[1] ?? '';
    const urls = [...xml.matchAll(/Locale="([a-z]{2})-[A-Z]{2}" Value="[^"]*functions\.(\w+)\.json"/g)];
    // pl-PL; nl-NL, nl-BE; fr-FR and four regions; ru-RU and five regions.
    expect(urls.length).toBe(1 + 2 + 5 + 6);
    for (const [, base, file] of urls) {
      expect(file).toBe(base);
      expect(emitted).toContain(`'${file}'`);
    }
  });

  test.each(['nl-BE', 'fr-CA', 'fr-CH', 'ru-KZ', 'ru-BY'])(
    'the pane and the flows pick %s by its base language',
    (tag) => {
      expect(pickLanguage(tag)).toBe(tag.slice(0, 2));
      expect(flowLanguage(tag)).toBe(tag.slice(0, 2));
    },
  );
});

describe('the words the function descriptions tell a user to type are read', () => {
  test.each([
    ['NIKT', 'None'],
    ['OBIE', 'Both'],
    ['NIEMAND', 'None'],
    ['ALLE', 'Both'],
    ['NZ', 'NS'],
    ['OW', 'EW'],
    ['PERSONNE', 'None'],
    ['TOUS', 'Both'],
    ['EO', 'EW'],
    ['НИКТО', 'None'],
    ['ВСЕ', 'Both'],
  ])('vulnerability %s is %s', (word, vul) => {
    expect(parseVulnerability(word)).toBe(vul);
  });

  test.each([
    ['Ś+', 'plus'],
    ['Ś=', 'average'],
    ['Ś-', 'minus'],
    ['G+', 'plus'],
    ['G=', 'average'],
    ['G-', 'minus'],
    ['M+', 'plus'],
    ['M=', 'average'],
    ['M-', 'minus'],
    ['С+', 'plus'],
    ['С=', 'average'],
    ['С-', 'minus'],
  ])('artificial level %s is %s', (word, level) => {
    const adj = parseRuling(word).ns;
    expect(adj.kind === 'artificial' ? adj.level : adj.kind).toBe(level);
  });
});
