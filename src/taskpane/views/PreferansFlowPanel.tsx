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
  type FlowStep,
  type Preset,
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
}

/** What Apply writes for each seat: a new ruling cell and / or a form, or nothing (the decision is logged). */
export interface SeatWrite {
  seat: string;
  ruling?: string;
  form?: string;
}

const LEVEL_TEXT = { plus: 'A+', average: 'A', minus: 'A-' } as const;

/** The flow options of a preferans event under its preset (the preset's own fields decide; see flowOptionsFor). */
export function preferansFlowOptions(preset: Preset): FlowOptions {
  return flowOptionsFor(preset, { kind: 'preferans', form: 'mp' });
}

/**
 * The cells a complete decision writes on the table's seats: an artificial award as A+, A or A-; a seat whose
 * own result stands as an empty ruling cell; a form group (§10Б, §11.4Б1а) as every seat's form. A decision that
 * changes nothing is logged with the seats as they are. `assigned`: the decision gives scores per seat (§11.2Б2),
 * which go in the score cells, not in a ruling cell.
 */
export function seatWrites(d: FlowDecision, seats: readonly TableSeat[]): { seats: SeatWrite[]; assigned: boolean } {
  if (d.seats?.length) {
    if (d.seats.some((a) => a.kind === 'assigned')) return { seats: [], assigned: true };
    return {
      seats: d.seats.map((a) => ({
        seat: a.seat,
        ruling: a.kind === 'artificial' ? LEVEL_TEXT[a.level] : '',
      })),
      assigned: false,
    };
  }
  if (d.statusChange?.form !== undefined) {
    const form = d.statusChange.form;
    return { seats: seats.map((x) => ({ seat: x.seat, form })), assigned: false };
  }
  return { seats: seats.map((x) => ({ seat: x.seat })), assigned: false };
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

  const missing: string[] = [];
  for (const m of decision.missing) {
    if (m.startsWith('problem:')) continue;
    const step = DIRECTOR_FLOW.steps[m];
    missing.push(step ? flowText(lang, questionText(step, options)) : m);
  }
  for (const p of decision.problems) missing.push(flowText(lang, `p.${p.id}`, p.params));
  if (writes?.assigned) missing.push(t('prefFlowAssigned'));
  if (!director.trim()) missing.push(t('prefMissingDirector'));
  const canApply = missing.length === 0 && !pane.busy && !!writes;

  const apply = async () => {
    if (!canApply || !writes) return;
    const ruling = describeDecision(decision, lang);
    const qa = describeAnswers(given, options, lang, ctx)
      .map((q) => `${q.question} ${q.answer}.`)
      .join(' ');
    const penalty = decision.seatPenalties?.length ? ` ${t('prefFlowPenalty')}` : '';
    await pane.work(t('apply'), async () => {
      const out = await pane.services.applyPreferansTableRuling({ deal, table }, writes.seats, {
        director: director.trim(),
        laws: decision.laws,
        answers: qa,
        ruling: ruling + penalty,
        flow: printLoggedAnswers(given),
        note: note.trim(),
      });
      pane.setStatus({
        intent: 'success',
        text: t('prefAppliedTable', { id: out.logId, deal, table, n: out.seats.length }),
        syncs: out.syncs,
      });
      setAnswers({});
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
    } else if (step.input === 'seatResponsibility' || step.input === 'seatScores') {
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
              {step.input === 'seatResponsibility' ? (
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
              ) : (
                <Input
                  inputMode="decimal"
                  value={rec[x.seat] === undefined ? '' : String(rec[x.seat])}
                  data-testid={`pref-step-${id}-${x.seat}`}
                  onChange={(_, d) => {
                    const v = Number(d.value.replace(',', '.'));
                    put(x.seat, d.value.trim() === '' ? undefined : Number.isFinite(v) ? v : d.value);
                  }}
                />
              )}
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
        {...(Object.keys(answers).length ? { onCancel: () => setAnswers({}) } : {})}
        testId="pref"
      />
    </>
  );
}
