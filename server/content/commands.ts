// The operator's commands (README "Publishing news and notices"; docs/content.md), as functions
// the scripts (scripts/notice.ts, scripts/archive.ts) run on the configured database and the
// tests run on a temporary one:
//   notice publish --type NEWS|NOTICE --title "…" --html file.html [--cover img.png] [--attach file…]
//   notice list [--type NEWS|NOTICE]
//   notice remove <id>
//   archive add <file> [--name "…"] [--company CODE] [--file-type e|i|o]
// Each prints what it did; bad input throws CommandError with the reason (English, then Chinese).
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { draftState, type DownloadButton, type FieldInfo } from '#core/definition/index.ts';
import { CONTENT_LIMITS, isContentType } from '#core/content.ts';
import { chinaDateTime } from '#core/china-time.ts';
import type { PortalDb } from '../db/connect.ts';
import { dynamicDb } from '../bills/db.ts';
import { fileUri, storeFile, type FilePlace } from '../bills/files/file-store.ts';
import { loadSeedableFamilies } from '../bills/seed/seed-demo-bills.ts';
import { ensureFamilyTables } from '../bills/table/ensure-tables.ts';
import type { BillFamily } from '../bills/family.ts';
import { CONTENT_OWNER, ContentInputError, hasControl, publishContent, removeContent, type NamedFile } from './store.ts';

export class CommandError extends Error {}

export interface CommandContext {
  db: PortalDb;
  files: FilePlace;
  /** The bill definitions folder (the archive's table). */
  billSchemaDir: string;
  print(line: string): void;
}

interface Parsed {
  positional: string[];
  options: Map<string, string[]>;
}

/** --name value pairs (an option may repeat; --attach takes every value up to the next option). */
function parse(argv: readonly string[], known: Record<string, 'one' | 'many'>): Parsed {
  const positional: string[] = [];
  const options = new Map<string, string[]>();
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index]!;
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const name = word.slice(2);
    const arity = known[name];
    if (!arity) throw new CommandError(`unknown option ${word} / 未知参数 ${word}`);
    const values: string[] = [];
    while (index + 1 < argv.length && !argv[index + 1]!.startsWith('--')) {
      values.push(argv[index + 1]!);
      index += 1;
      if (arity === 'one') break;
    }
    if (values.length === 0) throw new CommandError(`${word} needs a value / ${word} 缺少取值`);
    options.set(name, [...(options.get(name) ?? []), ...values]);
  }
  return { positional, options };
}

function single(parsed: Parsed, name: string): string | undefined {
  const values = parsed.options.get(name);
  if (values && values.length > 1) throw new CommandError(`--${name} given twice / --${name} 只能给一次`);
  return values?.[0];
}

async function readGiven(path: string, what: string): Promise<NamedFile> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new Error('not a file');
    size = info.size;
  } catch {
    throw new CommandError(`${what}: cannot read ${path} / 无法读取文件 ${path}`);
  }
  if (size > CONTENT_LIMITS.fileBytes) throw new CommandError(`${what}: ${path} is over ${CONTENT_LIMITS.fileBytes / 1024 / 1024} MB / 文件过大`);
  return { name: basename(path), content: await readFile(path) };
}

async function publish(context: CommandContext, argv: readonly string[]): Promise<void> {
  const parsed = parse(argv, { type: 'one', title: 'one', html: 'one', cover: 'one', attach: 'many' });
  if (parsed.positional.length > 0) throw new CommandError(`unexpected argument ${parsed.positional[0]} / 多余的参数`);
  const type = single(parsed, 'type');
  const title = single(parsed, 'title');
  const htmlPath = single(parsed, 'html');
  if (!type || !isContentType(type)) throw new CommandError('--type must be NEWS or NOTICE / 类型只能是 NEWS 或 NOTICE');
  if (!title) throw new CommandError('--title is required / 标题不能为空');
  if (!htmlPath) throw new CommandError('--html file.html is required / 请给出正文 HTML 文件');
  const html = (await readGiven(htmlPath, 'html')).content.toString('utf8');
  const coverPath = single(parsed, 'cover');
  const cover = coverPath ? await readGiven(coverPath, 'cover') : null;
  const attachments = await Promise.all((parsed.options.get('attach') ?? []).map((path) => readGiven(path, 'attachment')));
  try {
    const published = await publishContent(context.db, context.files, { type, title, html, cover, attachments });
    context.print(`published ${published.type} #${published.id}: ${published.title}`);
    if (published.cleaned) context.print('  the HTML was sanitised (scripts, event handlers, unsafe links and frames removed or normalised)');
    if (cover) context.print(`  cover: ${cover.name}`);
    for (const name of published.attachments) context.print(`  attachment: ${name}`);
  } catch (error) {
    if (error instanceof ContentInputError) throw new CommandError(error.message);
    throw error;
  }
}

async function list(context: CommandContext, argv: readonly string[]): Promise<void> {
  const parsed = parse(argv, { type: 'one' });
  const type = single(parsed, 'type');
  if (type !== undefined && !isContentType(type)) throw new CommandError('--type must be NEWS or NOTICE / 类型只能是 NEWS 或 NOTICE');
  let query = context.db.selectFrom('content_item').select(['id', 'type', 'title', 'update_time']);
  if (type) query = query.where('type', '=', type);
  const rows = await query.orderBy('update_time', 'desc').orderBy('id', 'desc').execute();
  for (const row of rows) context.print(`#${row.id}\t${row.type}\t${row.update_time}\t${row.title}`);
  context.print(`${rows.length} item(s)`);
}

