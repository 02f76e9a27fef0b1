/**
 * Requirement sets of the Office.js API, read from the `[Api set: ExcelApi 1.7]` (and `{@link … | DialogApi 1.2}`)
 * annotations of @types/office-js.
 *
 * - `usedMembers(files)`: every Office.js member the given sources touch (resolved by the type checker) with the
 *   requirement sets its annotation names, less those an `isSetSupported` check around the use has made sure of;
 *   the manifest test compares the highest of each set with manifest.xml.
 * - `hostTable(classes)`: for the in-memory host, the members above 1.1 of the Excel classes it implements.
 *   `npx tsx scripts/api-sets.ts` rewrites src/dev/host/api-sets.ts from it (the manifest test fails when stale).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');
export const OFFICE_DTS = path.join(root, 'node_modules/@types/office-js/index.d.ts');

/** Sets that matter to an Excel add-in; Outlook, Word, PowerPoint and OneNote sets listed beside them are ignored. */
export const EXCEL_SETS = [
  'ExcelApi',
  'ExcelApiOnline',
  'ExcelApiDesktop',
  'CustomFunctionsRuntime',
  'SharedRuntime',
  'DialogApi',
  'DialogOrigin',
  'RibbonApi',
  'IdentityAPI',
  'OpenBrowserWindowApi',
] as const;

/** .ts and .tsx files under the given folders (relative to the repository), recursively. */
export function sourceFiles(dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
    }
  };
  for (const d of dirs) walk(path.join(root, d));
  return out.sort();
}

export type SetRequirement = { set: string; version: string };

/** Compares "1.10" and "1.9" as versions. */
export function compareVersions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The requirement sets a JSDoc comment names (the first version given for each set). */
export function setsInComment(text: string): SetRequirement[] {
  const found = new Map<string, string>();
  const patterns = [/\[Api set: ([A-Za-z]+) (\d+(?:\.\d+)?)/g, /\|\s*([A-Za-z]+) (\d+(?:\.\d+)?)\s*\}/g];
  // "If the `messageOptions` parameter is used, … DialogOrigin 1.1 is also required": optional, not the member's own.
  // Parameters' notes ("@param … on clients that support DialogOrigin 1.1") are about optional uses too.
  const own = text
    .split(/@param|@returns/)[0]
    .split('\n')
    .filter((l) => !/^\s*\*?\s*- If /.test(l))
    .join('\n');
  for (const re of patterns) {
    for (const m of own.matchAll(re)) {
      if ((EXCEL_SETS as readonly string[]).includes(m[1]) && !found.has(m[1])) found.set(m[1], m[2]);
    }
  }
  return [...found].map(([set, version]) => ({ set, version }));
}

function jsDocText(node: ts.Node, source: ts.SourceFile): string {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  return ranges.map((r) => source.text.slice(r.pos, r.end)).join('\n');
}

/** "Excel.Worksheet.freezePanes" for a declaration inside the office-js namespaces. */
function qualifiedName(decl: ts.Declaration): string | undefined {
  const parts: string[] = [];
  let n: ts.Node | undefined = decl;
  while (n && !ts.isSourceFile(n)) {
    const name = (n as ts.NamedDeclaration).name;
    if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) parts.unshift(name.text);
    n = n.parent;
  }
  return parts.length ? parts.join('.') : undefined;
}

export interface MemberUse {
  /** "Excel.Worksheet.onChanged", "Office.Dialog.messageChild". */
  member: string;
  /** The sets its declaration names, less those a guard around this use has checked (see guardsOf()). */
  sets: SetRequirement[];
  /** First place it is used: "src/workbook/office/event.ts:42". */
  at: string;
}

/**
 * The sets an `isSetSupported('ExcelApi', '1.11')` call in a condition checks: `if (…) { here }` and
 * `… ? here : …` run only on an Excel that has them, so a member used there does not need the manifest to ask for
 * them (the add-in still loads in an older Excel, and takes the other branch). Only literal arguments count.
 */
