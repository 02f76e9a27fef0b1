/**
 * The pane's side of a duplicate-preferans event, against the in-memory Excel host through the pane's own
 * services: recognising the event on a read (and what that costs), importing a protocol into a workbook without
 * an event, refusing a file of the other kind, the ranking the Results view shows, and the ruling view's
 * in-memory preview compared with what the workbook then writes.
 *
 * The protocol is test/fixtures/preferans/protocol.csv (two deals, three tables of three players); its figures
 * are in protocol-checked.csv. Worked by hand in test/unit/workbook/preferans.test.ts: on deal 1, seat 1, p1 10,
 * p4 6, p7 6 → p1 beats two (4 of top 4), p4 and p7 tie (1 each).
 */
import * as fs from 'fs';
import * as path from 'path';
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { readResultsFile, type ReadResult } from '../../../src/engine';
import type { PreferansEvent, WorkbookEvent } from '../../../src/workbook';
import { WorkbookSetupError } from '../../../src/workbook/tables/snapshot';
import { defaultServices, type Services } from '../../../src/taskpane/services';
import { readPaneEvents } from '../../../src/taskpane/state';
import {
  importProtocol,
  importRefusal,
  isProtocol,
  preferansEventFor,
  summarisePreferans,
} from '../../../src/taskpane/views/ImportView';
import { preferansRanking } from '../../../src/taskpane/views/ResultsView';
import { translator } from '../../../src/taskpane/i18n';
import {
  choiceText,
  dealChoices,
  defaultDirector,
  logPlace,
  seatChoices,
  seatLaws,
  seatPreview,
  tableChoices,
  tablePreview,
} from '../../../src/taskpane/views/PreferansRulingView';

const FIXTURES = path.resolve(__dirname, '../../fixtures/preferans');
const protocolText = fs.readFileSync(path.join(FIXTURES, 'protocol.csv'), 'utf8');
const checkedText = fs.readFileSync(path.join(FIXTURES, 'protocol-checked.csv'), 'utf8');

let office: InstalledOffice;
let host: ExcelHost;

beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host, { displayLanguage: 'ru-RU' });
});
afterEach(() => office.uninstall());

const services: Services = defaultServices;
const protocol = (text = protocolText, file = 'protocol.csv'): ReadResult => readResultsFile(text, file);

/** The checked protocol's players: total, percentage and rank as printed. */
function checkedTotals(): Map<string, { total: number; pct: number; rank: string }> {
  const [head, ...body] = checkedText.trim().split(/\r?\n/);
  const names = head.split(',');
  const rows = body.map((line) => Object.fromEntries(line.split(',').map((v, i) => [names[i], v])));
  return new Map(
    rows
      .filter((r) => r.total !== '')
      .map((r) => [r.player, { total: Number(r.total), pct: Number(r.total_pct), rank: r.rank }]),
  );
}

/** A preferans event with protocol.csv imported through the pane's path (the event set up from the file). */
async function importedEvent(): Promise<PreferansEvent> {
  await importProtocol(services, protocol(), {});
  return services.readPreferans();
}

function lineOf(pref: PreferansEvent, deal: number, table: string, seat: string): number {
  const k = pref.read.lines.findIndex((l) => l.deal === deal && String(l.table) === table && l.seat === seat);
  if (k < 0) throw new Error(`no line for deal ${deal}, table ${table}, seat ${seat}`);
  return k;
}

