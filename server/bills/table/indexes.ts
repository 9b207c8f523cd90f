// Indexes of a family's tables. Every list query is scoped to one company and filtered or
// sorted on a whitelisted column, so each whitelisted column gets (company_code, column); the
// lines table is read by head. Names are short hashes of table + columns so that they stay
// under PostgreSQL's 63-character identifier limit.
import type { BillFamily } from '../family.ts';

export interface IndexSpec {
  name: string;
  table: string;
  columns: string[];
}

function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function indexName(table: string, columns: string[]): string {
  const readable = `${table}_${columns.join('_')}`.slice(0, 40);
  return `${readable}_${shortHash(`${table}(${columns.join(',')})`)}_idx`;
}

export function familyIndexes(family: BillFamily): IndexSpec[] {
  const specs: IndexSpec[] = [];
  const add = (table: string, columns: string[]) => specs.push({ name: indexName(table, columns), table, columns });
  for (const column of family.queryColumns.keys()) {
    if (column === 'id') continue;
    add(family.headTable, ['company_code', column]);
  }
  if (family.lineTable) add(family.lineTable, ['head_id']);
  return specs;
}
