/**
 * A board's frequency chart as plain SVG: one bar per NS score, best for NS at the top, its length the number
 * of tables (weighted rulings count as fractions). The table being ruled is marked.
 */
import { tokens } from '@fluentui/react-components';
import { useI18n } from '../i18n';
import { numberText } from '../figures';

export interface FrequencyItem {
  score: number;
  /** Number of tables (fractions for weighted parts). */
  count: number;
  /** True for the table being ruled on. */
  mine?: boolean;
  /** Law 87: the form of a fouled board (absent: the correct form); each form is charted apart. */
  form?: string;
}

/** Groups scores into bars (pure, tested). */
export function frequencyBars(items: readonly FrequencyItem[]): { score: number; count: number; mine: number }[] {
  const map = new Map<number, { score: number; count: number; mine: number }>();
  for (const it of items) {
    const bar = map.get(it.score) ?? { score: it.score, count: 0, mine: 0 };
    bar.count += it.count;
    if (it.mine) bar.mine += it.count;
    map.set(it.score, bar);
  }
  return [...map.values()].sort((a, b) => b.score - a.score);
}

/** The items by form of a fouled board: the correct form first, then the others by label (pure, tested). */
export function formGroups(items: readonly FrequencyItem[]): { form?: string; items: FrequencyItem[] }[] {
  const map = new Map<string, FrequencyItem[]>();
  for (const it of items) {
    const k = it.form ?? '';
    map.set(k, [...(map.get(k) ?? []), it]);
  }
  return [...map.keys()]
    .sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
    .map((k) => ({ ...(k === '' ? {} : { form: k }), items: map.get(k) ?? [] }));
}

export function FrequencyChart({ board, items }: { board: number; items: readonly FrequencyItem[] }) {
  const { t } = useI18n();
  const groups = formGroups(items);
  if (groups.length <= 1) return <FormChart title={t('chartTitle', { board })} items={items} />;
  return (
    <div data-testid="frequency-forms">
      {groups.map((g) => (
        <FormChart
          key={g.form ?? ''}
          title={`${t('chartTitle', { board })} · ${g.form === undefined ? t('chartFormCorrect') : t('chartForm', { form: g.form })}`}
          items={g.items}
        />
      ))}
    </div>
  );
}

function FormChart({ title, items }: { title: string; items: readonly FrequencyItem[] }) {
  const { t, lang } = useI18n();
  /** A count of results: whole, or weighted (0,6 of a result), in the pane's language. */
  const fmtCount = (n: number) => numberText(n, lang, 2, { trim: true });
  const bars = frequencyBars(items);
  if (bars.length === 0) return <p>{t('chartNone')}</p>;
  const max = Math.max(...bars.map((b) => b.count));
  const rowH = 22;
  const labelW = 56;
  const width = 300;
  const barW = width - labelW - 40;
  const height = bars.length * rowH + 4;
  const summary = bars.map((b) => `${b.score > 0 ? '+' : ''}${b.score}: ${fmtCount(b.count)}`).join(', ');
  return (
    <figure style={{ margin: 0 }} data-testid="frequency-chart">
      <figcaption style={{ fontWeight: 600, marginBottom: 4 }}>{title}</figcaption>
      <svg
        role="img"
        aria-label={`${title}. ${summary}`}
        width="100%"
        viewBox={`0 0 ${width} ${height}`}
        style={{ maxWidth: width }}
      >
        {bars.map((b, i) => {
          const y = i * rowH + 2;
          const w = Math.max(2, (b.count / max) * barW);
          const mineW = b.mine ? Math.max(2, (b.mine / max) * barW) : 0;
          return (
            <g key={b.score}>
              <text
                x={labelW - 6}
                y={y + rowH * 0.68}
                textAnchor="end"
                fontSize="12"
                fill={tokens.colorNeutralForeground1}
              >
                {b.score > 0 ? `+${b.score}` : b.score}
              </text>
              <rect x={labelW} y={y + 3} width={w} height={rowH - 6} rx="2" fill={tokens.colorBrandBackground} />
              {mineW > 0 && (
                <rect
                  x={labelW}
                  y={y + 3}
                  width={mineW}
                  height={rowH - 6}
                  rx="2"
                  fill={tokens.colorPaletteMarigoldBorderActive}
                >
                  <title>{t('chartThis')}</title>
                </rect>
              )}
              <text x={labelW + w + 4} y={y + rowH * 0.68} fontSize="12" fill={tokens.colorNeutralForeground2}>
                {fmtCount(b.count)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
