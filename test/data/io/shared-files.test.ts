/**
 * The readers and check on the real files in ../shared/data (written by Magic Contest, Compscore and a LIN
 * converter). Counts and values below were read off the files by hand.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkResults, formatDifference } from '../../../src/engine/io/check';
import { presetForProgram, readResultsFile } from '../../../src/engine/io/detect';
import { readPbn } from '../../../src/engine/io/pbn';
import { readUsebio } from '../../../src/engine/io/usebio';
import { getPreset } from '../../../src/engine/presets/index';
import { describeWhen } from '../../shared-data';

const DATA = path.resolve(__dirname, '../../../../shared/data');
const present = existsSync(DATA);
if (!present) console.warn(`shared data folder ${DATA} is absent: the shared-file tests are skipped`);
const maybe = describeWhen(present, DATA);

const bytes = (rel: string) => readFileSync(path.join(DATA, rel));
const FFB = 'pbn/ffb-national-final-2022-session5.pbn';
const BB = 'pbn/bermuda-bowl-2015-swe-pol-seg.pbn';
const HOWELL = 'usebio/mp_pairs_howell.xml';
const MITCHELL = 'usebio/mp_pairs_mitchell_04.xml';
const BUTLER = 'usebio/butler_howell.xml';

function checkOf(rel: string, mutate?: (text: string) => string) {
  const raw = bytes(rel);
  const input = mutate ? Buffer.from(mutate(raw.toString('latin1')), 'latin1') : raw;
  const read = readResultsFile(input, path.basename(rel));
  const hit = presetForProgram(read.event.program);
  return checkResults(read, getPreset(hit?.preset ?? 'wbf'));
}

maybe('PBN: FFB national final, session 5 (Magic Contest, ISO-8859-1)', () => {
  const r = readPbn(bytes(FFB), { file: 'ffb.pbn' });

  it('decodes ISO-8859-1 and reads the META lines', () => {
    expect(r.encoding).toBe('windows-1252');
    expect(r.event.title).toBe('Open /2 DN1 National Finale directe 21-22 - Séance 5');
    expect(r.event.program).toBe('Magic Contest France');
    expect(r.meta.ScoringType).toBe('MatchPoints;MP1');
    expect(r.meta.TableCount).toBe('22');
    expect(r.meta.PBN).toBe('2.0');
  });

  it('has 28 boards of 22 lines each and 44 pairs with names and directions', () => {
    expect(r.event.kind).toBe('pairs');
    expect(r.event.form).toBe('mp');
    expect(r.event.boards).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(r.event.entries).toHaveLength(28 * 22);
    for (const b of r.event.boards!) expect(r.event.entries.filter((e) => e.board === b)).toHaveLength(22);
    expect(r.event.contestants).toHaveLength(44);
    expect(r.event.contestants.find((c) => c.id === '44')).toEqual({
      id: '44',
      direction: 'NS',
      names: ['Cédric LORENZINI', 'Thomas BESSIS'],
    });
  });

  it('reads a ScoreTable row: 3N by W, 6 tricks, Score_NS "150", MP 40.0/2.0, 95/5 %', () => {
    const k = r.event.entries.findIndex((e) => e.board === 1 && e.table === 9);
    const e = r.event.entries[k];
    expect(e).toMatchObject({ round: 1, ns: '24', ew: '8', lead: 'H7', status: 'played', scoreNS: 150 });
    expect(e.played).toEqual({ contract: { level: 3, strain: 'NT', risk: '' }, declarer: 'W', tricks: 6 });
    const c = r.values.entries[k];
    expect(c.mpNS).toMatchObject({ value: 40, decimals: 1, text: '40.0' });
    expect(c.pctEW).toMatchObject({ value: 5, decimals: 0 });
    expect(c.scoreNS?.source).toEqual({ file: 'ffb.pbn', line: 122, field: 'Score_NS' });
  });

  it('reads Score_EW as the negative NS score and a passed-out line', () => {
    const ew = r.event.entries.find((e) => e.board === 1 && e.table === 16)!;
    expect(ew.scoreNS).toBe(-50);
    const pass = r.event.entries.filter((e) => e.played?.contract === 'PASS');
    expect(pass.length).toBeGreaterThan(0);
    expect(pass.every((e) => e.scoreNS === 0)).toBe(true);
  });

  it('reads the A-/A+ line of board 17 as an artificial ruling, not a dropped line', () => {
    const ruled = r.event.entries.filter((e) => e.status === 'ruled');
    expect(ruled).toHaveLength(1);
    expect(ruled[0]).toMatchObject({ board: 17, table: 21, ns: '1', ew: '4' });
    expect(ruled[0].ruling).toEqual({
      ns: { kind: 'artificial', level: 'minus' },
      ew: { kind: 'artificial', level: 'plus' },
    });
    expect(ruled[0].played).toBeUndefined();
  });

  it('takes the session columns of the TotalScoreTable and sets the cumulative ones aside', () => {
    const t = r.values.totals.find((x) => x.id === '30')!;
    expect(t.total?.value).toBe(623.1);
    expect(t.percent?.value).toBe(52.98);
    expect(t.rank?.value).toBe(11);
    expect(t.rankTieTo?.value).toBe(12);
    expect(r.values.totals.find((x) => x.id === '44')!.rankTieTo).toBeNull();
    const names = r.values.notChecked.map((n) => n.what);
    expect(names).toEqual(
      expect.arrayContaining(['TotalScoreTable column TotalScoreMP', 'TotalScoreTable column TotalPercentage']),
    );
    expect(r.values.notChecked.find((n) => n.what.endsWith('TotalScoreMP'))!.reason).toMatch(/cumulative/);
  });

  it('sets aside board 1 game tags (two conflicting Score tags) because the ScoreTable is the traveller', () => {
    expect(r.warnings.join('\n')).toMatch(/board 1: the game tags/);
    expect(r.boardInfo[4]).toMatchObject({ dealer: 'W', vulnerable: 'Both' });
  });

  it('checks with 0 differences: 616 lines × 4 printed figures + 615 scores + 44 pairs × 5 = 3299 values', () => {
    const rep = checkOf(FFB);
    expect(rep.differences.map(formatDifference)).toEqual([]);
    expect(rep.checked).toBe(616 * 4 + 615 + 44 * 5);
  });

  // Board 17 has 21 real results and one A-/A+: the sole top (+510) gets M = 40 among 21 (top 40), factored
  // to 22 results: (40 + 1)·22/21 − 1 = 41.95238…, printed 42.0.
  it('flags a changed matchpoint figure (board 17, table 9: 42.0 → 41.0)', () => {
    const rep = checkOf(FFB, (t) =>
      t.replace(' 9  9 32 16 4S   N 13 H7   "510"      - 42.0', ' 9  9 32 16 4S   N 13 H7   "510"      - 41.0'),
    );
    expect(rep.differences).toHaveLength(1);
    expect(rep.differences[0]).toMatchObject({
      board: 17,
      table: 9,
      field: 'MP_NS',
      file: '41.0',
      ours: '42.0 (41.9523809524)',
    });
  });
});

maybe('PBN: Bermuda Bowl 2015 Sweden v Poland (teams, open and closed rooms)', () => {
  const r = readPbn(bytes(BB), { file: 'bb.pbn' });

  it('is a teams event of 16 boards, two rooms each, home team NS in the open room', () => {
    expect(r.event.kind).toBe('teams');
    expect(r.event.form).toBe('imp');
    expect(r.event.entries).toHaveLength(32);
    expect(r.event.contestants.map((c) => c.id)).toEqual(['SWEDEN', 'POLAND']);
    const b1 = r.event.entries.filter((e) => e.board === 1);
    expect(b1.map((e) => [e.table, e.ns, e.ew, e.scoreNS])).toEqual([
      [1, 'SWEDEN', 'POLAND', 50],
      [2, 'POLAND', 'SWEDEN', 100],
    ]);
  });

  it('checks each Score tag against its contract (32 values, 0 differ)', () => {
    const rep = checkOf(BB);
    expect(rep.checked).toBe(32);
    expect(rep.differences).toEqual([]);
  });
});

maybe('USEBIO: Compscore files', () => {
  it('MP pairs Howell: 12 pairs, 27 boards, 161 lines, one A5050', () => {
    const r = readUsebio(bytes(HOWELL), { file: 'h.xml' });
    expect(r.event).toMatchObject({ kind: 'pairs', form: 'mp', program: 'Compscore3' });
    expect(r.event.contestants).toHaveLength(12);
    expect(r.event.boards).toHaveLength(27);
    expect(r.event.entries).toHaveLength(161);
    const ruled = r.event.entries.filter((e) => e.status === 'ruled');
    expect(ruled).toHaveLength(1);
    expect(ruled[0]).toMatchObject({ board: 26, ns: '5', ew: '10' });
    expect(ruled[0].ruling?.ns).toMatchObject({ kind: 'artificial', level: 'average' });
    const t6 = r.values.totals.find((t) => t.id === '6')!;
    expect([t6.total?.value, t6.percent?.value, t6.rank?.value]).toEqual([162.6, 60.22, 1]);
    expect(t6.total?.source?.line).toBe(128);
    expect(r.boardInfo[1].deal).toBe('N:98.9762.AJT32.54 J5432.T8.K865.J2 Q76.AKQJ54.Q4.Q6 AKT.3.97.AKT9873');
  });

  it('MP pairs Mitchell: 16 pairs with directions, 24 boards, 134 lines', () => {
    const r = readUsebio(bytes(MITCHELL), { file: 'm.xml' });
    expect(r.event.contestants).toHaveLength(16);
    expect(r.event.contestants.filter((c) => c.direction === 'NS')).toHaveLength(8);
    expect(r.event.boards).toHaveLength(24);
    expect(r.event.entries).toHaveLength(134);
    expect(r.event.entries.filter((e) => e.board === 6)).toHaveLength(4);
  });

  it('Butler pairs Howell: 35 boards with a datum, 140 lines', () => {
    const r = readUsebio(bytes(BUTLER), { file: 'b.xml' });
    expect(r.event.form).toBe('butler');
    expect(r.event.entries).toHaveLength(140);
    expect(r.values.boards).toHaveLength(35);
    // board 1: 170, 140, 150, 170 → drop one 170 and 140 → mean(150, 170) = 160
    expect(r.values.boards[0]).toMatchObject({ board: 1, datum: { value: 160 } });
    expect(r.values.entries[1].impNS?.value).toBe(-1);
  });

  it.each([
    // 160 scores + 161 × 2 MP + 12 pairs × 3 (total, %, place)
    [HOWELL, 160 + 322 + 36],
    // 134 scores + 134 × 2 MP + 16 × 3
    [MITCHELL, 134 + 268 + 48],
    // 140 scores + 140 × 2 Butler points + 35 datums + 8 × 2 (total, place)
    [BUTLER, 140 + 280 + 35 + 16],
  ])('%s checks with 0 differences (%i values)', (rel, n) => {
    const rep = checkOf(rel);
    expect(rep.differences.map(formatDifference)).toEqual([]);
    expect(rep.checked).toBe(n);
    expect(rep.presetId).toBe('abf');
  });

  it('flags a changed pair percentage in the Howell file', () => {
    const rep = checkOf(HOWELL, (t) => t.replace('<PERCENTAGE>60.22</PERCENTAGE>', '<PERCENTAGE>60.32</PERCENTAGE>'));
    expect(rep.differences).toEqual([
      expect.objectContaining({
        contestant: 'pair 6',
        field: 'PERCENTAGE',
        file: '60.32',
        source: expect.objectContaining({ line: 129 }),
      }),
    ]);
  });
});
