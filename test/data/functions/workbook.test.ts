/**
 * A formula engine evaluates workbooks that use the BRIDGE functions (HyperFormula, registered in tests only),
 * filled with real travellers from ../shared/data; the formula results must equal the organisers' numbers.
 *
 * - Compscore3 USEBIO (ABF club, 'abf' preset): per-cell BRIDGE.MP and spilled BRIDGE.MATCHPOINTS against every
 *   NS_MATCH_POINTS / EW_MATCH_POINTS (one line is A5050), BRIDGE.CONTRACT_SCORE against every SCORE, and
 *   BRIDGE.SESSION_TOTAL / SESSION_PERCENT against every pair's TOTAL_SCORE / PERCENTAGE, Howell and Mitchell,
 *   and the spilled BRIDGE.SESSION_RESULTS (as the templates' Live sheet calls it) against PLACE, TOTAL_SCORE
 *   and PERCENTAGE.
 * - Magic Contest PBN (FFB national final, 'ffb' preset): the ScoreTable's two score columns (Score_NS,
 *   Score_EW, "-" in the empty one, A-/A+ on board 17) through BRIDGE.MATCHPOINTS and BRIDGE.PERCENT against
 *   MP_NS / MP_EW / Percentage_NS / Percentage_EW; CONTRACT_SCORE against the scores; the session columns
 *   SessionScoreMP and SessionPercentage.
 */
import * as fs from 'fs';
import * as path from 'path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import type { HyperFormula } from 'hyperformula';
import { registerBridgeFunctions, workbook, type FunctionMeta } from '../../../src/dev/formulas/bridge-functions';
import { describeWhen } from '../../shared-data';

const shared = path.resolve(__dirname, '../../../../shared/data');
const present = fs.existsSync(shared);
if (!present) console.warn(`shared data folder ${shared} not found: workbook tests skipped`);
const describeData = describeWhen(present, shared);

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(
    path.resolve(__dirname, '../../../src/functions/functions.ts'),
  );
  expect(generated.errors).toEqual([]);
  registerBridgeFunctions((JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] }).functions);
});

/** A number written in a file, or the text as is. */
const value = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

function values(hf: HyperFormula, sheet: string): unknown[][] {
  return hf.getSheetValues(hf.getSheetId(sheet)!) as unknown[][];
}

// ---------------------------------------------------------------------------------------------------------------
// USEBIO

interface UsebioLine {
  board: number;
  ns: string;
  ew: string;
  contract: string;
  declarer: string;
  tricks: string;
  score: string;
  mpNS: string;
  mpEW: string;
  butlerNS: string;
  butlerEW: string;
  datum: string;
}
interface UsebioPair {
  pair: string;
  direction: string;
  total: string;
  percent: string;
  place: string;
}

function tag(block: string, name: string): string {
  const m = new RegExp(`<${name}>([^<]*)</${name}>`).exec(block);
  return m ? m[1].trim() : '';
}

function readUsebio(file: string): { lines: UsebioLine[]; pairs: UsebioPair[] } {
  const xml = fs.readFileSync(path.join(shared, 'usebio', file), 'utf8');
  const event = xml.slice(0, xml.indexOf('</EVENT>'));
  const pairs = [...event.matchAll(/<PAIR>([\s\S]*?)<\/PAIR>/g)].map(([, b]) => ({
    pair: tag(b, 'PAIR_NUMBER'),
    direction: tag(b, 'DIRECTION'),
    total: tag(b, 'TOTAL_SCORE'),
    percent: tag(b, 'PERCENTAGE'),
    place: tag(b, 'PLACE'),
  }));
  const lines: UsebioLine[] = [];
  for (const [, b] of event.matchAll(/<BOARD[^>]*>([\s\S]*?)<\/BOARD>/g)) {
    const board = Number(tag(b, 'BOARD_NUMBER'));
    const datum = tag(b, 'BOARD_AVERAGE');
    for (const [, l] of b.matchAll(/<TRAVELLER_LINE>([\s\S]*?)<\/TRAVELLER_LINE>/g)) {
      lines.push({
        board,
        ns: tag(l, 'NS_PAIR_NUMBER'),
        ew: tag(l, 'EW_PAIR_NUMBER'),
        contract: tag(l, 'CONTRACT'),
        declarer: tag(l, 'PLAYED_BY'),
        tricks: tag(l, 'TRICKS'),
        score: tag(l, 'SCORE'),
        mpNS: tag(l, 'NS_MATCH_POINTS'),
        mpEW: tag(l, 'EW_MATCH_POINTS'),
        butlerNS: tag(l, 'NS_BUTLER_POINTS'),
        butlerEW: tag(l, 'EW_BUTLER_POINTS'),
        datum,
      });
    }
  }
  return { lines, pairs };
}

