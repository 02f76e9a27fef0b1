/**
 * The director's ruling on a duplicate-preferans event. By default on a table of a deal, by the code's own
 * questions (§10–§11, PreferansFlowPanel): the engine's flow with answers that name the table's seats, the
 * decision's awards written into the seats' ruling cells or forms with one log line. Two direct entries stay:
 * one seat (deal, table, seat from the protocol lines) given average-plus, average, average-minus (§11.2Б1),
 * another percentage or not played; and a whole table under §11.3В (a hand found after play to have held a wrong
 * number of cards: the players at fault average-minus, the others average-plus unless their result is kept).
 * The seat's figures are shown before and after, computed from the lines already read (no round trip); Apply
 * writes the ruling and one line in the Rulings log; Undo works from the log.
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
import { useEffect, useMemo, useState } from 'react';
import type { FigureKind, Rule113Input, SeatLine } from '../engine';
import { figureText, printPreset } from '../figures';
import {
  type PreferansEvent,
  type ProtocolRead,
  type RulingLogLine,
  preferansRulingText,
  scoreProtocols,
} from '../services';
import type { EventSettings } from '../services';
import { applyRule113, readPreferansRuling } from '../engine';
import { ApplyPanel } from '../components/ApplyPanel';
import { PreferansFlowPanel } from './PreferansFlowPanel';
import { RulingLog } from '../components/RulingLog';
import { type StringKey, type Translate, useI18n } from '../i18n';
import { errorText, usePane } from '../state';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '8px' },
  row: { display: 'flex', gap: '8px', alignItems: 'flex-end', '& > *': { flex: 1, minWidth: 0 } },
  choice: {
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '6px 10px 8px 10px',
    margin: 0,
  },
  legend: { padding: '0 4px', fontWeight: tokens.fontWeightSemibold },
  preview: { width: '100%', borderCollapse: 'collapse', '& td, & th': { padding: '2px 4px', textAlign: 'right' } },
  seats: { width: '100%', borderCollapse: 'collapse', '& td, & th': { padding: '2px 4px', textAlign: 'left' } },
});

// ---------------------------------------------------------------------------------------------------------------
// What the director can give, with the code's sections
// ---------------------------------------------------------------------------------------------------------------

/** What a seat gets: the ruling cell's text (A+, A, A-, A<percent>, NP). */
export type SeatChoice = 'A+' | 'A' | 'A-' | 'pct' | 'NP';

export const SEAT_CHOICES: readonly { id: SeatChoice; text: StringKey; law?: string }[] = [
  { id: 'A+', text: 'prefAvePlus', law: '§11.2Б1' },
  { id: 'A', text: 'prefAverage', law: '§11.2Б1' },
  { id: 'A-', text: 'prefAveMinus', law: '§11.2Б1' },
  // "At least 60 %" for a side in no way at fault: any other percentage the director gives.
  { id: 'pct', text: 'prefPercentChoice', law: '§11.2Б1' },
  // The code has no section for a deal left unplayed: the deal is left out of the player's total.
  { id: 'NP', text: 'prefNotPlayed' },
];

/** What happened at the table, as the engine's §11 decisions name it (preferans-s11.ts): the sections logged. */
export type Occasion = 'noResult' | 'wrongHandBid' | 'sawCards' | 'noConsent' | 'playedBefore';

export const OCCASIONS: readonly { id: Occasion; text: StringKey; laws: readonly string[] }[] = [
  { id: 'noResult', text: 'prefWhyNoResult', laws: ['§11.2Б1'] },
  { id: 'wrongHandBid', text: 'prefWhyWrongHand', laws: ['§11.3', '§11.2Б1'] },
  { id: 'sawCards', text: 'prefWhySawCards', laws: ['§11.3Б2', '§11.2Б1'] },
  { id: 'noConsent', text: 'prefWhyNoConsent', laws: ['§11.3Б1', '§11.2Б1'] },
  { id: 'playedBefore', text: 'prefWhyPlayedBefore', laws: ['§11.6', '§11.2Б1'] },
];

/** The sections of §11.3В on a whole table (the artificial scores it gives are those of §11.2Б1). */
export const RULE_113C_LAWS: readonly string[] = ['§11.3В', '§11.2Б1'];

