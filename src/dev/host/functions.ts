/** Custom-function calls in a formula: `=NS.NAME(…)`, outside string literals, with or without `_xldudf_`. */
export function customFunctionCalls(formula: string, namespace: string): string[] {
  const code = formula.replace(/"(?:[^"]|"")*"/g, '""');
  const re = new RegExp(`(?:^|[^A-Za-z0-9_.])(?:_xldudf_)?${namespace}\\.([A-Za-z_][A-Za-z0-9_.]*)\\s*\\(`, 'gi');
  return [...code.matchAll(re)].map((m) => m[1].toUpperCase());
}
