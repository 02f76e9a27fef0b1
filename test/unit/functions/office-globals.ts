/**
 * The few Office globals the custom functions touch, as small stand-ins for Node tests: CustomFunctions.Error
 * with the real ErrorCode values, and Office.context.displayLanguage.
 */
export const ErrorCode = {
  invalidValue: '#VALUE!',
  notAvailable: '#N/A',
  divisionByZero: '#DIV/0!',
  invalidNumber: '#NUM!',
  nullReference: '#NULL!',
  invalidName: '#NAME?',
  invalidReference: '#REF!',
} as const;

export class FakeCustomFunctionsError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message);
    this.name = 'CustomFunctions.Error';
  }
}

interface Globals {
  CustomFunctions?: unknown;
  Office?: unknown;
}

/** Installs CustomFunctions and Office with the given display language; returns a function that removes them. */
export function installOfficeGlobals(displayLanguage = 'en-US'): () => void {
  const g = globalThis as Globals;
  const before = { CustomFunctions: g.CustomFunctions, Office: g.Office };
  g.CustomFunctions = { Error: FakeCustomFunctionsError, ErrorCode, associate: () => undefined };
  g.Office = { context: { displayLanguage } };
  return () => {
    g.CustomFunctions = before.CustomFunctions;
    g.Office = before.Office;
  };
}

export function setDisplayLanguage(displayLanguage: string): void {
  (globalThis as Globals).Office = { context: { displayLanguage } };
}

/** Runs a function and returns the Excel error it throws (fails when it returns instead). */
export function excelErrorOf(call: () => unknown): FakeCustomFunctionsError {
  try {
    const value = call();
    throw new Error(`expected an Excel error, got ${JSON.stringify(value)}`);
  } catch (e) {
    if (e instanceof FakeCustomFunctionsError) return e;
    throw e;
  }
}
