// The project's real definitions, resolved as the server resolves them, for specs, stories and
// the list benchmark: what designers and tests see is what analysts wrote.
import shared from '../../schemas/bills/_shared.schema.json';
import orderSchema from '../../schemas/bills/export-order.schema.json';
import orderUi from '../../schemas/bills/export-order.ui.json';
import logisticsSchema from '../../schemas/bills/export-logistics.schema.json';
import logisticsUi from '../../schemas/bills/export-logistics.ui.json';
import inventorySchema from '../../schemas/bills/export-inventory.schema.json';
import inventoryUi from '../../schemas/bills/export-inventory.ui.json';
import { buildDefinition, type BillDefinition, type UiDefinition } from '../definition/index.ts';

const files = {
  '_shared.schema.json': shared,
  'export-order.schema.json': orderSchema,
  'export-order.ui.json': orderUi,
  'export-logistics.schema.json': logisticsSchema,
  'export-logistics.ui.json': logisticsUi,
  'export-inventory.schema.json': inventorySchema,
  'export-inventory.ui.json': inventoryUi,
};

export function exportOrderDefinition(): BillDefinition {
  return buildDefinition('export-order', files);
}

export function exportLogisticsDefinition(): BillDefinition {
  return buildDefinition('export-logistics', files);
}

export function exportInventoryDefinition(): BillDefinition {
  return buildDefinition('export-inventory', files);
}

/** A definition with some UI settings changed (simple paging, other buttons...). */
export function withUi(definition: BillDefinition, change: (ui: UiDefinition) => UiDefinition): BillDefinition {
  return { ...definition, ui: change(structuredClone(definition.ui)) };
}
