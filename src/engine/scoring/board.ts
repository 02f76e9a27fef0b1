/**
 * The matchpoint board scorer: one board's traveller lines → each side's matchpoints and percentage.
 *
 * Order of work (each step a rule module):
 * 1. each line's two sides (laws/law12/split.ts): a table result, an assigned or weighted score
 *    (laws/law12/weighted.ts), an artificial score (laws/law12/artificial.ts), or no score (pending, not
 *    played, cancelled — never a zero);
 * 2. the lines with real scores are grouped by board form (laws/law87/fouled.ts);
 * 3. for each group and direction a frequency table is built (split scores put different figures in the
 *    NS and EW tables) and every side is matchpointed against it, 2 per beat, in O(n log n);
 * 4. the group is brought to the field size by the preset's rule (Neuberg, small-group percentages, a form
 *    played once);
 * 5. artificial sides get their percentage of the top, after Law 12C2(c) when the session pass supplies
 *    the contestant's own percentage (laws/law12/session-rule.ts).
 *
 * Two figures per side come out: the matchpoints as printed on the traveller (on BoardScore.top, which
 * depends on the preset's Neuberg rule) and the matchpoints on the full field's top 2(E − 1), which is what
 * factored session totals add up.
 */
import { BridgeInputError } from '../model/types';
import type { BoardScore, Direction, ScoredEntry, TravellerEntry, Vulnerability } from '../model/types';
import { boardVulnerability } from '../model/board';
import { contractScore } from '../model/contract';
import type { Preset } from '../presets/types';
import { artificialBasePercent, percentOfTop, type ArtificialAdjustment } from '../laws/law12/artificial';
import { sessionRulePercent } from '../laws/law12/session-rule';
import { entryPlace, tableSides, type SideScore, type TableSides } from '../laws/law12/split';
import { formGroups, groupTreatment, smallGroupPercent, type GroupTreatment } from '../laws/law87/fouled';
import { FrequencyTable, commonDenominator, compareScores, lowerBound, upperBound } from './matchpoints';
import type { FrequencyItem } from './matchpoints';
import { neubergFraction } from './neuberg';
import { roundTo } from './rounding';

export interface BoardContext {
  /** Board number (default: the board of the first line). */
  board?: number;
  /**
   * E, the number of results expected on a normal board of the event (Neuberg's E for the field values;
   * also the traveller's E under the 'always' rule). Default: the tables on this board.
   */
  expected?: number;
  /**
   * Law 12C2(c): the contestant's own percentage on its other boards of the session (boards where it had
   * an artificial score excluded). Supplied by the session pass; absent → the preset's 60/50/40.
   */
  ownPercent?: (entry: TravellerEntry, side: Direction) => number | undefined;
  /** Vulnerability used when a played line has a contract but no score (default: the board number's). */
  vulnerability?: Vulnerability;
}

/** How a side's figure came about. */
export type SideKind = 'result' | 'assigned' | 'weighted' | 'artificial' | 'small-group' | 'single';

export interface MpScoredEntry extends ScoredEntry {
  /** Matchpoints on the full field's top 2(E − 1) (Neuberg-factored where the group has A ≠ E results). */
  fieldNS?: number;
  fieldEW?: number;
  kindNS?: SideKind;
  kindEW?: SideKind;
  /** Form of the board the result belongs to ('' = correct form). */
  form?: string;
}

export interface BoardGroup {
  form: string;
  direction: Direction;
  /** Real results in the group for that direction (A). */
  results: number;
  treatment: 'as-scored' | 'neuberg' | 'small-group' | 'single';
}

export interface MpBoardScore extends BoardScore {
  entries: MpScoredEntry[];
  /** E used for the field values. */
  expected: number;
  /** Top of the field values: 2(E − 1). */
  fieldTop: number;
  /** Lines with a score or waiting for one (pending), i.e. not 'notPlayed' and not cancelled without ruling. */
  tables: number;
  /** The board carries an artificial adjusted score. */
  artificial: boolean;
  /** The board was played in more than one form (Law 87). */
  fouled: boolean;
  groups: BoardGroup[];
}

/** Largest safe integer numerators: above this the exact-unit method falls back to floating point. */
const SAFE = 2 ** 52;

function checkEntries(entries: readonly TravellerEntry[], board: number): void {
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (!e || typeof e !== 'object') {
      throw new BridgeInputError(`board ${board}, line ${i + 1}: '${String(e)}' is not a traveller line`, e);
    }
    if (e.board !== board) {
      throw new BridgeInputError(
        `${entryPlace(e, i)}: line belongs to board ${String(e.board)}, not to board ${board} being scored`,
        e.board,
        e.source,
      );
    }
  }
}

