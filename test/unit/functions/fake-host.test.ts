/**
 * The functions in the in-memory Office host (src/dev/host): associated by id as the build's injected
 * CustomFunctions.associate calls do, called as Excel calls them, with the host's CustomFunctions.Error and
 * Office.context.displayLanguage.
 */
import * as functions from '../../../src/functions/functions';
import { installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { ExcelHost } from '../../../src/dev/host/host';

const col = (xs: unknown[]) => xs.map((x) => [x]);

function install(displayLanguage: string): InstalledOffice {
  const office = installFakeOffice(new ExcelHost(), { displayLanguage });
  for (const [id, fn] of Object.entries(functions)) {
    if (typeof fn === 'function') office.customFunctions.associate(id, fn as (...args: unknown[]) => unknown);
  }
  return office;
}

describe('the functions in the in-memory Office host', () => {
  let office: InstalledOffice;
  afterEach(() => office?.uninstall());

  it('are associated by their ids and return values and spilled ranges', async () => {
    office = install('en-US');
    expect(office.customFunctions._functions.size).toBe(27);
    expect(await office.customFunctions._invoke('CONTRACT_SCORE', '4S', 'N', 2, 10)).toBe(620);
    expect(await office.customFunctions._invoke('MATCHPOINTS', col([420, 400, null]))).toEqual([[2], [0], ['']]);
  });

  it("raise the host's CustomFunctions.Error with a message in its display language", () => {
    office = install('pl-PL');
    const CF = (globalThis as unknown as { CustomFunctions: { Error: new (...a: unknown[]) => Error } })
      .CustomFunctions;
    let error: unknown;
    try {
      functions.MATCHPOINTS(col([420, '4Z']));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CF.Error);
    expect((error as { code: string }).code).toBe('#VALUE!');
    expect((error as Error).message).toMatch(/^„4Z” \(scores, wiersz 2\) nie jest wynikiem/);
  });

  it('show #N/A for a traveller with nothing entered yet', async () => {
    office = install('ru-RU');
    expect(await office.customFunctions._invoke('MATCHPOINTS', col([null, '']))).toBe('#N/A');
  });
});