/** The ruling cell's text of a choice ('' while a percentage is not a number from 0 to 100). */
export function choiceText(choice: SeatChoice | undefined, percent: string): string {
  if (!choice) return '';
  if (choice !== 'pct') return choice;
  const p = percent.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(p)) return '';
  const n = Number(p);
  return n >= 0 && n <= 100 ? `A${p}` : '';
}

/** The sections a seat ruling logs: what happened (§11.2Б1 for the artificial score), none for not played alone. */
export function seatLaws(choice: SeatChoice, occasion: Occasion): string[] {
  const laws = [...(OCCASIONS.find((o) => o.id === occasion)?.laws ?? ['§11.2Б1'])];
  return choice === 'NP' ? laws.filter((l) => l !== '§11.2Б1') : laws;
}

// ---------------------------------------------------------------------------------------------------------------
// Picking a seat from the protocol lines
// ---------------------------------------------------------------------------------------------------------------

const byLabel = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
const tableOf = (l: SeatLine) => String(l.table ?? '');

/** The deals of the protocol lines, in order. */
export function dealChoices(read: ProtocolRead): string[] {
  return [...new Set(read.lines.map((l) => String(l.deal)))].sort(byLabel);
}

/** The tables that played a deal. */
export function tableChoices(read: ProtocolRead, deal: string): string[] {
  return [...new Set(read.lines.filter((l) => String(l.deal) === deal).map(tableOf))].sort(byLabel);
}

/** The seats of a table on a deal, each with its player and its index in read.lines. */
export function seatChoices(read: ProtocolRead, deal: string, table: string) {
  return read.lines
    .map((l, k) => ({ seat: l.seat, player: l.players.join(' & '), k }))
    .filter(({ k }) => String(read.lines[k].deal) === deal && tableOf(read.lines[k]) === table)
    .sort((a, b) => byLabel(a.seat, b.seat));
}

// ---------------------------------------------------------------------------------------------------------------
// Figures before and after, computed in memory
// ---------------------------------------------------------------------------------------------------------------

/** One seat's figures on the printing scale: its line on the deal, and its player's total. */
export interface SeatFigures {
  player: string;
  /** The ruling the line is scored on ('' when its score stands, '?' while it waits). */
  ruling: string;
  score?: number;
  mp?: number;
  pct?: number;
  total?: number;
  percent?: number;
  rank?: string;
}

/** The lines with line k scored on `text` (a ruling as the protocol writes it); throws the reader's message. */
export function withSeatRuling(read: ProtocolRead, k: number, text: string): ProtocolRead {
  const outcome = readPreferansRuling(text, {});
  const line: SeatLine = { ...read.lines[k] };
  if (outcome) line.outcome = outcome;
  else delete line.outcome;
  const lines = read.lines.slice();
  lines[k] = line;
  return { ...read, lines };
}

/** Scores the lines under the event's settings and gives line k's figures; throws when the engine refuses. */
export function seatFigures(read: ProtocolRead, settings: EventSettings, k: number): SeatFigures {
  const { result, error, factor } = scoreProtocols(read, settings);
  if (error) throw new Error(error);
  return figuresOf(read, result, factor, k);
}

function figuresOf(
  read: ProtocolRead,
  result: ReturnType<typeof scoreProtocols>['result'],
  factor: number,
  k: number,
): SeatFigures {
  const line = read.lines[k];
  const player = line.players.join(' & ');
  const scored = result?.lines[k];
  const total = result?.players.find((p) => p.player === line.players[0]);
  return {
    player,
    ruling: preferansRulingText(line.outcome),
    ...(line.score !== undefined ? { score: line.score } : {}),
    ...(scored?.mp !== undefined ? { mp: scored.mp * factor } : {}),
    ...(scored?.percent !== undefined ? { pct: scored.percent } : {}),
    ...(total ? { total: total.mp * factor, rank: total.rankLabel } : {}),
    ...(total?.percent !== undefined ? { percent: total.percent } : {}),
  };
}

export interface SeatPreview {
  /** Index in read.lines. */
  k: number;
  seat: string;
  before: SeatFigures;
  after: SeatFigures;
}

/** A seat ruling's effect on its seat: the figures now and with `text` in its ruling cell. */
export function seatPreview(pref: Pick<PreferansEvent, 'read' | 'settings'>, k: number, text: string): SeatPreview {
  return {
    k,
    seat: pref.read.lines[k].seat,
    before: seatFigures(pref.read, pref.settings, k),
    after: seatFigures(withSeatRuling(pref.read, k, text), pref.settings, k),
  };
}

