/**
 * The export notes in the pane's five languages: every note code has a text in each language, with the same
 * values as the engine's English text, and the pane's English is the engine's English.
 */
import type { ExportNote } from '../../../../src/engine/io/writers/common';
import { NOTE_TEXT, makeNote } from '../../../../src/engine/io/writers/common';
import { LANGUAGES, translator } from '../../../../src/taskpane/i18n';
import { en } from '../../../../src/taskpane/i18n/en';
import { NOTE_KEYS, noteText } from '../../../../src/taskpane/views/ExportView';

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

describe('export notes in the pane', () => {
  it('each code has a pane text whose English is the engine’s', () => {
    expect(Object.keys(NOTE_KEYS).sort()).toEqual(Object.keys(NOTE_TEXT).sort());
    for (const [code, key] of Object.entries(NOTE_KEYS)) {
      expect([code, en[key]]).toEqual([code, NOTE_TEXT[code as ExportNote['code']]]);
    }
  });

  it('every export key is in all five languages with the English placeholders', () => {
    const keys = Object.keys(en).filter((k) => /^(export|note)[A-Z]/.test(k));
    expect(keys.length).toBe(32);
    for (const [lang, strings] of Object.entries(LANGUAGES)) {
      for (const k of keys) {
        const text = strings[k as keyof typeof en];
        expect([lang, k, typeof text]).toEqual([lang, k, 'string']);
        expect([lang, k, placeholders(text)]).toEqual([lang, k, placeholders(en[k as keyof typeof en])]);
      }
    }
  });

  it('a note reads in the pane language with its place and values', () => {
    const n = makeNote(
      'ruling-hidden-table-score',
      { ruling: '4S= N', extension: 'RULING', field: 'SCORE', score: '420' },
      { board: 3, table: 2 },
    );
    expect(noteText(n, translator('en'))).toBe(n.message.replace(/^board/, 'Board'));
    expect(noteText(n, translator('pl'))).toBe(
      "Rozdanie 3, stół 2: orzeczenie '4S= N' jest w polu RULING, którego inne programy nie czytają: widzą SCORE z wynikiem przy stole 420, który orzeczenie zastąpiło. Policzone wartości wiersza wynikają z orzeczenia.",
    );
    const pending = makeNote('pending-lines', { count: 2, boards: '1-2' });
    expect(noteText(pending, translator('ru'))).toBe(
      'Строк ещё без результата: 2 (сдачи 1-2); они записаны без результата.',
    );
    const pairs = makeNote('cancelled-not-in-format', { format: 'PBN' }, { board: 5, pairs: '3 v 7' });
    expect(noteText(pairs, translator('nl'))).toMatch(/^Spel 5 \(3 v 7\): de tafeluitslag is geannuleerd/);
  });
});
