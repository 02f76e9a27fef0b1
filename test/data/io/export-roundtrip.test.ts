/**
 * The real files in ../shared/data exported through exportEvent and read back: the same travellers and
 * rulings in every format, and check on the exported PBN and USEBIO finds 0 differences (the figures written
 * are the engine's, under the preset of the program that wrote the original file).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { checkResults } from '../../../src/engine/io/check';
import { presetForProgram, readResultsFile } from '../../../src/engine/io/detect';
import { exportEvent, type ExportFormat } from '../../../src/engine/io/export';
import { handsOf } from '../../../src/engine/io/writers/usebio';
import type { TravellerEntry } from '../../../src/engine/model/types';
import { getPreset } from '../../../src/engine/presets/index';
import { describeWhen } from '../../shared-data';

const DATA = path.resolve(__dirname, '../../../../shared/data');
const present = existsSync(DATA);
if (!present) console.warn(`shared data folder ${DATA} is absent: the export round trips are skipped`);
const maybe = describeWhen(present, DATA);

const FILES = [
  'pbn/ffb-national-final-2022-session5.pbn',
  'pbn/bermuda-bowl-2015-swe-pol-seg.pbn',
  'usebio/mp_pairs_howell.xml',
  'usebio/mp_pairs_mitchell_04.xml',
  'usebio/butler_howell.xml',
];

const essentials = (e: TravellerEntry) => {
  const { source: _s, ...rest } = e;
  return rest;
};

maybe('exporting the shared files', () => {
  const cases = FILES.flatMap((rel) =>
    (['usebio', 'pbn', 'csv', 'html'] as const).map((format) => [rel, format] as [string, ExportFormat]),
  );

  it.each(cases)('%s → %s', (rel, format) => {
    const read = readResultsFile(readFileSync(path.join(DATA, rel)), path.basename(rel));
    const preset = getPreset(presetForProgram(read.event.program)?.preset ?? 'wbf');
    if (format === 'usebio' && read.event.kind === 'teams') {
      expect(() => exportEvent(read.event, { format, preset, boardInfo: read.boardInfo })).toThrow(/team match/);
      return;
    }
    const out = exportEvent(read.event, { format, preset, boardInfo: read.boardInfo });
    if (format === 'html') {
      expect(XMLValidator.validate(out.text)).toBe(true);
      const boards = new Set(read.event.entries.map((e) => e.board)).size;
      expect(out.text.match(/<svg /g)).toHaveLength(boards);
      return;
    }
    const back = readResultsFile(out.text, out.fileName);
    expect(back.event.entries.map(essentials)).toEqual(read.event.entries.map(essentials));
    if (format === 'csv') return;
    expect(back.event.title).toBe(read.event.title);
    expect(back.event.contestants.map((c) => c.id).sort()).toEqual(read.event.contestants.map((c) => c.id).sort());
    // The deals come back hand by hand (USEBIO writes them from North).
    for (const [b, info] of Object.entries(read.boardInfo)) {
      if (info.deal) expect(handsOf(back.boardInfo[Number(b)].deal ?? '')).toEqual(handsOf(info.deal));
    }
    // The exported file names this project and its preset, so check picks the same preset back.
    const hit = presetForProgram(back.event.program);
    expect(hit?.preset).toBe(preset.id);
    const report = checkResults(back, preset);
    expect(report.differences).toEqual([]);
    expect(report.checked).toBeGreaterThan(read.event.entries.length);
  });

  it('the FFB final’s one artificial score (board 17, A-/A+) is noted in USEBIO, not in PBN', () => {
    const rel = 'pbn/ffb-national-final-2022-session5.pbn';
    const read = readResultsFile(readFileSync(path.join(DATA, rel)), path.basename(rel));
    const preset = getPreset('ffb');
    const usebio = exportEvent(read.event, { format: 'usebio', preset, boardInfo: read.boardInfo });
    expect(usebio.notes.map((n) => [n.code, n.board, n.table, n.params.code])).toEqual([
      ['artificial-fixed-or-session', 17, 21, 'A4060'],
    ]);
    // Magic Contest printed 16.8 / 25.2 of 42 for it: 40 % and 60 %, the fixed figures, so PBN has nothing to add.
    const pbn = exportEvent(read.event, { format: 'pbn', preset, boardInfo: read.boardInfo });
    expect(pbn.notes).toEqual([]);
    expect(usebio.notes[0].params).toMatchObject({ ns: '40 %', ew: '60 %' });
  });
});