function tableScoreOf(e: TravellerEntry, i: number, vul: Vulnerability | undefined): number {
  const s = e.scoreNS;
  if (typeof s === 'number' && Number.isFinite(s)) return s;
  if (s !== undefined && s !== null) {
    throw new BridgeInputError(`${entryPlace(e, i)}: score '${String(s)}' is not a number`, s, e.source);
  }
  if (e.played) return contractScore(e.played, vul ?? boardVulnerability(e.board, e.source), e.source);
  throw new BridgeInputError(`${entryPlace(e, i)}: played line has neither a score nor a contract`, e, e.source);
}

function isPlainPlayed(e: TravellerEntry, form: string | undefined): boolean {
  return e.status === 'played' && !e.ruling && e.form === form && typeof e.scoreNS === 'number';
}

/**
 * Raw matchpoints (2 per beat, NS view) of each member of a field against the others, as numerators over a
 * common denominator: mp_i = num[k] / den for the k-th member. `items(i)` is member i's distribution.
 */
function fieldMatchpoints(
  members: readonly number[],
  items: (i: number) => readonly FrequencyItem[],
  num: Float64Array,
  expected: number,
): number {
  const a = members.length;
  let plain = true;
  let parts = 0;
  for (let k = 0; k < a; k++) {
    const it = items(members[k]);
    parts += it.length;
    if (it.length !== 1 || it[0].weight !== 1) plain = false;
  }
  if (plain) {
    const sorted = new Float64Array(a);
    for (let k = 0; k < a; k++) sorted[k] = items(members[k])[0].score;
    sorted.sort();
    for (let k = 0; k < a; k++) {
      const x = items(members[k])[0].score;
      const lo = lowerBound(sorted, x, a);
      num[k] = 2 * lo + (upperBound(sorted, x, a) - lo - 1);
    }
    return 1;
  }
  const weights: number[] = [];
  for (const m of members) for (const it of items(m)) weights.push(it.weight);
  let d = commonDenominator(weights);
  // Numerators reach d² · 2a · E in neubergFraction: keep them exact integers.
  if (d !== undefined && d * d * 2 * (a + 1) * (Math.max(a, expected) + 1) > SAFE) d = undefined;
  const exact = d !== undefined;
  const unit = (w: number) => (exact ? Math.round(w * d!) : w);
  const scores = new Float64Array(parts);
  const units = new Float64Array(parts);
  const order = new Array<number>(parts);
  let p = 0;
  for (const m of members) {
    for (const it of items(m)) {
      scores[p] = it.score;
      units[p] = unit(it.weight);
      order[p] = p;
      p++;
    }
  }
  order.sort((x, y) => scores[x] - scores[y]);
  const sortedScores = new Float64Array(parts);
  const sortedUnits = new Float64Array(parts);
  for (let q = 0; q < parts; q++) {
    sortedScores[q] = scores[order[q]];
    sortedUnits[q] = units[order[q]];
  }
  const table = FrequencyTable.fromSorted(sortedScores, sortedUnits, parts);
  for (let k = 0; k < a; k++) {
    const own = items(members[k]);
    let mp = 0;
    for (const x of own) {
      const ux = unit(x.weight);
      let self = 0;
      for (const y of own) self += unit(y.weight) * compareScores(x.score, y.score);
      mp += ux * (table.against(x.score) - self);
    }
    num[k] = mp;
  }
  return exact ? d! * d! : 1;
}

interface Scale {
  /** Results A in the field. */
  a: number;
  /** Display target (E of the traveller). */
  display: number;
  /** Field target (event E). */
  field: number;
}

/**
 * Scores one board for a matchpoint form. Lines are returned in the order given. Throws BridgeInputError
 * for a line that cannot be scored (no score, a bad ruling, a line of another board).
 */
export function scoreBoard(entries: TravellerEntry[], ctx: BoardContext, preset: Preset): MpBoardScore {
  if (!Array.isArray(entries)) throw new BridgeInputError(`traveller '${String(entries)}' is not a list of lines`);
  const board = ctx.board ?? entries[0]?.board;
  if (board === undefined) throw new BridgeInputError('a board with no lines needs its number in the context');
  checkEntries(entries, board);
  const n = entries.length;
  if (ctx.expected !== undefined && (!Number.isInteger(ctx.expected) || ctx.expected < 1)) {
    throw new BridgeInputError(
      `board ${board}: expected number of results '${String(ctx.expected)}' must be a whole number of at least 1`,
      ctx.expected,
    );
  }

  const form0 = n > 0 ? entries[0].form : undefined;
  let fast = true;
  for (let i = 0; i < n && fast; i++) fast = isPlainPlayed(entries[i], form0);
  if (fast) return scorePlain(entries, board, ctx, preset);
  return scoreGeneral(entries, board, ctx, preset);
}

