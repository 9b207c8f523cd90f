// The readable documentation of the open API at /api/docs (issue 27 point 4): one HTML page drawn
// from the OpenAPI document itself, so it says exactly what the document says — contents, how to
// sign (with an example computed here, not typed), each call with its fields in Chinese as the
// definitions name them, and the dictionaries. Every text is escaped; no script, inline styles only.
import { createHash, createHmac } from 'node:crypto';
import { canonicalString, OPEN_API_DOCUMENT_PATH } from '#core/open-api.ts';
import { SIGNING_DESCRIPTION, type OpenApiDocument, type OpenApiOperation } from './openapi-document.ts';
import type { JsonSchema } from './openapi-schemas.ts';

const escapeHtml = (text: unknown): string =>
  String(text ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

type Html = string;

const STYLE = `
body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;color:#1f1f1f;line-height:1.6}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{font-size:24px}h2{font-size:20px;border-bottom:1px solid #f0f0f0;padding-bottom:4px;margin-top:40px}h3{font-size:16px;margin-top:28px}
code,pre{font-family:Menlo,Consolas,monospace;font-size:13px}pre{background:#f6f8fa;padding:12px;overflow:auto}
table{border-collapse:collapse;width:100%;margin:8px 0;font-size:13px}th,td{border:1px solid #f0f0f0;padding:4px 8px;text-align:left;vertical-align:top}th{background:#fafafa}
.method{display:inline-block;min-width:48px;color:#fff;border-radius:4px;padding:0 6px;margin-right:8px;font-size:12px;text-align:center}
.get{background:#1677ff}.post{background:#52c41a}nav ul{columns:3;font-size:13px}.muted{color:#8c8c8c}
`;

/** The worked example of docs/open-api.md §2, computed (an example key, not a live one). */
const EXAMPLE = {
  keyId: 'ak_5d41402abc4b2a76b971',
  secret: 'sk_Zm9yLWRvY3VtZW50YXRpb24tb25seS1ub3QtYS1rZXk',
  method: 'POST',
  pathWithQuery: '/api/open/v1/ping?lang=zh',
  timestamp: '1764316800',
  nonce: '3f9c2a7e5b8d41c6a0e2f7b9d1c4e8a2',
  body: '{"data":{"orderNo":"EO202611280001"}}',
};

function signingSection(): Html {
  const bodySha256Hex = createHash('sha256').update(EXAMPLE.body).digest('hex');
  const canonical = canonicalString({ ...EXAMPLE, bodySha256Hex });
  const signature = createHmac('sha256', EXAMPLE.secret).update(canonical).digest('hex');
  return `<h2 id="signing">签名</h2>
${SIGNING_DESCRIPTION.split('\n')
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('')}
<h3>示例</h3>
<p>密钥编号 <code>${escapeHtml(EXAMPLE.keyId)}</code>，密钥 <code>${escapeHtml(EXAMPLE.secret)}</code>（示例，并非真实密钥），请求体：</p>
<pre>${escapeHtml(EXAMPLE.body)}</pre>
<p>规范字符串：</p><pre>${escapeHtml(canonical)}</pre>
<p>签名：<code>${signature}</code></p>`;
}

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  const ref = schema?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/components/schemas/')) return schema ?? {};
  const target = document.components.schemas[ref.slice('#/components/schemas/'.length)] ?? {};
  const { $ref: _ref, ...rest } = schema!;
  return { ...target, ...rest };
}

function typeWords(document: OpenApiDocument, schema: JsonSchema): string {
  const dictionary = [schema.$ref, ...((schema.anyOf as JsonSchema[] | undefined) ?? []).map((part) => part.$ref)].find((ref) => typeof ref === 'string');
  const type = Array.isArray(schema.type) ? schema.type.filter((part) => part !== 'null').join('|') : String(schema.type ?? '');
  if (typeof dictionary === 'string') {
    const name = dictionary.split('/').at(-1)!;
    return `${type}，<a href="#${escapeHtml(name)}">${escapeHtml(document.components.schemas[name]?.title ?? name)}</a>`;
  }
  return escapeHtml(type);
}

function limitWords(schema: JsonSchema): string {
  const words: string[] = [];
  if (schema.minLength !== undefined) words.push(`至少${schema.minLength}字符`);
  if (schema.maxLength !== undefined) words.push(`最多${schema.maxLength}字符`);
  if (schema.minimum !== undefined) words.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) words.push(`≤ ${schema.maximum}`);
  if (schema.maxItems !== undefined) words.push(`最多${schema.maxItems}项`);
  if (schema.default !== undefined) words.push(`默认 ${JSON.stringify(schema.default)}`);
  return escapeHtml(words.join('，'));
}

