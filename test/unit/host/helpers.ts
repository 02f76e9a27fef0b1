import { ExcelHost, installFakeOffice, type HostOptions, type InstalledOffice } from '../../../src/dev/host';

/** Every set the host implements members of: the host's own tests exercise all of them. */
export const ALL_SETS = { ExcelApi: '1.17', ExcelApiOnline: '1.1' };

/**
 * A host with one sheet "Sheet1", installed as the Office globals, playing an Excel with every set the host
 * implements (requirements.test.ts checks the refusals). Call `done()` in afterEach.
 */
export function setup(options: HostOptions = {}): { host: ExcelHost; office: InstalledOffice; done: () => void } {
  const host = new ExcelHost({ requirementSets: ALL_SETS, ...options });
  host.addSheet('Sheet1');
  const office = installFakeOffice(host, { displayLanguage: 'en-US' });
  return { host, office, done: () => office.uninstall() };
}

/** Resolves with the rejection of a promise, failing when it resolves. */
export async function rejection(
  p: Promise<unknown>,
): Promise<{ code: string; message: string; debugInfo?: { errorLocation?: string } }> {
  try {
    await p;
  } catch (e) {
    return e as { code: string; message: string };
  }
  throw new Error('expected the promise to reject');
}

/** The error thrown by a synchronous function, failing when it does not throw. */
export function thrown(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (e) {
    return e as { code: string; message: string };
  }
  throw new Error('expected a throw');
}
