/** The presets offered in the pane, named in the pane's language (the engine's labels). */
import { PRESET_IDS, presetLabel } from './engine';

export function presetChoices(lang: string): { id: string; label: string }[] {
  return PRESET_IDS.map((id) => ({ id, label: presetLabel(id, lang) }));
}
