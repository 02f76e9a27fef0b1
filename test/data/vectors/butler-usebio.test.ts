/**
 * Compscore3 Butler pairs (shared/data/usebio/butler_howell.xml): 35 boards, 4 results each. Every
 * BOARD_AVERAGE (the datum), every NS/EW_BUTLER_POINTS and every pair TOTAL_SCORE must come out of the
 * engine with the Compscore options: drop the single highest and lowest, round to 10, halves away from zero.
 * The file has no artificial score (every SCORE is a number); the test checks that too.
 */
import * as fs from 'fs';
import * as path from 'path';
import { XMLParser } from 'fast-xml-parser';
import { butlerDatumDetail, butlerImps, type ButlerOptions } from '../../../src/engine/scoring/butler';
import { describeWhen } from '../../shared-data';

const file = path.resolve(__dirname, '../../..', '../shared/data/usebio/butler_howell.xml');
const present = fs.existsSync(file);
if (!present) console.warn(`skipped: ${file} is absent (the shared folder is not beside the repo)`);
const describeData = describeWhen(present, file);

const COMPSCORE: ButlerOptions = { drop: 'highLow', roundTo: 10, halves: 'awayFromZero' };

interface Line {
  NS_PAIR_NUMBER: number;
  EW_PAIR_NUMBER: number;
  SCORE: number | string;
  NS_BUTLER_POINTS: number;
  EW_BUTLER_POINTS: number;
}
interface Board {
  BOARD_NUMBER: number;
  BOARD_AVERAGE: number;
  TRAVELLER_LINE: Line[];
}

describeData('Compscore Butler file', () => {
  const xml = present ? fs.readFileSync(file, 'utf8') : '';
  const parser = new XMLParser({ isArray: (name) => name === 'BOARD' || name === 'TRAVELLER_LINE' || name === 'PAIR' });
  const doc = present ? parser.parse(xml) : undefined;
  const boards: Board[] = present ? doc.USEBIO.EVENT.BOARD.filter((b: Board) => b.BOARD_AVERAGE !== undefined) : [];

  it('has 35 boards of 4 real results', () => {
    expect(boards.length).toBe(35);
    for (const b of boards) {
      expect(b.TRAVELLER_LINE.length).toBe(4);
      for (const l of b.TRAVELLER_LINE) expect(typeof l.SCORE).toBe('number');
    }
  });

  it('every BOARD_AVERAGE and every NS/EW_BUTLER_POINTS', () => {
    let halves = 0;
    for (const b of boards) {
      const scores = b.TRAVELLER_LINE.map((l) => Number(l.SCORE));
      const detail = butlerDatumDetail(scores, COMPSCORE);
      if (Math.abs((detail.mean / 10) % 1) === 0.5) halves++;
      const r = butlerImps(scores, COMPSCORE);
      expect([b.BOARD_NUMBER, r.datum]).toEqual([b.BOARD_NUMBER, b.BOARD_AVERAGE]);
      expect([b.BOARD_NUMBER, r.imps]).toEqual([b.BOARD_NUMBER, b.TRAVELLER_LINE.map((l) => l.NS_BUTLER_POINTS)]);
      expect([b.BOARD_NUMBER, r.imps.map((x) => (x === 0 ? 0 : -x))]).toEqual([
        b.BOARD_NUMBER,
        b.TRAVELLER_LINE.map((l) => l.EW_BUTLER_POINTS),
      ]);
    }
    // The file has exact halves, so it does tell the rounding conventions apart.
    expect(halves).toBeGreaterThan(0);
  });

  it('rounding halves upwards instead would disagree with the file', () => {
    const wrong = boards.filter((b) => {
      const scores = b.TRAVELLER_LINE.map((l) => Number(l.SCORE));
      return butlerImps(scores, { ...COMPSCORE, halves: 'up' }).datum !== b.BOARD_AVERAGE;
    });
    expect(wrong.length).toBeGreaterThan(0);
  });

  it('every pair TOTAL_SCORE is the sum of its Butler IMPs', () => {
    const totals = new Map<number, number>();
    const add = (pair: number, x: number) => totals.set(pair, (totals.get(pair) ?? 0) + x);
    for (const b of boards) {
      const r = butlerImps(
        b.TRAVELLER_LINE.map((l) => Number(l.SCORE)),
        COMPSCORE,
      );
      b.TRAVELLER_LINE.forEach((l, i) => {
        add(l.NS_PAIR_NUMBER, r.imps[i]);
        add(l.EW_PAIR_NUMBER, -r.imps[i]);
      });
    }
    const pairs: Array<{ PAIR_NUMBER: number; TOTAL_SCORE: number }> = doc.USEBIO.EVENT.PARTICIPANTS.PAIR;
    expect(pairs.length).toBe(8);
    for (const p of pairs) expect([p.PAIR_NUMBER, totals.get(p.PAIR_NUMBER)]).toEqual([p.PAIR_NUMBER, p.TOTAL_SCORE]);
  });
});
