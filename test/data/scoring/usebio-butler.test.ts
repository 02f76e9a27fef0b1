/**
 * Compscore3 Butler pairs export (4 tables, 35 boards): scoreEvent with form 'butler' and the 'abf' preset
 * (datum = mean without the single highest and lowest result, to 10, halves away from zero) must reproduce
 * every BOARD_AVERAGE, NS/EW_BUTLER_POINTS, pair TOTAL_SCORE and PLACE.
 */
import * as fs from 'fs';
import * as path from 'path';
import { XMLParser } from 'fast-xml-parser';
import { scoreEvent } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';
import type { EventData, TravellerEntry } from '../../../src/engine/model/types';
import { describeWhen } from '../../shared-data';

const file = path.resolve(__dirname, '../../../../shared/data/usebio/butler_howell.xml');
const present = fs.existsSync(file);
if (!present) console.warn(`shared data file ${file} not found: Butler data tests skipped`);

describeWhen(present, file)('Compscore3 butler_howell.xml', () => {
  const parser = new XMLParser({
    parseTagValue: false,
    isArray: (name) => ['PAIR', 'BOARD', 'TRAVELLER_LINE'].includes(name),
  });
  const ev = parser.parse(fs.readFileSync(file, 'utf8')).USEBIO.EVENT;
  const entries: TravellerEntry[] = [];
  const printed: { ns: string; ew: string }[] = [];
  const datums: Record<number, string> = {};
  for (const b of ev.BOARD) {
    const board = Number(b.BOARD_NUMBER);
    datums[board] = b.BOARD_AVERAGE;
    for (const l of b.TRAVELLER_LINE) {
      entries.push({ board, ns: l.NS_PAIR_NUMBER, ew: l.EW_PAIR_NUMBER, status: 'played', scoreNS: Number(l.SCORE) });
      printed.push({ ns: l.NS_BUTLER_POINTS, ew: l.EW_BUTLER_POINTS });
    }
  }
  const event: EventData = {
    kind: 'pairs',
    form: 'butler',
    contestants: ev.PARTICIPANTS.PAIR.map((p: { PAIR_NUMBER: string }) => ({ id: p.PAIR_NUMBER })),
    entries,
  };
  const score = scoreEvent(event, getPreset('abf'));

  it('reproduces every datum and every NS/EW Butler score', () => {
    expect(entries).toHaveLength(140);
    for (const b of score.boards) expect(String(b.datum![''])).toBe(datums[b.board]);
    const got = score.entries.map((e) => ({ ns: String(e.impNS), ew: String(e.impEW) }));
    expect(got).toEqual(printed);
  });

  it('reproduces every pair total and place', () => {
    for (const p of ev.PARTICIPANTS.PAIR) {
      const t = score.totals.find((x) => x.id === p.PAIR_NUMBER)!;
      expect([t.id, t.total.toFixed(2), t.rank]).toEqual([p.PAIR_NUMBER, p.TOTAL_SCORE, Number(p.PLACE)]);
      expect(t.percent).toBeUndefined();
    }
  });
});