/** Compscore numbers Mitchell pairs 1NS, 1EW: the sheet writes 1 and 1, the movement tells them apart. */
const pairNumber = (text: string) => Number(text.replace(/(NS|EW)$/, ''));

/**
 * Travellers sheet: A board, B NS pair, C EW pair, D contract, E declarer, F tricks, G score (as the file writes
 * it), H =CONTRACT_SCORE, I =MP (NS), J =MP (EW), K:L =MATCHPOINTS(..., "BOTH") spilled from each board's first
 * row. Pairs sheet: A pair, B =SESSION_TOTAL, C =SESSION_PERCENT. Ranking sheet: one =SESSION_RESULTS in A1,
 * spilled (rank, pair, direction, total, percentage, boards).
 */
function usebioWorkbook(lines: UsebioLine[], pairs: UsebioPair[], mitchell: boolean) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  lines.forEach((l, i) => {
    const row = i + 2;
    if (!first.has(l.board)) first.set(l.board, row);
    last.set(l.board, row);
  });
  const rows: unknown[][] = [
    ['board', 'ns', 'ew', 'contract', 'by', 'tricks', 'score', 'score?', 'MP NS', 'MP EW', 'NS', 'EW'],
  ];
  lines.forEach((l, i) => {
    const r = i + 2;
    const range = `G$${first.get(l.board)}:G$${last.get(l.board)}`;
    const row: unknown[] = [
      l.board,
      pairNumber(l.ns),
      pairNumber(l.ew),
      l.contract || null,
      l.declarer || null,
      l.tricks === '' ? null : Number(l.tricks),
      value(l.score),
      `=BRIDGE.CONTRACT_SCORE(D${r},E${r},A${r},F${r})`,
      `=BRIDGE.MP(G${r},${range},"abf")`,
      `=BRIDGE.MP(G${r},${range},"abf","EW")`,
    ];
    if (first.get(l.board) === r) row.push(`=BRIDGE.MATCHPOINTS(${range},,"abf","BOTH")`);
    rows.push(row);
  });
  const n = lines.length + 1;
  const session = `Travellers!$A$2:$A$${n},Travellers!$B$2:$B$${n},Travellers!$C$2:$C$${n},Travellers!$G$2:$G$${n},,"abf"`;
  const pairRows: unknown[][] = [['pair', 'total', 'percent']];
  pairs.forEach((p, i) => {
    const r = i + 2;
    const mitchellArgs = mitchell ? `,"MITCHELL","${p.direction}"` : '';
    pairRows.push([
      pairNumber(p.pair),
      mitchell
        ? `=BRIDGE.SESSION_TOTAL(A${r},${session},,"MITCHELL","${p.direction}")`
        : `=BRIDGE.SESSION_TOTAL(A${r},${session})`,
      `=BRIDGE.SESSION_PERCENT(A${r},${session}${mitchellArgs})`,
    ]);
  });
  const ranking = [
    [mitchell ? `=BRIDGE.SESSION_RESULTS(${session},,"MITCHELL")` : `=BRIDGE.SESSION_RESULTS(${session})`],
  ];
  return workbook({ Travellers: rows, Pairs: pairRows, Ranking: ranking });
}