function finish(x: number, factored: boolean, top: number, preset: Preset): number {
  if (!factored || !preset.neuberg.rounding) return x;
  return roundTo(x, preset.neuberg.rounding, top / 2);
}

function pct(mp: number, top: number): number {
  return top > 0 ? (100 * mp) / top : 50;
}

/** Fast path: every line is a plain table result of the same form. */
function scorePlain(entries: TravellerEntry[], board: number, ctx: BoardContext, preset: Preset): MpBoardScore {
  const n = entries.length;
  const form0 = n > 0 ? entries[0].form : undefined;
  const e = ctx.expected ?? n;
  const display = preset.neuberg.when === 'always' ? e : n;
  const top = display > 1 ? 2 * (display - 1) : 0;
  const fieldTop = e > 1 ? 2 * (e - 1) : 0;
  const sorted = new Float64Array(n);
  const scores = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const s = entries[i].scoreNS as number;
    // s − s is 0 for a finite number and NaN otherwise (cheaper than a global lookup in hot loops).
    if (s - s !== 0) tableScoreOf(entries[i], i, ctx.vulnerability);
    scores[i] = s;
    sorted[i] = s;
  }
  sorted.sort();
  // runEnd[i]: first index after the run of scores equal to sorted[i], so one binary search per line.
  const runEnd = new Int32Array(n);
  for (let i = n - 1; i >= 0; i--) runEnd[i] = i + 1 < n && sorted[i + 1] === sorted[i] ? runEnd[i + 1] : i + 1;
  const rawTop = 2 * (n - 1);
  const fDisplay = display !== n;
  const fField = e !== n;
  const out = new Array<MpScoredEntry>(n);
  for (let i = 0; i < n; i++) {
    const x = scores[i];
    const lo = lowerBound(sorted, x, n);
    const m = 2 * lo + (runEnd[lo] - lo - 1);
    const w = rawTop - m;
    const mpNS = fDisplay ? finish(neubergFraction(m, 1, n, display), true, top, preset) : m;
    const mpEW = fDisplay ? finish(neubergFraction(w, 1, n, display), true, top, preset) : w;
    out[i] = {
      mpNS,
      mpEW,
      pctNS: pct(mpNS, top),
      pctEW: pct(mpEW, top),
      fieldNS: fField ? finish(neubergFraction(m, 1, n, e), true, fieldTop, preset) : m,
      fieldEW: fField ? finish(neubergFraction(w, 1, n, e), true, fieldTop, preset) : w,
      kindNS: 'result',
      kindEW: 'result',
      form: entries[i].form ?? '',
    };
  }
  const groups: BoardGroup[] =
    n > 0
      ? [
          { form: form0 ?? '', direction: 'NS', results: n, treatment: fDisplay ? 'neuberg' : 'as-scored' },
          { form: form0 ?? '', direction: 'EW', results: n, treatment: fDisplay ? 'neuberg' : 'as-scored' },
        ]
      : [];
  return { board, top, entries: out, expected: e, fieldTop, tables: n, artificial: false, fouled: false, groups };
}

const DIRECTIONS: readonly Direction[] = ['NS', 'EW'];

function sideOf(t: TableSides, d: Direction): SideScore {
  return d === 'NS' ? t.ns : t.ew;
}

