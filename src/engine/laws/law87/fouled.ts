/**
 * Law 87: fouled boards. Results obtained with different forms of a board are never compared: the
 * director sorts them into groups (one per form), each group is scored on its own and brought to the full
 * field (Neuberg), except that regulations may give small groups fixed percentages instead (EBU White Book
 * §4.2.3.3; ACBLscore) and a form played only once cannot be compared at all.
 */
import type { TravellerEntry } from '../../model/types';
import type { SingleResultRule, SmallGroupOptions } from '../../presets/types';

/** Label of the correct form. */
export const CORRECT_FORM = '';

/** Form label of a traveller line ('' = the correct form). */
export function formOf(entry: TravellerEntry): string {
  return entry.form ?? CORRECT_FORM;
}

/**
 * The board's groups: form label → indexes of the lines (among those `include` accepts), in order of first
 * appearance with the correct form first.
 */
export function formGroups(entries: readonly TravellerEntry[], include: (i: number) => boolean): Map<string, number[]> {
  const correct: number[] = [];
  const groups = new Map<string, number[]>([[CORRECT_FORM, correct]]);
  // Lines of one form usually come together: the group of the previous line is tried first.
  let lastForm = CORRECT_FORM;
  let last = correct;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if ((e === undefined && !(i in entries)) || !include(i)) continue;
    const f = formOf(e);
    if (f !== lastForm) {
      let g = groups.get(f);
      if (!g) {
        g = [];
        groups.set(f, g);
      }
      lastForm = f;
      last = g;
    }
    last.push(i);
  }
  if (correct.length === 0) groups.delete(CORRECT_FORM);
  return groups;
}

/** How one group of a fouled board is scored. */
export type GroupTreatment =
  { kind: 'neuberg' } | { kind: 'small'; base: number; step: number } | { kind: 'single'; rule: SingleResultRule };

/**
 * Treatment of a group of `size` results on a fouled board whose full field is `expected` results;
 * `largest` says whether no other group on the board has more results.
 * - a single result → the preset's single-result rule;
 * - 2..maxSize results → fixed percentages, unless E < fieldAtLeastTimes · A (EBU: only when the group is
 *   at most a third of the field) or the group is the largest and at least largestFactoredFrom (ACBL: a
 *   group of 3 that is the larger group is factored);
 * - otherwise Neuberg.
 */
export function groupTreatment(
  size: number,
  expected: number,
  largest: boolean,
  options: SmallGroupOptions,
): GroupTreatment {
  if (size === 1) {
    return options.single.kind === 'neuberg' ? { kind: 'neuberg' } : { kind: 'single', rule: options.single };
  }
  if (size < 2 || size > options.maxSize) return { kind: 'neuberg' };
  if (options.fieldAtLeastTimes > 0 && expected < options.fieldAtLeastTimes * size) return { kind: 'neuberg' };
  if (options.largestFactoredFrom > 0 && largest && size >= options.largestFactoredFrom) return { kind: 'neuberg' };
  return { kind: 'small', base: options.base, step: options.step };
}

/**
 * Percentage of a result in a small group: base + (M − (A − 1)) · step, M its 2-per-beat matchpoints
 * within the group of A. A pair of results: 65 / 55 (a tie 60 / 60); three: 70 / 60 / 50.
 */
export function smallGroupPercent(mp: number, size: number, base: number, step: number): number {
  return base + (mp - (size - 1)) * step;
}
