/** Choosing the preset: --preset, else the program that wrote the file, else the WBF default. */
import { getPreset } from '../engine';
import type { Preset, PresetId } from '../engine';
import { presetForProgram } from '../engine';
import { UsageError } from './args';

export interface PresetChoice {
  preset: Preset;
  reason: 'option' | 'program' | 'default';
  /** Program name as recognised (e.g. "Compscore") when the reason is 'program'. */
  program?: string;
}

/** `fallback` is the preset when neither --preset nor the program decides (ru-preferans for a preferans protocol). */
export function choosePreset(
  option: string | true | undefined,
  program: string | undefined,
  fallback: PresetId = 'wbf',
): PresetChoice {
  if (typeof option === 'string') {
    try {
      return { preset: getPreset(option), reason: 'option' };
    } catch (e) {
      throw new UsageError(e instanceof Error ? e.message : `unknown preset '${option}'`);
    }
  }
  const hit = presetForProgram(program);
  if (hit) return { preset: getPreset(hit.preset), reason: 'program', program: hit.program };
  return { preset: getPreset(fallback), reason: 'default' };
}

export function describeChoice(c: PresetChoice, program: string | undefined): string {
  if (c.reason === 'option') return `preset ${c.preset.id} (--preset)`;
  if (c.reason === 'program') return `preset ${c.preset.id} (file written by ${program ?? c.program})`;
  return `preset ${c.preset.id} (default${program ? `; program '${program}' not recognised` : ''})`;
}
