/**
 * The pane's figures (src/taskpane/figures.ts): the engine's print rules for the event's preset, with the
 * decimal separator of the pane's language.
 */
import { figureText, printPreset } from '../../../src/taskpane/figures';
import type { Language } from '../../../src/taskpane/i18n';

describe("the pane's figures", () => {
  const wbf = printPreset({ preset: 'wbf' });

  it.each<[Language, string]>([
    ['en', '52.00'],
    ['pl', '52,00'],
    ['nl', '52,00'],
    ['fr', '52,00'],
    ['ru', '52,00'],
  ])('%s: 52 % prints %s', (lang, text) => {
    expect(figureText(wbf, 'percent', 52, lang)).toBe(text);
  });

  it.each<[Language, string]>([
    ['en', '51.85'],
    ['pl', '51,85'],
    ['nl', '51,85'],
    ['fr', '51,85'],
    ['ru', '51,85'],
  ])('%s: 1400 / 27 % (51.85185…) prints %s, never more decimals', (lang, text) => {
    expect(figureText(wbf, 'percent', 1400 / 27, lang)).toBe(text);
  });

  it('board figures follow the preset: FFB (Magic Contest) 87.5 % prints 88, its board MPs to 0.1', () => {
    const ffb = printPreset({ preset: 'ffb' });
    expect(figureText(ffb, 'boardPercent', 87.5, 'fr')).toBe('88');
    // 7.26 MP to the nearest 0.1: 7.3, written 7,3 in French.
    expect(figureText(ffb, 'boardMp', 7.26, 'fr')).toBe('7,3');
    expect(figureText(ffb, 'boardMp', 7.26, 'en')).toBe('7.3');
  });

  it('a missing figure prints the given blank; an unknown preset prints by the default preset', () => {
    expect(figureText(wbf, 'total', undefined, 'pl')).toBe('');
    expect(figureText(wbf, 'total', Number.NaN, 'pl', '–')).toBe('–');
    expect(figureText(printPreset({ preset: 'nowhere' }), 'total', 3, 'nl')).toBe('3,00');
    expect(figureText(printPreset(undefined), 'imp', -1.5, 'ru')).toBe('-1,50');
  });
});
