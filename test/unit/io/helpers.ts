import { BridgeInputError } from '../../../src/engine/model/types';

/** Runs fn, expects a BridgeInputError, and returns it. */
export function inputErrorOf(fn: () => unknown): BridgeInputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof BridgeInputError) return e;
    throw e;
  }
  throw new Error('expected a BridgeInputError, but nothing was thrown');
}
