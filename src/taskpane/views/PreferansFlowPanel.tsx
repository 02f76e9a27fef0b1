/**
 * A preferans ruling by the code's own questions (§10–§11): the director's flow with the preferans options of the
 * event's preset, answered on one table of one deal. The answers name the table's seats (a three-handed table has
 * no sides); the engine's decide() gives each seat's award, and Apply writes the seats' ruling cells (A+, A, A-,
 * the table result) or their form (§10Б) with one line in the Rulings log, through applyPreferansTableRuling.
 */
import {
  Badge,
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import {
  DIRECTOR_FLOW,
  decide,
  describeAnswers,
  describeDecision,
  flowOptionsFor,
  lawLabel,
  offeredOptions,
  optionText,
  printLoggedAnswers,
  questionText,
  walk,
  type AnswerValue,
  type FlowDecision,
  type FlowOptions,
  type CellPenalty,
  type FlowStep,
  type Preset,
  type SeatLine,
  withCellPenalties,
} from '../engine';
import { type PreferansEvent, presetOf } from '../services';
import { flowText } from '../flowText';
import { ApplyPanel } from '../components/ApplyPanel';
import { useI18n } from '../i18n';
import { usePane } from '../state';

const useStyles = makeStyles({
  step: {
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '6px 10px 8px 10px',
    margin: 0,
  },
  legend: { padding: '0 4px' },
  seats: { display: 'flex', flexDirection: 'column', gap: '4px' },
});

/** One seat of the picked table: its label, its player and its ruling cell as the protocol now reads. */
export interface TableSeat {
  seat: string;
  player: string;
  ruling: string;
  /** Procedural penalties the cell already holds after its ruling (§11.1В); kept when the ruling changes. */
  penalties?: readonly CellPenalty[];
}

/**
 * What Apply writes for each seat: a new ruling cell, a form and / or an assigned score (§11.2Б2, its score
 * cell), or nothing (the decision is logged).
 */
export interface SeatWrite {
  seat: string;
  ruling?: string;
  form?: string;
  score?: number;
}

/** One result obtained at another table of the deal: each seat's score (a possible result for §11.2Б2). */
export interface TableResult {
  table: string;
  scores: Record<string, number>;
}

/**
 * The results the other tables obtained on the deal, offered as the results possible without the infraction
 * (§11.2Б2): a table counts when each seat of the ruled table has a score there and none an artificial one.
 */
export function otherTableResults(
  lines: readonly SeatLine[],
  deal: string,
  table: string,
  seats: readonly string[],
): TableResult[] {
  const by = new Map<string, Record<string, number>>();
  const bad = new Set<string>();
  for (const l of lines) {
    const tb = String(l.table ?? '');
    if (String(l.deal) !== deal || tb === table || !seats.includes(l.seat)) continue;
    if (l.score === undefined || (l.outcome && l.outcome.kind !== 'result')) bad.add(tb);
    else by.set(tb, { ...(by.get(tb) ?? {}), [l.seat]: l.score });
  }
  return [...by]
    .filter(([tb, rec]) => !bad.has(tb) && seats.every((x) => rec[x] !== undefined))
    .map(([tb, scores]) => ({ table: tb, scores }));
}

/** The seatScores answer from the results ticked and a result typed seat by seat (one result: a plain score). */
export function possibleResultsAnswer(
  picked: readonly Record<string, number>[],
  typed: Readonly<Record<string, string | number>>,
  seats: readonly string[],
): AnswerValue | undefined {
  const own = seats.every((x) => typed[x] !== undefined && typed[x] !== '') ? [typed as Record<string, number>] : [];
  const all = [...picked, ...own];
  if (all.length === 0) return Object.keys(typed).length ? (typed as Record<string, number>) : undefined;
  return all.length === 1 ? all[0] : all;
}

const LEVEL_TEXT = { plus: 'A+', average: 'A', minus: 'A-' } as const;

/** The flow options of a preferans event under its preset (the preset's own fields decide; see flowOptionsFor). */
export function preferansFlowOptions(preset: Preset): FlowOptions {
  return flowOptionsFor(preset, { kind: 'preferans', form: 'mp' });
}

/**
 * The cells a complete decision writes on the table's seats: an artificial award as A+, A or A-; a seat whose
 * own result stands as an empty ruling cell; an assigned score (§11.2Б2) in the seat's score cell with an empty
 * ruling cell; a form group (§10Б, §11.4Б1а) as every seat's form. A procedural penalty (§11.1В) follows the
 * seat's ruling in its cell ("A+ PP 25%"), and a penalty the cell held stays. A decision that changes nothing is
 * logged with the seats as they are.
 */
export function seatWrites(d: FlowDecision, seats: readonly TableSeat[]): { seats: SeatWrite[] } {
  let out: SeatWrite[];
  if (d.seats?.length) {
    out = d.seats.map((a) =>
      a.kind === 'assigned'
        ? { seat: a.seat, ruling: '', score: a.score }
        : { seat: a.seat, ruling: a.kind === 'artificial' ? LEVEL_TEXT[a.level] : '' },
    );
  } else if (d.statusChange?.form !== undefined) {
    const form = d.statusChange.form;
    out = seats.map((x) => ({ seat: x.seat, form }));
  } else out = seats.map((x) => ({ seat: x.seat }));
  const added = d.seatPenalties ?? [];
  return {
    seats: out.map((w) => {
      const seat = seats.find((x) => x.seat === w.seat);
      const mine = added
        .filter((p) => p.seat === w.seat && (p.unit === 'pctTop' || p.unit === 'mp'))
        .map((p) => ({ amount: p.amount, unit: p.unit as CellPenalty['unit'] }));
      if (w.ruling === undefined && mine.length === 0) return w;
      const kept = seat?.penalties ?? [];
      return { ...w, ruling: withCellPenalties(w.ruling ?? seat?.ruling ?? '', [...kept, ...mine]) };
    }),
  };
}

/** The text a seat answer holds for a set of seats ("1, 3"), in the table's order. */
export function seatsAnswer(selected: readonly string[], seats: readonly TableSeat[]): string {
  return seats
    .map((x) => x.seat)
    .filter((x) => selected.includes(x))
    .join(', ');
}

function seatSet(value: AnswerValue | undefined): string[] {
  return typeof value === 'string'
    ? value
        .split(/[,;]/)
        .map((x) => x.trim())
        .filter((x) => x !== '')
    : [];
}

export function PreferansFlowPanel({
  pref,
  deal,
  table,
  seats,
  director,
  onDirector,
}: {
  pref: PreferansEvent;
  deal: string;
  table: string;
  seats: readonly TableSeat[];
  director: string;
  onDirector: (name: string) => void;
}) {
  const { t, lang } = useI18n();
  const s = useStyles();
  const pane = usePane();
  const [answers, setAnswers] = useState<Record<string, AnswerValue | undefined>>({});
  const [note, setNote] = useState('');
  const options = useMemo(() => preferansFlowOptions(presetOf(pref.settings)), [pref.settings]);
  const ctx = useMemo(() => ({ seats: seats.map((x) => x.seat) }), [seats]);
  const given = useMemo(() => ({ attention: 'player', penalty: 'no', ...answers }), [answers]);
  const w = walk(DIRECTOR_FLOW, given, options);
  const decision = decide(given, options, ctx);
  const writes = decision.complete ? seatWrites(decision, seats) : undefined;

  const set = (id: string, v: AnswerValue | undefined) => setAnswers((a) => ({ ...a, [id]: v }));
  // §11.2Б2: the other tables' results ticked as possible, and a result typed seat by seat.
  const others = useMemo(
    () =>
      otherTableResults(
        pref.read.lines,
        deal,
        table,
        seats.map((x) => x.seat),
      ),
    [pref.read.lines, deal, table, seats],
  );
  const [picked, setPicked] = useState<string[]>([]);
  const [typed, setTyped] = useState<Record<string, string | number>>({});
  const setPossible = (id: string, tables: string[], own: Record<string, string | number>) => {
    setPicked(tables);
    setTyped(own);
    const ticked = others.filter((o) => tables.includes(o.table)).map((o) => o.scores);
    set(
      id,
      possibleResultsAnswer(
        ticked,
        own,
        seats.map((x) => x.seat),
      ),
    );
  };

  const missing: string[] = [];
  for (const m of decision.missing) {
    if (m.startsWith('problem:')) continue;
    const step = DIRECTOR_FLOW.steps[m];
    missing.push(step ? flowText(lang, questionText(step, options)) : m);
  }
  for (const p of decision.problems) missing.push(flowText(lang, `p.${p.id}`, p.params));
  if (!director.trim()) missing.push(t('prefMissingDirector'));
  const canApply = missing.length === 0 && !pane.busy && !!writes;

  const apply = async () => {
    if (!canApply || !writes) return;
    const ruling = describeDecision(decision, lang);
    const qa = describeAnswers(given, options, lang, ctx)
      .map((q) => `${q.question} ${q.answer}.`)
      .join(' ');
    await pane.work(t('apply'), async () => {
      const out = await pane.services.applyPreferansTableRuling({ deal, table }, writes.seats, {
        director: director.trim(),
        laws: decision.laws,
        answers: qa,
        ruling,
        flow: printLoggedAnswers(given),
        note: note.trim(),
        language: lang,
      });
      pane.setStatus({
        intent: 'success',
        text: t('prefAppliedTable', { id: out.logId, deal, table, n: out.seats.length }),
        syncs: out.syncs,
      });
      setAnswers({});
      setPicked([]);
      setTyped({});
      setNote('');
      await pane.reload();
    });
  };

  const renderStep = (id: string, n: number) => {
    const step: FlowStep = DIRECTOR_FLOW.steps[id];
    const law = lawLabel(step, options);
    const legendId = `pref-step-${id}-legend`;
    const value = given[id as keyof typeof given] as AnswerValue | undefined;
    let input: JSX.Element;
    if (step.input === 'choice') {
      const offered = offeredOptions(step, options, w.answers, w.path.slice(0, n));
      input = (
        <RadioGroup
          value={typeof value === 'string' ? value : ''}
          onChange={(_, d) => set(id, d.value)}
          aria-labelledby={legendId}
        >
          {offered.map((o) => {
            const ol = lawLabel(o, options);
            return (
              <Radio
                key={`${o.id}-${ol ?? ''}`}
                value={o.id}
                label={`${flowText(lang, optionText(step, o, options))}${ol && ol !== law ? ` (${ol})` : ''}`}
              />
            );
          })}
        </RadioGroup>
      );
    } else if (step.input === 'seats') {
      const chosen = seatSet(value);
      input = (
        <div className={s.seats}>
          {seats.map((x) => (
            <Checkbox
              key={x.seat}
              checked={chosen.includes(x.seat)}
              label={`${x.seat} · ${x.player}`}
              data-testid={`pref-step-${id}-${x.seat}`}
              onChange={(_, d) => {
                const next = d.checked ? [...chosen, x.seat] : chosen.filter((c) => c !== x.seat);
                set(id, next.length ? seatsAnswer(next, seats) : undefined);
              }}
            />
          ))}
        </div>
      );
    } else if (step.input === 'seat') {
      input = (
        <Select
          aria-labelledby={legendId}
          value={typeof value === 'string' ? value : ''}
          data-testid={`pref-step-${id}-input`}
          onChange={(_, d) => set(id, d.value || undefined)}
        >
          <option value="">–</option>
          {seats.map((x) => (
            <option key={x.seat} value={x.seat}>{`${x.seat} · ${x.player}`}</option>
          ))}
        </Select>
      );
    } else if (step.input === 'seatScores') {
      input = (
        <div className={s.seats}>
          {others.length > 0 && <Text>{t('prefPossibleResults')}</Text>}
          {others.map((o) => (
            <Checkbox
              key={o.table}
              checked={picked.includes(o.table)}
              data-testid={`pref-step-${id}-table-${o.table}`}
              label={t('prefPossibleTable', {
                table: o.table,
                scores: seats.map((x) => `${x.seat} · ${o.scores[x.seat]}`).join(', '),
              })}
              onChange={(_, d) =>
                setPossible(id, d.checked ? [...picked, o.table] : picked.filter((x) => x !== o.table), typed)
              }
            />
          ))}
          <Text>{t('prefOtherResult')}</Text>
          {seats.map((x) => (
            <Field key={x.seat} label={`${x.seat} · ${x.player}`}>
              <Input
                inputMode="decimal"
                value={typed[x.seat] === undefined ? '' : String(typed[x.seat])}
                data-testid={`pref-step-${id}-${x.seat}`}
                onChange={(_, d) => {
                  const v = Number(d.value.replace(',', '.'));
                  const next = { ...typed };
                  if (d.value.trim() === '') delete next[x.seat];
                  else next[x.seat] = Number.isFinite(v) ? v : d.value;
                  setPossible(id, picked, next);
                }}
              />
            </Field>
          ))}
        </div>
      );
    } else if (step.input === 'seatResponsibility') {
      const rec = (value && typeof value === 'object' ? value : {}) as Record<string, string | number>;
      const put = (seat: string, v: string | number | undefined) => {
        const next: Record<string, string | number> = { ...rec };
        if (v === undefined || v === '') delete next[seat];
        else next[seat] = v;
        set(id, Object.keys(next).length ? (next as AnswerValue) : undefined);
      };
      input = (
        <div className={s.seats}>
          {seats.map((x) => (
            <Field key={x.seat} label={`${x.seat} · ${x.player}`}>
              <Select
                value={typeof rec[x.seat] === 'string' ? String(rec[x.seat]) : ''}
                data-testid={`pref-step-${id}-${x.seat}`}
                onChange={(_, d) => put(x.seat, d.value || undefined)}
              >
                <option value="">–</option>
                {(['none', 'partly', 'directly'] as const).map((r) => (
                  <option key={r} value={r}>
                    {flowText(lang, `a.resp.${r}`)}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </div>
      );
    } else {
      const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      input = (
        <Input
          aria-labelledby={legendId}
          value={text}
          inputMode={step.input === 'number' ? 'decimal' : undefined}
          data-testid={`pref-step-${id}-input`}
          onChange={(_, d) => {
            if (step.input === 'number') {
              const v = Number(d.value.replace(',', '.'));
              set(id, d.value.trim() === '' ? undefined : Number.isFinite(v) ? v : d.value);
            } else set(id, d.value === '' ? undefined : d.value);
          }}
        />
      );
    }
    return (
      <fieldset key={id} className={s.step} data-testid={`pref-step-${id}`}>
        <legend className={s.legend} id={legendId}>
          <Text weight="semibold">
            {n + 1}. {flowText(lang, questionText(step, options))}
          </Text>{' '}
          {law && (
            <Badge appearance="outline" color="informative">
              {flowText(lang, 'i.lawPref', { law })}
            </Badge>
          )}
        </legend>
        {input}
      </fieldset>
    );
  };

  return (
    <>
      <section aria-label={t('answersTitle')} data-testid="pref-flow">
        {w.path.map((id, n) => renderStep(id, n))}
      </section>
      {decision.complete && (
        <Text data-testid="pref-flow-decision" block>
          {describeDecision(decision, lang)}
        </Text>
      )}
      <ApplyPanel
        director={director}
        onDirector={onDirector}
        note={note}
        onNote={setNote}
        missing={missing}
        canApply={canApply}
        onApply={() => void apply()}
        {...(Object.keys(answers).length
          ? {
              onCancel: () => {
                setAnswers({});
                setPicked([]);
                setTyped({});
              },
            }
          : {})}
        testId="pref"
      />
    </>
  );
}
