/**
 * Choosing the preset and the program: --preset / --program, else what the file says about the program that
 * wrote it, else the default preset with its usual program.
 */
import { DEFAULT_PRESET_ID, getAuthority, getPreset, getProgram } from '../engine';
import type { Preset, PresetId } from '../engine';
import { presetForProgram } from '../engine';
import { UsageError } from './args';

export interface PresetChoice {
  preset: Preset;
  reason: 'option' | 'program' | 'default';
  /** Program name as recognised (e.g. "Compscore") when the reason is 'program'. */
  program?: string;
  /** Why this program profile: --program, the file's program, or the preset's usual one. */
  programReason: 'option' | 'program' | 'preset';
}

function usage<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
}

/**
 * `fallback` is the preset when neither --preset nor the program decides (ru-preferans for a preferans protocol).
 * --program alone keeps the preset the file (or the default) gives.
 */
export function choosePreset(
  option: string | true | undefined,
  program: string | undefined,
  fallback: PresetId = DEFAULT_PRESET_ID,
  programOption?: string | true,
): PresetChoice {
  const profile = typeof programOption === 'string' ? usage(() => getProgram(programOption).id) : undefined;
  const hit = presetForProgram(program);
  if (typeof option === 'string') {
    // --preset alone means that preset with its usual program, whatever wrote the file.
    const authority = usage(() => getAuthority(option));
    return {
      preset: getPreset(authority.id, profile ?? authority.program),
      reason: 'option',
      programReason: profile ? 'option' : 'preset',
    };
  }
  if (hit) {
    return {
      preset: getPreset(hit.preset, profile ?? hit.profile),
      reason: 'program',
      program: hit.program,
      programReason: profile ? 'option' : 'program',
    };
  }
  return { preset: getPreset(fallback, profile), reason: 'default', programReason: profile ? 'option' : 'preset' };
}

/** "preset abf (file written by Compscore3), program compscore (from the file)". */
export function describeChoice(c: PresetChoice, program: string | undefined): string {
  const preset =
    c.reason === 'option'
      ? `preset ${c.preset.id} (--preset)`
      : c.reason === 'program'
        ? `preset ${c.preset.id} (file written by ${program ?? c.program})`
        : `preset ${c.preset.id} (default${program ? `; program '${program}' not recognised` : ''})`;
  const why =
    c.programReason === 'option'
      ? '--program'
      : c.programReason === 'program'
        ? 'from the file'
        : 'usual for the preset';
  return `${preset}, program ${c.preset.program} (${why})`;
}