async function remove(context: CommandContext, argv: readonly string[]): Promise<void> {
  const [idText, ...rest] = argv;
  const id = Number(idText);
  if (!idText || rest.length > 0 || !Number.isInteger(id) || id < 1) throw new CommandError('usage: notice remove <id> / 用法：notice remove <编号>');
  if (!(await removeContent(context.db, id))) throw new CommandError(`no item #${id} / 没有编号为 ${id} 的信息`);
  context.print(`removed #${id}`);
}

export const NOTICE_USAGE = [
  'usage:',
  '  npm run notice -- publish --type NEWS|NOTICE --title "…" --html file.html [--cover img.png] [--attach file…]',
  '  npm run notice -- list [--type NEWS|NOTICE]',
  '  npm run notice -- remove <id>',
].join('\n');

export async function runNoticeCommand(context: CommandContext, argv: readonly string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'publish') return publish(context, rest);
  if (command === 'list') return list(context, rest);
  if (command === 'remove') return remove(context, rest);
  throw new CommandError(`${command ? `unknown command ${command}` : 'no command given'}\n${NOTICE_USAGE}`);
}

// ---- archive ----

const ARCHIVE_ROUTE = '/archive';

function archiveFamily(schemaDir: string): { family: BillFamily; button: DownloadButton } {
  const family = loadSeedableFamilies(schemaDir).find((candidate) => candidate.definition.ui.route === ARCHIVE_ROUTE);
  const ui = family?.definition.ui;
  const button = ui && [...ui.buttons, ...ui.list.rowActions].find((candidate): candidate is DownloadButton => candidate.kind === 'download');
  if (!family || !button) throw new CommandError(`no definition serves ${ARCHIVE_ROUTE} with a download button / 找不到资料下载的定义`);
  return { family, button };
}

function fieldNamed(family: BillFamily, name: string): FieldInfo {
  const field = family.headFields.find((candidate) => candidate.name === name);
  if (!field) throw new CommandError(`${family.id}: no field ${name}`);
  return field;
}

export const ARCHIVE_USAGE = 'usage: npm run archive -- add <file> [--name "…"] [--company CODE] [--file-type e|i|o]';

async function addToArchive(context: CommandContext, argv: readonly string[]): Promise<void> {
  const parsed = parse(argv, { name: 'one', company: 'one', 'file-type': 'one' });
  if (parsed.positional.length !== 1) throw new CommandError(`give exactly one file / 请给出一个文件\n${ARCHIVE_USAGE}`);
  const file = await readGiven(parsed.positional[0]!, 'file');
  if (file.content.length === 0) throw new CommandError(`${file.name} is empty / 文件为空`);
  const { family, button } = archiveFamily(context.billSchemaDir);
  const nameField = fieldNamed(family, button.nameField);
  const pathField = fieldNamed(family, button.fileField);
  const name = (single(parsed, 'name') ?? file.name).trim();
  if (!name || /[\\/]/u.test(name) || hasControl(name) || name.length > (nameField.maxLength ?? CONTENT_LIMITS.fileName)) {
    throw new CommandError(`bad name "${name}" (at most ${nameField.maxLength ?? CONTENT_LIMITS.fileName} characters, no slashes) / 文件名称不正确`);
  }
  // The file's type comes from the definition's dictionary field (e export note, i import note, o other).
  const typeField = family.headFields.find((field) => field.dictionary !== undefined && field.schema['x-dictionary'] === 'file_type');
  const fileType = single(parsed, 'file-type');
  let typeValue: string | undefined;
  if (fileType !== undefined) {
    if (!typeField) throw new CommandError('the archive has no file type field / 资料下载没有文件类型');
    const known = await context.db.selectFrom('dictionary_item').select('value').where('dic_code', '=', typeField.dictionary!).execute();
    if (!known.some((item) => item.value === fileType))
      throw new CommandError(`--file-type must be one of ${known.map((item) => item.value).join(', ')} / 文件类型不正确`);
    typeValue = fileType;
  }
  const companyOption = single(parsed, 'company');
  let companies = context.db.selectFrom('company').select('code');
  if (companyOption) companies = companies.where('code', '=', companyOption);
  const codes = (await companies.orderBy('id').execute()).map((row) => row.code);
  if (codes.length === 0) throw new CommandError(companyOption ? `no company ${companyOption} / 没有该企业` : 'no company in the database / 数据库中没有企业');
  await ensureFamilyTables(context.db, [family]);
  const stamp = chinaDateTime(new Date());
  await context.db.transaction().execute(async (trx) => {
    // One stored file, everyone's (the content owner): each company's row points at it.
    const id = await storeFile(trx, { companyCode: CONTENT_OWNER, userId: 0, kind: 'document', name, content: file.content }, context.files);
    const path = fileUri(id);
    if (pathField.maxLength !== undefined && path.length > pathField.maxLength) throw new CommandError(`${pathField.name} cannot hold ${path}`);
    await dynamicDb(trx)
      .insertInto(family.headTable)
      .values(
        codes.map((code) => ({
          company_code: code,
          state: draftState(family.definition),
          create_time: stamp,
          update_time: stamp,
          [nameField.column]: name,
          [pathField.column]: path,
          ...(typeField && typeValue !== undefined ? { [typeField.column]: typeValue } : {}),
        })),
      )
      .execute();
  });
  context.print(`added "${name}" (${file.content.length} bytes) to ${family.title} for ${codes.length} compan${codes.length === 1 ? 'y' : 'ies'}`);
}

export async function runArchiveCommand(context: CommandContext, argv: readonly string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'add') return addToArchive(context, rest);
  throw new CommandError(`${command ? `unknown command ${command}` : 'no command given'}\n${ARCHIVE_USAGE}`);
}
