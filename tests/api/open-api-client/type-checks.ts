// What the generated types must refuse (compiled with erp-client.ts by tests/api/open-api-client.spec.ts):
// each line below is an error only if the document carried the definitions' dictionaries, required
// fields and call shapes; were they lost, the @ts-expect-error itself would fail the compile.
import type { components, paths } from './generated/open-api.ts';

type OrderInput = components['schemas']['ExportOrderInput'];

// @ts-expect-error 币制 takes the dictionary's codes only
export const unknownCurrency: OrderInput['currency'] = 'XXX';
export const knownCurrency: OrderInput['currency'] = '142';
// @ts-expect-error 订单编号 is required
export const withoutOrderNo: Pick<OrderInput, 'orderNo'> = {};
// @ts-expect-error the declare call takes business keys, not ids
export const declareByIds: paths['/api/open/v1/bills/export-order/declare']['post']['requestBody']['content']['application/json'] = { ids: [1] };
