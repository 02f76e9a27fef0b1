/**
 * The ruling wizard. The director picks the board and table (or the selected traveller row) and answers the
 * questions of the engine's flow in order, the law number beside each; the engine decides, the pane shows both
 * sides' scores before and after with the board's frequency chart, and applies the decision with one line in
 * the Rulings log. Any complete decision can be applied: a ruling, a change of the line's status (not played,
 * cancelled, a form group of a fouled board) or a procedural penalty alone, each written in the ruling cell as
 * a line mark. Undo and edit work from the log.
 */
import {
  Badge,
  Button,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import type {
  AnswerValue,
  FigureKind,
  FlowDecision,
  FlowStep,
  Preset,
  ResultPartsAnswer,
  TravellerEntry,
} from '../engine';
import {
  DIRECTOR_FLOW,
  decide,
  describeAnswers,
  describeDecision,
  lawLabel,
  offeredOptions,
  optionText,
  parseResult,
  printPlayed,
  weightPercent,
  questionText,
  SIDE_SEATS,
  walk,
} from '../engine';
import type { RulingLogLine, SideScores, TravellerTarget } from '../services';
import { isImportLine, lineTarget } from '../services';
import { boardFrequency } from '../services';
import { presetOf } from '../services';
import { FrequencyChart } from '../components/FrequencyChart';
import { DoubleDummyPanel, useBoardDoubleDummy } from '../components/DoubleDummyPanel';
import { type Part, WeightedEditor } from '../components/WeightedEditor';
import {
  currentMarkText,
  filledAnswers,
  loggedAnswers,
  logLineText,
  recordFields,
  type SessionRuleChange,
  decisionText,
  eventWithMark,
  flowOptionsFor,
  flowText,
  markPenaltiesText,
  previewMark,
  type MarkPreview,
} from '../flow';
import { ApplyPanel } from '../components/ApplyPanel';
import { RulingLog } from '../components/RulingLog';
import { useI18n, type Language } from '../i18n';
import { figureText, numberText, printPreset } from '../figures';
import { errorText, usePane } from '../state';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '8px' },
  row: { display: 'flex', gap: '8px', alignItems: 'flex-end', '& > *': { flex: 1, minWidth: 0 } },
  step: {
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '6px 10px 8px 10px',
    margin: 0,
  },
  // A floated legend sits inside the frame (not on its border), so long questions wrap cleanly.
  legend: {
    float: 'left',
    width: '100%',
    display: 'flex',
    justifyContent: 'space-between',
    gap: '6px',
    alignItems: 'flex-start',
    padding: 0,
    marginBottom: '4px',
    '& + *': { clear: 'both' },
  },
  badge: { flexShrink: 0, whiteSpace: 'nowrap' },
  preview: { width: '100%', borderCollapse: 'collapse', '& td, & th': { padding: '2px 4px', textAlign: 'right' } },
});

type Answers = Record<string, AnswerValue | undefined>;

/** The preview's figures: the event's preset prints them, in the pane's language ('–' for a missing one). */
function usePreviewFigures(): (x: number | undefined, kind: FigureKind) => string {
  const { lang } = useI18n();
  const preset = printPreset(usePane().event?.settings);
  return (x, kind) => figureText(preset, kind, x, lang, '–');
}

/** What the line and its contestants' totals become besides the board's figures: status, form, penalties. */
/**
 * "own session 61.11 % > 60 %, Law 12C2(c)": what Law 12C2(c) did to an artificial score. In an individual the
 * side is followed by the player's name ("NS p1: own session 63.4 % > 60 %"), one line a player.
 */
