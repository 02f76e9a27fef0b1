/**
 * Event set-up: pick a template (pairs, teams, individual / preferans), fill in the few numbers the movement
 * needs, and build the sheets. Also shows the event already in the workbook and rescoring it.
 */
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Text,
  makeStyles,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { NewEventOptions, TemplateId } from '../services';
import { EventExistsError } from '../services';
import { presetChoices } from '../presets';
import { presetLabel } from '../engine';
import { type StringKey, useI18n } from '../i18n';
import { errorText, usePane } from '../state';
import { ProblemList } from '../components/ProblemList';
import { rescoreStatus } from '../entryStatus';
import { Lazy, chunkView } from '../components/Loading';

// The settings editor is fetched when an event is open (a new workbook's first paint does not show it).
const EventSettingsEditor = chunkView(() =>
  import(/* webpackChunkName: "settings" */ '../components/EventSettingsEditor').then((m) => m.EventSettingsEditor),
);

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '8px' },
  row: { display: 'flex', gap: '8px', '& > *': { flex: 1, minWidth: 0 } },
  section: { display: 'flex', flexDirection: 'column', gap: '6px' },
});

/** Text of each movement in the pane's languages. */
const MOVEMENT_KEY: Record<string, StringKey | undefined> = {
  mitchell: 'mitchell',
  howell: 'howell',
  individual: 'individual',
  preferans: 'preferans',
  teams: 'newTeams',
};

function wholeNumber(text: string): number | undefined {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return undefined;
  return Number(t);
}

