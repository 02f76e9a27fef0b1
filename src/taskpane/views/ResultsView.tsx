/**
 * Results: the ranking as the engine computes it from the workbook's travellers, as a table and as a chart.
 */
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import type { ContestantTotal } from '../engine';
import { scoreLoaded } from '../../workbook/event';
import { RankingChart } from '../components/RankingChart';
import { useI18n } from '../i18n';
import { usePane } from '../state';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '8px' },
  num: { textAlign: 'right' },
});

/** N-S field first, then E-W, then a field without directions. */
function dirOrder(d: string | undefined): number {
  return d === 'NS' ? 0 : d === 'EW' ? 1 : 2;
}

function fmt(x: number | undefined, d = 2): string {
  return x === undefined || !Number.isFinite(x) ? '' : x.toFixed(d);
}

export function ResultsView() {
  const { t } = useI18n();
  const s = useStyles();
  const pane = usePane();
  const ev = pane.event;

  const scored = useMemo(() => (ev ? scoreLoaded(ev.event, ev.settings) : undefined), [ev]);
  const totals: ContestantTotal[] = useMemo(
    () =>
      [...(scored?.score?.totals ?? [])].sort(
        (a, b) => dirOrder(a.direction) - dirOrder(b.direction) || a.rank - b.rank || a.id.localeCompare(b.id),
      ),
    [scored],
  );
  const percent = totals.some((x) => x.percent !== undefined);
  const names = new Map(ev?.event.contestants.map((c) => [c.id, c.names?.join(' & ') ?? '']) ?? []);

  return (
    <section className={s.section} aria-labelledby="results-title">
      <Text as="h2" id="results-title" weight="semibold" size={400}>
        {t('resultsTitle')}
      </Text>
      <div>
        <Button onClick={() => void pane.work(t('refresh'), () => pane.reload())} disabled={pane.busy}>
          {t('refresh')}
        </Button>
      </div>
      {scored?.error && <Text role="alert">{scored.error}</Text>}
      {totals.length === 0 ? (
        <Text>{t('noRanking')}</Text>
      ) : (
        <>
          <Table size="small" aria-label={t('resultsTitle')} data-testid="ranking-table">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('rank')}</TableHeaderCell>
                <TableHeaderCell>{t('pair')}</TableHeaderCell>
                <TableHeaderCell>{t('direction')}</TableHeaderCell>
                <TableHeaderCell className={s.num}>{t('total')}</TableHeaderCell>
                {percent && <TableHeaderCell className={s.num}>{t('percent')}</TableHeaderCell>}
                <TableHeaderCell className={s.num}>{t('played')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {totals.map((x) => (
                <TableRow key={`${x.direction ?? ''}-${x.id}`}>
                  <TableCell>{x.rankLabel}</TableCell>
                  <TableCell>
                    {x.id}
                    {names.get(x.id) ? ` ${names.get(x.id)}` : ''}
                  </TableCell>
                  <TableCell>{x.direction ?? ''}</TableCell>
                  <TableCell className={s.num}>{fmt(x.total)}</TableCell>
                  {percent && <TableCell className={s.num}>{fmt(x.percent)}</TableCell>}
                  <TableCell className={s.num}>{x.boardsPlayed}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <RankingChart
            percent={percent}
            bars={totals.map((x) => ({
              label: `${x.direction ? `${x.direction} ` : ''}${x.id}`,
              value: percent ? (x.percent ?? 0) : x.total,
            }))}
          />
        </>
      )}
    </section>
  );
}
