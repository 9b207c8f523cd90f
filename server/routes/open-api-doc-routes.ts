// The open API described (issue 27 point 4, docs/open-api.md "OpenAPI"): GET /api/openapi.json, the
// OpenAPI 3.1 document built from the families this process loaded, and GET /api/docs, the same
// document as a page to read. Both public (a developer reads them before having a key; they tell
// nothing about any company). Built on the first request and kept for the process: the families
// are fixed at start, and the dictionaries and state lists with them (the start's seed sync).
import { OPEN_API_DOCS_PATH, OPEN_API_DOCUMENT_PATH } from '#core/open-api.ts';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicRoute } from '../auth/route-access.ts';
import type { BillEngine } from '../bills/engine.ts';
import { loadDictionaryRows } from '../bills/options/dictionaries.ts';
import { loadStateList, type StateList } from '../bills/options/states.ts';
import { renderDocsPage } from '../open-api/docs-page.ts';
import { buildOpenApiDocument, type OpenApiDocument } from '../open-api/openapi-document.ts';
import { loadSeedData } from '../seed/seed-data.ts';
import { declareStateNames } from '../settlement/applications.ts';
import { hasSettlementLists } from '../settlement/list-shapes.ts';

export async function loadOpenApiDocument(engine: BillEngine): Promise<OpenApiDocument> {
  const codes = [...new Set(engine.families.flatMap((family) => family.dictionaryCodes))];
  const [dictionaryRows, seed] = await Promise.all([loadDictionaryRows(engine.reader, codes), loadSeedData()]);
  const stateLists = new Map<string, StateList>();
  for (const family of engine.families) stateLists.set(family.id, await loadStateList(engine.reader, family));
  return buildOpenApiDocument({
    families: engine.families,
    dictionaryRows,
    dictionaryNames: new Map(seed.dictionaries.map((dictionary) => [dictionary.code, dictionary.name ?? dictionary.code])),
    stateLists,
    // Described where they are mounted (open-api-settlement-routes.ts registers them on the same test).
    settlement: hasSettlementLists(engine.featureLists) ? { states: await declareStateNames(engine.reader) } : null,
  });
}

/** A text kept as it is and gzipped (the document is ~770 KB of JSON, ~35 KB gzipped). */
interface Served {
  plain: Buffer;
  gzipped: Buffer;
}

function served(text: string): Served {
  const plain = Buffer.from(text, 'utf8');
  return { plain, gzipped: gzipSync(plain) };
}

function send(request: FastifyRequest, reply: FastifyReply, type: string, body: Served): FastifyReply {
  reply.type(type).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(body.plain);
  return reply.header('content-encoding', 'gzip').send(body.gzipped);
}

export async function registerOpenApiDocRoutes(app: FastifyInstance): Promise<void> {
  let built: Promise<{ json: Served; html: Served }> | null = null;
  const documents = () => {
    built ??= loadOpenApiDocument(app.bills).then((document) => ({ json: served(JSON.stringify(document)), html: served(renderDocsPage(document)) }));
    // A failure (the database away for a moment) is not kept: the next request builds again.
    built.catch(() => (built = null));
    return built;
  };
  app.get(OPEN_API_DOCUMENT_PATH, { config: { access: publicRoute() } }, async (request, reply) =>
    send(request, reply, 'application/json; charset=utf-8', (await documents()).json),
  );
  app.get(OPEN_API_DOCS_PATH, { config: { access: publicRoute() } }, async (request, reply) =>
    send(request, reply, 'text/html; charset=utf-8', (await documents()).html),
  );
}