function guardsOf(condition: ts.Expression): SetRequirement[] {
  const out: SetRequirement[] = [];
  const visit = (n: ts.Node): void => {
    // A negated check (`!isSetSupported(…)`) guards the other branch, not this one.
    if (ts.isPrefixUnaryExpression(n) && n.operator === ts.SyntaxKind.ExclamationToken) return;
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.BarBarToken) return;
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      const [set, version] = n.arguments;
      if (name === 'isSetSupported' && set && version && ts.isStringLiteral(set) && ts.isStringLiteral(version)) {
        out.push({ set: set.text, version: version.text });
        return;
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(condition);
  return out;
}

/** `sets` less those `guards` check at the same version or higher. */
function unguarded(sets: SetRequirement[], guards: readonly SetRequirement[]): SetRequirement[] {
  return sets.filter((s) => !guards.some((g) => g.set === s.set && compareVersions(g.version, s.version) >= 0));
}

/** The highest version among `sets` of `set`, or '' when none. */
function highest(sets: readonly SetRequirement[], set: string): string {
  return sets
    .filter((s) => s.set === set)
    .reduce((v, s) => (v && compareVersions(v, s.version) >= 0 ? v : s.version), '');
}

/** Whether use `a` asks more than `b` of any set (an unguarded use of a member outweighs a guarded one). */
function asksMore(a: SetRequirement[], b: SetRequirement[]): boolean {
  return a.some((s) => compareVersions(s.version, highest(b, s.set) || '0') > 0);
}

/**
 * Every office-js member the files use, with the sets its declaration names, less those a guard around the use
 * checked (guardsOf()); a member used in several places keeps the use that asks the most.
 */
export function usedMembers(files: string[]): MemberUse[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const program = ts.createProgram(files, { ...config!.options, noEmit: true });
  const checker = program.getTypeChecker();
  const dts = path.resolve(OFFICE_DTS);
  const uses = new Map<string, MemberUse>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not part of the program`);
    const visit = (node: ts.Node, guards: readonly SetRequirement[]): void => {
      if (ts.isIfStatement(node) || ts.isConditionalExpression(node)) {
        const condition = ts.isIfStatement(node) ? node.expression : node.condition;
        const then = ts.isIfStatement(node) ? node.thenStatement : node.whenTrue;
        const other = ts.isIfStatement(node) ? node.elseStatement : node.whenFalse;
        visit(condition, guards);
        visit(then, [...guards, ...guardsOf(condition)]);
        if (other) visit(other, guards);
        return;
      }
      let nameNode: ts.Node | undefined;
      if (ts.isPropertyAccessExpression(node)) nameNode = node.name;
      else if (ts.isElementAccessExpression(node)) nameNode = node.argumentExpression;
      if (nameNode) {
        let symbol = checker.getSymbolAtLocation(nameNode);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        for (const decl of symbol?.declarations ?? []) {
          const declFile = decl.getSourceFile();
          if (path.resolve(declFile.fileName) !== dts) continue;
          const member = qualifiedName(decl);
          if (!member) continue;
          const sets = unguarded(setsInComment(jsDocText(decl, declFile)), guards);
          const known = uses.get(member);
          if (known && !asksMore(sets, known.sets)) continue;
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          uses.set(member, { member, sets, at: `${path.relative(root, file)}:${line + 1}` });
        }
      }
      ts.forEachChild(node, (child) => visit(child, guards));
    };
    visit(source, []);
  }
  return [...uses.values()].sort((a, b) => a.member.localeCompare(b.member));
}

/** The highest version of each set among the uses. */
export function highestSets(uses: MemberUse[]): Record<string, { version: string; member: string; at: string }> {
  const out: Record<string, { version: string; member: string; at: string }> = {};
  for (const u of uses) {
    for (const s of u.sets) {
      const cur = out[s.set];
      if (!cur || compareVersions(s.version, cur.version) > 0)
        out[s.set] = { version: s.version, member: u.member, at: u.at };
    }
  }
  return out;
}

/**
 * For each Excel class, each member (property, navigation, method, event) whose annotation names an ExcelApi
 * version above 1.1, or ExcelApiOnline: { Worksheet: { freezePanes: 'ExcelApi 1.7' } }.
 */
export function excelApiTable(classes: Record<string, readonly string[]>): Record<string, Record<string, string>> {
  const text = readFileSync(OFFICE_DTS, 'utf8');
  const source = ts.createSourceFile(OFFICE_DTS, text, ts.ScriptTarget.Latest, true);
  const wanted = new Map(Object.entries(classes).map(([c, ms]) => [c, new Set(ms)]));
  const out: Record<string, Record<string, string>> = {};
  const visit = (node: ts.Node, ns: string[]): void => {
    if (ts.isModuleDeclaration(node)) {
      const name = node.name.text;
      if (node.body) ts.forEachChild(node.body, (c) => visit(c, [...ns, name]));
      return;
    }
    if (ts.isClassDeclaration(node) && node.name && ns.join('.') === 'Excel' && wanted.has(node.name.text)) {
      const cls = node.name.text;
      for (const m of node.members) {
        const name = m.name && ts.isIdentifier(m.name) ? m.name.text : undefined;
        if (!name || !wanted.get(cls)!.has(name)) continue;
        const sets = setsInComment(jsDocText(m, source));
        // A member of Excel on the web only (ExcelApiOnline) counts as such until it reaches ExcelApi.
        const req = sets.find((s) => s.set === 'ExcelApi') ?? sets.find((s) => s.set === 'ExcelApiOnline');
        if (!req || (req.set === 'ExcelApi' && compareVersions(req.version, '1.1') <= 0)) continue;
        const text = `${req.set} ${req.version}`;
        const prev = out[cls]?.[name];
        // Overloads: the lowest version that offers the member.
        if (
          prev === undefined ||
          (prev.startsWith(req.set + ' ') && compareVersions(req.version, prev.split(' ')[1]) < 0)
        )
          (out[cls] ??= {})[name] = text;
      }
      return;
    }
    ts.forEachChild(node, (c) => visit(c, ns));
  };
  visit(source, []);
  return out;
}

/** Requirement sets declared in manifest.xml's base `<Requirements>`: { ExcelApi: '1.7', … }. */
export function manifestSets(xml: string): Record<string, string> {
  const block = /<Requirements>([\s\S]*?)<\/Requirements>/.exec(xml)?.[1] ?? '';
  const def = /DefaultMinVersion="([\d.]+)"/.exec(block)?.[1] ?? '1.1';
  const out: Record<string, string> = {};
  for (const m of block.matchAll(/<Set\s+Name="([^"]+)"(?:\s+MinVersion="([\d.]+)")?\s*\/>/g)) out[m[1]] = m[2] ?? def;
  return out;
}

/** The generated module's text for the host's table and the manifest's sets. */
export function renderHostTable(table: Record<string, Record<string, string>>, sets: Record<string, string>): string {
  const sorted = Object.fromEntries(
    Object.keys(table)
      .sort()
      .map((c) => [c, Object.fromEntries(Object.entries(table[c]).sort(([a], [b]) => a.localeCompare(b)))]),
  );
  return (
    `// Generated by \`npx tsx scripts/api-sets.ts\` from @types/office-js and manifest.xml; test/unit/manifest checks it.\n\n` +
    `/** Requirement set of each member above ExcelApi 1.1 that the in-memory host implements, by Excel class. */\n` +
    `export const EXCEL_API_MEMBERS: Record<string, Record<string, string>> = ${JSON.stringify(sorted, null, 2)};\n\n` +
    `/** The requirement sets manifest.xml declares (the host's default). */\n` +
    `export const MANIFEST_SETS: Record<string, string> = ${JSON.stringify(sets, null, 2)};\n`
  );
}

