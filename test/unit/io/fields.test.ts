import iconv from 'iconv-lite';
import { agreesAtPrecision, formatDifference, formatOurs } from '../../../src/engine/io/check';
import {
  artificialRuling,
  decodeText,
  locate,
  looksArtificial,
  parsePrinted,
  parseWhole,
} from '../../../src/engine/io/fields';
import { detectFormat, presetForProgram } from '../../../src/engine/io/detect';
import { inputErrorOf } from './helpers';

describe('decodeText', () => {
  it('reads UTF-8 (with or without a byte order mark) and ISO-8859-1', () => {
    expect(decodeText(Buffer.from('Séance', 'utf8'))).toEqual({ text: 'Séance', encoding: 'utf-8' });
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Łódź', 'utf8')]))).toEqual({
      text: 'Łódź',
      encoding: 'utf-8',
    });
    expect(decodeText(iconv.encode('Fédération Française', 'latin1'))).toEqual({
      text: 'Fédération Française',
      encoding: 'windows-1252',
    });
  });

  it('reads every byte of Windows-1252 as iconv-lite does, without Node buffers (the pane runs it in a browser)', () => {
    // 0xC3 0x28 is not UTF-8, so the whole run is read as Windows-1252: bytes 0x80-0x9F are € ‚ ƒ … not C1 codes.
    const bytes = Uint8Array.from([0xc3, 0x28, ...Array.from({ length: 256 }, (_, i) => i)]);
    const ours = decodeText(bytes);
    expect(ours.encoding).toBe('windows-1252');
    // The five bytes Windows-1252 leaves undefined (0x81 0x8D 0x8F 0x90 0x9D) stay C1 codes, as browsers read
    // them; iconv-lite writes U+FFFD there. Every other byte agrees.
    const undefinedBytes = /[\u0081\u008d\u008f\u0090\u009d]/g;
    expect(ours.text.replace(undefinedBytes, '\ufffd')).toBe(iconv.decode(Buffer.from(bytes), 'win1252'));
    expect(ours.text.slice(2 + 0x80, 2 + 0x85)).toBe('€\u0081‚ƒ„');
  });
});

describe('printed numbers', () => {
  it('keep their decimals', () => {
    expect(parsePrinted('16.80', { file: 'f' })).toEqual({ value: 16.8, decimals: 2, text: '16.80' });
    expect(parsePrinted('-5', { file: 'f' })).toEqual({ value: -5, decimals: 0, text: '-5' });
    expect(parsePrinted('3,5', { file: 'f' })).toEqual({ value: 3.5, decimals: 1, text: '3,5' });
  });

  it('name the place when they are not numbers', () => {
    const e = inputErrorOf(() => parsePrinted('1O', { file: 'a.csv', line: 3, field: 'mp_ns' }));
    expect(e.message).toBe(`a.csv line 3, field mp_ns: '1O' is not a number`);
    expect(
      inputErrorOf(() => parseWhole('0', { file: 'a', line: 1, field: 'board' }, 'a board number', 1)).message,
    ).toBe(`a line 1, field board: '0' is not a board number`);
  });

  it('compare at the precision printed, either way at an exact half', () => {
    const p = (text: string) => parsePrinted(text, { file: 'f' });
    expect(agreesAtPrecision(p('42.0'), 41.952380952)).toBe(true);
    expect(agreesAtPrecision(p('41.9'), 41.952380952)).toBe(false); // truncation is not rounding
    expect(agreesAtPrecision(p('95'), 95.238)).toBe(true);
    expect(agreesAtPrecision(p('55'), 54.5)).toBe(true); // half up
    expect(agreesAtPrecision(p('54'), 54.5)).toBe(true); // half down or to even
    expect(agreesAtPrecision(p('53'), 54.5)).toBe(false);
    expect(formatOurs(41.952380952, 1)).toBe('42.0 (41.952380952)');
    expect(formatOurs(42, 1)).toBe('42.0');
    expect(formatOurs(undefined, 1)).toBe('(none)');
  });

  it('print a difference with where it is', () => {
    expect(
      formatDifference({
        board: 3,
        table: 2,
        contestant: '1 v 4',
        field: 'MP_NS',
        file: '4.0',
        ours: '5.0',
        source: { file: 'f.pbn', line: 9 },
      }),
    ).toBe('board 3 table 2 (1 v 4), MP_NS: file 4.0, ours 5.0  [f.pbn line 9]');
    expect(formatDifference({ contestant: 'pair 6', field: 'PERCENTAGE', file: '60.32', ours: '60.22' })).toBe(
      'pair 6, PERCENTAGE: file 60.32, ours 60.22',
    );
    expect(locate({ file: 'x', row: 4 })).toBe('x row 4');
  });
});

describe('artificial codes in files', () => {
  it('are recognised', () => {
    for (const t of ['A+', 'A-', 'A=', 'A', 'AVE+', 'A5050', 'A60', '60%', 'A60/40'])
      expect(looksArtificial(t)).toBe(true);
    for (const t of ['420', '-50', 'ABC', 'PASS']) expect(looksArtificial(t)).toBe(false);
  });

  it('become rulings through the ruling notation', () => {
    const src = { file: 'f' };
    expect(artificialRuling('A-', 'A+', src)).toEqual({
      ns: { kind: 'artificial', level: 'minus' },
      ew: { kind: 'artificial', level: 'plus' },
    });
    expect(artificialRuling('A6040', undefined, src)).toEqual({
      ns: { kind: 'artificial', level: 'plus', percent: 60 },
      ew: { kind: 'artificial', level: 'minus', percent: 40 },
    });
    // Cells written as percentages are a fixed percentage (no session rule touches it), as in the notation.
    expect(artificialRuling('60%', '40%', src).ew).toEqual({
      kind: 'artificial',
      level: 'minus',
      percent: 40,
      fixed: true,
    });
    expect(artificialRuling('A60', 'A40', src).ew).toEqual({ kind: 'artificial', level: 'minus', percent: 40 });
  });

  it('that are not artificial for both sides are refused with the place', () => {
    const e = inputErrorOf(() => artificialRuling('A+', '420', { file: 'f.pbn', line: 4, field: 'Score_NS' }));
    expect(e.message).toMatch(/^f\.pbn line 4, field Score_NS: /);
  });
});

describe('detect', () => {
  it('finds the format from the content', () => {
    expect(detectFormat('<?xml version="1.0"?>\n<USEBIO Version="1.2">', 'x.txt')).toBe('usebio');
    expect(detectFormat('% PBN 2.1\n[Event ""]')).toBe('pbn');
    expect(detectFormat('[Event "x"]\n[Board "1"]')).toBe('pbn');
    expect(detectFormat('board,ns,ew\n1,2,3\n', 'r.csv')).toBe('csv');
  });

  it('matches programs to presets', () => {
    expect(presetForProgram('Magic Contest France')?.preset).toBe('ffb');
    expect(presetForProgram('Compscore3')?.preset).toBe('abf');
    expect(presetForProgram('EBUScore Pairs 1.2')?.preset).toBe('ebu');
    expect(presetForProgram('ACBLscore')?.preset).toBe('acbl');
    expect(presetForProgram('JFR Pary')?.preset).toBe('pzbs');
    expect(presetForProgram('LinToPbnConverter')).toBeUndefined();
    expect(presetForProgram(undefined)).toBeUndefined();
  });
});
