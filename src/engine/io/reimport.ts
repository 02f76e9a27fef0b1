/**
 * Reading the same results file again (a Bridgemate .bws that grows during the session): which lines of the
 * fresh read are new, which changed, which are unchanged, and which conflict with a line the director has
 * already ruled on. A line is the same line when it is the same board at the same table (and form); without a
 * table number, the same board between the same pairs. Nothing is dropped: a line the event holds and the
 * fresh read no longer has is listed as missing, for the scorer to decide.
 */
import { formatContract } from '../model/contract';
import type { PlayedResult, TravellerEntry } from '../model/types';
import { PASSED_OUT } from '../model/marks';

export type ReimportKind = 'new' | 'changed' | 'unchanged' | 'conflict' | 'missing';

export interface ReimportLine {
  kind: ReimportKind;
  board: number;
  table?: number;
  /** Index in the fresh read's entries (absent for a missing line). */
  fresh?: number;
  /** Index in the entries the event holds (absent for a new line). */
  held?: number;
  /** What differs, in words ("contract 4S= by N, now 4S-1 by N"), for changed and conflicting lines. */
  differences?: string[];
}

export interface ReimportPlan {
  lines: ReimportLine[];
  counts: Record<ReimportKind, number>;
}

function keyOf(e: TravellerEntry): string {
  const where = e.table !== undefined ? `t${e.table}` : `p${e.ns ?? ''}|${e.ew ?? ''}`;
  return `${e.board}|${where}|${e.form ?? ''}`;
}

function playText(p: PlayedResult | undefined): string {
  if (!p) return '(none)';
  if (p.contract === 'PASS') return PASSED_OUT;
  const d = (p.tricks ?? 0) - (p.contract.level + 6);
  return `${formatContract(p.contract)}${d === 0 ? '=' : d > 0 ? `+${d}` : d} by ${p.declarer ?? '?'}`;
}

/** The differences between what the table sent before and now (the director's ruling is not compared). */
function differences(held: TravellerEntry, fresh: TravellerEntry): string[] {
  const out: string[] = [];
  const tableStatus = (e: TravellerEntry) => (e.status === 'ruled' || e.status === 'cancelled' ? 'played' : e.status);
  const heldStatus = held.played || held.scoreNS !== undefined ? tableStatus(held) : held.status;
  if (heldStatus !== fresh.status) out.push(`status ${heldStatus}, now ${fresh.status}`);
  if (playText(held.played) !== playText(fresh.played)) {
    out.push(`result ${playText(held.played)}, now ${playText(fresh.played)}`);
  } else if (held.scoreNS !== fresh.scoreNS && fresh.scoreNS !== undefined) {
    out.push(`score ${held.scoreNS ?? '(none)'}, now ${fresh.scoreNS}`);
  }
  if ((held.ns ?? '') !== (fresh.ns ?? '')) out.push(`N-S ${held.ns ?? '(none)'}, now ${fresh.ns ?? '(none)'}`);
  if ((held.ew ?? '') !== (fresh.ew ?? '')) out.push(`E-W ${held.ew ?? '(none)'}, now ${fresh.ew ?? '(none)'}`);
  if (fresh.round !== undefined && held.round !== undefined && held.round !== fresh.round) {
    out.push(`round ${held.round}, now ${fresh.round}`);
  }
  if ((fresh.lead ?? '') !== '' && (held.lead ?? '') !== (fresh.lead ?? '')) {
    out.push(`lead ${held.lead || '(none)'}, now ${fresh.lead}`);
  }
  return out;
}

/** True when the director has ruled on the line (a ruling, a cancelled result or a penalty). */
function ruledOn(e: TravellerEntry): boolean {
  return e.ruling !== undefined || e.status === 'ruled' || e.status === 'cancelled' || (e.penalties?.length ?? 0) > 0;
}

export function planReimport(held: readonly TravellerEntry[], fresh: readonly TravellerEntry[]): ReimportPlan {
  const heldAt = new Map<string, number>();
  held.forEach((e, k) => {
    const key = keyOf(e);
    if (!heldAt.has(key)) heldAt.set(key, k);
  });
  const lines: ReimportLine[] = [];
  const matched = new Set<number>();
  fresh.forEach((e, k) => {
    const at = heldAt.get(keyOf(e));
    const base = { board: e.board, ...(e.table !== undefined ? { table: e.table } : {}), fresh: k };
    if (at === undefined || matched.has(at)) {
      lines.push({ kind: 'new', ...base });
      return;
    }
    matched.add(at);
    const h = held[at];
    const diff = h.status === 'pending' && !h.played && !ruledOn(h) ? ['not entered yet'] : differences(h, e);
    if (!diff.length || (h.status === 'pending' && e.status === 'pending' && !ruledOn(h))) {
      lines.push({ kind: 'unchanged', ...base, held: at });
    } else {
      lines.push({ kind: ruledOn(h) ? 'conflict' : 'changed', ...base, held: at, differences: diff });
    }
  });
  held.forEach((e, k) => {
    if (!matched.has(k) && heldAt.get(keyOf(e)) === k) {
      lines.push({ kind: 'missing', board: e.board, ...(e.table !== undefined ? { table: e.table } : {}), held: k });
    }
  });
  const counts: Record<ReimportKind, number> = { new: 0, changed: 0, unchanged: 0, conflict: 0, missing: 0 };
  for (const l of lines) counts[l.kind]++;
  return { lines, counts };
}
