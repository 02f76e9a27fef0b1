/**
 * The message bar shown when the workbook's figures are stale: the Travellers or the scoring settings changed
 * since the last scoring (edits made while no pane was open, a co-author's typing), so the computed columns and
 * the Ranking no longer match them. Its button rescores; so does the pane's own rescore after typing, and either
 * clears it (the next read finds the fingerprint matching again).
 */
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useI18n } from '../i18n';
import { usePane } from '../state';

export function StaleBar() {
  const { t } = useI18n();
  const pane = usePane();
  if (!pane.event?.stale) return null;
  const rescore = () =>
    pane.work(t('working'), async (progress) => {
      const r = await pane.services.rescoreEvent((done, total) => progress(done, total));
      await pane.refresh(r);
      pane.setStatus(
        r.error
          ? { intent: 'error', text: r.error, syncs: r.syncs }
          : { intent: 'success', text: t('rescored', { scored: r.scored, entries: r.entries }), syncs: r.syncs },
      );
    });
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="stale">
      <MessageBarBody>{t('staleFigures')}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={() => void rescore()} disabled={pane.busy}>
          {t('staleRescore')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
