/**
 * What the pane takes from the engine, in one place: the director's flows, their texts, the notation, the presets.
 * Everything comes through the engine's index; the package's `sideEffects` list lets the bundler leave the
 * file readers out of the pane's first download.
 */
export {
  DIRECTOR_FLOW,
  flowOptionsFor,
  decide,
  lawLabel,
  offeredOptions,
  optionText,
  questionText,
  usualAnswers,
  walk,
} from '../engine';
export {
  describeAnswers,
  describeDecision,
  describeLineMark,
  printLoggedAnswers,
  readLoggedAnswers,
  sessionRuleImps,
  sessionRulePercent,
} from '../engine';
export { parseResult, parseRuling, printPlayed } from '../engine';
export { flowText } from '../engine';
export { applyLineMark, entryLineMark, markOfDecision, parseLineMark, penaltyNotation, printLineMark } from '../engine';
export { applyRule113, readPreferansRuling, withCellPenalties } from '../engine';
export {
  DEFAULT_PRESET_ID,
  PRESETS,
  PRESET_IDS,
  localFigureText,
  presetLabel,
  weightPercent,
  withConvention,
} from '../engine';
export { decimalSeparator, fixedText, SIDE_SEATS } from '../engine';
export { checkTableResults, ioMessage } from '../engine';
export type * from '../engine';
