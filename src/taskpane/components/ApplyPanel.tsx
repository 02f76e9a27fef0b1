/**
 * The last step of a ruling: the director's name and note, what is still missing (the ruling cannot be applied
 * until the list is empty), and Apply / Cancel. Bridge and preferans views share it.
 */
import { Button, Field, Input, MessageBar, MessageBarBody, Text, makeStyles } from '@fluentui/react-components';
import { useI18n } from '../i18n';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '8px' },
  row: { display: 'flex', gap: '8px', alignItems: 'flex-end', '& > *': { flex: 1, minWidth: 0 } },
});

export interface ApplyPanelProps {
  director: string;
  onDirector: (v: string) => void;
  note: string;
  onNote: (v: string) => void;
  /** What the ruling still lacks, in the user's words. */
  missing: readonly string[];
  canApply: boolean;
  onApply: () => void;
  /** Shown when there is something to cancel. */
  onCancel?: () => void;
  /** data-testid prefix: `<prefix>-apply`, `<prefix>-missing`, `<prefix>-director`, `<prefix>-note`. */
  testId: string;
}

export function ApplyPanel(p: ApplyPanelProps) {
  const { t } = useI18n();
  const s = useStyles();
  const missingId = `${p.testId}-missing`;
  return (
    <section className={s.section} aria-label={t('apply')}>
      <div className={s.row}>
        <Field label={t('director')}>
          <Input value={p.director} onChange={(_, d) => p.onDirector(d.value)} data-testid={`${p.testId}-director`} />
        </Field>
      </div>
      <Field label={t('note')}>
        <Input value={p.note} onChange={(_, d) => p.onNote(d.value)} data-testid={`${p.testId}-note`} />
      </Field>
      {p.missing.length > 0 && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <Text weight="semibold">{t('missingTitle')}</Text>
            <ul style={{ margin: 0, paddingLeft: 18 }} data-testid={missingId} id={missingId}>
              {p.missing.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button
          appearance="primary"
          disabled={!p.canApply}
          onClick={p.onApply}
          data-testid={`${p.testId}-apply`}
          aria-describedby={p.missing.length ? missingId : undefined}
        >
          {t('apply')}
        </Button>
        {p.onCancel && (
          <Button onClick={p.onCancel} data-testid={`${p.testId}-cancel`}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </section>
  );
}
