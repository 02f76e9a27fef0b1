/**
 * The wizard's side of line marks, without a browser: the text a decision writes into the ruling cell, the
 * line's current mark, and the in-memory preview of a mark (the line's figures and its contestants' totals).
 *
 * The event: three tables (pairs 1v4, 2v5, 3v6), two boards, WBF preset. Board 1: +420, +450, −50; board 2:
 * +100, +50, −50. Top 4 a board: board 1 NS 2, 4, 0; board 2 NS 4, 2, 0.
 */
import { DEFAULT_SETTINGS } from '../../../src/workbook/tables/settings';
import type { WorkbookEvent } from '../../../src/workbook';
import type { EventData, TravellerEntry } from '../../../src/engine/model/types';
import { parseRuling } from '../../../src/engine/rulings/notation';
import { fouledBoard } from '../../../src/engine/laws/law87/decision';
import { currentMarkText, decisionText, eventWithMark, previewMark } from '../../../src/taskpane/flow';

function wb(): WorkbookEvent {
  const entries: TravellerEntry[] = [];
  const scores: Record<number, number[]> = { 1: [420, 450, -50], 2: [100, 50, -50] };
  for (const b of [1, 2]) {
    scores[b].forEach((scoreNS, k) =>
      entries.push({ board: b, table: k + 1, ns: `${k + 1}`, ew: `${k + 4}`, scoreNS, status: 'played' }),
    );
  }
  const event: EventData = { kind: 'pairs', form: 'mp', contestants: [], entries };
  return { settings: { ...DEFAULT_SETTINGS }, event, problems: [], entryRows: entries.map((_, i) => i + 2), log: [] };
}

describe('decisionText and currentMarkText', () => {
  it('a form group, not played, a penalty alone, a ruling', () => {
    expect(decisionText(fouledBoard({ rulebook: 2017, form: 'B' }))).toBe('FORM B L87A L87B');
    expect(decisionText({ statusChange: { status: 'notPlayed' }, laws: ['15B'] })).toBe('NP L15B');
    expect(decisionText({ laws: ['90'], penalties: [{ direction: 'EW', amount: 25, unit: 'pctTop' }] })).toBe(
      'PP EW 25% L90',
    );
    expect(decisionText({ ruling: parseRuling('A-/A+ L12C2a'), laws: ['12C2(a)'] })).toBe('A-/A+ L12C2a');
  });

  it('the current mark of a line as scoring read it', () => {
    expect(currentMarkText(undefined)).toBe('');
    expect(currentMarkText({ board: 1, status: 'played', scoreNS: 420 })).toBe('');
    expect(currentMarkText({ board: 1, status: 'notPlayed' })).toBe('NP');
    expect(currentMarkText({ board: 1, status: 'played', form: 'B' })).toBe('FORM B');
    expect(currentMarkText({ board: 1, status: 'ruled', ruling: parseRuling('A60/40') })).toBe('A60/40');
  });
});

describe('eventWithMark and previewMark', () => {
  it('the mark replaces what the cell held: a ruled line marked FORM B is played again, in form B', () => {
    const w = wb();
    w.event.entries[1] = { ...w.event.entries[1], status: 'ruled', ruling: parseRuling('A+') };
    const { event, mark } = eventWithMark(w.event, 1, 'FORM B');
    expect(mark).toEqual({ form: 'B' });
    expect(event.entries[1]).toMatchObject({ status: 'played', scoreNS: 450, form: 'B' });
    expect(event.entries[1].ruling).toBeUndefined();
    expect(w.event.entries[1].ruling).toBeDefined();
  });

  it('NP: the line scores nothing and its pairs lose the board', () => {
    // Line 3 (board 1, 3v6, −50): NS 0, EW 4 before. After: no figures. Pair 3: 0 + 0 = 0 of 8 before,
    // 0 of 4 after; pair 6: 4 + 4 = 8 of 8 before, 4 of 4 after.
    const p = previewMark(wb(), 2, 'not played', '');
    expect(p.mark).toEqual({ status: 'notPlayed' });
    expect(p.before).toMatchObject({ mpNS: 0, mpEW: 4, pctNS: 0, pctEW: 100 });
    expect(p.after).toMatchObject({ ruling: 'not played' });
    expect([p.after.mpNS, p.after.mpEW, p.after.pctNS, p.after.pctEW]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const t = Object.fromEntries(p.totals.map((x) => [x.id, x]));
    expect(Object.keys(t)).toEqual(['3', '6']);
    expect(t['6'].before).toMatchObject({ total: 8, boardsPlayed: 2 });
    expect(t['6'].after).toMatchObject({ total: 4, percent: 100, boardsPlayed: 1 });
  });

  it('PP EW 25%: the line keeps its figures; the EW pair loses 1 (25 % of 4) from its total', () => {
    // Line 2 (board 1, 2v5, +450): NS 4, EW 0. Pair 5: 0 + 2 = 2 of 8 = 25 % → 1 of 8 = 12.5 %.
    const p = previewMark(wb(), 1, 'PP EW 25%', '');
    expect(p.after).toMatchObject({ mpNS: 4, mpEW: 0, pctNS: 100, pctEW: 0 });
    const t = Object.fromEntries(p.totals.map((x) => [x.id, x]));
    expect(t['5'].before).toMatchObject({ total: 2, percent: 25 });
    expect(t['5'].after).toMatchObject({ total: 1, percent: 12.5, penalty: 1 });
    expect(t['2'].after).toMatchObject({ total: 6, percent: 75 });
  });

  it('a mark that cannot be read, or cannot be scored, throws the message the wizard shows', () => {
    expect(() => previewMark(wb(), 1, 'NP 4S= N', '')).toThrow(/'4S=' after 'NP'/);
    expect(() => previewMark(wb(), 1, 'PP EW 3IMP', '')).toThrow(/'PP EW 3IMP' is in IMPs/);
  });
});
