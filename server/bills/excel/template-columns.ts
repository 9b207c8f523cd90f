// The columns of a family's import template: every field a user may write, header first, then
// line fields. A line field whose title repeats a header title (币制, 备注) is shown as
// 币制（商品信息） so that every column title is unique. A row carries one line; the rows of one
// bill repeat its header values and share its link value (e.g. the same 订单编号).
import type { FieldInfo } from '#core/definition/index.ts';
import { writableHeadFields, writableLineFields, type BillFamily } from '../family.ts';

export interface TemplateColumn {
  title: string;
  field: FieldInfo;
  part: 'head' | 'line';
}

export function templateColumns(family: BillFamily): TemplateColumn[] {
  const head = writableHeadFields(family).map((field) => ({ title: field.title, field, part: 'head' as const }));
  const taken = new Set(head.map((column) => column.title));
  const lines = writableLineFields(family).map((field) => {
    const title = taken.has(field.title) ? `${field.title}（${family.linesTitle}）` : field.title;
    taken.add(title);
    return { title, field, part: 'line' as const };
  });
  return [...head, ...lines];
}
