/**
 * The flow options an event and its preset give: which questions the director's flow offers. Every choice
 * comes from a preset field (see presets/types.ts, AdjustmentOptions and ArtificialOptions), none from a
 * preset's name.
 */
import type { EventKind, ScoringForm } from '../../model/types';
import type { Preset } from '../../presets/types';
import type { FlowOptions } from './types';

export function flowOptionsFor(preset: Preset, event: { kind: EventKind; form: ScoringForm }): FlowOptions {
  const adj = preset.adjustments;
  const preferans = event.kind === 'preferans' || adj.code === 'preferans';
  return {
    eventKind: preferans ? 'preferans' : event.kind,
    form: event.form,
    lawsEdition: adj.lawsEdition,
    allowsWeighting: adj.weighted,
    maxWeightedParts: adj.maxWeightedParts,
    offersLikelyProbable: adj.likelyProbable,
    preferans,
    avePlusImps: preset.artificial.imps.plus,
  };
}
