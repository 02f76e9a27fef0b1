/** The print rules (src/engine/print): scale, convention, decimals, number formats, locale, rank labels. */
import { getPreset } from '../../../src/engine/presets';
import { scoreEvent } from '../../../src/engine/scoring/session';
import {
  localFigureText,
  numberFormats,
  printBoardMp,
  printedText,
  rankLabel,
  withConvention,
} from '../../../src/engine/print/figures';
import type { EventData } from '../../../src/engine/model/types';
import { played } from './helpers';

describe('print rules', () => {
  it("an event's one-per-beat convention halves the travellers and the totals alike", () => {
    // Two boards, three tables (1v4, 2v5, 3v6); pair 1 tops both: 4 + 4 = 8 on the 2-per-beat scale.
    const entries = [1, 2].flatMap((b) => [
      played(b, 100, '1', '4'),
      played(b, 50, '2', '5'),
      played(b, -50, '3', '6'),
    ]);
    const contestants = ['1', '2', '3', '4', '5', '6'].map((id, i) => ({
      id,
      direction: i < 3 ? ('NS' as const) : ('EW' as const),
    }));
    const ev: EventData = { kind: 'pairs', form: 'mp', contestants, entries };
    const preset = withConvention(getPreset('wbf'), 'one-per-beat');
    const s = scoreEvent(ev, preset);
    const boardsSum = s.entries
      .filter((_, k) => entries[k].ns === '1')
      .reduce((sum, e, k) => sum + printBoardMp(preset, e.mpNS!, s.boards[k].top), 0);
    // 1 per beat: top 2 a board, 2 + 2 = 4 on the travellers and in the ranking.
    expect(boardsSum).toBe(4);
    expect(s.totals.find((t) => t.id === '1')!.total).toBe(4);
    expect(withConvention(getPreset('wbf'), 'preset')).toBe(getPreset('wbf'));
    expect(withConvention(getPreset('acbl'), 'two-per-beat').matchpoints.printScale).toBe('two-per-beat');
  });

  it('number formats follow the rounding units: Magic Contest MP 0.0 and whole board %, others 0.00', () => {
    expect(numberFormats(getPreset('ffb'))).toEqual({
      boardMp: '0.0',
      boardPercent: '0',
      total: '0.0',
      percent: '0.00',
      imp: '0.00',
    });
    expect(numberFormats(getPreset('wbf'))).toMatchObject({ boardMp: '0.00', boardPercent: '0.00', percent: '0.00' });
    expect(numberFormats(getPreset('acbl'))).toMatchObject({ boardMp: '0.00', total: '0.00' });
  });

  it('text with the decimals, never -0, and the decimal comma of pl, fr, ru, nl', () => {
    const wbf = getPreset('wbf');
    // 51.851851… (14 of 27) prints 51.85.
    expect(printedText(wbf, 'percent', (100 * 14) / 27)).toBe('51.85');
    expect(printedText(wbf, 'boardMp', -0.001)).toBe('0.00');
    for (const lang of ['pl', 'fr', 'ru', 'nl']) expect(localFigureText(wbf, 'percent', 52, lang)).toBe('52,00');
    expect(localFigureText(wbf, 'percent', 52, 'en')).toBe('52.00');
  });

  it('rank labels: alone, "3=" or "3-4"', () => {
    expect(rankLabel(3, 3, 'equals')).toBe('3');
    expect(rankLabel(3, 4, 'equals')).toBe('3=');
    expect(rankLabel(3, 4, 'range')).toBe('3-4');
  });
});
