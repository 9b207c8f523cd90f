// x-requiredToDeclare as an analyst meets it: the message names the family, and the family that
// owns the data declares; a view of another family's data is not asked to. The project's own
// definitions pass (npx tsx scripts/validate-schemas.ts).
import { describe, expect, it } from 'vitest';
import type { DataSchema, UiDefinition } from '#core/definition/index.ts';
import { checkDeclareLines } from './check-declare-lines.ts';
import { formatProblem } from './problem.ts';

function familyFiles(message: string, uiFamily = 'export-sample', actions: Record<string, unknown> = { declare: { from: ['0'], to: '10' } }) {
  const data: DataSchema = {
    $id: 'export-sample',
    title: '样例订单',
    type: 'object',
    properties: { lines: { type: 'array', title: '商品信息', 'x-requiredToDeclare': message, items: { type: 'object', properties: {} } } },
  };
  const ui = { family: uiFamily, lifecycle: { actions } } as unknown as UiDefinition;
  return {
    family: uiFamily,
    data: { file: 'schemas/bills/export-sample.schema.json', value: data },
    ui: { file: `schemas/bills/${uiFamily}.ui.json`, value: ui },
  };
}

describe('x-requiredToDeclare', () => {
  it('passes a message naming the family of a family that declares', () => {
    expect(checkDeclareLines(familyFiles('样例订单至少需要一条商品信息后才能申报'))).toEqual([]);
  });

  it('asks for the family’s name in the message, and for a declare action', () => {
    expect(checkDeclareLines(familyFiles('至少需要一条商品信息', 'export-sample', {})).map(formatProblem)).toEqual([
      'schemas/bills/export-sample.schema.json#/properties/lines/x-requiredToDeclare: x-requiredToDeclare 的提示语须写出单证名称「样例订单」：至少需要一条商品信息',
      'schemas/bills/export-sample.schema.json#/properties/lines/x-requiredToDeclare: x-requiredToDeclare：schemas/bills/export-sample.ui.json 的 lifecycle 没有申报动作 declare，本单证不申报',
    ]);
  });

  it('does not ask a view of another family’s data to declare', () => {
    expect(checkDeclareLines(familyFiles('样例订单至少需要一条商品信息后才能申报', 'export-sampleView', {}))).toEqual([]);
  });
});
