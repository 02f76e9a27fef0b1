/**
 * The results of a weighted (or likely / at-all-probable) ruling: one row per result, and for a weighted score
 * one line that takes them all at once ("60% 4S= N; 40% 4S-1 N", read by the engine's notation). A weight
 * stays as typed; only the part the director has not typed a weight for (the one added last) follows, taking
 * what the others leave of 100 %. The total is shown, and the ruling cannot be applied until it is 100 %.
 */
import { Button, Field, Input, Select, Text, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { parseRuling, printPlayed, weightPercent } from '../engine';
import { useI18n } from '../i18n';
import { numberText } from '../figures';

export interface Part {
  weight: number;
  result: string;
  likelihood?: 'likely' | 'probable' | 'improbable';
  /** The weight as typed ("17." while typing 17.14); absent: the number as it is. */
  text?: string;
  /** The weight follows the others (100 % less theirs) until the director types it. */
  auto?: boolean;
}

/** What the typed weights leave to the part that follows them (never below 0). */
function settle(parts: Part[]): Part[] {
  const k = parts.findIndex((p) => p.auto);
  if (k < 0) return parts;
  const others = parts.reduce((s, p, j) => (j === k ? s : s + (Number.isFinite(p.weight) ? p.weight : 0)), 0);
  parts[k] = { ...parts[k], weight: Math.max(0, weightPercent(100 - others)) };
  delete parts[k].text;
  return parts;
}

/** Sets part i's weight as typed (`text` kept for the field); only a following part changes with it (pure, tested). */
export function setWeight(parts: readonly Part[], i: number, weight: number, text?: string): Part[] {
  if (parts.length <= 1) return parts.map((p) => ({ ...p, weight: 100, auto: false }));
  const out = parts.map((p) => ({ ...p }));
  out[i] = { ...out[i], weight: Number.isFinite(weight) ? weight : 0, auto: false };
  if (text !== undefined) out[i].text = text;
  else delete out[i].text;
  return settle(out);
}

/** Adds a result: it takes half the last weight and follows the others until typed. */
export function addPart(parts: readonly Part[]): Part[] {
  if (parts.length === 0) return [{ weight: 100, result: '' }];
  const out = parts.map((p) => ({ ...p, auto: false }));
  const last = out[out.length - 1];
  const half = weightPercent(last.weight / 2);
  out[out.length - 1] = { ...last, weight: weightPercent(last.weight - half) };
  delete out[out.length - 1].text;
  out.push({ weight: half, result: '', auto: true });
  return settle(out);
}

/** Removes a result; the last one left takes what the others leave of 100 %. */
export function removePart(parts: readonly Part[], i: number): Part[] {
  if (parts.length <= 1) return parts.slice();
  const out = parts.filter((_, k) => k !== i).map((p) => ({ ...p, auto: false }));
  out[out.length - 1].auto = true;
  return settle(out);
}

export function totalOf(parts: readonly Part[]): number {
  return weightPercent(parts.reduce((s, p) => s + (Number.isFinite(p.weight) ? p.weight : 0), 0));
}

/** The weighted parts of one line of notation ("60% 4S= N; 40% 4S-1 N"); throws the notation's message. */
export function partsOfLine(line: string, board: number | undefined): Part[] {
  const r = parseRuling(line, board === undefined ? {} : { board });
  if (r.ns.kind !== 'weighted') throw new Error(`'${line}' is not a weighted score (e.g. 60% 4S= N; 40% 4S-1 N)`);
  return r.ns.parts.map((p) => ({
    weight: weightPercent(p.weight * 100),
    result: p.from ? printPlayed(p.from) : `NS ${p.ns}`,
  }));
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
  board,
}: {
  parts: readonly Part[];
  onChange: (parts: Part[]) => void;
  mode: 'weighted' | 'likely';
  idBase: string;
  errors: (string | undefined)[];
  labels: Record<'likely' | 'probable' | 'improbable', string>;
  board?: number;
}) {
  const { t, lang } = useI18n();
  const s = useStyles();
  const [line, setLine] = useState('');
  const [lineError, setLineError] = useState<string>();
  const total = totalOf(parts);
  return (
    <div>
      {mode === 'weighted' && (
        <Field
          label={t('weightsLine')}
          validationState={lineError ? 'error' : 'none'}
          validationMessage={lineError}
          style={{ marginBottom: 6 }}
        >
          <Input
            value={line}
            placeholder="60% 4S= N; 40% 4S-1 N"
            data-testid={`${idBase}-line`}
            onChange={(_, d) => {
              setLine(d.value);
              if (d.value.trim() === '') {
                setLineError(undefined);
                return;
              }
              try {
                onChange(partsOfLine(d.value, board));
                setLineError(undefined);
              } catch (err) {
                setLineError(err instanceof Error ? err.message : String(err));
              }
            }}
          />
        </Field>
      )}
      {parts.map((p, i) => (
        <div className={s.row} key={i}>
          {mode === 'weighted' ? (
            <Field label={t('weight')} className={s.weight}>
              <Input
                value={p.text ?? numberText(p.weight, lang, 2, { trim: true })}
                inputMode="decimal"
                data-testid={`${idBase}-weight-${i}`}
                onChange={(_, d) => {
                  const typed = d.value.trim();
                  const v = typed === '' ? 0 : Number(typed.replace(',', '.'));
                  onChange(setWeight(parts, i, Number.isFinite(v) ? v : Number.NaN, d.value));
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
        {mode === 'weighted' && (
          <Text
            size={200}
            data-testid={`${idBase}-total`}
            {...(total !== 100 ? { role: 'alert', style: { color: 'var(--colorPaletteRedForeground1)' } } : {})}
          >
            {t('weightsTotal', { total: numberText(total, lang, 2, { trim: true }) })}
            {total !== 100 ? ` — ${t('weightsNot100')}` : ''}
          </Text>
        )}
      </div>
    </div>
  );
}
