// The list body of spec §7.2 (pageIndex zero-based, pageSize, sorts, terms), as a JSON Schema
// for Fastify's validator; whether a column may be used is decided per family (terms.ts).
import type { TermType } from '#core/definition/index.ts';
import type { JsonSchema } from '../../http/validation.ts';

export interface ListTerm {
  column: string;
  termType: TermType;
  type?: string;
  value?: unknown;
}

export interface ListSort {
  name: string;
  order?: string;
}

export interface ListRequest {
  pageIndex?: number;
  pageSize?: number;
  sorts?: ListSort[];
  terms?: ListTerm[];
  [extra: string]: unknown;
}

export const TERM_TYPES: readonly TermType[] = ['eq', 'lte', 'gte', 'btw', 'in', 'like'];

export const termsSchema: JsonSchema = {
  type: 'array',
  title: '查询条件',
  maxItems: 100,
  items: {
    type: 'object',
    required: ['column', 'termType'],
    properties: {
      column: { type: 'string', title: '查询字段', maxLength: 100 },
      termType: { type: 'string', title: '查询方式', enum: TERM_TYPES },
      type: { type: 'string', title: '条件连接方式', enum: ['and'] },
      value: {},
    },
  },
};

export const sortsSchema: JsonSchema = {
  type: 'array',
  title: '排序',
  maxItems: 10,
  items: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: '排序字段', maxLength: 100 },
      order: { type: 'string', title: '排序方向', enum: ['asc', 'desc', 'ASC', 'DESC'] },
    },
  },
};

export const listRequestSchema: JsonSchema = {
  type: 'object',
  properties: {
    pageIndex: { type: 'integer', title: '页码', minimum: 0 },
    pageSize: { type: 'integer', title: '每页条数', minimum: 1 },
    sorts: sortsSchema,
    terms: termsSchema,
  },
};
