/**
 * The ranking as plain SVG bars: each contestant's percentage (or total for IMP forms) with a line at 50 %.
 */
import { tokens } from '@fluentui/react-components';
import type { Preset } from '../engine';
import { figureText } from '../figures';
import { useI18n } from '../i18n';

export interface RankingBar {
  label: string;
  value: number;
}

export function RankingChart({
  bars,
  percent,
  preset,
}: {
  bars: readonly RankingBar[];
  percent: boolean;
  /** The event's preset: the bars' figures are printed by its print rules, in the pane's language. */
  preset: Preset;
}) {
  const { t, lang } = useI18n();
  const label = (v: number) => figureText(preset, percent ? 'percent' : 'total', v, lang);
  if (bars.length === 0) return null;
  const rowH = 20;
  const labelW = 64;
  const width = 300;
  const plotW = width - labelW - 44;
  const values = bars.map((b) => b.value);
  // Percentages are drawn around 50 over the range the field covers (at least 30–70), so differences show.
  const lo = percent
    ? Math.max(0, Math.min(30, ...values.map((v) => Math.floor(v / 10) * 10)))
    : Math.min(0, ...values);
  const hi = percent
    ? Math.min(100, Math.max(70, ...values.map((v) => Math.ceil(v / 10) * 10)))
    : Math.max(0, ...values);
  const span = hi - lo || 1;
  const x = (v: number) => labelW + ((v - lo) / span) * plotW;
  const height = bars.length * rowH + 4;
  const ref = percent ? 50 : 0;
  const summary = bars.map((b) => `${b.label}: ${label(b.value)}`).join(', ');
  return (
    <figure style={{ margin: 0 }} data-testid="ranking-chart">
      <figcaption style={{ fontWeight: 600, marginBottom: 4 }}>{t('rankingChart')}</figcaption>
      <svg
        role="img"
        aria-label={`${t('rankingChart')}. ${summary}`}
        width="100%"
        viewBox={`0 0 ${width} ${height}`}
        style={{ maxWidth: width }}
      >
        {bars.map((b, i) => {
          const y = i * rowH + 2;
          const x0 = x(Math.min(ref, b.value));
          const x1 = x(Math.max(ref, b.value));
          return (
            <g key={`${b.label}-${i}`}>
              <text
                x={labelW - 6}
                y={y + rowH * 0.7}
                textAnchor="end"
                fontSize="11"
                fill={tokens.colorNeutralForeground1}
              >
                {b.label}
              </text>
              <rect
                x={x0}
                y={y + 3}
                width={Math.max(1, x1 - x0)}
                height={rowH - 6}
                rx="2"
                fill={b.value >= ref ? tokens.colorBrandBackground : tokens.colorPaletteRedBackground3}
              />
              <text x={x1 + 4} y={y + rowH * 0.7} fontSize="11" fill={tokens.colorNeutralForeground2}>
                {label(b.value)}
              </text>
            </g>
          );
        })}
        <line x1={x(ref)} x2={x(ref)} y1={0} y2={height} stroke={tokens.colorNeutralStroke1} strokeDasharray="3 3" />
      </svg>
    </figure>
  );
}
