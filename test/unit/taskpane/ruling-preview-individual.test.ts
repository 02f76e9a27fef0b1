/**
 * The ruling preview's Law 12C2(c) line in an individual event: each player of the artificial side is a
 * contestant of his own (Law 12C3 gives the side one adjusted score, Law 12C2(c) — PZBS seed 000, NBB seed 002,
 * FFB seed 003 — each contestant his own result on the other boards), so the preview names the player.
 *
 * Three tables a board (E = 3, top 4), WBF preset. Board 1, table 1 (X N, P S against e1, w1) is marked A+/A−.
 *   Board 2: X NS +200 (4), P NS +100 (2), +50 (0).   Board 3: X NS +200 (4), P NS +100 (2), −50 (0).
 *   Own results on the other boards: X 8 / 8 = 100 % > 60 → 100 % (4 of 4) on board 1;
 *   P 4 / 8 = 50 %, not above 60 → Ave+'s 60 % stays (2.4): no line for P. e1 and w1 have no other board.
 */
import { DEFAULT_SETTINGS } from '../../../src/workbook/tables/settings';
import type { WorkbookEvent } from '../../../src/workbook';
import type { EventData, Seat, TravellerEntry } from '../../../src/engine/model/types';
import { previewMark } from '../../../src/taskpane/flow';
import { previewCell, sessionRuleText } from '../../../src/taskpane/views/RulingView';
import { figureText, printPreset } from '../../../src/taskpane/figures';
import type { FigureKind } from '../../../src/engine/print/figures';
import { translator } from '../../../src/taskpane/i18n';

function wb(pBoard3 = 100): WorkbookEvent {
  const entries: TravellerEntry[] = [];
  let n = 0;
  const add = (board: number, table: number, scoreNS: number, players: Partial<Record<Seat, string>> = {}) => {
    const seat = (s: Seat) => players[s] ?? `f${++n}`;
    entries.push({
      board,
      table,
      scoreNS,
      status: 'played',
      players: { N: seat('N'), S: seat('S'), E: seat('E'), W: seat('W') },
    });
  };
  add(1, 1, 100, { N: 'X', S: 'P', E: 'e1', W: 'w1' });
  add(1, 2, 100);
  add(1, 3, 50);
  add(2, 1, 200, { N: 'X' });
  add(2, 2, 100, { N: 'P' });
  add(2, 3, 50);
  add(3, 1, 200, { N: 'X' });
  add(3, 2, pBoard3, { N: 'P' });
  add(3, 3, -50);
  const event: EventData = { kind: 'individual', form: 'mp', contestants: [], entries };
  return { settings: { ...DEFAULT_SETTINGS }, event, problems: [], entryRows: entries.map((_, i) => i + 2), log: [] };
}

const wbf = printPreset({ preset: 'wbf' });
const en = translator('en');

describe('ruling preview, Law 12C2(c) in an individual', () => {
  it('names the player whose own result moves the Ave+, and only him', () => {
    const p = previewMark(wb(), 0, 'A+/A-', '');
    expect(p.sessionRule).toEqual([{ side: 'NS', player: 'X', own: 100, limit: 60, level: 'plus', imps: false }]);
    expect(sessionRuleText(p.sessionRule[0], en, 'en', wbf)).toBe(
      'North-South X: own session 100.00 % > 60 %, Law 12C2(c)',
    );
    // X's total after: 4 (board 1 at his own 100 %) + 4 + 4 = 12 of 12; P's: 2.4 + 2 + 2 = 6.4 of 12 = 53.33 %.
    const after = Object.fromEntries(p.totals.map((t) => [t.id, t.after]));
    expect(after['X']?.total).toBeCloseTo(12, 9);
    expect(after['P']?.total).toBeCloseTo(6.4, 9);
    expect(after['e1']?.total).toBeCloseTo(1.6, 9);
  });

  it('both players above 60 % with different figures: one line each, with his own percentage', () => {
    // P's +200 on board 3 ties X's (each 2 + 1 = 3): X 4 + 3 = 7 of 8 = 87.5 %, P 2 + 3 = 5 of 8 = 62.5 %.
    const p = previewMark(wb(200), 0, 'A+/A-', '');
    expect(p.sessionRule.map((c) => [c.player, c.own])).toEqual([
      ['X', 87.5],
      ['P', 62.5],
    ]);
    expect(p.sessionRule.map((c) => sessionRuleText(c, en, 'en', wbf))).toEqual([
      'North-South X: own session 87.50 % > 60 %, Law 12C2(c)',
      'North-South P: own session 62.50 % > 60 %, Law 12C2(c)',
    ]);
    // The preview's side cell names both players' figures, X's first (the side names him first): 87.5 % of 4 = 3.5,
    // 62.5 % = 2.5. The side before the ruling (one figure: +100 on a board of +100, +100, +50) keeps one.
    expect(p.after.seats).toMatchObject({ N: { mp: 3.5, pct: 87.5 }, S: { mp: 2.5, pct: 62.5 } });
    const fig = (x: number | undefined, kind: FigureKind) => figureText(wbf, kind, x, 'en', '–');
    expect(previewCell(p.after, 'NS', 'pct', 'boardPercent', fig)).toBe('87.50 / 62.50');
    expect(previewCell(p.after, 'NS', 'mp', 'boardMp', fig)).toBe('3.50 / 2.50');
    expect(previewCell(p.before, 'NS', 'pct', 'boardPercent', fig)).toBe('75.00');
    // X: 3.5 + 4 + 3 = 10.5 of 12; P: 2.5 + 2 + 3 = 7.5 of 12.
    const after = Object.fromEntries(p.totals.map((t) => [t.id, t.after]));
    expect(after['X']?.total).toBeCloseTo(10.5, 9);
    expect(after['P']?.total).toBeCloseTo(7.5, 9);
  });

  it('a pair keeps its line without a player name', () => {
    const text = sessionRuleText({ side: 'EW', own: 30, limit: 40, level: 'minus', imps: false }, en, 'en', wbf);
    expect(text).toBe('East-West: own session 30.00 % < 40 %, Law 12C2(c)');
  });
});
