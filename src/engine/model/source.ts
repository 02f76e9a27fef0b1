import type { SourceRef } from './types';

/** " (file f, line 3, field score)" or "" when nothing is known about where a value came from. */
export function sourceSuffix(source?: SourceRef): string {
  if (!source) return '';
  const parts: string[] = [];
  if (source.file) parts.push(`file ${source.file}`);
  if (source.line !== undefined) parts.push(`line ${source.line}`);
  if (source.row !== undefined) parts.push(`row ${source.row}`);
  if (source.field) parts.push(`field ${source.field}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}