describe('reading the workbook: bridge, preferans or nothing', () => {
  test('no event: both readers are tried, two syncs, nothing found', async () => {
    const m = await host.measure(() => readPaneEvents(services));
    expect(m.result).toEqual({});
    expect(m.syncs).toBe(2);
  });

  test('a preferans event is found after the bridge reader finds no travellers; read first next time, one sync', async () => {
    await services.createEvent({ template: 'individual', movement: 'preferans', tables: 3, boards: 2 });
    const first = await host.measure(() => readPaneEvents(services, 'bridge'));
    expect(first.result.event).toBeUndefined();
    expect(first.result.preferans?.settings.kind).toBe('preferans');
    // 2 deals × 3 tables × 3 seats set out, none with a player yet: all wait, no line.
    expect(first.result.preferans?.read).toMatchObject({ lines: [], waiting: 18 });
    expect(first.syncs).toBe(2);
    const again = await host.measure(() => readPaneEvents(services, 'preferans'));
    expect(again.result.preferans).toBeDefined();
    expect(again.syncs).toBe(1);
  });

  test('a bridge event costs one sync when read first, two when the preferans reader goes first', async () => {
    await services.createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 2 });
    const m = await host.measure(() => readPaneEvents(services, 'bridge'));
    expect(m.result.preferans).toBeUndefined();
    expect(m.result.event?.settings.kind).toBe('pairs');
    expect(m.syncs).toBe(1);
    const other = await host.measure(() => readPaneEvents(services, 'preferans'));
    expect(other.result.event).toBeDefined();
    expect(other.syncs).toBe(2);
  });

  test('an error other than "no tables" is not taken for a missing event', async () => {
    const broken = {
      readEvent: () => Promise.reject(new Error("Travellers has no column 'board'")),
      readPreferans: () => Promise.reject(new Error('not reached')),
    };
    await expect(readPaneEvents(broken)).rejects.toThrow(/no column 'board'/);
    const none = {
      readEvent: () => Promise.reject(new WorkbookSetupError('no tables', ['Travellers'])),
      readPreferans: () => Promise.reject(new WorkbookSetupError('no tables', ['Protocols'])),
    };
    await expect(readPaneEvents(none)).resolves.toEqual({});
  });
});

describe('import', () => {
  test('a protocol into a workbook without an event: a preferans event is set up from the file, then filled', async () => {
    const read = protocol();
    expect(isProtocol(read)).toBe(true);
    expect(summarisePreferans(read)).toEqual({ lines: 18, deals: 2, tables: 3, players: 9 });
    expect(preferansEventFor(read)).toEqual({
      template: 'individual',
      movement: 'preferans',
      title: 'protocol.csv',
      tables: 3,
      boards: 2,
      empty: true,
    });
    const m = await host.measure(() => importProtocol(services, read, {}));
    // createEvent: 2 syncs; importPreferans: 2 syncs.
    expect(m.syncs).toBe(4);
    expect(m.result.syncs).toBe(4);
    expect(m.result.created).toBe(true);
    expect(m.result.report).toMatchObject({ read: 18, added: 18, filled: 0, duplicates: 0, conflicts: [] });
    expect(host.getTable('Protocols').rows).toHaveLength(18);
    const pref = await services.readPreferans();
    expect(pref.settings).toMatchObject({ kind: 'preferans', preset: 'ru-preferans', tables: 3, boards: 2 });

    // Into the event now there: nothing set up again, every line already there.
    // Every seat is already there with the same entry: nothing to write after the read.
    const again = await host.measure(() => importProtocol(services, read, { preferans: pref }));
    expect(again.syncs).toBe(1);
    expect(again.result).toMatchObject({ created: false, report: { added: 0, duplicates: 18 } });
  });

  test('a changed result comes back as a conflict named by deal, table and seat', async () => {
    const pref = await importedEvent();
    const changed = protocolText.replace('1,2,1,p4,6,', '1,2,1,p4,7,');
    const r = await importProtocol(services, protocol(changed, 'late.csv'), { preferans: pref });
    expect(r.report.conflicts).toEqual([
      expect.objectContaining({ deal: 1, table: '2', seat: '1', inWorkbook: 'p4 6', inFile: 'p4 7' }),
    ]);
  });

  test('a protocol is refused by a bridge event, a bridge file by a preferans event', async () => {
    const read = protocol();
    const bridgeFile: ReadResult = { ...read, format: 'pbn', preferans: undefined };
    const bridge = { event: {} as WorkbookEvent };
    const pref = { preferans: {} as PreferansEvent };
    expect(importRefusal(read, bridge)).toBe('importRefusedProtocol');
    expect(importRefusal(bridgeFile, pref)).toBe('importRefusedBridge');
    expect(importRefusal(read, pref)).toBeUndefined();
    expect(importRefusal(read, {})).toBeUndefined();
    expect(importRefusal(bridgeFile, bridge)).toBeUndefined();
    await expect(importProtocol(services, read, bridge)).rejects.toThrow(/protocol\.csv cannot go/);
    // Nothing was written.
    expect(host.sheetNames()).not.toContain('Protocols');
  });
});

