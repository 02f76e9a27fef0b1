import { PRESETS, PRESET_IDS, getPreset } from '../../../src/engine/presets';
import { BridgeInputError } from '../../../src/engine/model/types';

describe('presets', () => {
  it('has the eight presets, each under its own id', () => {
    expect(PRESET_IDS).toEqual(['wbf', 'ebu', 'acbl', 'abf', 'ffb', 'pzbs', 'nbb', 'ru-preferans']);
    for (const id of PRESET_IDS) expect(getPreset(id).id).toBe(id);
  });

  it('an unknown id is named, with the known ones listed', () => {
    expect(() => getPreset('xyz')).toThrow(BridgeInputError);
    expect(() => getPreset('xyz')).toThrow(
      "preset 'xyz' is not known; known presets: wbf, ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans",
    );
    expect(() => getPreset('toString')).toThrow("preset 'toString' is not known");
  });

  it('every option group carries a source note', () => {
    const groups = [
      'matchpoints',
      'neuberg',
      'artificial',
      'sessionRule',
      'fouled',
      'totals',
      'ranking',
      'adjustments',
      'imps',
      'butler',
      'crossImps',
      'vp',
    ] as const;
    for (const p of Object.values(PRESETS)) {
      for (const g of groups) {
        expect(typeof p.sources[g]).toBe('string');
        expect(p.sources[g].length).toBeGreaterThan(10);
        expect(p[g]).toBeDefined();
      }
    }
  });

  it('artificial scores follow Law 12C2: Ave+ ≥ 60, Ave 50, Ave− ≤ 40; ±3 IMPs', () => {
    for (const p of Object.values(PRESETS)) {
      expect(p.artificial.percent.plus).toBeGreaterThanOrEqual(60);
      expect(p.artificial.percent.average).toBe(50);
      expect(p.artificial.percent.minus).toBeLessThanOrEqual(40);
      expect(p.artificial.imps).toEqual({ plus: 3, average: 0, minus: -3 });
    }
  });

  it('records the conventions found in the data', () => {
    expect(getPreset('abf')).toMatchObject({
      neuberg: { when: 'artificial-only' },
      totals: { boardValue: 'factored', fewerBoards: 'scale-to-session', totalRounding: { halves: 'even' } },
    });
    expect(getPreset('ffb')).toMatchObject({
      neuberg: { when: 'artificial-only' },
      totals: { sumOf: 'rounded-board-scores', percentFrom: 'rounded-total' },
      ranking: { fields: 'single', tieLabel: 'range' },
    });
    expect(getPreset('acbl').matchpoints.printScale).toBe('one-per-beat');
    expect(getPreset('ebu').fouled.smallGroups).toMatchObject({ maxSize: 3, fieldAtLeastTimes: 3 });
  });
});