/** General path: rulings, weighted and split scores, artificial scores, pending lines, fouled forms. */
function scoreGeneral(entries: TravellerEntry[], board: number, ctx: BoardContext, preset: Preset): MpBoardScore {
  const n = entries.length;
  const sides: TableSides[] = new Array(n);
  let tables = 0;
  let artificial = false;
  for (let i = 0; i < n; i++) {
    const entry = entries[i];
    const where = entryPlace(entry, i);
    sides[i] = tableSides(entry, where, () => tableScoreOf(entry, i, ctx.vulnerability), preset.adjustments);
    const t = sides[i];
    if (t.ns.kind !== 'none' || t.ew.kind !== 'none') tables++;
    if (t.ns.kind === 'artificial' || t.ew.kind === 'artificial') artificial = true;
  }
  const hasScores = (i: number) => sides[i].ns.kind === 'scores' || sides[i].ew.kind === 'scores';
  const groups = formGroups(entries, hasScores);
  const fouled = groups.size > 1;
  const e = ctx.expected ?? tables;
  const fieldTop = e > 1 ? 2 * (e - 1) : 0;

  // The traveller's E: the event's E ('always'); the tables on the board when the board needs factoring
  // under 'artificial-only'; otherwise the board keeps its own top (no factoring).
  let display: number;
  let factorDisplay: boolean;
  if (preset.neuberg.when === 'always') {
    display = e;
    factorDisplay = true;
  } else if (artificial || fouled) {
    display = tables;
    factorDisplay = true;
  } else {
    let a = 0;
    for (let i = 0; i < n; i++) if (sides[i].ns.kind === 'scores') a++;
    display = a;
    factorDisplay = false;
  }
  const top = display > 1 ? 2 * (display - 1) : 0;

  const out: MpScoredEntry[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = { form: entries[i].form ?? '' };
  const groupInfo: BoardGroup[] = [];
  let largestSize = 0;
  for (const idx of groups.values()) largestSize = Math.max(largestSize, idx.length);

  const setSide = (i: number, d: Direction, mp: number, field: number, kind: SideKind, percent = pct(mp, top)) => {
    const o = out[i];
    if (d === 'NS') {
      o.mpNS = mp;
      o.pctNS = percent;
      o.fieldNS = field;
      o.kindNS = kind;
    } else {
      o.mpEW = mp;
      o.pctEW = percent;
      o.fieldEW = field;
      o.kindEW = kind;
    }
  };
  const setPercent = (i: number, d: Direction, percent: number, kind: SideKind) =>
    setSide(i, d, percentOfTop(percent, top), percentOfTop(percent, fieldTop), kind, percent);
  const setArtificial = (i: number, d: Direction, adj: ArtificialAdjustment) => {
    const base = artificialBasePercent(adj, preset.artificial);
    const own = ctx.ownPercent?.(entries[i], d);
    setPercent(i, d, sessionRulePercent(adj.level, base, own, preset.sessionRule), 'artificial');
  };

  for (const [form, idx] of groups) {
    const largest = idx.length === largestSize;
    let groupSplit = false;
    for (const i of idx) if (sides[i].split) groupSplit = true;
    const directions: readonly Direction[] = groupSplit ? DIRECTIONS : ['NS'];
    for (const dir of directions) {
      const members = idx.filter((i) => sideOf(sides[i], dir).kind === 'scores');
      const a = members.length;
      if (a === 0) continue;
      const itemsOf = (i: number) => (sideOf(sides[i], dir) as Extract<SideScore, { kind: 'scores' }>).items;
      const num = new Float64Array(a);
      const den = fieldMatchpoints(members, itemsOf, num, Math.max(e, display));
      const rawTopNum = den * 2 * (a - 1);
      const scale: Scale = { a, display: factorDisplay ? display : a, field: e };
      const treatment: GroupTreatment = fouled
        ? groupTreatment(a, scale.display, largest, preset.fouled.smallGroups)
        : { kind: 'neuberg' };
      const both: readonly Direction[] = groupSplit ? [dir] : DIRECTIONS;
      for (const d of both) {
        groupInfo.push({
          form,
          direction: d,
          results: a,
          treatment:
            treatment.kind === 'small'
              ? 'small-group'
              : treatment.kind === 'single'
                ? 'single'
                : scale.display === a
                  ? 'as-scored'
                  : 'neuberg',
        });
      }
      for (let k = 0; k < a; k++) {
        const i = members[k];
        for (const d of both) {
          const raw = d === 'NS' ? num[k] : rawTopNum - num[k];
          const side = sideOf(sides[i], d) as Extract<SideScore, { kind: 'scores' }>;
          if (treatment.kind === 'small') {
            setPercent(i, d, smallGroupPercent(raw / den, a, treatment.base, treatment.step), 'small-group');
          } else if (treatment.kind === 'single') {
            const rule = treatment.rule;
            if (rule.kind === 'percent') setPercent(i, d, d === 'NS' ? rule.ns : rule.ew, 'single');
            else if (rule.kind === 'artificial') {
              setArtificial(i, d, { kind: 'artificial', level: d === 'NS' ? rule.ns : rule.ew });
            }
          } else {
            const mp =
              scale.display === a ? raw / den : finish(neubergFraction(raw, den, a, scale.display), true, top, preset);
            const field =
              scale.field === a ? raw / den : finish(neubergFraction(raw, den, a, scale.field), true, fieldTop, preset);
            setSide(i, d, mp, field, side.origin);
          }
        }
      }
    }
  }

  for (let i = 0; i < n; i++) {
    for (const d of DIRECTIONS) {
      const s = sideOf(sides[i], d);
      if (s.kind === 'artificial') setArtificial(i, d, s.adjustment);
    }
  }

  return { board, top, entries: out, expected: e, fieldTop, tables, artificial, fouled, groups: groupInfo };
}
