/**
 * Law 87 (and preferans §10): a fouled board. The director sorts the results into the correct form and the
 * changed form(s); each group is scored on its own (fouled.ts beside it does the scoring). In team play
 * Law 86B2 decides instead.
 */
import { BridgeInputError } from '../../model/types';
import type { EventKind } from '../../model/types';
import type { LawDecision, Rulebook } from '../../model/decision';

export interface FouledInput {
  rulebook: Rulebook;
  /** The form this result was played in: '' for the correct form, else a label such as "B". */
  form: string;
  event?: EventKind;
}

/** Law 87B / preferans §10Б: the traveller line joins the group of its form. */
export function fouledBoard(input: FouledInput): LawDecision {
  if (input.event === 'teams') {
    throw new BridgeInputError('a fouled board in team play is decided by Law 86B2, not by form groups', input.event);
  }
  if (typeof input.form !== 'string') {
    throw new BridgeInputError(`form label '${String(input.form)}' is not text ('' for the correct form)`, input.form);
  }
  const form = input.form.trim();
  const laws = input.rulebook === 'preferans' ? ['§10А', '§10Б'] : ['87A', '87B'];
  return { outcome: 'formGroup', statusChange: { form }, laws, notes: ['scoreByGroups'] };
}
