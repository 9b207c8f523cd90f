// The routes each button kind mounts on the server, one line per kind (the data side is
// core/buttons; the client's runners are src/engine/buttons). Each route file registers what one
// kind needs; a kind the client runs alone mounts nothing. Adding a kind is one route file plus
// one line here (docs/kinds.md).
import type { FastifyInstance } from 'fastify';
import type { ButtonDefinition, ButtonKind, ButtonOf } from '#core/definition/index.ts';
import type { BillEngine } from '../bills/engine.ts';
import type { BillFamily } from '../bills/family.ts';
import { registerActionRoute } from '../routes/action-routes.ts';
import { registerCollectRoute } from '../routes/collect-routes.ts';
import { registerDownloadRoutes, registerTaxTotalRoute } from '../routes/document-routes.ts';
import { registerExportRoute, registerFileQueryRoutes, registerImportRoute, registerTemplateRoute } from '../routes/excel-routes.ts';

export type MountButton<K extends ButtonKind> = (app: FastifyInstance, engine: BillEngine, family: BillFamily, button: ButtonOf<K>) => void;

export const SERVER_BUTTON_KINDS: { readonly [K in ButtonKind]: MountButton<K> | null } = {
  navigate: null,
  confirm: registerActionRoute,
  prompt: registerActionRoute,
  datePrompt: registerActionRoute,
  updateState: registerActionRoute,
  collect: registerCollectRoute,
  taxTotal: registerTaxTotalRoute,
  export: registerExportRoute,
  template: registerTemplateRoute,
  import: registerImportRoute,
  fileQuery: registerFileQueryRoutes,
  download: registerDownloadRoutes,
  // A feature's dialog calls the feature's own routes.
  dialog: null,
};

/** Mounts the routes of one button, by its kind. */
export function mountButton(app: FastifyInstance, engine: BillEngine, family: BillFamily, button: ButtonDefinition): void {
  const mount = SERVER_BUTTON_KINDS[button.kind] as MountButton<ButtonKind> | null;
  mount?.(app, engine, family, button);
}
