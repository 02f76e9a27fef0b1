/**
 * Event settings: the preset, form, movement, tables, boards, rounds, title and date of the event in the
 * workbook, edited after the set-up or an import; saving writes them and rescores the event (two syncs).
 */
import { Button, Field, Input, Select, Text, makeStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { EventSettings } from '../services';
import { presetChoices } from '../presets';
import { type StringKey, useI18n } from '../i18n';
import { usePane } from '../state';
import { rescoreStatus } from '../entryStatus';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '6px' },
  row: { display: 'flex', gap: '8px', '& > *': { flex: 1, minWidth: 0 } },
});

const FORMS: { id: EventSettings['form']; key: StringKey }[] = [
  { id: 'mp', key: 'settingsFormMp' },
  { id: 'imp', key: 'settingsFormImp' },
  { id: 'butler', key: 'settingsFormButler' },
  { id: 'cross-imp', key: 'settingsFormCrossImp' },
];

const MOVEMENTS: { id: EventSettings['movement']; key: StringKey }[] = [
  { id: 'mitchell', key: 'mitchell' },
  { id: 'howell', key: 'howell' },
  { id: 'teams', key: 'newTeams' },
  { id: 'individual', key: 'individual' },
  { id: 'manual', key: 'settingsManual' },
];

type Draft = Pick<EventSettings, 'preset' | 'form' | 'movement' | 'title' | 'date'> & {
  tables: string;
  boards: string;
  rounds: string;
};

function draftOf(s: EventSettings): Draft {
  return {
    preset: s.preset,
    form: s.form,
    movement: s.movement,
    title: s.title,
    date: s.date,
    tables: String(s.tables),
    boards: String(s.boards),
    rounds: String(s.rounds),
  };
}

function count(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

export function EventSettingsEditor({ settings }: { settings: EventSettings }) {
  const { t, lang } = useI18n();
  const s = useStyles();
  const pane = usePane();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  useEffect(() => setDraft(draftOf(settings)), [settings]);
  const set = (k: keyof Draft) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const numbers = { tables: count(draft.tables), boards: count(draft.boards), rounds: count(draft.rounds) };
  const bad = Object.values(numbers).some((n) => n === undefined);

  const save = () =>
    pane.work(t('settingsSave'), async () => {
      if (bad) return;
      const r = await pane.services.updateSettings({
        preset: draft.preset,
        form: draft.form,
        movement: draft.movement,
        title: draft.title.trim(),
        date: draft.date.trim(),
        tables: numbers.tables as number,
        boards: numbers.boards as number,
        rounds: numbers.rounds as number,
      });
      await pane.reload();
      pane.setStatus(
        r.scoreError
          ? { intent: 'error', text: r.scoreError, syncs: r.syncs }
          : rescoreStatus(t, t('settingsSaved'), r.problems, r.syncs),
      );
    });

  return (
    <form
      className={s.form}
      aria-labelledby="settings-title"
      data-testid="event-settings"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Text as="h3" id="settings-title" weight="semibold">
        {t('settingsTitle')}
      </Text>
      <div className={s.row}>
        <Field label={t('settingsEventTitle')}>
          <Input name="settings-title" value={draft.title} onChange={(_, d) => set('title')(d.value)} />
        </Field>
        <Field label={t('settingsDate')}>
          <Input name="settings-date" value={draft.date} onChange={(_, d) => set('date')(d.value)} />
        </Field>
      </div>
      <div className={s.row}>
        <Field label={t('settingsPreset')}>
          <Select name="settings-preset" value={draft.preset} onChange={(_, d) => set('preset')(d.value)}>
            {presetChoices(lang).map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('settingsForm')}>
          <Select name="settings-form" value={draft.form} onChange={(_, d) => set('form')(d.value)}>
            {FORMS.map((f) => (
              <option key={f.id} value={f.id}>
                {t(f.key)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('settingsMovement')}>
          <Select name="settings-movement" value={draft.movement} onChange={(_, d) => set('movement')(d.value)}>
            {MOVEMENTS.map((m) => (
              <option key={m.id} value={m.id}>
                {t(m.key)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={s.row}>
        {(['tables', 'boards', 'rounds'] as const).map((k) => (
          <Field
            key={k}
            label={t(k === 'tables' ? 'tables' : k === 'boards' ? 'boards' : 'settingsRounds')}
            validationMessage={numbers[k] === undefined ? t('settingsWhole') : undefined}
          >
            <Input name={`settings-${k}`} value={draft[k]} onChange={(_, d) => set(k)(d.value)} />
          </Field>
        ))}
      </div>
      <div>
        <Button type="submit" disabled={pane.busy || bad} data-testid="settings-save">
          {t('settingsSave')}
        </Button>
      </div>
    </form>
  );
}