export function SetupView() {
  const { t, lang } = useI18n();
  const s = useStyles();
  const pane = usePane();
  const [template, setTemplate] = useState<TemplateId>('pairs');
  const [title, setTitle] = useState('');
  const [movement, setMovement] = useState<'mitchell' | 'howell' | 'individual' | 'preferans'>('mitchell');
  const [tables, setTables] = useState('4');
  const [rounds, setRounds] = useState('');
  const [perRound, setPerRound] = useState('3');
  const [boards, setBoards] = useState('24');
  const [preset, setPreset] = useState('wbf');
  const [form, setForm] = useState<NewEventOptions['form']>('mp');
  const [director, setDirector] = useState('');
  const [confirm, setConfirm] = useState<string>();

  const tablesN = wholeNumber(tables);
  const perRoundN = wholeNumber(perRound);
  const boardsN = wholeNumber(boards);
  const roundsN = rounds.trim() === '' ? 0 : wholeNumber(rounds);
  const tablesMin = template === 'teams' ? 2 : 2;
  const tablesBad = tablesN === undefined || tablesN < tablesMin || (template === 'teams' && tablesN % 2 !== 0);
  const perRoundBad = template === 'pairs' && (perRoundN === undefined || perRoundN < 1);
  const boardsBad = template !== 'pairs' && (boardsN === undefined || boardsN < 1);
  const roundsBad = roundsN === undefined;
  const invalid = tablesBad || perRoundBad || boardsBad || roundsBad;

  const chooseTemplate = (id: TemplateId) => {
    setTemplate(id);
    setConfirm(undefined);
    if (id === 'pairs') {
      setMovement('mitchell');
      setForm('mp');
    } else if (id === 'teams') {
      setForm('imp');
      setTables('4');
    } else {
      setMovement('individual');
      setForm('mp');
    }
  };

  const create = async (replace: boolean) => {
    setConfirm(undefined);
    const options: NewEventOptions = {
      template,
      title: title.trim(),
      movement: template === 'teams' ? 'teams' : movement,
      tables: tablesN ?? 0,
      rounds: roundsN || undefined,
      boardsPerRound: perRoundN,
      boards: boardsN,
      preset: template === 'individual' && movement === 'preferans' ? 'ru-preferans' : preset,
      form,
      director: director.trim(),
      replace,
      // The How to use sheet in the pane's language.
      lang,
    };
    await pane.work(t('working'), async () => {
      try {
        const report = await pane.services.createEvent(options);
        await pane.reload();
        pane.setStatus({ intent: 'success', text: t('created', { lines: report.lines }), syncs: report.syncs });
      } catch (err) {
        if (err instanceof EventExistsError || (err as Error)?.name === 'EventExistsError') setConfirm(errorText(err));
        else throw err;
      }
    });
  };

  const rescore = () =>
    pane.work(t('working'), async (progress) => {
      if (pane.preferans) {
        // A preferans event: its protocols are scored by the preferans path (seat groups, per-player maximum).
        const p = await pane.services.rescorePreferans((done, total) => progress(done, total));
        await pane.reload();
        pane.setStatus(
          p.error
            ? { intent: 'error', text: p.error, syncs: p.syncs }
            : {
                intent: 'success',
                text: t('prefRescored', { scored: p.scored, lines: p.lines, players: p.players }),
                syncs: p.syncs,
              },
        );
        return;
      }
      const r = await pane.services.rescoreEvent((done, total) => progress(done, total));
      await pane.refresh(r);
      pane.setStatus(
        r.error
          ? { intent: 'error', text: r.error, syncs: r.syncs }
          : rescoreStatus(t, t('rescored', { scored: r.scored, entries: r.entries }), r.problems, r.syncs),
      );
    });

  // The event's settings, whichever kind it is (bridge travellers or preferans protocols).
  const ev = pane.event ?? pane.preferans;
  return (
    <>
      <section className={s.section} aria-labelledby="setup-current">
        <Text as="h2" id="setup-current" weight="semibold" size={400}>
          {t('currentEvent')}
        </Text>
        {ev ? (
          <>
            <Text data-testid="event-summary">
              {[
                ev.settings.title,
                MOVEMENT_KEY[ev.settings.movement] ? t(MOVEMENT_KEY[ev.settings.movement] as StringKey) : '',
                `${t(ev.settings.kind === 'teams' ? 'teams' : 'tables')} ${ev.settings.tables}`,
                `${t('boards')} ${ev.settings.boards}`,
                presetLabel(ev.settings.preset, lang),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <div>
              <Button onClick={rescore} disabled={pane.busy}>
                {t('rescore')}
              </Button>
            </div>
            <ProblemList problems={ev.problems} />
            {pane.event && (
              <Lazy>
                <EventSettingsEditor settings={pane.event.settings} />
              </Lazy>
            )}
          </>
        ) : (
          <Text>{pane.loaded ? t('noEvent') : t('working')}</Text>
        )}
      </section>

      <section className={s.section} aria-labelledby="setup-title">
        <Text as="h2" id="setup-title" weight="semibold" size={400}>
          {t('setupTitle')}
        </Text>
        <Text size={200}>{t('setupIntro')}</Text>
        <RadioGroup
          value={template}
          onChange={(_, d) => chooseTemplate(d.value as TemplateId)}
          aria-label={t('setupTitle')}
        >
          <Radio value="pairs" label={t('newPairs')} />
          <Radio value="teams" label={t('newTeams')} />
          <Radio value="individual" label={t('newIndividual')} />
        </RadioGroup>
        <form
          className={s.form}
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid) void create(false);
          }}
        >
          <Field label={t('eventTitle')}>
            <Input value={title} onChange={(_, d) => setTitle(d.value)} />
          </Field>
          {template !== 'teams' && (
            <Field label={t('movement')}>
              <Select value={movement} onChange={(_, d) => setMovement(d.value as typeof movement)}>
                {template === 'pairs' ? (
                  <>
                    <option value="mitchell">{t('mitchell')}</option>
                    <option value="howell">{t('howell')}</option>
                  </>
                ) : (
                  <>
                    <option value="individual">{t('individual')}</option>
                    <option value="preferans">{t('preferans')}</option>
                  </>
                )}
              </Select>
            </Field>
          )}
          <div className={s.row}>
            <Field
              label={template === 'teams' ? t('teams') : t('tables')}
              validationState={tablesBad ? 'error' : 'none'}
              validationMessage={tablesBad ? `≥ ${tablesMin}` : undefined}
            >
              <Input value={tables} onChange={(_, d) => setTables(d.value)} inputMode="numeric" name="tables" />
            </Field>
            {template === 'pairs' ? (
              <Field label={t('boardsPerRound')} validationState={perRoundBad ? 'error' : 'none'}>
                <Input value={perRound} onChange={(_, d) => setPerRound(d.value)} inputMode="numeric" name="perRound" />
              </Field>
            ) : (
              <Field label={t('boards')} validationState={boardsBad ? 'error' : 'none'}>
                <Input value={boards} onChange={(_, d) => setBoards(d.value)} inputMode="numeric" name="boards" />
              </Field>
            )}
          </div>
          {template === 'pairs' && (
            <Field label={t('rounds')} validationState={roundsBad ? 'error' : 'none'}>
              <Input value={rounds} onChange={(_, d) => setRounds(d.value)} inputMode="numeric" name="rounds" />
            </Field>
          )}
          <div className={s.row}>
            {!(template === 'individual' && movement === 'preferans') && (
              <Field label={t('preset')}>
                <Select value={preset} onChange={(_, d) => setPreset(d.value)}>
                  {presetChoices(lang).map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.label}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <Field label={t('form')}>
              <Select value={form} onChange={(_, d) => setForm(d.value as NewEventOptions['form'])}>
                {template === 'teams' ? (
                  <option value="imp">{t('formImp')}</option>
                ) : (
                  <>
                    <option value="mp">{t('formMp')}</option>
                    <option value="butler">{t('formButler')}</option>
                    <option value="cross-imp">{t('formCross')}</option>
                  </>
                )}
              </Select>
            </Field>
          </div>
          <Field label={t('director')}>
            <Input value={director} onChange={(_, d) => setDirector(d.value)} />
          </Field>
          <div>
            <Button appearance="primary" type="submit" disabled={invalid || pane.busy}>
              {t('create')}
            </Button>
          </div>
        </form>
        {confirm && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              {confirm} {t('replaceQuestion')}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void create(true)}>{t('replace')}</Button>
              <Button onClick={() => setConfirm(undefined)}>{t('cancel')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
      </section>
    </>
  );
}
