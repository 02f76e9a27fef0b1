/**
 * Results: the ranking as the engine computes it from the workbook's travellers, as a table and as a chart.
 * For a duplicate-preferans event: the players' ranking computed from the protocol lines, a button that scores
 * the Protocols table again, and a note while some seats still wait for a result.
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
import { type PreferansEvent, scoreProtocols } from '../services';
import { scoreLoaded } from '../services';
import { ProblemList } from '../components/ProblemList';
import { RankingChart } from '../components/RankingChart';
import { figureText, printPreset } from '../figures';
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

/** One player of a preferans ranking, on the event's printing scale. */
export interface PreferansRankingRow {
  rank: string;
  player: string;
  total: number;
  percent?: number;
  deals: number;
  penalty: number;
}

export interface PreferansRanking {
  rows: PreferansRankingRow[];
  /** The engine refused the protocols (the message names the bad value). */
  error?: string;
  /** Seats still waiting for a result (set out empty, entered without a score, or not readable). */
  waiting: number;
  /** False while a seat waits or a protocol row cannot be read: the totals may still change. */
  complete: boolean;
}

/** The ranking of a preferans event as the engine computes it from the protocol lines read (no Excel round trip). */
export function preferansRanking(pref: Pick<PreferansEvent, 'read' | 'settings' | 'problems'>): PreferansRanking {
  const { result, error, factor } = scoreProtocols(pref.read, pref.settings);
  const rows =
    result?.players.map((p) => ({
      rank: p.rankLabel,
      player: p.player,
      total: p.mp * factor,
      ...(p.percent !== undefined ? { percent: p.percent } : {}),
      deals: p.deals,
      penalty: p.penalties * factor,
    })) ?? [];
  const unreadable = new Set(pref.read.problems.map((p) => p.row)).size;
  const waiting = pref.read.waiting + unreadable;
  return {
    rows,
    ...(error ? { error } : {}),
    waiting,
    complete: !error && waiting === 0 && pref.problems.length === 0 && (result?.complete ?? true),
  };
}

function PreferansResults({ pref }: { pref: PreferansEvent }) {
  const { t, lang } = useI18n();
  const preset = printPreset(pref.settings);
  const fmt = (x: number | undefined, kind: 'total' | 'percent') => figureText(preset, kind, x, lang);
  const s = useStyles();
  const pane = usePane();
  const ranking = useMemo(() => preferansRanking(pref), [pref]);
  const percent = ranking.rows.some((r) => r.percent !== undefined);

  const rescore = () =>
    pane.work(t('working'), async (progress) => {
      const r = await pane.services.rescorePreferans((done, total) => progress(done, total));
      await pane.reload();
      pane.setStatus(
        r.error
          ? { intent: 'error', text: r.error, syncs: r.syncs }
          : {
              intent: r.problems.length ? 'warning' : 'success',
              text: t('prefRescored', { scored: r.scored, lines: r.lines, players: r.players }),
              syncs: r.syncs,
            },
      );
    });

  return (
    <section className={s.section} aria-labelledby="results-title">
      <Text as="h2" id="results-title" weight="semibold" size={400}>
        {t('resultsTitle')}
      </Text>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => void rescore()} disabled={pane.busy} data-testid="preferans-rescore">
          {t('rescore')}
        </Button>
        <Button onClick={() => void pane.work(t('refresh'), () => pane.reload())} disabled={pane.busy}>
          {t('refresh')}
        </Button>
      </div>
      {ranking.error && <Text role="alert">{ranking.error}</Text>}
      {!ranking.complete && ranking.rows.length > 0 && (
        <Text data-testid="preferans-provisional" size={200}>
          {t('prefProvisional', { n: ranking.waiting })}
        </Text>
      )}
      <ProblemList problems={pref.problems} />
      {ranking.rows.length === 0 ? (
        <Text>{t('noRanking')}</Text>
      ) : (
        <>
          <Table size="small" aria-label={t('resultsTitle')} data-testid="preferans-ranking">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('rank')}</TableHeaderCell>
                <TableHeaderCell>{t('player')}</TableHeaderCell>
                <TableHeaderCell className={s.num}>{t('total')}</TableHeaderCell>
                {percent && <TableHeaderCell className={s.num}>{t('percent')}</TableHeaderCell>}
                <TableHeaderCell className={s.num}>{t('deals')}</TableHeaderCell>
                <TableHeaderCell className={s.num}>{t('penalty')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ranking.rows.map((x) => (
                <TableRow key={x.player} data-player={x.player}>
                  <TableCell data-col="rank">{x.rank}</TableCell>
                  <TableCell data-col="player">{x.player}</TableCell>
                  <TableCell className={s.num} data-col="total">
                    {fmt(x.total, 'total')}
                  </TableCell>
                  {percent && (
                    <TableCell className={s.num} data-col="percent">
                      {fmt(x.percent, 'percent')}
                    </TableCell>
                  )}
                  <TableCell className={s.num} data-col="deals">
                    {x.deals}
                  </TableCell>
                  <TableCell className={s.num} data-col="penalty">
                    {x.penalty ? fmt(x.penalty, 'total') : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <RankingChart
            percent={percent}
            preset={preset}
            bars={ranking.rows.map((x) => ({ label: x.player, value: percent ? (x.percent ?? 0) : x.total }))}
          />
        </>
      )}
    </section>
  );
}

export function ResultsView() {
  const pane = usePane();
  return pane.preferans ? <PreferansResults pref={pane.preferans} /> : <BridgeResults />;
}

function BridgeResults() {
  const { t, lang } = useI18n();
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
  const penalties = totals.some((x) => x.penalty !== undefined);
  const preset = printPreset(ev?.settings);
  const fmt = (x: number | undefined, kind: 'total' | 'percent') => figureText(preset, kind, x, lang);
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
                {penalties && <TableHeaderCell className={s.num}>{t('penalty')}</TableHeaderCell>}
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
                  <TableCell className={s.num}>{fmt(x.total, 'total')}</TableCell>
                  {percent && <TableCell className={s.num}>{fmt(x.percent, 'percent')}</TableCell>}
                  <TableCell className={s.num}>{x.boardsPlayed}</TableCell>
                  {penalties && (
                    <TableCell className={s.num}>{x.penalty ? `−${fmt(x.penalty, 'total')}` : ''}</TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <RankingChart
            percent={percent}
            preset={preset}
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
