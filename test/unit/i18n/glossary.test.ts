/**
 * Every user-facing text in Polish, Dutch, French and Russian follows its language's terminology table
 * (src/i18n-glossary): no word the table forbids for a notion, the notion's own word where a label names it,
 * and every table entry in use somewhere (a term nobody uses is not a reviewed term).
 */
import { GLOSSARY, type GlossaryLanguage, type GlossaryTerm } from '../../../src/i18n-glossary';
import { allTexts, type Text } from './texts';

const LANGS: GlossaryLanguage[] = ['pl', 'nl', 'fr', 'ru'];

/** A whole-word pattern: no letter, digit or underscore touches either end. */
export function wordPattern(source: string, caseSensitive = false): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${source})(?![\\p{L}\\p{N}_])`, caseSensitive ? 'gu' : 'giu');
}

function selected(id: string, ids: readonly string[] | undefined): boolean {
  return (ids ?? []).some((p) => (p.endsWith('*') ? id.startsWith(p.slice(0, -1)) : id === p));
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function uses(term: GlossaryTerm): RegExp {
  return wordPattern(term.uses ?? escape(term.use));
}

/** "pane:law: 'Prawo 12' (Law (a numbered law of the Laws): use 'przepis')" for each forbidden word found. */
export function violations(term: GlossaryTerm, texts: readonly Text[]): string[] {
  const out: string[] = [];
  for (const t of texts) {
    if (term.only && !selected(t.id, term.only)) continue;
    if (selected(t.id, term.except)) continue;
    for (const f of term.forbidden) {
      for (const m of t.text.matchAll(wordPattern(f, term.caseSensitive))) {
        out.push(`${t.id}: '${m[0]}' (${term.notion}: use '${term.use}')`);
      }
    }
  }
  return out;
}

describe('the terminology tables', () => {
  test.each(LANGS)('%s: every entry has a source, a word and forbidden words that are not the word', (lang) => {
    for (const term of GLOSSARY[lang]) {
      expect(term.source.length).toBeGreaterThan(5);
      expect(term.forbidden.length).toBeGreaterThan(0);
      for (const f of term.forbidden) expect(term.use).not.toMatch(wordPattern(f, term.caseSensitive));
    }
    const notions = GLOSSARY[lang].map((t) => t.notion);
    expect(new Set(notions).size).toBe(notions.length);
  });

  test('a forbidden word is found as a word, not inside another one', () => {
    const term: GlossaryTerm = {
      notion: 'East-West',
      use: 'EO',
      source: 'test',
      forbidden: ['EW'],
      caseSensitive: true,
    };
    const texts = [
      { id: 'pane:a', text: 'NS 50, EW 50' },
      { id: 'pane:b', text: 'Score_EW and NEWS' },
    ];
    expect(violations(term, texts)).toEqual(["pane:a: 'EW' (East-West: use 'EO')"]);
    const pl: GlossaryTerm = {
      notion: 'Law',
      use: 'przepis',
      source: 'test',
      forbidden: ['praw(?:o|a)\\s+\\d[\\p{L}\\p{N}()]*'],
    };
    expect(violations(pl, [{ id: 'x:y', text: 'utrata prawa do rekompensaty; Prawo 12C' }])).toEqual([
      "x:y: 'Prawo 12C' (Law: use 'przepis')",
    ]);
  });
});

describe.each(LANGS)('%s texts follow the terminology table', (lang) => {
  const texts = allTexts(lang);

  test('every source is read', () => {
    for (const source of ['pane:', 'flows:', 'io:', 'functions:', 'manifest:', 'page:']) {
      expect(texts.filter((t) => t.id.startsWith(source)).length).toBeGreaterThan(source === 'manifest:' ? 5 : 15);
    }
  });

  test('no text uses a word the table forbids for a notion', () => {
    expect(GLOSSARY[lang].flatMap((term) => violations(term, texts))).toEqual([]);
  });

  test("a label that names a notion uses the notion's word", () => {
    const wrong: string[] = [];
    for (const term of GLOSSARY[lang]) {
      for (const id of term.keys ?? []) {
        const t = texts.find((x) => x.id === id);
        if (!t) wrong.push(`${id}: missing`);
        else if (!uses(term).test(t.text)) wrong.push(`${id}: '${t.text}' (${term.notion}: use '${term.use}')`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("every notion's word is used somewhere", () => {
    const unused = GLOSSARY[lang].filter((term) => !texts.some((t) => uses(term).test(t.text)));
    expect(unused.map((t) => t.notion)).toEqual([]);
  });
});
