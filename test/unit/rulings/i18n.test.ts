import { FLOW_LANGUAGES, flowLanguage, flowText, flowTextKeys, flowTexts } from '../../../src/engine/i18n';
import { flowsEn } from '../../../src/engine/i18n/flows.en';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('flow texts in five languages', () => {
  const needed = flowTextKeys();

  it('the flow needs texts for its stages, questions, answers, outcomes, notes and problems', () => {
    expect(needed).toContain('q.attention');
    expect(needed).toContain('a.yes');
    expect(needed).toContain('a.what.s11_3');
    expect(needed).toContain('a.method.likelyProbablePref');
    expect(needed).toContain('o.oneSided');
    expect(needed).toContain('n.deemedRevoke');
    expect(needed).toContain('p.weightsTotal');
    expect(needed.length).toBeGreaterThan(180);
  });

  it.each(FLOW_LANGUAGES)('%s has every key the flow needs, none empty', (lang) => {
    const texts = flowTexts(lang) as Record<string, string>;
    const missing = needed.filter((k) => typeof texts[k] !== 'string' || texts[k].trim() === '');
    expect(missing).toEqual([]);
  });

  it.each(FLOW_LANGUAGES)('%s has exactly the English keys, each non-empty, with the same placeholders', (lang) => {
    const texts = flowTexts(lang) as Record<string, string>;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(flowsEn).sort());
    for (const [key, en] of Object.entries(flowsEn)) {
      expect([key, texts[key].trim().length > 0]).toEqual([key, true]);
      expect([key, placeholders(texts[key])]).toEqual([key, placeholders(en)]);
    }
  });

  it.each(FLOW_LANGUAGES.filter((l) => l !== 'en'))('%s is a translation, not a copy of the English', (lang) => {
    const texts = flowTexts(lang) as Record<string, string>;
    const same = Object.keys(flowsEn).filter((k) => texts[k] === (flowsEn as Record<string, string>)[k]);
    // Only short technical labels may coincide (IMPs, Procedure, ...).
    expect(same.length).toBeLessThanOrEqual(4);
  });

  it('the glossary terms are used: artificial adjusted score in each language', () => {
    expect(flowText('pl', 'a.method.artificial')).toContain('procentowy wynik rozjemczy');
    expect(flowText('nl', 'a.method.artificial')).toContain('kunstmatige arbitrale score');
    expect(flowText('fr', 'a.method.artificial')).toContain('marque ajustée artificielle');
    expect(flowText('ru', 'a.method.artificial')).toContain('искусственный присуждённый результат');
  });

  it('the language follows the display language; anything else is English', () => {
    expect(flowLanguage('pl-PL')).toBe('pl');
    expect(flowLanguage('fr_FR')).toBe('fr');
    expect(flowLanguage('RU')).toBe('ru');
    expect(flowLanguage('nl-BE')).toBe('nl');
    expect(flowLanguage('de-DE')).toBe('en');
    expect(flowLanguage(undefined)).toBe('en');
  });

  it('placeholders are filled; an unknown key shows itself', () => {
    expect(flowText('en', 'p.weightsTotal', { total: 90 })).toBe('The weights total 90 %; they must total 100 %.');
    expect(flowText('pl', 'p.weightsTotal', { total: 90 })).toBe('Wagi dają razem 90 %; muszą dawać 100 %.');
    expect(flowText('ru', 'i.law', { law: '12C1(c)' })).toBe('Закон 12C1(c)');
    expect(flowText('en', 'q.nonsense')).toBe('q.nonsense');
  });
});
