// The project's real export declaration definition, resolved as the server resolves it, for the
// detail page's specs, stories and benchmark: what they exercise is what analysts wrote.
import shared from '../../schemas/bills/_shared.schema.json';
import declarationSchema from '../../schemas/bills/export-declaration.schema.json';
import declarationUi from '../../schemas/bills/export-declaration.ui.json';
import { buildDefinition, type BillDefinition } from '../definition/index.ts';

export function exportDeclarationDefinition(): BillDefinition {
  return buildDefinition('export-declaration', {
    '_shared.schema.json': shared,
    'export-declaration.schema.json': declarationSchema,
    'export-declaration.ui.json': declarationUi,
  });
}
