/**
 * The double-dummy table of a board as a compact grid (declarers down, strains across), its par, and for each
 * result the director weighs how it compares with double dummy ("4♠ by N: DD 10 tricks, makes exactly").
 * Pure props: the table and par come from the engine's solver (run in a worker by the caller).
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { compareWithDoubleDummy, type Contract, type DdTable, type Par, type Seat, type Strain } from '../../engine';
import { useI18n, type StringKey, type Translate } from '../i18n';

export interface DdCandidate {
  contract: Contract;
  declarer: Seat;
}

export interface DoubleDummyGridProps {
  table: DdTable;
  par?: Par;
  /** Results the director enters as possible outcomes, compared with the table. */
  candidates?: readonly DdCandidate[];
  board?: number;
}

const SEATS: readonly Seat[] = ['N', 'S', 'E', 'W'];
const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const SUIT_SYMBOL: Record<Exclude<Strain, 'NT'>, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const SEAT_KEY: Record<Seat, StringKey> = { N: 'ddSeatN', E: 'ddSeatE', S: 'ddSeatS', W: 'ddSeatW' };
const RED: ReadonlySet<Strain> = new Set<Strain>(['D', 'H']);

const useStyles = makeStyles({
  grid: { borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' },
  cell: { padding: '1px 6px', textAlign: 'center', minWidth: '22px' },
  head: { padding: '1px 6px', textAlign: 'center', fontWeight: 600 },
  made: { fontWeight: 600 },
  line: { display: 'block', marginTop: '2px' },
});

/** A strain as the grid writes it: the suit symbol, or the language's no-trump letters. */
export function strainLabel(strain: Strain, t: Translate): string {
  return strain === 'NT' ? t('ddNoTrump') : SUIT_SYMBOL[strain];
}

/** A contract in the pane's words: level and strain symbol, with X or XX. */
export function contractLabel(c: Contract, t: Translate): string {
  return `${c.level}${strainLabel(c.strain, t)}${c.risk}`;
}

/** One candidate's line, e.g. "4♠ by N: DD 10 tricks, makes exactly". */
export function candidateText(table: DdTable, c: DdCandidate, t: Translate): string {
  const cmp = compareWithDoubleDummy(table, c.contract, c.declarer);
  const result =
    cmp.overUnder === 0
      ? t('ddMakesExactly')
      : cmp.overUnder > 0
        ? t('ddOvertricks', { n: cmp.overUnder })
        : t('ddDown', { n: -cmp.overUnder });
  return t('ddCandidate', {
    contract: contractLabel(c.contract, t),
    declarer: t(SEAT_KEY[c.declarer]),
    tricks: cmp.tricks,
    result,
  });
}

/** The par line: score from NS's side and the par contracts. */
export function parText(par: Par, t: Translate): string {
  if (par.contracts.length === 0) return t('ddParPassedOut');
  const contracts = par.contracts
    .map((p) => `${contractLabel(p.contract, t)} ${p.declarers.map((d) => t(SEAT_KEY[d])).join('/')}`)
    .join(', ');
  return t('ddPar', { score: par.score > 0 ? `+${par.score}` : String(par.score), contracts });
}

export function DoubleDummyGrid({ table, par, candidates = [], board }: DoubleDummyGridProps) {
  const { t } = useI18n();
  const s = useStyles();
  const caption = board !== undefined ? t('ddCaptionBoard', { board }) : t('ddCaption');
  return (
    <section data-testid="double-dummy" aria-label={caption}>
      <table className={s.grid}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
        <thead>
          <tr>
            <th className={s.head} scope="col" aria-label={t('ddDeclarer')} />
            {STRAINS.map((strain) => (
              <th
                key={strain}
                scope="col"
                className={s.head}
                style={{ color: RED.has(strain) ? tokens.colorPaletteRedForeground1 : undefined }}
              >
                {strainLabel(strain, t)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SEATS.map((seat) => (
            <tr key={seat}>
              <th scope="row" className={s.head}>
                {t(SEAT_KEY[seat])}
              </th>
              {STRAINS.map((strain) => {
                const tricks = table[seat][strain];
                return (
                  <td key={strain} className={tricks >= 7 ? `${s.cell} ${s.made}` : s.cell}>
                    {tricks}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {par && <Text className={s.line}>{parText(par, t)}</Text>}
      {candidates.map((c, i) => (
        <Text key={i} className={s.line}>
          {candidateText(table, c, t)}
        </Text>
      ))}
    </section>
  );
}
