/**
 * Numbers and dates in the pane follow its language: a decimal comma in Polish, Dutch, French and Russian (52,38),
 * a point in English; dates and log stamps through Intl with the display language. Checked on the formatters the
 * views call and on rendered components (the weighted editor, the ruling log).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { dateText, figureText, numberText, printPreset } from '../../../src/taskpane/figures';
import { I18nContext, translator, type Language } from '../../../src/taskpane/i18n';
import { sessionRuleText } from '../../../src/taskpane/views/RulingView';
import { WeightedEditor } from '../../../src/taskpane/components/WeightedEditor';
import { RulingLog } from '../../../src/taskpane/components/RulingLog';
import type { RulingLogLine } from '../../../src/taskpane/services';

const COMMA: Language[] = ['pl', 'nl', 'fr', 'ru'];
const wbf = printPreset({ preset: 'wbf' });

function inLanguage(lang: Language, element: ReturnType<typeof createElement>): string {
  return renderToStaticMarkup(createElement(I18nContext.Provider, { value: { lang, t: translator(lang) } }, element));
}

describe.each(COMMA)('%s writes a decimal comma', (lang) => {
  test('an event figure: 1100 / 21 % = 52.380952… prints 52,38', () => {
    expect(figureText(wbf, 'percent', 1100 / 21, lang)).toBe('52,38');
    expect(figureText(wbf, 'boardMp', 2.4, lang, '–')).toBe('2,40');
    expect(figureText(wbf, 'total', undefined, lang, '–')).toBe('–');
  });

  test('a plain number: a weight, a count of results, a limit', () => {
    expect(numberText(52.38, lang)).toBe('52,38');
    expect(numberText(0.6, lang, 2, { trim: true })).toBe('0,6');
    expect(numberText(60, lang, 2, { trim: true })).toBe('60');
    // A half rounds away from zero, as the engine prints (33.335 → 33.34).
    expect(numberText(33.335, lang)).toBe('33,34');
  });

  test("Law 12C2(c)'s line: the side's own 61.11 % against 60 %", () => {
    const text = sessionRuleText(
      { side: 'NS', own: 550 / 9, limit: 60, level: 'plus', imps: false },
      translator(lang),
      lang,
      wbf,
    );
    // 550 / 9 = 61.111… → 61,11; the side in the language's words.
    expect(text).toContain('61,11');
    expect(text).toContain(translator(lang)('sideNS'));
    expect(text).not.toMatch(/\d\.\d/);
  });

  test('the weighted editor shows the weights and their total with a comma', () => {
    const html = inLanguage(
      lang,
      createElement(WeightedEditor, {
        parts: [
          { weight: 52.38, result: '4S= N' },
          { weight: 47.62, result: '4S-1 N' },
        ],
        onChange: () => undefined,
        mode: 'weighted',
        idBase: 'w',
        errors: [],
        labels: { likely: 'l', probable: 'p', improbable: 'i' },
      }),
    );
    expect(html).toContain('value="52,38"');
    expect(html).toContain('value="47,62"');
    expect(html).not.toContain('52.38');
  });
});

test('English keeps the decimal point', () => {
  expect(figureText(wbf, 'percent', 1100 / 21, 'en')).toBe('52.38');
  expect(numberText(0.6, 'en', 2, { trim: true })).toBe('0.6');
});

describe('dates through Intl in the display language', () => {
  const LOCALE: Record<Language, string> = { en: 'en-GB', pl: 'pl-PL', nl: 'nl-NL', fr: 'fr-FR', ru: 'ru-RU' };

  test.each<[Language, string]>([
    ['en', '30/11/2026'],
    ['pl', '30.11.2026'],
    ['nl', '30-11-2026'],
    ['fr', '30/11/2026'],
    ['ru', '30.11.2026'],
  ])('%s: the event date 2026-11-30 is %s', (lang, text) => {
    expect(dateText('2026-11-30', lang)).toBe(text);
  });

  test.each(COMMA)('%s: a log stamp keeps its wall-clock time', (lang) => {
    const shown = dateText('2026-11-30 20:15:07', lang);
    const intl = new Intl.DateTimeFormat(LOCALE[lang], {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).format(new Date(Date.UTC(2026, 10, 30, 20, 15, 7)));
    expect(shown).toBe(intl);
    expect(shown).toContain('20:15:07');
    expect(shown).toContain(dateText('2026-11-30', lang));
  });

  test('text that is not a date is left as it is', () => {
    expect(dateText('30.11.2026', 'fr')).toBe('30.11.2026');
    expect(dateText('2026-02-30', 'fr')).toBe('2026-02-30');
    expect(dateText(undefined, 'fr')).toBe('');
  });

  test('the ruling log shows its stamps in the pane language', () => {
    const line: RulingLogLine = {
      id: 4,
      time: '2026-11-30 20:15:07',
      director: '',
      board: 3,
      table: 2,
      laws: '12C1(c)',
      answers: '',
      rulingBefore: '',
      rulingAfter: 'A+',
      scoreBefore: '',
      scoreAfter: '',
      note: '',
      status: 'applied',
      ruling: '',
      flow: '',
      row: 2,
    };
    const props = {
      log: [line],
      headingId: 'h',
      listTestId: 'l',
      place: () => 'board 3',
      busy: false,
      onUndo: () => undefined,
    };
    const html = inLanguage('pl', createElement(RulingLog, props));
    expect(html).toContain(dateText(line.time, 'pl'));
    expect(html).toContain('30.11.2026');
    expect(html).not.toContain('2026-11-30');
  });
});