describe('results', () => {
  test('the ranking computed from the lines read is the checked one', async () => {
    const pref = await importedEvent();
    const r = preferansRanking(pref);
    expect(r).toMatchObject({ waiting: 0, complete: true });
    expect(r.error).toBeUndefined();
    const checked = checkedTotals();
    expect(r.rows.map((x) => x.player).sort()).toEqual([...checked.keys()].sort());
    for (const x of r.rows) {
      const c = checked.get(x.player)!;
      // Printed to 2 decimals in the checked file.
      expect(Math.abs(x.total - c.total)).toBeLessThan(0.005);
      expect(Math.abs((x.percent as number) - c.pct)).toBeLessThan(0.005);
      expect(x.rank).toBe(c.rank);
      expect(x).toMatchObject({ deals: 2, penalty: 0 });
    }
    // p9 first: 4 + 3.5 = 7.5 of 8 = 93.75 %.
    expect(r.rows[0]).toMatchObject({ rank: '1', player: 'p9', total: 7.5, percent: 93.75 });
  });

  test('seats still waiting make the ranking provisional', async () => {
    await services.createEvent({ template: 'individual', movement: 'preferans', tables: 3, boards: 2 });
    const empty = preferansRanking(await services.readPreferans());
    expect(empty).toMatchObject({ rows: [], waiting: 18, complete: false });
    // Deal 1 only: the nine seats of deal 2 still wait.
    const deal1 = protocolText
      .split('\n')
      .filter((l) => !l.startsWith('2,'))
      .join('\n');
    const pref = await services.readPreferans();
    await importProtocol(services, protocol(deal1, 'deal1.csv'), { preferans: pref });
    const r = preferansRanking(await services.readPreferans());
    expect(r).toMatchObject({ waiting: 9, complete: false });
    // p1 beat both others on seat 1 of deal 1: 4 of 4.
    expect(r.rows.find((x) => x.player === 'p1')).toMatchObject({ total: 4, percent: 100, deals: 1 });
  });
});

