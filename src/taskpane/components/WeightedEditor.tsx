/**
 * The results of a weighted (or likely / at-all-probable) ruling: one row per result. Weights stay at a total of
 * 100 %: changing one weight rescales the others, adding a result halves the last weight, removing one gives its
 * weight to the last remaining result.
 */
import { Button, Field, Input, Select, Text, makeStyles } from '@fluentui/react-components';
import { useI18n } from '../i18n';

export interface Part {
  weight: number;
  result: string;
  likelihood?: 'likely' | 'probable' | 'improbable';
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Sets part i's weight and rescales the others so the total stays 100 (pure, tested). */
export function setWeight(parts: readonly Part[], i: number, weight: number): Part[] {
  if (parts.length <= 1) return parts.map((p) => ({ ...p, weight: 100 }));
  const w = Math.min(100, Math.max(0, Number.isFinite(weight) ? weight : 0));
  const others = parts.map((_, k) => k).filter((k) => k !== i);
  const rest = 100 - w;
  const otherSum = others.reduce((s, k) => s + parts[k].weight, 0);
  const out = parts.map((p) => ({ ...p }));
  out[i].weight = round2(w);
  let given = 0;
  others.forEach((k, n) => {
    if (n === others.length - 1) out[k].weight = round2(rest - given);
    else {
      const share = otherSum > 0 ? round2((parts[k].weight / otherSum) * rest) : 0;
      out[k].weight = share;
      given += share;
    }
  });
  return out;
}

export function addPart(parts: readonly Part[]): Part[] {
  if (parts.length === 0) return [{ weight: 100, result: '' }];
  const last = parts[parts.length - 1];
  const half = round2(last.weight / 2);
  return [...parts.slice(0, -1), { ...last, weight: round2(last.weight - half) }, { weight: half, result: '' }];
}

export function removePart(parts: readonly Part[], i: number): Part[] {
  if (parts.length <= 1) return parts.slice();
  const out = parts.filter((_, k) => k !== i).map((p) => ({ ...p }));
  const total = out.reduce((s, p) => s + p.weight, 0);
  out[out.length - 1].weight = round2(out[out.length - 1].weight + (100 - total));
  return out;
}

export function totalOf(parts: readonly Part[]): number {
  return round2(parts.reduce((s, p) => s + p.weight, 0));
}

const useStyles = makeStyles({
  row: { display: 'flex', gap: '6px', alignItems: 'flex-end' },
  weight: { width: '72px', flexShrink: 0 },
  likely: { width: '140px', flexShrink: 0 },
  result: { flex: 1, minWidth: 0 },
});

export function WeightedEditor({
  parts,
  onChange,
  mode,
  idBase,
  errors,
  labels,
}: {
  parts: readonly Part[];
  onChange: (parts: Part[]) => void;
  mode: 'weighted' | 'likely';
  idBase: string;
  errors: (string | undefined)[];
  labels: Record<'likely' | 'probable' | 'improbable', string>;
}) {
  const { t } = useI18n();
  const s = useStyles();
  return (
    <div>
      {parts.map((p, i) => (
        <div className={s.row} key={i}>
          {mode === 'weighted' ? (
            <Field label={t('weight')} className={s.weight}>
              <Input
                value={String(p.weight)}
                inputMode="decimal"
                data-testid={`${idBase}-weight-${i}`}
                onChange={(_, d) => {
                  const v = Number(d.value.replace(',', '.'));
                  if (d.value.trim() === '' || Number.isFinite(v))
                    onChange(setWeight(parts, i, d.value.trim() === '' ? 0 : v));
                }}
              />
            </Field>
          ) : (
            <Field label={t('likelihood')} className={s.likely}>
              <Select
                value={p.likelihood ?? 'likely'}
                onChange={(_, d) => {
                  const out = parts.map((x) => ({ ...x }));
                  out[i].likelihood = d.value as Part['likelihood'];
                  onChange(out);
                }}
              >
                <option value="likely">{labels.likely}</option>
                <option value="probable">{labels.probable}</option>
                <option value="improbable">{labels.improbable}</option>
              </Select>
            </Field>
          )}
          <Field
            label={`${t('result')} ${i + 1}`}
            className={s.result}
            validationState={errors[i] ? 'error' : 'none'}
            validationMessage={errors[i]}
          >
            <Input
              value={p.result}
              placeholder="4S= N"
              data-testid={`${idBase}-result-${i}`}
              onChange={(_, d) => {
                const out = parts.map((x) => ({ ...x }));
                out[i].result = d.value;
                onChange(out);
              }}
            />
          </Field>
          {parts.length > 1 && (
            <Button aria-label={t('removePart', { n: i + 1 })} onClick={() => onChange(removePart(parts, i))}>
              −
            </Button>
          )}
        </div>
      ))}
      <div className={s.row} style={{ marginTop: 6, justifyContent: 'space-between' }}>
        <Button size="small" onClick={() => onChange(addPart(parts))} data-testid={`${idBase}-add`}>
          {t('addPart')}
        </Button>
        {mode === 'weighted' && <Text size={200}>{t('weightsTotal', { total: totalOf(parts) })}</Text>}
      </div>
    </div>
  );
}