/** A table of an object schema's properties; an array of objects gets its own table below. */
function fieldsTable(document: OpenApiDocument, schema: JsonSchema, heading: string): Html {
  const object = resolve(document, schema);
  const properties = (object.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((object.required as string[] | undefined) ?? []);
  const nested: Html[] = [];
  const rows = Object.entries(properties).map(([name, raw]) => {
    const field = resolve(document, raw);
    const items = field.type === 'array' ? resolve(document, field.items as JsonSchema) : null;
    if (items?.properties) nested.push(fieldsTable(document, items, `${heading} › ${escapeHtml(field.title ?? name)}（${escapeHtml(name)}，数组的每一项）`));
    return `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(raw.title ?? field.title ?? '')}</td><td>${typeWords(document, raw)}</td><td>${required.has(name) ? '是' : ''}</td><td>${limitWords(field)}</td><td>${escapeHtml(raw.description ?? field.description ?? '')}</td></tr>`;
  });
  if (rows.length === 0) return '';
  return `<p><b>${heading}</b></p><table><thead><tr><th>字段</th><th>名称</th><th>类型</th><th>必填</th><th>限制</th><th>说明</th></tr></thead><tbody>${rows.join('')}</tbody></table>${nested.join('')}`;
}

const anchorOf = (operation: OpenApiOperation): string => `op-${operation.operationId}`;

function operationSection(document: OpenApiDocument, method: string, path: string, operation: OpenApiOperation): Html {
  const scope = operation.security?.[0]?.ApiKey?.[0];
  const body = operation.requestBody?.content as Record<string, { schema: JsonSchema }> | undefined;
  const ok = (operation.responses['200']?.content as Record<string, { schema: JsonSchema }> | undefined)?.['application/json']?.schema;
  const data = ok ? resolve(document, (ok.properties as Record<string, JsonSchema>).data) : undefined;
  const refusals = Object.entries(operation.responses)
    .filter(([status]) => status !== '200')
    .map(([status, response]) => `<tr><td>${escapeHtml(status)}</td><td>${escapeHtml(response.description)}</td></tr>`)
    .join('');
  return `<section id="${escapeHtml(anchorOf(operation))}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span><code>${escapeHtml(path)}</code></h3>
<p><b>${escapeHtml(operation.summary)}</b>${scope ? `　<span class="muted">权限 <code>${escapeHtml(scope)}</code></span>` : ''}</p>
<p>${escapeHtml(operation.description ?? '')}</p>
${(operation.parameters ?? []).map((parameter) => `<p>参数 <code>${escapeHtml(parameter.name)}</code>（${parameter.in === 'header' ? '请求头' : '路径'}）：${escapeHtml(parameter.description)}</p>`).join('')}
${body ? fieldsTable(document, body['application/json'].schema, '请求体') : ''}
${data?.properties ? fieldsTable(document, data, '应答 data') : `<p>应答：${escapeHtml(operation.responses['200']?.description)}</p>`}
${refusals ? `<table><thead><tr><th>HTTP 状态</th><th>拒绝原因（data.code）</th></tr></thead><tbody>${refusals}</tbody></table>` : ''}
</section>`;
}

function dictionariesSection(document: OpenApiDocument): Html {
  const dictionaries = Object.entries(document.components.schemas).filter(([name]) => name.startsWith('Dict_'));
  return `<h2 id="dictionaries">字典</h2>${dictionaries
    .map(
      ([name, schema]) =>
        `<section id="${escapeHtml(name)}"><h3>${escapeHtml(schema.title)}（${escapeHtml(name.slice('Dict_'.length))}）</h3><table><thead><tr><th>代码</th><th>名称</th></tr></thead><tbody>${(
          (schema.oneOf as JsonSchema[] | undefined) ?? []
        )
          .map((item) => `<tr><td><code>${escapeHtml(item.const)}</code></td><td>${escapeHtml(item.title)}</td></tr>`)
          .join('')}</tbody></table></section>`,
    )
    .join('')}`;
}

export function renderDocsPage(document: OpenApiDocument): Html {
  const byTag = new Map<string, { method: string; path: string; operation: OpenApiOperation }[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
    }
  }
  const tags = document.tags.filter((tag) => byTag.has(tag.name));
  const contents = tags
    .map(
      (tag) =>
        `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.description)}</a><ul>${byTag
          .get(tag.name)!
          .map(({ operation }) => `<li><a href="#${escapeHtml(anchorOf(operation))}">${escapeHtml(operation.summary)}</a></li>`)
          .join('')}</ul></li>`,
    )
    .join('');
  const callbacks = Object.values(document.webhooks)
    .flatMap((methods) => Object.entries(methods))
    .map(([method, operation]) => operationSection(document, method, '（回调地址）', operation))
    .join('');
  const sections = tags
    .map(
      (tag) =>
        `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.description)} <span class="muted">${escapeHtml(tag.name)}</span></h2>${tag['x-intro'] ? `<p>${escapeHtml(tag['x-intro'])}</p>` : ''}${byTag
          .get(tag.name)!
          .map(({ method, path, operation }) => operationSection(document, method, path, operation))
          .join('')}`,
    )
    .join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(document.info.title)}</h1>
<p class="muted">版本 ${escapeHtml(document.info.version)} · 机器可读的接口定义：<a href="${OPEN_API_DOCUMENT_PATH}">${OPEN_API_DOCUMENT_PATH}</a>（OpenAPI ${escapeHtml(document.openapi)}，可用标准工具生成客户端）</p>
<p>所有应答为 <code>{ code, message, data }</code>：code 为 0 表示成功，-1 表示业务失败（message 为原因）；签名、权限、频率等拒绝带 HTTP 状态与 data.code。</p>
<nav><h2>目录</h2><ul><li><a href="#signing">签名</a></li>${contents}<li><a href="#callbacks">回调</a></li><li><a href="#dictionaries">字典</a></li></ul></nav>
${signingSection()}
${sections}
<h2 id="callbacks">回调</h2>
${callbacks}
${dictionariesSection(document)}
</main></body></html>`;
}
