/** The presets offered in the pane, with the engine's own short names. */
import { PRESETS, PRESET_IDS } from './engine';

export const PRESET_CHOICES: { id: string; label: string }[] = PRESET_IDS.map((id) => ({
  id,
  label: PRESETS[id].name,
}));
