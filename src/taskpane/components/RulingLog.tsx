/**
 * The workbook's Rulings log as the pane lists it, newest first: who ruled where, the ruling and the scores
 * before and after, the status, and Undo (and Edit where the view can edit a ruling) on a line that stands.
 * Bridge and preferans views share it; each says how a line's place reads and which actions it offers.
 */
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { RulingLogLine } from '../services';
import { useI18n } from '../i18n';
import { dateText } from '../figures';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '8px' },
  log: { margin: 0, paddingLeft: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '6px' },
  logLine: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: '4px' },
});

export interface RulingLogProps {
  log: readonly RulingLogLine[];
  /** Id of the heading (for aria-labelledby) and data-testid of the list. */
  headingId: string;
  listTestId: string;
  /** "board 3 · table 2" or "deal 3 · table 2, seat 1": the place of a line, in the view's words. */
  place: (line: RulingLogLine) => ReactNode;
  busy: boolean;
  onUndo: (line: RulingLogLine) => void;
  onEdit?: (line: RulingLogLine) => void;
  /** data-testid prefix of the Undo buttons (`<prefix><id>`); none when absent. */
  undoTestId?: string;
  /** The line's ruling and answers in words, in the pane's language (default: the log's ruling cell). */
  describe?: (line: RulingLogLine) => { ruling: string; answers: string[] };
}

export function RulingLog({
  log,
  headingId,
  listTestId,
  place,
  busy,
  onUndo,
  onEdit,
  undoTestId,
  describe,
}: RulingLogProps) {
  const { t, lang } = useI18n();
  const s = useStyles();
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} weight="semibold" size={400}>
        {t('logTitle')}
      </Text>
      {log.length === 0 ? (
        <Text>{t('logEmpty')}</Text>
      ) : (
        <ul className={s.log} data-testid={listTestId}>
          {[...log].reverse().map((line) => {
            const text = describe?.(line) ?? { ruling: line.ruling || line.rulingAfter, answers: [] };
            return (
              <li key={line.id} className={s.logLine} data-testid={`log-${line.id}`}>
                <Text size={200} block>
                  <strong>#{line.id}</strong> {dateText(line.time, lang)} · {place(line)}
                  {line.director ? ` · ${line.director}` : ''}
                </Text>
                <Text size={200} block data-testid={`log-${line.id}-ruling`} title={line.rulingAfter}>
                  <strong>{text.ruling || line.rulingAfter}</strong>
                </Text>
                {text.answers.length > 0 && (
                  <details>
                    <summary>
                      <Text size={200}>{t('logAnswers')}</Text>
                    </summary>
                    <ul style={{ margin: 0, paddingLeft: 18 }} data-testid={`log-${line.id}-answers`}>
                      {text.answers.map((a, i) => (
                        <li key={i}>
                          <Text size={200}>{a}</Text>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
                <Text size={200} block>
                  {line.scoreBefore} → {line.scoreAfter}
                </Text>
                <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                  <Badge appearance="tint" color={line.status === 'applied' ? 'success' : 'subtle'}>
                    {line.status === 'applied'
                      ? t('statusApplied')
                      : line.status === 'undone'
                        ? t('statusUndone')
                        : t('statusEdited')}
                  </Badge>
                  {line.status === 'applied' && (
                    <>
                      <Button
                        size="small"
                        onClick={() => onUndo(line)}
                        disabled={busy}
                        aria-label={`${t('undo')} #${line.id}`}
                        {...(undoTestId ? { 'data-testid': `${undoTestId}${line.id}` } : {})}
                      >
                        {t('undo')}
                      </Button>
                      {onEdit && (
                        <Button
                          size="small"
                          onClick={() => onEdit(line)}
                          disabled={busy}
                          aria-label={`${t('edit')} #${line.id}`}
                        >
                          {t('edit')}
                        </Button>
                      )}
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