export function sessionRuleText(
  c: SessionRuleChange,
  t: ReturnType<typeof useI18n>['t'],
  lang: Language,
  preset: Preset,
): string {
  return t(c.imps ? 'sessionRuleImps' : 'sessionRulePct', {
    own: figureText(preset, c.imps ? 'imp' : 'percent', c.own, lang, '–'),
    op: c.level === 'plus' ? '>' : '<',
    limit: numberText(c.limit, lang, 2, { trim: true, empty: '–' }),
    side:
      c.player === undefined
        ? t(c.side === 'NS' ? 'sideNS' : 'sideEW')
        : `${t(c.side === 'NS' ? 'sideNS' : 'sideEW')} ${c.player}`,
  });
}

function PreviewEffect({ preview, formLaw }: { preview: MarkPreview; formLaw: string }) {
  const { t, lang } = useI18n();
  const fig = usePreviewFigures();
  const preset = printPreset(usePane().event?.settings);
  const { mark } = preview;
  const lines: string[] = [];
  if (mark.status === 'notPlayed') lines.push(t('previewNotPlayed'));
  if (mark.status === 'cancelled') lines.push(t('previewCancelled'));
  if (mark.form !== undefined) lines.push(t('previewForm', { form: mark.form, law: formLaw }));
  const penalties = markPenaltiesText(mark);
  if (penalties) lines.push(t('previewPenalty', { penalty: penalties }));
  const total = (x: MarkPreview['totals'][number]['before']) =>
    !x
      ? '–'
      : x.percent !== undefined
        ? `${fig(x.total, 'total')} (${fig(x.percent, 'percent')} %)`
        : fig(x.total, 'total');
  for (const c of preview.totals) {
    const before = total(c.before);
    const after = total(c.after);
    if (before !== after) lines.push(t('previewTotal', { who: c.id, before, after }));
  }
  if (lines.length === 0 && preview.sessionRule.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="ruling-preview-effect">
      {lines.map((l, i) => (
        <li key={i}>
          <Text size={200}>{l}</Text>
        </li>
      ))}
      {preview.sessionRule.map((c) => (
        <li key={`${c.side} ${c.player ?? ''}`} data-testid="ruling-session-rule">
          <Text size={200}>{sessionRuleText(c, t, lang, preset)}</Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * A side's cell of the preview: its figure, or in an individual whose side's players Law 12C2(c) parted both
 * players' figures in the order the side names them ("87.50 / 60.00"), as the Travellers cell holds them.
 */
export function previewCell(
  x: SideScores,
  side: 'NS' | 'EW',
  key: 'pct' | 'mp' | 'imp',
  kind: FigureKind,
  fig: (x: number | undefined, kind: FigureKind) => string,
): string {
  const value = x[`${key}${side}`];
  const seats = SIDE_SEATS[side];
  if (!x.seats || !seats.some((p) => x.seats?.[p])) return fig(value, kind);
  return seats.map((p) => fig(x.seats?.[p]?.[key] ?? value, kind)).join(' / ');
}

function PreviewTable({ before, after }: { before: SideScores; after: SideScores }) {
  const { t } = useI18n();
  const fig = usePreviewFigures();
  const s = useStyles();
  const imps = after.impNS !== undefined || before.impNS !== undefined;
  const cell = (x: SideScores, side: 'NS' | 'EW', key: 'pct' | 'mp' | 'imp', kind: FigureKind) =>
    previewCell(x, side, key, kind, fig);
  const row = (label: string, x: SideScores) => (
    <tr>
      <th scope="row" style={{ textAlign: 'left' }}>
        {label}
      </th>
      <td>{imps ? cell(x, 'NS', 'imp', 'imp') : cell(x, 'NS', 'pct', 'boardPercent')}</td>
      <td>{imps ? cell(x, 'EW', 'imp', 'imp') : cell(x, 'EW', 'pct', 'boardPercent')}</td>
      {!imps && <td>{cell(x, 'NS', 'mp', 'boardMp')}</td>}
      {!imps && <td>{cell(x, 'EW', 'mp', 'boardMp')}</td>}
    </tr>
  );
  return (
    <table className={s.preview} data-testid="ruling-preview">
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>{t('previewTitle')}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{t(imps ? 'previewImpNS' : 'previewPctNS')}</th>
          <th scope="col">{t(imps ? 'previewImpEW' : 'previewPctEW')}</th>
          {!imps && <th scope="col">{t('previewMpNS')}</th>}
          {!imps && <th scope="col">{t('previewMpEW')}</th>}
        </tr>
      </thead>
      <tbody>
        {row(t('previewNow'), before)}
        {row(t('previewAfter'), after)}
      </tbody>
    </table>
  );
}

export function RulingView() {
  const { t, lang } = useI18n();
  const s = useStyles();
  const pane = usePane();
  const ev = pane.event;
  const [board, setBoard] = useState<number>();
  /** Index in event.entries of the line ruled on. */
  const [lineIndex, setLineIndex] = useState<number>();
  const [answers, setAnswers] = useState<Answers>({});
  const [parts, setParts] = useState<Record<string, Part[]>>({});
  const [director, setDirector] = useState(ev?.settings.director ?? '');
  const [note, setNote] = useState('');
  const [editing, setEditing] = useState<RulingLogLine>();
  /** The procedure questions (Laws 9–11) shown one by one instead of as one line of usual answers. */
  const [procedureOpen, setProcedureOpen] = useState(false);
  const [fouledLine, setFouledLine] = useState('');
  const [fouledError, setFouledError] = useState<string>();
  const [selectionMessage, setSelectionMessage] = useState<string>();

  const log: RulingLogLine[] = ev?.log ?? [];
  useEffect(() => {
    if (ev?.settings.director && !director) setDirector(ev.settings.director);
  }, [ev, director]);

  // A click on a traveller row in the sheet picks that line (the director need not use the lists).
  const rowsRef = useRef<{ rows: number[]; boards: number[] }>({ rows: [], boards: [] });
  rowsRef.current = { rows: ev?.entryRows ?? [], boards: ev?.event.entries.map((e) => e.board) ?? [] };
  const hasEvent = !!ev;
  useEffect(() => {
    if (!hasEvent) return undefined;
    let stop: (() => Promise<void>) | undefined;
    let live = true;
    pane.services
      .onTravellerSelection((row) => {
        const i = rowsRef.current.rows.indexOf(row);
        if (!live || i < 0) return;
        setBoard(rowsRef.current.boards[i]);
        setLineIndex(i);
      })
      .then((s) => {
        if (live) stop = s;
        else void s().catch(() => undefined);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      void stop?.().catch(() => undefined);
    };
  }, [hasEvent, pane.services]);

  const boards = useMemo(() => [...new Set(ev?.event.entries.map((e) => e.board) ?? [])].sort((a, b) => a - b), [ev]);
  /** The lines of the chosen board: by table number, or by the two sides when there are no table numbers. */
  const lines = useMemo(
    () =>
      (ev?.event.entries ?? [])
        .map((e, i) => ({ e, i }))
        .filter(({ e }) => e.board === board)
        .sort((a, b) => (a.e.table ?? 0) - (b.e.table ?? 0) || (a.e.ns ?? '').localeCompare(b.e.ns ?? '')),
    [ev, board],
  );
  const lineLabel = (e: TravellerEntry) =>
    [e.table !== undefined ? `${t('pickTable')} ${e.table}` : '', e.ns || e.ew ? `${e.ns ?? '?'} – ${e.ew ?? '?'}` : '']
      .filter(Boolean)
      .join(' · ');
  const entryIndex = ev && lineIndex !== undefined && ev.event.entries[lineIndex]?.board === board ? lineIndex : -1;
  const entry = entryIndex >= 0 ? ev?.event.entries[entryIndex] : undefined;
  const table = entry?.table;
  const target: TravellerTarget | undefined = !entry
    ? undefined
    : entry.table !== undefined
      ? { board: entry.board, table: entry.table }
      : { board: entry.board, ns: entry.ns ?? '', ew: entry.ew ?? '' };

  const preset = useMemo(() => {
    try {
      return ev ? presetOf(ev.settings) : undefined;
    } catch {
      return undefined;
    }
  }, [ev]);
  const options = useMemo(() => (ev && preset ? flowOptionsFor(ev.settings, preset) : undefined), [ev, preset]);

  // The director's answers with the usual ones filled in (procedure, no penalty, no serious error).
  const filled = useMemo(() => (options ? filledAnswers(answers, options) : {}), [answers, options]);
  const w = useMemo(() => (options ? walk(DIRECTOR_FLOW, filled, options) : undefined), [filled, options]);
  const decision: FlowDecision | undefined = useMemo(() => {
    if (!options) return undefined;
    try {
      return decide(filled, options, { board, players: entry?.players });
    } catch (err) {
      return {
        complete: false,
        missing: [],
        problems: [{ id: 'invalid', detail: errorText(err) }],
        path: [],
        laws: [],
        notes: [],
      };
    }
  }, [filled, options, board, entry]);

  // What the decision writes in the ruling cell: its ruling, or its change of status, penalties and laws.
  const notation = useMemo(() => {
    if (!decision?.complete) return undefined;
    try {
      return decisionText(decision);
    } catch (err) {
      return { error: errorText(err) };
    }
  }, [decision]);

  const currentText = currentMarkText(entry);
  const preview = useMemo(() => {
    if (!ev || entryIndex < 0 || typeof notation !== 'string' || notation === '') return undefined;
    try {
      return previewMark(ev, entryIndex, notation, currentText);
    } catch (err) {
      return { error: errorText(err) };
    }
  }, [ev, entryIndex, notation, currentText]);

  const chartEvent = useMemo(() => {
    if (!ev || entryIndex < 0) return undefined;
    if (typeof notation === 'string' && notation !== '') {
      try {
        return eventWithMark(ev.event, entryIndex, notation).event;
      } catch {
        return ev.event;
      }
    }
    return ev.event;
  }, [ev, entryIndex, notation]);

  // What stops the ruling from being applied, in the director's words.
  const missing: string[] = [];
  if (entryIndex < 0) missing.push(t('missingBoard'));
  if (decision) {
    for (const m of decision.missing) {
      if (m.startsWith('problem:')) continue;
      const step = DIRECTOR_FLOW.steps[m];
      missing.push(step && options ? flowText(lang, questionText(step, options)) : m);
    }
    for (const p of decision.problems) {
      missing.push(p.detail && p.id === 'invalid' ? p.detail : flowText(lang, `p.${p.id}`, p.params));
    }
    // A complete decision that changes nothing on the line has nothing to write.
    if (decision.complete && notation === '') missing.push(flowText(lang, `o.${decision.outcome ?? 'scoreStands'}`));
  }
  if (notation && typeof notation !== 'string') missing.push(notation.error);
  if (preview && 'error' in preview) missing.push(preview.error);
  const canApply = missing.length === 0 && typeof notation === 'string' && notation !== '' && !pane.busy;

  const setAnswer = (id: string, value: AnswerValue | undefined) => setAnswers((a) => ({ ...a, [id]: value }));

  const setPartsFor = (step: FlowStep, next: Part[]) => {
    setParts((p) => ({ ...p, [step.id]: next }));
    const ready = next.filter((x) => x.result.trim() !== '');
    if (ready.length === 0) setAnswer(step.id, undefined);
    else if (step.input === 'weighted') {
      setAnswer(
        step.id,
        next.map((x) => ({ weight: (Number.isFinite(x.weight) ? x.weight : 0) / 100, result: x.result.trim() })),
      );
    } else {
      setAnswer(
        step.id,
        next.map((x) => ({ likelihood: x.likelihood ?? 'likely', result: x.result.trim() })),
      );
    }
  };

  const resultError = (text: string): string | undefined => {
    if (!text.trim()) return undefined;
    try {
      parseResult(text, { board });
      return undefined;
    } catch (err) {
      return errorText(err);
    }
  };

  const useSelection = async () => {
    setSelectionMessage(undefined);
    const row = await pane.work(t('working'), () => pane.services.selectedTravellerRow());
    const i = row === undefined || !ev ? -1 : ev.entryRows.indexOf(row);
    const e = i >= 0 ? ev?.event.entries[i] : undefined;
    if (!e) {
      setSelectionMessage(t('selectionNone'));
      return;
    }
    setBoard(e.board);
    setLineIndex(i);
  };

  const reset = () => {
    setAnswers({});
    setParts({});
    setNote('');
    setEditing(undefined);
    setProcedureOpen(false);
  };

  const apply = async () => {
    if (!canApply || !target || typeof notation !== 'string' || !decision) return;
    const sessionRule =
      preview && !('error' in preview)
        ? preview.sessionRule.map((c) => sessionRuleText(c, t, lang, printPreset(ev?.settings)))
        : [];
    const fields = {
      director: director.trim(),
      laws: decision.laws,
      ...recordFields(decision, filled, options as NonNullable<typeof options>, lang, board, sessionRule),
      note: note.trim(),
    };
    await pane.work(t('apply'), async () => {
      const out = editing
        ? await pane.services.editRuling(editing.id, notation, fields, editing.board)
        : await pane.services.applyRuling(target, notation, fields);
      pane.setStatus({
        intent: 'success',
        text: t('applied', { id: out.logId, board: target.board, table: table ?? lineLabel(entry as TravellerEntry) }),
        syncs: out.syncs,
      });
      reset();
      await pane.refresh(out);
    });
  };

  const undo = async (line: RulingLogLine) => {
    await pane.work(t('undo'), async () => {
      if (isImportLine(line)) {
        const back = await pane.services.undoImport(line);
        pane.setStatus({
          intent: 'success',
          text: t('importUndone', { id: line.id, archive: back.archive }),
          syncs: back.syncs,
        });
        await pane.reload();
        return;
      }
      const out = await pane.services.undoRuling(line.id, line.board);
      pane.setStatus({ intent: 'success', text: t('undone', { id: line.id }), syncs: out.syncs });
      await pane.refresh(out);
    });
  };

  const startEdit = (line: RulingLogLine) => {
    reset();
    setEditing(line);
    setBoard(line.board);
    const tg = lineTarget(line);
    const i = (ev?.event.entries ?? []).findIndex(
      (e) =>
        e.board === line.board &&
        (tg && 'table' in tg ? e.table === tg.table : tg && 'ns' in tg ? e.ns === tg.ns && e.ew === tg.ew : false),
    );
    setLineIndex(i >= 0 ? i : undefined);
    // The logged answers and note, as the wizard had them (an older log line through its usual answers).
    const given = loggedAnswers(line);
    setAnswers(given);
    const ps: Record<string, Part[]> = {};
    for (const [id, v] of Object.entries(given)) {
      if (!Array.isArray(v)) continue;
      ps[id] = (v as ResultPartsAnswer).map((p) =>
        'weight' in p
          ? {
              weight: weightPercent(p.weight * 100),
              result: typeof p.result === 'string' ? p.result : `NS ${p.result.ns}`,
            }
          : {
              weight: 100,
              likelihood: p.likelihood,
              result: typeof p.result === 'string' ? p.result : `NS ${p.result.ns}`,
            },
      );
    }
    setParts(ps);
    setNote(line.note.replace(/\s*\(replaces #\d+\)\s*$/, ''));
  };

  /** Law 87 in one action: "tables 1, 4 played form B" writes FORM B into each of those tables' lines. */
  const applyFouled = async () => {
    if (!ev || !options || board === undefined) return;
    const tokens = fouledLine.match(/[\p{L}\p{N}]+/gu) ?? [];
    const form = tokens[tokens.length - 1];
    const tables = tokens
      .slice(0, -1)
      .filter((x) => /^\d+$/.test(x))
      .map(Number);
    if (!form || tables.length === 0) {
      setFouledError(t('fouledBad'));
      return;
    }
    const missingTable = tables.find((tb) => !ev.event.entries.some((e) => e.board === board && e.table === tb));
    if (missingTable !== undefined) {
      setFouledError(t('fouledNoTable', { table: missingTable, board }));
      return;
    }
    const given = filledAnswers({ what: 'fouled', formGroup: 'changed', formLabel: form }, options);
    const d = decide(given, options, { board });
    if (!d.complete) {
      setFouledError(d.problems.map((p) => flowText(lang, `p.${p.id}`, p.params)).join('; ') || t('fouledBad'));
      return;
    }
    const text = decisionText(d);
    setFouledError(undefined);
    await pane.work(t('apply'), async () => {
      // One batch for every table: one log line each, two syncs in all.
      const applied = await pane.services.applyRulings(
        tables.map((tb) => ({ board, table: tb })),
        text,
        { director: director.trim(), laws: d.laws, ...recordFields(d, given, options, lang, board), note: '' },
      );
      pane.setStatus({
        intent: 'success',
        text: t('fouledApplied', { board, tables: tables.join(', '), form }),
        syncs: applied.syncs,
      });
      setFouledLine('');
      await pane.refresh(applied);
    });
  };

  const doubleDummy = useBoardDoubleDummy(board);

  if (!ev) {
    return <Text>{pane.loaded ? t('noEvent') : t('working')}</Text>;
  }

  const renderStep = (id: string, n: number) => {
    const step = DIRECTOR_FLOW.steps[id];
    if (!step || !options || !w) return null;
    const law = lawLabel(step, options);
    const question = flowText(lang, questionText(step, options));
    const lawText = law ? flowText(lang, options.preferans ? 'i.lawPref' : 'i.law', { law }) : undefined;
    const stageHeading =
      n === 0 || DIRECTOR_FLOW.steps[w.path[n - 1]]?.stage !== step.stage
        ? flowText(lang, `stage.${step.stage}`)
        : undefined;
    const legendId = `step-${step.id}-legend`;
    const value = filled[step.id];
    let input: JSX.Element;
    if (step.input === 'choice') {
      const offered = offeredOptions(step, options, w.answers, w.path.slice(0, n));
      input = (
        <RadioGroup
          value={typeof value === 'string' ? value : ''}
          onChange={(_, d) => setAnswer(step.id, d.value)}
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
    } else if (step.input === 'weighted' || step.input === 'likely') {
      const ps =
        parts[step.id] ??
        (step.input === 'weighted'
          ? [{ weight: 100, result: '' }]
          : [{ weight: 100, result: '', likelihood: 'likely' as const }]);
      input = (
        <WeightedEditor
          parts={ps}
          labels={{
            likely: flowText(lang, options.preferans ? 'i.likelyPref' : 'i.likely'),
            probable: flowText(lang, options.preferans ? 'i.probablePref' : 'i.probable'),
            improbable: flowText(lang, options.preferans ? 'i.improbablePref' : 'i.improbable'),
          }}
          mode={step.input}
          idBase={`step-${step.id}`}
          board={board}
          errors={ps.map((p) => resultError(p.result))}
          onChange={(next) => setPartsFor(step, next)}
        />
      );
    } else {
      const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      const err = step.input === 'result' ? resultError(text) : undefined;
      input = (
        <Field validationState={err ? 'error' : 'none'} validationMessage={err}>
          <Input
            aria-labelledby={legendId}
            value={text}
            placeholder={step.input === 'result' ? '4S= N' : undefined}
            inputMode={step.input === 'number' ? 'decimal' : undefined}
            data-testid={`step-${step.id}-input`}
            onChange={(_, d) => {
              if (step.input === 'number') {
                const v = Number(d.value.replace(',', '.'));
                setAnswer(step.id, d.value.trim() === '' ? undefined : Number.isFinite(v) ? v : d.value);
              } else setAnswer(step.id, d.value === '' ? undefined : d.value);
            }}
          />
        </Field>
      );
    }
    return (
      <div key={step.id}>
        {stageHeading && (
          <Text as="h3" weight="semibold" size={300} block style={{ margin: '6px 0 4px 0' }}>
            {stageHeading}
          </Text>
        )}
        <fieldset className={s.step} data-testid={`step-${step.id}`}>
          <legend className={s.legend} id={legendId}>
            <Text weight="semibold">
              {n + 1}. {question}
            </Text>
            {lawText && (
              <Badge appearance="outline" color="informative" className={s.badge}>
                {lawText}
              </Badge>
            )}
          </legend>
          {input}
        </fieldset>
      </div>
    );
  };

  const chartPoints = chartEvent && board !== undefined ? boardFrequency(chartEvent, board, entryIndex) : [];

  return (
    <>
      <section className={s.section} aria-labelledby="ruling-title">
        <Text as="h2" id="ruling-title" weight="semibold" size={400}>
          {editing ? t('editing', { id: editing.id }) : t('rulingTitle')}
        </Text>
        <div className={s.row}>
          <Field label={t('pickBoard')}>
            <Select
              value={board === undefined ? '' : String(board)}
              data-testid="ruling-board"
              onChange={(_, d) => {
                setBoard(d.value ? Number(d.value) : undefined);
                setLineIndex(undefined);
              }}
            >
              <option value="">–</option>
              {boards.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('pickLine')}>
            <Select
              value={entryIndex < 0 ? '' : String(entryIndex)}
              data-testid="ruling-table"
              onChange={(_, d) => setLineIndex(d.value ? Number(d.value) : undefined)}
            >
              <option value="">–</option>
              {lines.map(({ e, i }) => (
                <option key={i} value={i}>
                  {lineLabel(e)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div>
          <Button size="small" onClick={() => void useSelection()} disabled={pane.busy}>
            {t('useSelection')}
          </Button>
          {selectionMessage && (
            <Text size={200} role="alert" style={{ display: 'block' }}>
              {selectionMessage}
            </Text>
          )}
        </div>
        {board !== undefined && options && !options.preferans && ev.settings.kind !== 'teams' && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void applyFouled();
            }}
          >
            <Field
              label={t('fouledTitle', { board })}
              hint={t('fouledHint')}
              validationState={fouledError ? 'error' : 'none'}
              validationMessage={fouledError}
            >
              <Input
                value={fouledLine}
                placeholder={t('fouledPlaceholder')}
                data-testid="fouled-line"
                onChange={(_, d) => setFouledLine(d.value)}
                disabled={pane.busy}
              />
            </Field>
          </form>
        )}
        {entry && (
          <Text data-testid="ruling-current">
            {t('currentResult', {
              result:
                [
                  entry.played ? printPlayed(entry.played) : '',
                  entry.scoreNS !== undefined ? `(${entry.scoreNS > 0 ? '+' : ''}${entry.scoreNS})` : '',
                  currentText ? `[${currentText}]` : '',
                ]
                  .filter(Boolean)
                  .join(' ') || t('noResult'),
            })}
            {` · ${lineLabel(entry)}`}
          </Text>
        )}
      </section>

      {entry && w && options && (
        <section className={s.section} aria-label={t('answersTitle')}>
          {(() => {
            // Procedure questions at their usual answer: one line, opened by a click.
            const usual = w.path.filter((id) => {
              const st = DIRECTOR_FLOW.steps[id];
              return st?.stage === 'procedure' && st.usual !== undefined && filled[id] === st.usual;
            });
            const collapsed = !procedureOpen && usual.length > 0 ? new Set(usual) : new Set<string>();
            const summary = collapsed.size
              ? describeAnswers(
                  Object.fromEntries(w.path.filter((id) => collapsed.has(id)).map((id) => [id, filled[id]])),
                  options,
                  lang,
                  { board },
                )
                  .filter((q) => collapsed.has(q.step))
                  .map((q) => `${q.question} ${q.answer}`)
                  .join(' · ')
              : '';
            return (
              <>
                {collapsed.size > 0 && (
                  <Button
                    appearance="secondary"
                    data-testid="procedure-usual"
                    aria-expanded={false}
                    onClick={() => setProcedureOpen(true)}
                    style={{ justifyContent: 'flex-start', textAlign: 'left', fontWeight: 'normal' }}
                  >
                    {/* One line cut with an ellipsis; the whole line is the title (a narrow pane shows little of it). */}
                    <span
                      style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                      title={`${t('procedureUsual', { n: collapsed.size })} ${summary}`}
                    >
                      <strong>{t('procedureUsual', { n: collapsed.size })}</strong> {summary}
                    </span>
                  </Button>
                )}
                {w.path.map((id, n) => (collapsed.has(id) ? null : renderStep(id, n)))}
              </>
            );
          })()}
        </section>
      )}

      {entry && decision?.complete && decision.outcome && (
        <section className={s.section} aria-labelledby="ruling-outcome">
          <Text as="h3" id="ruling-outcome" weight="semibold">
            {t('outcomeTitle')}: {flowText(lang, `o.${decision.outcome}`)}
          </Text>
          {decision.laws.length > 0 && (
            <Text size={200}>{decision.laws.map((l) => t('law', { law: l })).join(', ')}</Text>
          )}
          {decision.notes.length > 0 && (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {decision.notes.map((n) => (
                <li key={n}>
                  <Text size={200}>{flowText(lang, `n.${n}`)}</Text>
                </li>
              ))}
            </ul>
          )}
          {decision && (
            <Text data-testid="ruling-sentence">
              {describeDecision(decision, lang)}
              {preview && !('error' in preview)
                ? preview.sessionRule.map((c) => `; ${sessionRuleText(c, t, lang, printPreset(ev?.settings))}`).join('')
                : ''}
            </Text>
          )}
          {typeof notation === 'string' && (
            <Text size={200}>
              {t('notation')}: <code data-testid="ruling-notation">{notation}</code>
            </Text>
          )}
        </section>
      )}

      {entry && (
        <section className={s.section} aria-label={t('previewTitle')}>
          {preview && !('error' in preview) && <PreviewTable before={preview.before} after={preview.after} />}
          {preview && !('error' in preview) && (
            <PreviewEffect
              preview={preview}
              formLaw={flowText(lang, options?.preferans ? 'i.lawPref' : 'i.law', {
                law: options?.preferans ? '§10B' : '87B',
              })}
            />
          )}
          {board !== undefined && <FrequencyChart board={board} items={chartPoints} />}
          {board !== undefined && (
            <DoubleDummyPanel
              state={doubleDummy}
              board={board}
              results={Object.values(parts).flatMap((ps) => ps.map((x) => x.result))}
            />
          )}
        </section>
      )}

      {entry && (
        <ApplyPanel
          director={director}
          onDirector={setDirector}
          note={note}
          onNote={setNote}
          missing={missing}
          canApply={canApply}
          onApply={() => void apply()}
          {...(editing || Object.keys(answers).length > 0 ? { onCancel: reset } : {})}
          testId="ruling"
        />
      )}

      <RulingLog
        log={log}
        headingId="ruling-log"
        listTestId="ruling-log-list"
        place={(line) =>
          `${t('pickBoard')} ${line.board} · ${typeof line.table === 'number' ? `${t('pickTable')} ${line.table}` : line.table}`
        }
        busy={pane.busy}
        describe={(line) => logLineText(line, options, lang)}
        onUndo={(line) => void undo(line)}
        onEdit={startEdit}
      />
    </>
  );
}
