import { ContentCache, argsHash } from '../../../src/functions/cache';
import { isBlank, isErrorValue, scalar, textToNumber, toGrid } from '../../../src/functions/coerce';
import {
  ExcelFunctionError,
  InputProblem,
  guard,
  isInternalError,
  toExcelError,
  whereText,
} from '../../../src/functions/errors';
import { LANGUAGES, MESSAGES, currentLanguage, message, setLanguage, toLang } from '../../../src/functions/i18n';
import { BridgeInputError } from '../../../src/engine/model/types';
import { FakeCustomFunctionsError, installOfficeGlobals } from './office-globals';

describe('reading cells', () => {
  it.each([
    ['420', 420],
    [' +420 ', 420],
    ['−50', -50], // minus sign
    ['–50', -50], // en dash
    ['1 430', 1430], // space as thousands separator
    ['1\u00a0430', 1430], // no-break space
    ['55,5', 55.5], // decimal comma
    ['.5', 0.5],
    ['1e3', 1000],
    ['abc', undefined],
    ['4S', undefined],
    ['', undefined],
    ['1,2,3', undefined],
    ['--5', undefined],
  ])('textToNumber(%p) = %p', (text, expected) => {
    expect(textToNumber(text)).toBe(expected);
  });

  it('sees null, undefined, "" and spaces as blank, and nothing else', () => {
    for (const v of [null, undefined, '', '   ', [[null]], [['']], []]) expect(isBlank(v)).toBe(true);
    for (const v of [0, '0', false, 'x', [[1]]]) expect(isBlank(v)).toBe(false);
  });

  it('recognises error values in cells', () => {
    expect(isErrorValue({ code: '#N/A' })).toBe(true);
    expect(isErrorValue({ type: 'Error', errorType: 'NotAvailable' })).toBe(true);
    expect(isErrorValue(new Error('x'))).toBe(true);
    for (const v of [null, 0, '#N/A', [['#N/A']], {}]) expect(isErrorValue(v)).toBe(false);
  });

  it('shapes any value as rows of cells', () => {
    expect(toGrid(null)).toEqual([]);
    expect(toGrid(5)).toEqual([[5]]);
    expect(toGrid([1, 2])).toEqual([[1, 2]]);
    expect(toGrid([[1], [2]])).toEqual([[1], [2]]);
    expect(scalar([[7]], 'x')).toBe(7);
    expect(scalar(7, 'x')).toBe(7);
    expect(scalar([], 'x')).toBeNull();
    expect(() => scalar([[1, 2]], 'x')).toThrow(InputProblem);
  });
});

