/** The director's question flows: data, the walker, and the decision. */
export * from './types';
export { DIRECTOR_FLOW } from './director';
export { lawLabel, nextStep, offeredOptions, optionText, questionText, usualAnswers, walk } from './engine';
export { decide } from './decide';
export { flowOptionsFor } from './options';
