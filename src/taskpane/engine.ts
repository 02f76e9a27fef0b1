/**
 * What the pane takes from the engine, in one place: the director's flows, their texts, the notation, the presets.
 * Values come from the engine's modules, not its index, to keep the file readers out of the pane's first
 * download (see src/workbook/engine.ts); types come from the index.
 */
export {
  DIRECTOR_FLOW,
  decide,
  lawLabel,
  offeredOptions,
  optionText,
  questionText,
  walk,
} from '../engine/rulings/flows';
export { parseResult, printPlayed, printRuling } from '../engine/rulings/notation';
export { flowText } from '../engine/i18n';
export { PRESETS, PRESET_IDS } from '../engine/presets';
export type * from '../engine';
