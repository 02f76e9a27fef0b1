/**
 * Tests that read the real files in ../shared/data. Outside CI a missing folder skips them (with a note); under
 * CI (CI=true) a missing folder fails them, so that a run never passes without having read the files.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const SHARED_DATA = path.resolve(__dirname, '../../shared/data');

const ci = process.env.CI === 'true' || process.env.CI === '1';

/** describe() when the shared folder is there; under CI a failing test when it is not; else describe.skip. */
export function describeShared(name: string, fn: () => void): void {
  if (existsSync(SHARED_DATA)) {
    describe(name, fn);
  } else if (ci) {
    describe(name, () => {
      it('needs the shared data folder', () => {
        throw new Error(`shared data folder ${SHARED_DATA} is absent (CI=true): these tests cannot run`);
      });
    });
  } else {
    console.warn(`shared data folder ${SHARED_DATA} is absent: '${name}' is skipped`);
    describe.skip(name, fn);
  }
}

export const sharedPath = (rel: string) => path.join(SHARED_DATA, rel);

/**
 * For a test file that reads one file (or folder) of ../shared: describe() when `present`, under CI a failing test
 * naming `what` when it is not, else describe.skip. The describe to use in place of `present ? describe : skip`.
 */
export function describeWhen(present: boolean, what: string): typeof describe {
  if (present) return describe;
  if (!ci) return describe.skip;
  const failing = (name: string) =>
    describe(name, () => {
      it('needs its shared data', () => {
        throw new Error(`${what} is absent (CI=true): these tests cannot run`);
      });
    });
  // describe.each(table)(name, fn) as well: one failing test under the name.
  return Object.assign(failing, { each: () => failing }) as unknown as typeof describe;
}

/**
 * it() for a test that reads a file (or folder) of ../shared: it() when `present`, under CI a failing test of the
 * same name naming `what` when it is not, else it.skip.
 */
export function itWhen(present: boolean, what: string): typeof it {
  if (present) return it;
  if (!ci) return it.skip;
  const failing = (name: string) =>
    it(name, () => {
      throw new Error(`${what} is absent (CI=true): this test cannot run`);
    });
  return Object.assign(failing, { each: () => failing }) as unknown as typeof it;
}