/** §11.3В on a table: every seat of the table, figures now and after (the engine's applyRule113). */
export function tablePreview(pref: Pick<PreferansEvent, 'read' | 'settings'>, input: Rule113Input): SeatPreview[] {
  const after: ProtocolRead = { ...pref.read, lines: applyRule113(pref.read.lines, input) };
  const now = scoreProtocols(pref.read, pref.settings);
  if (now.error) throw new Error(now.error);
  const then = scoreProtocols(after, pref.settings);
  if (then.error) throw new Error(then.error);
  return seatChoices(pref.read, String(input.deal), String(input.table)).map(({ k, seat }) => ({
    k,
    seat,
    before: figuresOf(pref.read, now.result, now.factor, k),
    after: figuresOf(after, then.result, then.factor, k),
  }));
}

/** A seat's figures as the event's preset prints them, in the pane's language ('–' for a missing one). */
function useSeatFigures(): (x: number | undefined, kind: FigureKind) => string {
  const { lang } = useI18n();
  const preset = printPreset(usePane().preferans?.settings);
  return (x, kind) => figureText(preset, kind, x, lang, '–');
}

/** What a seat is scored on: its ruling, else its score ('–' while it waits). */
function resultOf(f: SeatFigures): string {
  return f.ruling && f.ruling !== '?' ? f.ruling : f.score !== undefined ? String(f.score) : '–';
}

/** "p4 6", "p3 A60", "p1 no result yet": what the seat is scored on. */
export function seatResultText(f: SeatFigures, t: Translate): string {
  const result = f.ruling && f.ruling !== '?' ? f.ruling : f.score !== undefined ? String(f.score) : t('noResult');
  return `${f.player} ${result}`;
}

