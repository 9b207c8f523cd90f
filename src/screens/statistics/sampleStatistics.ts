// The statistics definition as the server answers it (built from the very files in
// schemas/bills), sample dictionaries and a sample answer: fixtures of the stories and specs.
import { buildDefinitions, type BillDefinition } from '#core/definition/index.ts';
import type { StatisticsAnswer } from '#core/statistics.ts';
import type { DictionaryItem } from '#core/wire.ts';
import schema from '../../../schemas/bills/other-statistics.schema.json';
import ui from '../../../schemas/bills/other-statistics.ui.json';

export const statisticsDefinition: BillDefinition = buildDefinitions({
  'other-statistics.schema.json': schema,
  'other-statistics.ui.json': ui,
})[0];

export const sampleTradeModes: DictionaryItem[] = [
  { value: '9610', name: '电子商务' },
  { value: '1210', name: '保税电商' },
  { value: '9710', name: '跨境电商B2B直接出口' },
  { value: '9810', name: '跨境电商出口海外仓' },
];

export const samplePorts: DictionaryItem[] = [
  { value: '5141', name: '广州机场' },
  { value: '5100', name: '广州海关' },
];

export const sampleOptions = { tradeMode: sampleTradeModes, customsCode: samplePorts };

const row = (iedate: string, customsCode: string, agentCode: string, agentName: string, total: number, goodsValue: string, grossWeight: string) => ({
  iedate,
  customsCodeName: samplePorts.find((port) => port.value === customsCode)?.name ?? customsCode,
  customsCode,
  agentName,
  agentCode,
  tradeModeName: '电子商务',
  total,
  goodsValue,
  grossWeight,
});

export const sampleAnswer: StatisticsAnswer = {
  datas: [
    row('2025-03-01', '5141', '91330100MA2H3K7P5L', '杭州云帆跨境电商有限公司', 12, '3456.78', '20.125'),
    row('2025-03-01', '5100', '91440300MA5F000002', '深圳海通电商有限公司', 5, '0.1', '1.005'),
    row('2025-07-15', '5141', '91440300MA5F000002', '深圳海通电商有限公司', 3, '0.2', '2.00001'),
  ],
  total: 3,
  sum: { total: 20, goodsValue: '3457.08', grossWeight: '23.13001' },
  series: [
    { date: '2025-03-01', total: 17, goodsValue: '3456.88', grossWeight: '21.13' },
    { date: '2025-07-15', total: 3, goodsValue: '0.2', grossWeight: '2.00001' },
  ],
};