describe('ruling on a seat and on a table', () => {
  test('choices, their texts and the sections logged', () => {
    expect(choiceText('A+', '')).toBe('A+');
    expect(choiceText('NP', '')).toBe('NP');
    expect(choiceText('pct', '55')).toBe('A55');
    expect(choiceText('pct', ' 55,5 ')).toBe('A55.5');
    expect(choiceText('pct', '120')).toBe('');
    expect(choiceText('pct', 'lots')).toBe('');
    expect(choiceText(undefined, '')).toBe('');
    expect(seatLaws('A+', 'noResult')).toEqual(['§11.2Б1']);
    expect(seatLaws('A-', 'wrongHandBid')).toEqual(['§11.3', '§11.2Б1']);
    expect(seatLaws('A', 'sawCards')).toEqual(['§11.3Б2', '§11.2Б1']);
    expect(seatLaws('NP', 'noResult')).toEqual([]);
    expect(seatLaws('NP', 'playedBefore')).toEqual(['§11.6']);
  });

  test("the log's place in the pane's words, and the director proposed", () => {
    const ru = translator('ru');
    expect(logPlace('2, seat 1', ru)).toBe('Стол 2 · Позиция 1');
    expect(logPlace(3, ru)).toBe('Стол 3');
    const log = [{ director: 'A. Sędzia' }, { director: '' }] as PreferansEvent['log'];
    const settings = { director: '' } as PreferansEvent['settings'];
    expect(defaultDirector({ settings, log })).toBe('A. Sędzia');
    expect(defaultDirector({ settings: { ...settings, director: 'I. Sudya' }, log })).toBe('I. Sudya');
    expect(defaultDirector(undefined)).toBe('');
  });

  test('deal, table and seat are picked from the protocol lines', async () => {
    const pref = await importedEvent();
    expect(dealChoices(pref.read)).toEqual(['1', '2']);
    expect(tableChoices(pref.read, '2')).toEqual(['1', '2', '3']);
    expect(seatChoices(pref.read, '1', '2').map((x) => [x.seat, x.player])).toEqual([
      ['1', 'p4'],
      ['2', 'p5'],
      ['3', 'p6'],
    ]);
  });

  test('average-plus on one seat: the preview is what the workbook then writes; undo puts it back', async () => {
    const pref = await importedEvent();
    const k = lineOf(pref, 1, '2', '1');
    const preview = seatPreview(pref, k, 'A+');
    // Before: p4 6 ties p7 on seat 1 of deal 1: 1 of 4 = 25 %; p4's total 1 + 0 = 1 of 8 = 12.5 %, rank 8.
    expect(preview.before).toMatchObject({ player: 'p4', ruling: '', score: 6, mp: 1, pct: 25, total: 1 });
    expect(preview.before).toMatchObject({ percent: 12.5, rank: '8' });
    // After: Ave+ is 60 % of 4 = 2.4; total 2.4 of 8 = 30 %.
    expect(preview.after.ruling).toBe('A+');
    expect(preview.after.mp).toBeCloseTo(2.4, 12);
    expect(preview.after.pct).toBeCloseTo(60, 12);
    expect(preview.after.total).toBeCloseTo(2.4, 12);
    expect(preview.after.percent).toBeCloseTo(30, 12);

    const laws = seatLaws('A+', 'noResult');
    const m = await host.measure(() =>
      services.applyPreferansRuling({ deal: 1, table: '2', seat: '1' }, 'A+', {
        director: 'I. Sudya',
        laws,
        answers: 'what=noResult; ruling=A+',
      }),
    );
    expect(m.syncs).toBe(2);
    const written = m.result.seats[0].after;
    expect(written.mp).toBeCloseTo(preview.after.mp as number, 12);
    expect(written.pct).toBeCloseTo(preview.after.pct as number, 12);
    expect(written.total).toBeCloseTo(preview.after.total as number, 12);
    expect(written.percent).toBeCloseTo(preview.after.percent as number, 12);
    expect(written.rank).toBe(preview.after.rank);

    const after = await services.readPreferans();
    expect(after.log).toHaveLength(1);
    expect(after.log[0]).toMatchObject({
      id: 1,
      rulingBefore: '',
      rulingAfter: 'A+',
      laws: '§11.2Б1',
      status: 'applied',
    });
    expect(preferansRanking(after).rows.find((x) => x.player === 'p4')?.percent).toBeCloseTo(30, 12);

    const u = await host.measure(() => services.undoPreferansRuling(1));
    expect(u.syncs).toBe(2);
    const undone = await services.readPreferans();
    expect(undone.log[0].status).toBe('undone');
    expect(preferansRanking(undone).rows.find((x) => x.player === 'p4')).toMatchObject({ total: 1, percent: 12.5 });
  });

  test('a percentage and not played, previewed', async () => {
    const pref = await importedEvent();
    const k = lineOf(pref, 1, '2', '1');
    // A70: 70 % of 4 = 2.8.
    expect(seatPreview(pref, k, 'A70').after.mp).toBeCloseTo(2.8, 12);
    // Not played: no figure for the deal; p4 keeps deal 2 only, 0 of 4.
    const np = seatPreview(pref, k, 'NP').after;
    expect(np.mp).toBeUndefined();
    expect(np).toMatchObject({ ruling: 'NP', total: 0, percent: 0 });
    expect(() => seatPreview(pref, k, 'A120')).toThrow(/A120/);
  });

  test('§11.3В on a table: the preview is what the workbook then writes', async () => {
    const pref = await importedEvent();
    const input = { deal: '2', table: '1', offenders: ['p6'] };
    const preview = tablePreview(pref, input);
    // Table 1 of deal 2: p2 seat 1, p6 seat 2, p7 seat 3. p6 Ave− 40 % of 4 = 1.6, the others Ave+ 2.4.
    expect(preview.map((p) => [p.seat, p.before.player, p.before.ruling, p.after.ruling])).toEqual([
      ['1', 'p2', '', 'A+'],
      ['2', 'p6', '', 'A-'],
      ['3', 'p7', '', 'A+'],
    ]);
    expect(preview[1].after.mp).toBeCloseTo(1.6, 12);
    expect(preview[0].after.mp).toBeCloseTo(2.4, 12);
    // p2 keeps the result: only p6 and p7 change.
    const kept = tablePreview(pref, { ...input, keep: ['p2'] });
    expect(kept.map((p) => p.after.ruling)).toEqual(['', 'A-', 'A+']);

    const m = await host.measure(() =>
      services.applyPreferansRule113(input, { director: 'I. Sudya', laws: ['§11.3В', '§11.2Б1'], answers: '' }),
    );
    expect(m.syncs).toBe(2);
    expect(m.result.seats.map((s) => s.after.ruling)).toEqual(['A+', 'A-', 'A+']);
    m.result.seats.forEach((s, i) => {
      expect(s.after.mp).toBeCloseTo(preview[i].after.mp as number, 12);
      expect(s.after.percent).toBeCloseTo(preview[i].after.percent as number, 12);
    });
    const log = (await services.readPreferans()).log;
    expect(log[0]).toMatchObject({ laws: '§11.3В; §11.2Б1', rulingAfter: '1: A+; 2: A-; 3: A+' });
  });
});