export const HOST_TABLE_FILE = path.join(root, 'src/dev/host/api-sets.ts');

/** The classes and member names the in-memory host's Excel namespace implements. */
export async function hostClasses(): Promise<Record<string, string[]>> {
  const { createExcelNamespace } = await import('../src/dev/host/office');
  const { ExcelHost } = await import('../src/dev/host/host');
  const ns = createExcelNamespace(new ExcelHost()) as unknown as Record<string, unknown>;
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(ns)) {
    if (typeof value !== 'function' || !/^[A-Z]/.test(name) || !value.prototype) continue;
    const members = new Set<string>();
    for (let p = value.prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
      for (const m of Object.getOwnPropertyNames(p)) if (!m.startsWith('_') && m !== 'constructor') members.add(m);
    }
    out[name] = [...members].sort();
  }
  return out;
}

/** What src/dev/host/api-sets.ts should hold: the host's members above ExcelApi 1.1 and the manifest's sets. */
export async function currentHostTable(): Promise<{
  members: Record<string, Record<string, string>>;
  sets: Record<string, string>;
}> {
  const xml = readFileSync(path.join(root, 'manifest.xml'), 'utf8');
  return { members: excelApiTable(await hostClasses()), sets: manifestSets(xml) };
}

export async function renderCurrentHostTable(): Promise<string> {
  const { members, sets } = await currentHostTable();
  const text = renderHostTable(members, sets);
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(HOST_TABLE_FILE)) ?? {};
  return prettier.format(text, { ...options, filepath: HOST_TABLE_FILE });
}

if (require.main === module) {
  void renderCurrentHostTable().then((text) => {
    writeFileSync(HOST_TABLE_FILE, text);
    console.log(`wrote ${path.relative(root, HOST_TABLE_FILE)}`);
  });
}
