import { describe, expect, it } from 'vitest';
import { declareProblem, linesRequiredToDeclare } from './declare-rules.ts';
import { decimalValue, headerRelationValues, lineRelationValues, relationProblems } from './relation-check.ts';
import type { DataSchema } from './types.ts';

/** An order as the definitions write one: 商品价格 = 各行总价之和, 总价 = 数量 × 单价, 实付 = 货值 + 运费 - 抵扣. */
const order: DataSchema = {
  $id: 'export-sample',
  title: '样例订单',
  type: 'object',
  properties: {
    orderNo: { type: 'string', title: '订单编号', maxLength: 20 },
    goodsValue: { type: 'number', title: '商品价格', 'x-valueKind': 'linesTotal', 'x-sumOfLines': 'totalPrice', 'x-maxLength': 20 },
    freight: { type: 'number', title: '运杂费', 'x-maxLength': 20 },
    discount: { type: 'number', title: '非现金抵扣金额', 'x-maxLength': 20 },
    paid: { type: 'number', title: '实际支付金额', 'x-sumOf': ['goodsValue', 'freight', '-discount'], 'x-maxLength': 20 },
    lines: {
      type: 'array',
      title: '商品信息',
      'x-requiredToDeclare': '样例订单至少需要一条商品信息后才能申报',
      items: {
        type: 'object',
        properties: {
          qty: { type: 'number', title: '数量', 'x-valueKind': 'quantity', 'x-maxLength': 20 },
          price: { type: 'number', title: '单价', 'x-valueKind': 'price', 'x-maxLength': 20 },
          totalPrice: { type: 'number', title: '总价', 'x-valueKind': 'lineTotal', 'x-productOf': ['qty', 'price'], 'x-maxLength': 20 },
        },
      },
    },
  },
};

const lines = [
  { qty: 2, price: 400, totalPrice: 800 },
  { qty: 1, price: 488.5, totalPrice: 488.5 },
];

describe('value relations as rules', () => {
  it('accepts a bill whose numbers add up, exactly or rounded to the field’s digits', () => {
    expect(relationProblems(order, { goodsValue: 1288.5, freight: 10, discount: 0.5, paid: 1298 }, lines)).toEqual([]);
    // 3 × 0.333 = 0.999: written exactly or in fen (1) alike.
    expect(relationProblems(order, {}, [{ qty: 3, price: 0.333, totalPrice: 0.999 }])).toEqual([]);
    expect(relationProblems(order, {}, [{ qty: 3, price: 0.333, totalPrice: 1 }])).toEqual([]);
  });

  it('names both values of a line and a header that do not add up', () => {
    const problems = relationProblems(order, { goodsValue: 1200, freight: 10, paid: 1210 }, [lines[0], { qty: 1, price: 488.5, totalPrice: 400 }]);
    // The header adds the lines' totals as written (1200): only the line is wrong.
    expect(problems.map((problem) => [problem.path, problem.line, problem.message])).toEqual([
      ['lines.1.totalPrice', 1, '商品信息第2行：总价（400）与数量×单价（488.5）不一致'],
    ]);
    expect(relationProblems(order, { goodsValue: 1200 }, lines).map((problem) => problem.message)).toEqual(['商品价格（1200）与各行总价之和（1288.5）不一致']);
    expect(relationProblems(order, { goodsValue: 100, freight: 10, discount: 5, paid: 100 }, undefined).map((problem) => problem.message)).toEqual([
      '实际支付金额（100）与商品价格+运杂费-非现金抵扣金额（105）不一致',
    ]);
  });

  it('says nothing where a value is missing, and leaves the sum of lines of a header-only save alone', () => {
    expect(relationProblems(order, { goodsValue: 5 }, [{ qty: 2, price: 400 }])).toEqual([]);
    expect(relationProblems(order, { goodsValue: 5 }, undefined)).toEqual([]);
    expect(relationProblems(order, { goodsValue: 5 }, [])).toEqual([]);
  });

  it('reads decimal text exactly (PostgreSQL numeric), and nothing else as a number', () => {
    expect(decimalValue('800.00000')).toEqual({ digits: 80000000n, scale: 5 });
    expect(decimalValue(0.1)).toEqual({ digits: 1n, scale: 1 });
    expect(decimalValue('abc')).toBeNull();
    expect(decimalValue(Number.NaN)).toBeNull();
    expect(relationProblems(order, { goodsValue: '1288.50000' }, [{ qty: '2', price: '400.00000', totalPrice: '800' }, lines[1]])).toEqual([]);
  });

  it('computes what a line’s relations give when an input changes, rounded to fen', () => {
    expect(lineRelationValues(order, { qty: 3, price: 0.335, totalPrice: 7 }, ['price'])).toEqual({ totalPrice: 1.01 });
    expect(lineRelationValues(order, { qty: 2, price: 400, totalPrice: 800 }, ['qty'])).toEqual({});
    expect(lineRelationValues(order, { qty: 2, price: 400, totalPrice: 7 }, ['totalPrice'])).toEqual({});
    expect(lineRelationValues(order, { qty: 2, totalPrice: 7 }, ['qty'])).toEqual({});
  });

  it('computes the header from the lines, and what reads it', () => {
    expect(headerRelationValues(order, { goodsValue: 1, freight: 10, discount: 0, paid: 11 }, lines, null)).toEqual({ goodsValue: 1288.5, paid: 1298.5 });
    expect(headerRelationValues(order, { goodsValue: 1288.5, freight: 20, discount: 0, paid: 1298.5 }, lines, ['freight'])).toEqual({ paid: 1308.5 });
    expect(headerRelationValues(order, { goodsValue: 5 }, [], null)).toEqual({});
  });
});

describe('declaring', () => {
  it('needs a line where the family says so, with its message', () => {
    expect(linesRequiredToDeclare(order)).toBe('样例订单至少需要一条商品信息后才能申报');
    expect(declareProblem(order, { goodsValue: 5 }, [])).toBe('样例订单至少需要一条商品信息后才能申报');
    expect(declareProblem(order, { goodsValue: 1288.5 }, lines)).toBeNull();
    expect(declareProblem(order, { goodsValue: 5 }, lines)).toBe('商品价格（5）与各行总价之和（1288.5）不一致');
    const { lines: _lines, ...withoutLines } = order.properties;
    expect(declareProblem({ ...order, properties: withoutLines }, {}, [])).toBeNull();
  });
});