/** The log's table cell in the pane's words: "2, seat 1" (as the workbook writes it) → "Table 2 · Seat 1". */
export function logPlace(cell: string | number, t: Translate): string {
  const m = /^(.*?),\s*seat\s+(.+)$/.exec(String(cell));
  return m ? `${t('pickTable')} ${m[1]} · ${t('pickSeat')} ${m[2]}` : `${t('pickTable')} ${cell}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The view
// ---------------------------------------------------------------------------------------------------------------

function SeatPreviewTable({ preview }: { preview: SeatPreview }) {
  const { t } = useI18n();
  const fmt = useSeatFigures();
  const s = useStyles();
  const row = (label: string, f: SeatFigures, testid: string) => (
    <tr data-testid={testid}>
      <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>
        {label}: <strong data-col="result">{resultOf(f)}</strong>
      </th>
      <td data-col="mp">{fmt(f.mp, 'boardMp')}</td>
      <td data-col="pct">{fmt(f.pct, 'boardPercent')}</td>
      <td data-col="total">{fmt(f.total, 'total')}</td>
      <td data-col="percent">{fmt(f.percent, 'percent')}</td>
      <td data-col="rank">{f.rank ?? '–'}</td>
    </tr>
  );
  return (
    <table className={s.preview} data-testid="pref-preview">
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>
        {t('previewTitle')}: {preview.before.player}
      </caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{t('prefColMp')}</th>
          <th scope="col">{t('prefColPct')}</th>
          <th scope="col">{t('total')}</th>
          <th scope="col">{t('prefColTotalPct')}</th>
          <th scope="col">{t('rank')}</th>
        </tr>
      </thead>
      <tbody>
        {row(t('previewNow'), preview.before, 'pref-preview-now')}
        {row(t('previewAfter'), preview.after, 'pref-preview-after')}
      </tbody>
    </table>
  );
}

function TablePreviewList({ seats }: { seats: readonly SeatPreview[] }) {
  const { t } = useI18n();
  const fmt = useSeatFigures();
  return (
    <div>
      <Text weight="semibold">{t('previewTitle')}</Text>
      <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="pref-preview">
        {seats.map((p) => (
          <li key={p.k}>
            <Text size={200}>
              {t('prefTableSeatLine', {
                seat: p.seat,
                player: p.before.player,
                before: resultOf(p.before),
                after: resultOf(p.after),
                mpBefore: fmt(p.before.mp, 'boardMp'),
                mpAfter: fmt(p.after.mp, 'boardMp'),
                totalBefore: fmt(p.before.percent, 'percent'),
                totalAfter: fmt(p.after.percent, 'percent'),
              })}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Mode = 'flow' | 'seat' | 'table';

export function PreferansRulingView() {
  const { t, lang } = useI18n();
  const s = useStyles();
  const pane = usePane();
  const pref = pane.preferans;
  const [mode, setMode] = useState<Mode>('flow');
  const [deal, setDeal] = useState('');
  const [table, setTable] = useState('');
  const [seatK, setSeatK] = useState<number>();
  const [occasion, setOccasion] = useState<Occasion>('noResult');
  const [choice, setChoice] = useState<SeatChoice>();
  const [percent, setPercent] = useState('');
  const [offenders, setOffenders] = useState<string[]>([]);
  const [keep, setKeep] = useState<string[]>([]);
  const [director, setDirector] = useState(defaultDirector(pref));
  const [note, setNote] = useState('');

  useEffect(() => {
    const name = defaultDirector(pref);
    if (name && !director) setDirector(name);
    // Only when the event is read again: a name the director clears stays cleared while typing.
  }, [pref]);

  const read = pref?.read;
  const deals = useMemo(() => (read ? dealChoices(read) : []), [read]);
  const tables = useMemo(() => (read && deal ? tableChoices(read, deal) : []), [read, deal]);
  const seats = useMemo(() => (read && deal && table ? seatChoices(read, deal, table) : []), [read, deal, table]);
  // The seat picked, while it is still a line of the chosen table (the lines change after every read).
  const seat = seats.find((x) => x.k === seatK);
  const line = seat && read ? read.lines[seat.k] : undefined;
  const text = choiceText(choice, percent);

  const current = useMemo(() => {
    if (!pref || !seat) return undefined;
    try {
      return seatFigures(pref.read, pref.settings, seat.k);
    } catch {
      return undefined;
    }
  }, [pref, seat]);

  const seatResult = useMemo(() => {
    if (!pref || mode !== 'seat' || !seat || !text) return undefined;
    try {
      return { preview: seatPreview(pref, seat.k, text) };
    } catch (err) {
      return { error: errorText(err) };
    }
  }, [pref, mode, seat, text]);

  const input = useMemo<Rule113Input | undefined>(
    () =>
      mode === 'table' && deal && table && seats.length > 0
        ? { deal, table, offenders, ...(keep.length ? { keep } : {}) }
        : undefined,
    [mode, deal, table, seats.length, offenders, keep],
  );
  const tableResult = useMemo(() => {
    if (!pref || !input || input.offenders.length === 0) return undefined;
    try {
      return { seats: tablePreview(pref, input) };
    } catch (err) {
      return { error: errorText(err) };
    }
  }, [pref, input]);

  // What stops the ruling from being applied, in the director's words.
  const missing: string[] = [];
  const rowProblem =
    pref && seat ? pref.problems.find((p) => p.row === pref.lineRows[seat.k] && p.field !== 'settings') : undefined;
  if (mode === 'seat') {
    if (!seat) missing.push(t('prefMissingSeat'));
    if (!choice) missing.push(t('prefMissingChoice'));
    else if (!text) missing.push(t('prefMissingPercent'));
    if (rowProblem) missing.push(rowProblem.message);
    if (line && text && preferansRulingText(line.outcome) === preferansRulingText(readOutcome(text)))
      missing.push(t('prefMissingSame', { ruling: text }));
    if (seatResult?.error) missing.push(seatResult.error);
  } else {
    if (!deal || !table || seats.length === 0) missing.push(t('prefMissingTable'));
    else if (offenders.length === 0) missing.push(t('prefMissingOffender'));
    if (tableResult?.error) missing.push(tableResult.error);
    if (tableResult?.seats?.every((p) => p.before.ruling === p.after.ruling)) missing.push(t('prefMissingNothing'));
  }
  if (!director.trim()) missing.push(t('prefMissingDirector'));
  const canApply = missing.length === 0 && !pane.busy;

  const resetChoice = () => {
    setChoice(undefined);
    setPercent('');
    setOffenders([]);
    setKeep([]);
    setNote('');
  };

  const apply = async () => {
    if (!canApply || !pref) return;
    if (mode === 'seat' && seat && line) {
      const laws = seatLaws(choice as SeatChoice, occasion);
      const fields = {
        director: director.trim(),
        laws,
        answers: `what=${occasion}; ruling=${text}`,
        note: note.trim(),
        language: lang,
      };
      await pane.work(t('apply'), async () => {
        const out = await pane.services.applyPreferansRuling(
          { deal: line.deal, table: tableOf(line), seat: line.seat },
          text,
          fields,
        );
        pane.setStatus({
          intent: 'success',
          text: t('prefApplied', { id: out.logId, deal: line.deal, table: tableOf(line), seat: line.seat }),
          syncs: out.syncs,
        });
        resetChoice();
        await pane.reload();
      });
    } else if (mode === 'table' && input) {
      const fields = {
        director: director.trim(),
        laws: [...RULE_113C_LAWS],
        answers: `what=s11_3C; offenders=${input.offenders.join(', ')}; keep=${(input.keep ?? []).join(', ')}`,
        note: note.trim(),
        language: lang,
      };
      await pane.work(t('apply'), async () => {
        const out = await pane.services.applyPreferansRule113(input, fields);
        pane.setStatus({
          intent: 'success',
          text: t('prefAppliedTable', { id: out.logId, deal: input.deal, table: input.table, n: out.seats.length }),
          syncs: out.syncs,
        });
        resetChoice();
        await pane.reload();
      });
    }
  };

  const undo = async (l: RulingLogLine) => {
    await pane.work(t('undo'), async () => {
      const out = await pane.services.undoPreferansRuling(l.id);
      pane.setStatus({ intent: 'success', text: t('undone', { id: l.id }), syncs: out.syncs });
      await pane.reload();
    });
  };

  if (!pref || !read) return <Text>{pane.loaded ? t('noEvent') : t('working')}</Text>;
  const log = pref.log;
  const toggle = (list: string[], set: (x: string[]) => void, player: string, on: boolean) =>
    set(on ? [...new Set([...list, player])] : list.filter((p) => p !== player));

  return (
    <>
      <section className={s.section} aria-labelledby="pref-ruling-title">
        <Text as="h2" id="pref-ruling-title" weight="semibold" size={400}>
          {t('prefRulingTitle')}
        </Text>
        <RadioGroup
          layout="horizontal"
          value={mode}
          onChange={(_, d) => setMode(d.value as Mode)}
          aria-label={t('prefMode')}
          data-testid="pref-mode"
        >
          <Radio value="flow" label={t('prefModeFlow')} />
          <Radio value="seat" label={t('prefModeSeat')} />
          <Radio value="table" label={t('prefModeTable')} />
        </RadioGroup>
        <div className={s.row}>
          <Field label={t('pickDeal')}>
            <Select
              value={deal}
              data-testid="pref-deal"
              onChange={(_, d) => {
                setDeal(d.value);
                setTable('');
                setSeatK(undefined);
                setOffenders([]);
                setKeep([]);
              }}
            >
              <option value="">–</option>
              {deals.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('pickTable')}>
            <Select
              value={table}
              data-testid="pref-table"
              onChange={(_, d) => {
                setTable(d.value);
                setSeatK(undefined);
                setOffenders([]);
                setKeep([]);
              }}
            >
              <option value="">–</option>
              {tables.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </Select>
          </Field>
          {mode === 'seat' && (
            <Field label={t('pickSeat')}>
              <Select
                value={seat ? String(seat.k) : ''}
                data-testid="pref-seat"
                onChange={(_, d) => setSeatK(d.value === '' ? undefined : Number(d.value))}
              >
                <option value="">–</option>
                {seats.map((x) => (
                  <option key={x.k} value={x.k}>
                    {`${x.seat} · ${x.player}`}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </div>
        {mode === 'seat' && current && (
          <Text data-testid="pref-current">{t('currentResult', { result: seatResultText(current, t) })}</Text>
        )}
      </section>

      {mode === 'flow' && read && deal && table && seats.length > 0 && (
        <PreferansFlowPanel
          key={`${deal}|${table}`}
          pref={pref}
          deal={deal}
          table={table}
          seats={seats.map((x) => ({
            seat: x.seat,
            player: x.player,
            ruling: preferansRulingText(read.lines[x.k].outcome),
            penalties: (read.penalties ?? []).filter((p) => p.line === x.k).flatMap((p) => p.penalties),
          }))}
          director={director}
          onDirector={setDirector}
        />
      )}

      {mode === 'seat' && seat && (
        <section className={s.section} aria-label={t('answersTitle')}>
          <Field label={t('prefWhat')}>
            <Select value={occasion} data-testid="pref-occasion" onChange={(_, d) => setOccasion(d.value as Occasion)}>
              {OCCASIONS.map((o) => (
                <option key={o.id} value={o.id}>
                  {`${o.laws[0]} · ${t(o.text)}`}
                </option>
              ))}
            </Select>
          </Field>
          <fieldset className={s.choice} data-testid="pref-choice">
            <legend className={s.legend} id="pref-choice-legend">
              {t('prefGives')}
            </legend>
            <RadioGroup
              value={choice ?? ''}
              onChange={(_, d) => setChoice(d.value as SeatChoice)}
              aria-labelledby="pref-choice-legend"
            >
              {SEAT_CHOICES.map((c) => (
                <Radio key={c.id} value={c.id} label={`${t(c.text)}${c.law ? ` (${c.law})` : ''}`} />
              ))}
            </RadioGroup>
            {choice === 'pct' && (
              <Field
                label={t('prefPercent')}
                validationState={percent.trim() && !text ? 'error' : 'none'}
                validationMessage={percent.trim() && !text ? t('prefMissingPercent') : undefined}
              >
                <Input
                  value={percent}
                  inputMode="decimal"
                  data-testid="pref-percent"
                  onChange={(_, d) => setPercent(d.value)}
                />
              </Field>
            )}
          </fieldset>
        </section>
      )}

      {mode === 'table' && seats.length > 0 && (
        <section className={s.section} aria-labelledby="pref-table-title">
          <Text as="h3" id="pref-table-title" weight="semibold">
            {t('prefTableIntro')}{' '}
            <Badge appearance="outline" color="informative">
              {RULE_113C_LAWS[0]}
            </Badge>
          </Text>
          <table className={s.seats}>
            <thead>
              <tr>
                <th scope="col">{t('pickSeat')}</th>
                <th scope="col">{t('prefAtFault')}</th>
                <th scope="col">{t('prefKeep')}</th>
              </tr>
            </thead>
            <tbody>
              {seats.map((x) => {
                const atFault = offenders.includes(x.player);
                return (
                  <tr key={x.k}>
                    <th scope="row">{`${x.seat} · ${x.player}`}</th>
                    <td>
                      <Checkbox
                        checked={atFault}
                        aria-label={`${t('prefAtFault')}: ${x.player}`}
                        data-testid={`pref-offender-${x.player}`}
                        onChange={(_, d) => {
                          toggle(offenders, setOffenders, x.player, !!d.checked);
                          if (d.checked) setKeep(keep.filter((p) => p !== x.player));
                        }}
                      />
                    </td>
                    <td>
                      <Checkbox
                        checked={keep.includes(x.player)}
                        disabled={atFault}
                        aria-label={`${t('prefKeep')}: ${x.player}`}
                        data-testid={`pref-keep-${x.player}`}
                        onChange={(_, d) => toggle(keep, setKeep, x.player, !!d.checked)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}

      {mode === 'seat' && seatResult?.preview && <SeatPreviewTable preview={seatResult.preview} />}
      {mode === 'table' && tableResult?.seats && <TablePreviewList seats={tableResult.seats} />}

      {mode !== 'flow' && (mode === 'table' ? seats.length > 0 : !!seat) && (
        <ApplyPanel
          director={director}
          onDirector={setDirector}
          note={note}
          onNote={setNote}
          missing={missing}
          canApply={canApply}
          onApply={() => void apply()}
          {...(choice || offenders.length > 0 ? { onCancel: resetChoice } : {})}
          testId="pref"
        />
      )}

      <RulingLog
        log={log}
        headingId="pref-ruling-log"
        listTestId="pref-log-list"
        place={(l) => (
          <>
            {t('pickDeal')} {l.board} · {logPlace(l.table, t)}
          </>
        )}
        busy={pane.busy}
        onUndo={(l) => void undo(l)}
        undoTestId="pref-undo-"
      />
    </>
  );
}

/** The director proposed: the event's, else the one who logged the last ruling. */
export function defaultDirector(pref: Pick<PreferansEvent, 'settings' | 'log'> | undefined): string {
  if (!pref) return '';
  return pref.settings.director || ([...pref.log].reverse().find((l) => l.director)?.director ?? '');
}

/** The outcome a ruling text gives (undefined for an unreadable one: the preview then says why). */
function readOutcome(text: string) {
  try {
    return readPreferansRuling(text, {});
  } catch {
    return undefined;
  }
}
