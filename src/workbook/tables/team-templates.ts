/**
 * The teams template's live sheets: the Matches table (round, home, away, the two rooms' tables, carry-over,
 * mark), the team options (VP scale, knockout), the discrete WBF 20-VP tables as data, and three sheets that
 * each hold one spilled formula over the Matches and Travellers tables: BRIDGE.TEAM_BOARDS (IMPs per board),
 * BRIDGE.TEAM_MATCHES (IMP totals and VPs per match) and BRIDGE.TEAM_STANDINGS (the standings). The three are
 * handed the same ranges and share one scoring of the event per recalculation.
 */
import { getPreset, numberFormats, excelFormat, wbfVpTable } from './engine';
import type { MovementPlan } from './movement';
import { type Cell, MATCH_COLUMNS, TABLES, columnLetter } from './schema';
import type { EventSettings } from './settings';
import type { SheetSpec, TableSpec } from './templates';
import { TEAM_OPTIONS_TABLE, TEAM_SHEETS } from './sheets';

export { TEAM_SHEETS } from './sheets';

/** Match lengths of the discrete VP tables. */
export const VP_TABLE_BOARDS = { from: 6, to: 32 } as const;

/** Columns the three spilled functions return (the header above each spill). */
export const TEAM_BOARD_HEADER = ['match', 'board', 'open_ns', 'closed_ns', 'home_imps', 'away_imps'] as const;
export const TEAM_MATCH_HEADER = [
  'match',
  'round',
  'home',
  'away',
  'boards',
  'carry_over',
  'home_imps',
  'away_imps',
  'home_vp',
  'away_vp',
] as const;
export const TEAM_STANDING_HEADER = ['rank', 'team', 'matches', 'vp', 'imps_for', 'imps_against'] as const;

/**
 * The discrete WBF 20-VP tables: a header row (imps, then the match lengths 6–32) over one row per whole IMP
 * margin, the winner's VPs from the engine's 2013 scale (rounded to 2 decimals, made concave); past the blitz
 * margin 20. A scorer may replace any column by the table its regulations use.
 */
export function vpTableRows(from: number = VP_TABLE_BOARDS.from, to: number = VP_TABLE_BOARDS.to): Cell[][] {
  const lengths: number[] = [];
  for (let n = from; n <= to; n++) lengths.push(n);
  const tables = lengths.map((n) => wbfVpTable(n));
  const top = Math.max(...tables.map((t) => t.length - 1));
  const rows: Cell[][] = [['imps', ...lengths]];
  for (let i = 0; i <= top; i++) rows.push([i, ...tables.map((t) => (i < t.length ? t[i] : 20))]);
  return rows;
}

/** The range of the VP tables (header included), as the formulas name it. */
export function vpTablesRange(): string {
  const rows = vpTableRows().length;
  const last = columnLetter(VP_TABLE_BOARDS.to - VP_TABLE_BOARDS.from + 1);
  return `${TEAM_SHEETS.vpTables}!$A$1:$${last}$${rows}`;
}

/** One Matches line per match of the movement: the two tables where the same teams meet, the lower one open. */
export function matchRows(plan: MovementPlan): Cell[][] {
  const seen = new Map<string, { round: number; home: string; away: string; open: number; closed?: number }>();
  for (const l of plan.lines) {
    if (!l.ns || !l.ew) continue;
    const key = `${l.round}|${[l.ns, l.ew].sort().join('|')}`;
    const m = seen.get(key);
    if (!m) seen.set(key, { round: l.round, home: l.ns, away: l.ew, open: l.table });
    else if (l.table !== m.open && m.closed === undefined) {
      if (l.table < m.open) Object.assign(m, { closed: m.open, open: l.table, home: l.ns, away: l.ew });
      else m.closed = l.table;
    }
  }
  return [...seen.values()].map((m) => [m.round, m.home, m.away, m.open, m.closed ?? null, null, null]);
}

/** The arguments every teams function takes (Matches, Travellers, preset, options), in parameter order. */
export function teamArgs(): string {
  const opt = (key: string) => `INDEX(${TEAM_OPTIONS_TABLE}[value],MATCH("${key}",${TEAM_OPTIONS_TABLE}[key],0))`;
  return [
    ...MATCH_COLUMNS.map((c) => `${TABLES.matches}[${c}]`),
    'Travellers[board]',
    'Travellers[round]',
    'Travellers[table]',
    'Travellers[score_ns]',
    'Travellers[ruling]',
    'INDEX(EventSettings[value],MATCH("preset",EventSettings[key],0))',
    opt('vp_scale'),
    vpTablesRange(),
    opt('knockout'),
  ].join(',');
}

/** A sheet whose header row names the columns of the spilled call in A2, with room below it. */
function spillSheet(name: string, fn: string, header: readonly string[], formats: SheetSpec['formats']): SheetSpec {
  return {
    name,
    formulas: [[...header], [`=BRIDGE.${fn}(${teamArgs()})`]],
    spills: ['A2'],
    formats,
  };
}

/** The sheets a teams event adds to the common ones. */
export function teamSheets(settings: EventSettings, plan: MovementPlan): SheetSpec[] {
  const preset = getPreset(settings.preset as never);
  const f = numberFormats(preset);
  const vp = excelFormat(preset.vp.decimals);
  const table = (name: string, header: readonly string[], rows: Cell[][], text: string[]): TableSpec => ({
    name,
    header,
    rows,
    text,
  });
  const matches = matchRows(plan);
  const lines = Math.max(plan.lines.length, 2);
  const n = Math.max(matches.length, 1);
  return [
    {
      name: TEAM_SHEETS.matches,
      table: table(TABLES.matches, MATCH_COLUMNS, matches, ['home', 'away', 'ruling']),
    },
    {
      name: TEAM_SHEETS.options,
      table: table(
        TEAM_OPTIONS_TABLE,
        ['key', 'value'],
        [
          ['vp_scale', 'WBF'],
          ['knockout', 'FALSE'],
        ],
        ['key', 'value'],
      ),
    },
    { name: TEAM_SHEETS.vpTables, formulas: vpTableRows(), formats: [{ range: 'B2:AB200', format: vp }] },
    spillSheet(TEAM_SHEETS.boards, 'TEAM_BOARDS', TEAM_BOARD_HEADER, [{ range: `E2:F${lines + 1}`, format: f.imp }]),
    spillSheet(TEAM_SHEETS.matchResults, 'TEAM_MATCHES', TEAM_MATCH_HEADER, [
      { range: `F2:H${n + 1}`, format: f.imp },
      { range: `I2:J${n + 1}`, format: vp },
    ]),
    spillSheet(TEAM_SHEETS.standings, 'TEAM_STANDINGS', TEAM_STANDING_HEADER, [
      { range: `D2:D${2 * n + 1}`, format: vp },
      { range: `E2:F${2 * n + 1}`, format: f.imp },
    ]),
  ];
}
