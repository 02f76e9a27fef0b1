import { parseVulnerability, vulnerabilityFromWord } from '../../../src/engine/model/board';

describe('vulnerability words', () => {
  it.each([
    ['None', 'None'],
    ['-', 'None'],
    ['Love', 'None'],
    ['N-S', 'NS'],
    ['nz', 'NS'],
    ['E/W', 'EW'],
    ['OW', 'EW'],
    ['All', 'Both'],
    ['Все', 'Both'],
  ])('%s is %s', (word, vul) => {
    expect(vulnerabilityFromWord(word)).toBe(vul);
    expect(parseVulnerability(word)).toBe(vul);
  });

  it('names a word that is not a vulnerability and where it was', () => {
    expect(vulnerabilityFromWord('Sometimes')).toBeUndefined();
    expect(() => parseVulnerability('Sometimes', { file: 'a.pbn', line: 7, field: 'Vulnerable' })).toThrow(
      "'Sometimes' is not a vulnerability (write None, NS, EW or Both) (file a.pbn, line 7, field Vulnerable)",
    );
  });
});