describeData.each([
  ['mp_pairs_howell.xml', false],
  ['mp_pairs_mitchell_04.xml', true],
])('USEBIO %s in a workbook', (file, mitchell) => {
  const { lines, pairs } = readUsebio(file);
  let hf: HyperFormula;
  let travellers: unknown[][];
  beforeAll(() => {
    hf = usebioWorkbook(lines, pairs, mitchell);
    travellers = values(hf, 'Travellers');
  });
  afterAll(() => hf?.destroy());

  it('has every line of the file', () => {
    expect(lines.length).toBeGreaterThan(100);
    expect(travellers).toHaveLength(lines.length + 1);
  });

  it('BRIDGE.MP and BRIDGE.MATCHPOINTS give every printed NS and EW matchpoint figure', () => {
    const wrong: string[] = [];
    lines.forEach((l, i) => {
      const row = travellers[i + 1];
      const got = [row[8], row[9], row[10], row[11]];
      const want = [Number(l.mpNS), Number(l.mpEW), Number(l.mpNS), Number(l.mpEW)];
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`board ${l.board} line ${i + 2}: ${got} vs ${want}`);
    });
    expect(wrong).toEqual([]);
  });

  it('BRIDGE.CONTRACT_SCORE gives every printed score from contract, declarer, board and tricks', () => {
    const played = lines.map((l, i) => [l, travellers[i + 1][7]] as const).filter(([l]) => l.contract !== '');
    expect(played.length).toBeGreaterThan(100);
    const wrong = played
      .filter(([l, got]) => got !== Number(l.score))
      .map(([l, got]) => `${l.board} ${l.contract}: ${got}`);
    expect(wrong).toEqual([]);
    // The artificial line has no contract: its CONTRACT_SCORE cell stays empty.
    lines.forEach((l, i) => {
      if (l.contract === '' && l.score.startsWith('A')) expect(travellers[i + 1][7]).toBe('');
    });
  });

  it("BRIDGE.SESSION_TOTAL and SESSION_PERCENT give every pair's printed total and percentage", () => {
    const got = values(hf, 'Pairs')
      .slice(1)
      .map((r) => [r[0], (r[1] as number).toFixed(2), (r[2] as number).toFixed(2)]);
    expect(got).toEqual(pairs.map((p) => [pairNumber(p.pair), p.total, p.percent]));
  });

  it("BRIDGE.SESSION_RESULTS spills every pair's printed place, total and percentage in one call", () => {
    const spilled = values(hf, 'Ranking').filter((r) => typeof r[1] === 'number');
    expect(spilled).toHaveLength(pairs.length);
    // Each row: the rank label (no ties in these files), the pair, its field, total, percentage, boards played.
    const got = spilled.map((r) => [
      r[1],
      mitchell ? r[2] : '',
      r[0],
      (r[3] as number).toFixed(2),
      (r[4] as number).toFixed(2),
    ]);
    const want = pairs.map((p) => [pairNumber(p.pair), mitchell ? p.direction : '', p.place, p.total, p.percent]);
    const key = (x: unknown[]) => `${String(x[1])} ${String(x[0]).padStart(3, '0')}`;
    expect([...got].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [...want].sort((a, b) => key(a).localeCompare(key(b))),
    );
    // Listed by field (N-S before E-W in a Mitchell), then by place.
    const order = spilled.map((r) => `${r[2] === 'EW' ? 1 : 0} ${String(r[0]).padStart(3, '0')}`);
    expect(order).toEqual([...order].sort());
    for (const r of spilled) expect(r[5]).toBeGreaterThan(0);
  });
});