describe('positions and messages', () => {
  afterEach(() => setLanguage(undefined));

  it('names a cell by row in a column, by column in a row, by both in a block', () => {
    expect(whereText({ arg: 'scores' }, 'en')).toBe('scores');
    expect(whereText({ arg: 'scores', row: 3, col: 1, rows: 10, cols: 1 }, 'en')).toBe('scores, row 3');
    expect(whereText({ arg: 'scores', row: 1, col: 4, rows: 1, cols: 9 }, 'en')).toBe('scores, column 4');
    expect(whereText({ arg: 'scores', row: 3, col: 2, rows: 10, cols: 2 }, 'en')).toBe('scores, row 3, column 2');
    expect(whereText({ arg: 'scores', row: 3, col: 2, rows: 10, cols: 2 }, 'ru')).toBe('scores, строка 3, столбец 2');
  });

  it('has every message in every language, with the same placeholders', () => {
    const keys = Object.keys(MESSAGES.en).sort();
    const holes = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort();
    for (const lang of LANGUAGES) {
      expect([lang, Object.keys(MESSAGES[lang]).sort()]).toEqual([lang, keys]);
      for (const k of keys) {
        const key = k as keyof typeof MESSAGES.en;
        expect([lang, k, holes(MESSAGES[lang][key])]).toEqual([lang, k, holes(MESSAGES.en[key])]);
        if (lang !== 'en' && !['whereArg', 'engine'].includes(k)) {
          expect([lang, k, MESSAGES[lang][key] === MESSAGES.en[key]]).toEqual([lang, k, false]);
        }
      }
    }
  });

  it('reads the language from Office, then the browser, else English', () => {
    expect(toLang('pl-PL')).toBe('pl');
    expect(toLang('FR')).toBe('fr');
    expect(toLang('nl_BE')).toBe('nl');
    expect(toLang('de-DE')).toBeUndefined();
    expect(toLang(undefined)).toBeUndefined();
    const g = globalThis as { Office?: unknown; navigator?: unknown };
    const before = { Office: g.Office, navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator') };
    try {
      g.Office = { context: { displayLanguage: 'ru-RU' } };
      expect(currentLanguage()).toBe('ru');
      g.Office = {
        get context(): never {
          throw new Error('not ready');
        },
      };
      Object.defineProperty(globalThis, 'navigator', { value: { language: 'nl-NL' }, configurable: true });
      expect(currentLanguage()).toBe('nl');
      g.Office = undefined;
      Object.defineProperty(globalThis, 'navigator', { value: { language: 'de-DE' }, configurable: true });
      expect(currentLanguage()).toBe('en');
      setLanguage('fr');
      expect(currentLanguage()).toBe('fr');
    } finally {
      g.Office = before.Office;
      if (before.navigator) Object.defineProperty(globalThis, 'navigator', before.navigator);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  it('cuts a very long bad value in a message', () => {
    const text = message('notNumber', { value: 'x'.repeat(100), where: 'a' }, 'en');
    expect(text).toBe(`'${'x'.repeat(57)}…' (a) is not a number`);
  });
});

describe('Excel errors', () => {
  it('uses CustomFunctions.Error when the runtime is there', () => {
    const uninstall = installOfficeGlobals('fr-FR');
    try {
      const e = toExcelError(new InputProblem('notAvailable', 'noResults', { arg: 'scores' }));
      expect(e).toBeInstanceOf(FakeCustomFunctionsError);
      expect((e as FakeCustomFunctionsError).code).toBe('#N/A');
      expect(e.message).toBe('scores ne contient encore aucun résultat');
    } finally {
      uninstall();
    }
  });

  it('falls back to an error of the same shape without the runtime', () => {
    const e = toExcelError(new InputProblem('invalidValue', 'notNumber', { value: 'x' }, { arg: 'mp' }));
    expect(e).toBeInstanceOf(ExcelFunctionError);
    expect((e as ExcelFunctionError).code).toBe('#VALUE!');
    expect(e.message).toBe("'x' (mp) is not a number");
  });

  it('turns an engine error into #VALUE! naming the cell it came from', () => {
    const located = new BridgeInputError('weights sum to 0.9, not 1', '90% NS 420', { field: 'rulings', row: 4 });
    expect(toExcelError(located).message).toBe(
      "'90% NS 420' (rulings, row 4) is not valid here (weights sum to 0.9, not 1)",
    );
    const bare = new BridgeInputError('board 3 appears twice in the match', 3);
    expect(toExcelError(bare).message).toBe('Invalid input: board 3 appears twice in the match');
    expect(isInternalError(toExcelError(bare))).toBe(false);
  });

  it('marks an unexpected exception as a defect, still as an Excel error', () => {
    const e = toExcelError(new TypeError('x is undefined'));
    expect((e as ExcelFunctionError).code).toBe('#VALUE!');
    expect(e.message).toBe('Unexpected error: x is undefined');
    expect(isInternalError(e)).toBe(true);
    expect(() =>
      guard(() => {
        throw new RangeError('boom');
      }),
    ).toThrow(ExcelFunctionError);
  });
});

describe('the content cache', () => {
  it('tells argument values apart by type and value, and treats null and undefined alike', () => {
    const same: Array<[unknown[], unknown[]]> = [
      [
        [[[1], [2]], null],
        [[[1], [2]], undefined],
      ],
      [[NaN], [NaN]],
      [[[[{ code: '#N/A', message: '' }]]], [[[{ code: '#N/A', message: '' }]]]],
    ];
    for (const [a, b] of same) expect(argsHash(a)).toBe(argsHash(b));
    const different: Array<[unknown[], unknown[]]> = [
      [[[[1]]], [[['1']]]],
      [[[[1], [2]]], [[[1, 2]]]],
      [[[[1.5]]], [[[1.25]]]],
      [[true], ['TRUE']],
      [[[[{ code: '#N/A' }]]], [[[{ code: '#REF!' }]]]],
    ];
    const cache = new ContentCache<number>();
    let computed = 0;
    for (const [a, b] of different) {
      cache.clear();
      cache.get(a, () => ++computed);
      const before = computed;
      cache.get(b, () => ++computed);
      expect(computed).toBe(before + 1);
    }
  });

  it('keeps a copy, so a caller changing its arrays gets a fresh result', () => {
    const cache = new ContentCache<string>();
    const range = [[420], [400]];
    expect(cache.get([range], () => 'first')).toBe('first');
    range[1][0] = 380;
    expect(cache.get([range], () => 'second')).toBe('second');
    expect(cache.get([[[420], [400]]], () => 'third')).toBe('first');
  });

  it("answers a per-line cell's call only with the very values kept, leaving the rest to peek", () => {
    const cache = new ContentCache<string>();
    const column = [[420], [400], [-50]];
    const args = (range: unknown, preset: unknown) => [range, undefined, preset, undefined, undefined, undefined];
    expect(cache.peekInts(column, undefined, 'ebu', undefined, undefined, undefined)).toBeUndefined();
    cache.get(args(column, 'ebu'), () => 'kept');
    // A copy of the same cells (Excel hands each call arrays of its own) and the same preset: the kept run.
    expect(cache.peekInts([[420], [400], [-50]], undefined, 'ebu', undefined, undefined, undefined)).toBe('kept');
    // One cell, the row count, a row's width, the preset or the order of the values differing: no answer.
    expect(cache.peekInts([[420], [400], [-20]], undefined, 'ebu', undefined, undefined, undefined)).toBeUndefined();
    expect(cache.peekInts([[420], [400]], undefined, 'ebu', undefined, undefined, undefined)).toBeUndefined();
    expect(cache.peekInts([[420], [400, 1], [-50]], undefined, 'ebu', undefined, undefined, undefined)).toBeUndefined();
    expect(cache.peekInts(column, undefined, 'wbf', undefined, undefined, undefined)).toBeUndefined();
    expect(cache.peekInts(column, 'ebu', undefined, undefined, undefined, undefined)).toBeUndefined();
    expect(cache.peekInts(420, undefined, 'ebu', undefined, undefined, undefined)).toBeUndefined();
    // A kept column that is not whole numbers, or a value equal only as peek compares it (NaN): peek answers.
    const nan = args([[420], [400]], Number.NaN);
    cache.get(nan, () => 'not a number');
    expect(cache.peekInts([[420], [400]], undefined, Number.NaN, undefined, undefined, undefined)).toBeUndefined();
    expect(cache.peek(args([[420], [400]], Number.NaN))).toBe('not a number');
    cache.get(args([['4S='], ['3NT+1']], 'ebu'), () => 'texts');
    expect(cache.peekInts([['4S='], ['3NT+1']], undefined, 'ebu', undefined, undefined, undefined)).toBeUndefined();
    expect(cache.peek(args([['4S='], ['3NT+1']], 'ebu'))).toBe('texts');
  });

  it('forgets everything on clear, results sharing a fingerprint included', () => {
    const cache = new ContentCache<string>();
    // 65 cells: the fingerprint samples 64 of them, and the middle one is not among them (see SAMPLES).
    const range = (mid: number) => Array.from({ length: 65 }, (_, i) => [i === 32 ? mid : i]);
    expect(cache.get([range(1)], () => 'one')).toBe('one');
    expect(cache.get([range(2)], () => 'two')).toBe('two');
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.misses).toBe(0);
    expect(cache.get([range(1)], () => 'one again')).toBe('one again');
    expect(cache.get([range(2)], () => 'two again')).toBe('two again');
    expect(cache.get([range(1)], () => 'not again')).toBe('one again');
  });

  it('keeps only the most recently used results and never keeps a failure', () => {
    const cache = new ContentCache<number>(3);
    for (let i = 0; i < 5; i++) cache.get([i], () => i);
    expect(cache.size).toBe(3);
    let recomputed = false;
    cache.get([0], () => {
      recomputed = true;
      return 0;
    });
    expect(recomputed).toBe(true);
    expect(() =>
      cache.get(['bad'], () => {
        throw new Error('no');
      }),
    ).toThrow('no');
    expect(cache.get(['bad'], () => 7)).toBe(7);
  });
});