describeData('USEBIO butler_howell.xml in a workbook', () => {
  const { lines, pairs } = readUsebio('butler_howell.xml');
  let hf: HyperFormula;
  let sheet: unknown[][];
  beforeAll(() => {
    // A board, B NS, C EW, D score, E =BUTLER_DATUM (first row of each board), F:G =BUTLER(..., "BOTH").
    const first = new Map<number, number>();
    const last = new Map<number, number>();
    lines.forEach((l, i) => {
      if (!first.has(l.board)) first.set(l.board, i + 2);
      last.set(l.board, i + 2);
    });
    const rows: unknown[][] = [['board', 'ns', 'ew', 'score', 'datum', 'NS', 'EW']];
    lines.forEach((l, i) => {
      const r = i + 2;
      const range = `D${first.get(l.board)}:D${last.get(l.board)}`;
      const row: unknown[] = [l.board, Number(l.ns), Number(l.ew), value(l.score)];
      if (first.get(l.board) === r)
        row.push(`=BRIDGE.BUTLER_DATUM(${range},"abf")`, `=BRIDGE.BUTLER(${range},"abf",,"BOTH")`);
      rows.push(row);
    });
    const n = lines.length + 1;
    const session = `Travellers!$A$2:$A$${n},Travellers!$B$2:$B$${n},Travellers!$C$2:$C$${n},Travellers!$D$2:$D$${n},,"abf","BUTLER"`;
    const pairRows = pairs.map((p, i) => [Number(p.pair), `=BRIDGE.SESSION_TOTAL(A${i + 1},${session})`]);
    hf = workbook({ Travellers: rows, Pairs: pairRows });
    sheet = values(hf, 'Travellers');
  });
  afterAll(() => hf?.destroy());

  it('BRIDGE.BUTLER_DATUM and BRIDGE.BUTLER give every BOARD_AVERAGE and NS/EW_BUTLER_POINTS', () => {
    const wrong: string[] = [];
    const firstRows = new Set<number>();
    lines.forEach((l, i) => {
      const row = sheet[i + 1];
      if (!firstRows.has(l.board)) {
        firstRows.add(l.board);
        if (row[4] !== Number(l.datum)) wrong.push(`board ${l.board} datum ${row[4]} vs ${l.datum}`);
      }
      if (row[5] !== Number(l.butlerNS) || row[6] !== Number(l.butlerEW)) {
        wrong.push(`board ${l.board} line ${i + 2}: ${row[5]}/${row[6]} vs ${l.butlerNS}/${l.butlerEW}`);
      }
    });
    expect(firstRows.size).toBe(35);
    expect(wrong).toEqual([]);
  });

  it("BRIDGE.SESSION_TOTAL (form BUTLER) gives every pair's TOTAL_SCORE", () => {
    const got = values(hf, 'Pairs').map((r) => [r[0], (r[1] as number).toFixed(2)]);
    expect(got).toEqual(pairs.map((p) => [Number(p.pair), p.total]));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// PBN (FFB)

interface PbnRow {
  board: number;
  contract: string;
  declarer: string;
  result: string;
  ns: string;
  ew: string;
  scoreNS: string;
  scoreEW: string;
  mpNS: string;
  mpEW: string;
  pctNS: string;
  pctEW: string;
}
interface PbnTotal {
  pair: string;
  sessionMP: string;
  sessionPct: string;
}

function readPbn(): { rows: PbnRow[]; totals: PbnTotal[] } {
  const text = fs.readFileSync(path.join(shared, 'pbn', 'ffb-national-final-2022-session5.pbn')).toString('latin1');
  const rows: PbnRow[] = [];
  const totals: PbnTotal[] = [];
  let board = 0;
  let table: 'score' | 'total' | undefined;
  for (const line of text.split(/\r?\n/)) {
    const b = /^\[Board "(\d+)"\]/.exec(line);
    if (b) board = Number(b[1]);
    if (line.startsWith('[')) {
      table = line.startsWith('[ScoreTable ') ? 'score' : line.startsWith('[TotalScoreTable ') ? 'total' : undefined;
      continue;
    }
    if (!table || !line.trim() || line.startsWith('%')) continue;
    const t = line.match(/"[^"]*"|\S+/g)!.map((s) => s.replace(/^"(.*)"$/, '$1'));
    if (table === 'score') {
      // Table Round PairId_NS PairId_EW Contract Declarer Result Lead Score_NS Score_EW MP_NS MP_EW % %
      rows.push({
        board,
        ns: t[2],
        ew: t[3],
        contract: t[4],
        declarer: t[5],
        result: t[6],
        scoreNS: t[8],
        scoreEW: t[9],
        mpNS: t[10],
        mpEW: t[11],
        pctNS: t[12],
        pctEW: t[13],
      });
    } else if (board === 1) {
      // Rank PairId Table Direction TotalScoreMP TotalPercentage Names NrBoards NrBoardsSession SessionScoreMP SessionPercentage …
      totals.push({ pair: t[1], sessionMP: t[9], sessionPct: t[10] });
    }
  }
  return { rows, totals };
}

describeData('FFB PBN in a workbook', () => {
  const { rows, totals } = readPbn();
  let hf: HyperFormula;
  let sheet: unknown[][];
  let pairs: unknown[][];

  beforeAll(() => {
    // Travellers: A board, B NS pair, C EW pair, D contract, E declarer, F result, G Score_NS, H Score_EW (as
    // printed: "-" in the empty one), I =CONTRACT_SCORE, J:K =MATCHPOINTS(G:H,,"ffb","BOTH"), L:M =PERCENT.
    const first = new Map<number, number>();
    const last = new Map<number, number>();
    rows.forEach((r, i) => {
      if (!first.has(r.board)) first.set(r.board, i + 2);
      last.set(r.board, i + 2);
    });
    const cells: unknown[][] = [
      ['board', 'ns', 'ew', 'contract', 'by', 'result', 'NS', 'EW', 'score', 'MP NS', 'MP EW', '% NS', '% EW'],
    ];
    rows.forEach((r, i) => {
      const n = i + 2;
      const range = `G${first.get(r.board)}:H${last.get(r.board)}`;
      const row: unknown[] = [
        r.board,
        Number(r.ns),
        Number(r.ew),
        r.contract === '-' ? null : r.contract,
        r.declarer === '-' ? null : r.declarer,
        r.result === '-' ? null : Number(r.result),
        value(r.scoreNS),
        value(r.scoreEW),
        `=BRIDGE.CONTRACT_SCORE(D${n},E${n},A${n},F${n})`,
      ];
      if (first.get(r.board) === n) {
        row.push(`=BRIDGE.MATCHPOINTS(${range},,"ffb","BOTH")`, null, `=BRIDGE.PERCENT(${range},,"ffb","BOTH")`);
      }
      cells.push(row);
    });
    const end = rows.length + 1;
    const session = `Travellers!$A$2:$A$${end},Travellers!$B$2:$B$${end},Travellers!$C$2:$C$${end},Travellers!$G$2:$H$${end},,"ffb"`;
    const pairRows: unknown[][] = [['pair', 'MP', '%']];
    totals.forEach((t, i) => {
      const n = i + 2;
      pairRows.push([
        Number(t.pair),
        `=BRIDGE.SESSION_TOTAL(A${n},${session})`,
        `=BRIDGE.SESSION_PERCENT(A${n},${session})`,
      ]);
    });
    hf = workbook({ Travellers: cells, Pairs: pairRows });
    sheet = values(hf, 'Travellers');
    pairs = values(hf, 'Pairs');
  });
  afterAll(() => hf?.destroy());

  it('reads 28 boards of 22 tables and 44 pairs', () => {
    expect(rows).toHaveLength(28 * 22);
    expect(totals).toHaveLength(44);
  });

  it('BRIDGE.MATCHPOINTS and BRIDGE.PERCENT give every printed MP and percentage, A-/A+ included', () => {
    const wrong: string[] = [];
    rows.forEach((r, i) => {
      const row = sheet[i + 1];
      const got = [row[9], row[10], row[11], row[12]];
      const want = [Number(r.mpNS), Number(r.mpEW), Number(r.pctNS), Number(r.pctEW)];
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`board ${r.board} row ${i + 2}: ${got} vs ${want}`);
    });
    expect(wrong).toEqual([]);
    const art = rows.findIndex((r) => r.scoreNS === 'A-');
    expect(sheet[art + 1].slice(9, 13)).toEqual([16.8, 25.2, 40, 60]);
  });

  it('BRIDGE.CONTRACT_SCORE gives every printed score', () => {
    const wrong: string[] = [];
    rows.forEach((r, i) => {
      if (r.contract === '-') return;
      const printed = r.scoreNS !== '-' ? Number(r.scoreNS) : -Number(r.scoreEW);
      const got = sheet[i + 1][8];
      if (got !== printed) wrong.push(`board ${r.board} ${r.contract} ${r.declarer} ${r.result}: ${got} vs ${printed}`);
    });
    expect(wrong).toEqual([]);
  });

  it("BRIDGE.SESSION_TOTAL and SESSION_PERCENT give every pair's SessionScoreMP and SessionPercentage", () => {
    const got = pairs.slice(1).map((r) => [r[0], (r[1] as number).toFixed(1), (r[2] as number).toFixed(2)]);
    expect(got).toEqual(totals.map((t) => [Number(t.pair), t.sessionMP, t.sessionPct]));
  });

  it('shows a bad cell as #VALUE! with its message, and recalculates when a score is corrected', () => {
    const id = hf.getSheetId('Travellers')!;
    // Board 1's first NS score becomes a typing error.
    hf.setCellContents({ sheet: id, row: 1, col: 6 }, [['51O']]);
    const bad = hf.getCellValue({ sheet: id, row: 1, col: 9 }) as { value: string; message: string };
    expect(bad.value).toBe('#VALUE!');
    expect(bad.message).toMatch(/^'51O' \(scores, row 1, column 1\) is not a score/);
    hf.setCellContents({ sheet: id, row: 1, col: 6 }, [[value(rows[0].scoreNS)]]);
    expect(hf.getCellValue({ sheet: id, row: 1, col: 9 })).toBe(Number(rows[0].mpNS));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Teams (WBF results pages)

function csvRow(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

describeData('WBF team boards in a workbook', () => {
  const [head, ...body] = fs
    .readFileSync(path.join(shared, 'teams', 'wbf_teams_boards.csv'), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim());
  const cols = csvRow(head);
  const boards = body.map((l) => Object.fromEntries(csvRow(l).map((v, i) => [cols[i], v])) as Record<string, string>);

  it('BRIDGE.TEAM_IMPS, BRIDGE.IMP and BRIDGE.CONTRACT_SCORE give the published IMPs and scores', () => {
    // A board, B open NS score, C closed NS score, D =TEAM_IMPS, E =IMP, F:G open/closed =CONTRACT_SCORE where the
    // contract survived in the page text (no "?").
    const rows = boards.map((b, i) => {
      const r = i + 1;
      const readable = (c: string) => !c.includes('?');
      return [
        Number(b.board),
        Number(b.open_score_ns),
        Number(b.closed_score_ns),
        `=BRIDGE.TEAM_IMPS(B${r},C${r},,,A${r})`,
        `=BRIDGE.IMP(B${r},C${r})`,
        readable(b.open_contract)
          ? `=BRIDGE.CONTRACT_SCORE("${b.open_contract}","${b.open_declarer}",A${r},${b.open_tricks})`
          : null,
        readable(b.closed_contract)
          ? `=BRIDGE.CONTRACT_SCORE("${b.closed_contract}","${b.closed_declarer}",A${r},${b.closed_tricks})`
          : null,
      ];
    });
    const hf = workbook({ Boards: rows });
    const out = values(hf, 'Boards');
    hf.destroy();
    boards.forEach((b, i) => {
      const home = b.match.split(' vs ')[0].trim();
      const imps = Number(b.published_imps);
      const expected = imps === 0 ? 0 : b.published_imps_to === home ? imps : -imps;
      expect([b.board, out[i][3], out[i][4]]).toEqual([b.board, expected, expected]);
      if (!b.open_contract.includes('?')) expect([b.board, out[i][5]]).toEqual([b.board, Number(b.open_score_ns)]);
      if (!b.closed_contract.includes('?')) expect([b.board, out[i][6]]).toEqual([b.board, Number(b.closed_score_ns)]);
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The README's examples

describe('examples in README.md', () => {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\|\s*`(\w+)\(.*?\)`\s*\|\s*`(=BRIDGE\.[^`]+)`\s*\|\s*(.+?)\s*\|$/gm)];

  it('documents every function with an example', async () => {
    const generated = await generateCustomFunctionsMetadata(
      path.resolve(__dirname, '../../../src/functions/functions.ts'),
    );
    const ids = (JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] }).functions.map((f) => f.id);
    expect(rows.map((r) => r[1]).sort()).toEqual([...ids].sort());
    for (const [, id, formula] of rows) expect(formula.startsWith(`=BRIDGE.${id}(`)).toBe(true);
  });

  it('gives the documented result for every example that needs no cells', () => {
    const literal = rows.filter(([, , formula]) => !/[A-Z]+\$?\d+/.test(formula.replace(/"[^"]*"/g, '')));
    expect(literal.length).toBeGreaterThanOrEqual(7);
    const hf = workbook({ Examples: literal.map(([, , formula]) => [formula]) });
    const out = values(hf, 'Examples');
    hf.destroy();
    literal.forEach(([, id, , result], i) => {
      const documented = /^`?([^`:\s]+)`?/.exec(result)![1];
      expect([id, out[i][0]]).toEqual([id, value(documented)]);
    });
  });
});
