// A definition must not allow more than customs accepts: for every row of a table that names its
// official message, the definition's length is compared with the element's limit (rule in
// official-limits.ts). The element is the row's "xsd" name, else the field's own name; header
// transmission fields live in the message's BaseTransfer. Dates are not compared: the message
// writes them in its own format (YYYYMMDDhhmmss), not as typed.
import { similarName } from './bill-fields.ts';
import type { Checked } from './checked-files.ts';
import { elementLabel, type OfficialElement, type OfficialFile, type OfficialReference } from './official-limits.ts';
import { pointerOf, type Problem } from './problem.ts';
import { fieldOf, keywordPointer, lengthKeyword, lengthOf, propertyPointer, whereWritten, type FamilyFields } from './table-fields.ts';
import type { FieldTable, TableMessage, TableRow } from './table-types.ts';

const TRANSFER_ELEMENT = 'BaseTransfer';

/** Header field -> its element in BaseTransfer (bill-families-and-screens.md §3.13). */
const TRANSMISSION_ELEMENTS: Readonly<Record<string, string>> = {
  copCode: 'copCode',
  copName: 'copName',
  dxpMode: 'dxpMode',
  dxpId: 'dxpId',
  copNote: 'note',
};

interface Target {
  element: string;
  child: OfficialElement;
}

/** The elements the message names that the reference lacks, reported once each. */
function checkMessage(table: Checked<FieldTable>, message: TableMessage, file: OfficialFile, problems: Problem[]): boolean {
  let usable = true;
  for (const key of ['head', 'lines'] as const) {
    const element = message[key];
    if (element === undefined || file.elements.has(element)) continue;
    usable = false;
    problems.push({ file: table.file, pointer: pointerOf('message', key), message: `官方报文字段表 ${file.name} 中没有元素 "${element}"` });
  }
  return usable;
}

/**
 * The element a row compares with. A field name the element lacks is not compared (the field has
 * no counterpart), unless it differs from an element only in case ("fcurrency" / "fCurrency"):
 * then the row should name it.
 */
function targetOf(row: TableRow, element: string, file: OfficialFile): Target | { unknown: string; hint?: string } | undefined {
  const children = file.elements.get(element)!;
  if (typeof row.xsd === 'string') {
    const child = children.get(row.xsd);
    return child ? { element, child } : { unknown: row.xsd };
  }
  const own = children.get(row.field);
  if (own) return { element, child: own };
  const transfer = row.part === 'head' ? TRANSMISSION_ELEMENTS[row.field] : undefined;
  const child = transfer === undefined ? undefined : file.elements.get(TRANSFER_ELEMENT)?.get(transfer);
  if (child) return { element: TRANSFER_ELEMENT, child };
  const hint = similarName(row.field, children.keys());
  return hint === undefined ? undefined : { unknown: row.field, hint };
}

/** specMaxLength records a spec limit above the official one: maxLength must then be that one. */
function checkSpecMaxLength(table: Checked<FieldTable>, row: TableRow, index: number, label: string, limit: number, problems: Problem[]): void {
  if (row.specMaxLength === undefined) return;
  if (row.maxLength !== limit) {
    problems.push({
      file: table.file,
      pointer: pointerOf('rows', index, 'maxLength'),
      message: `记有 specMaxLength ${row.specMaxLength} 时 maxLength 应为 ${label} 的上限 ${limit}，而不是 ${row.maxLength}`,
    });
  } else if (row.specMaxLength <= limit) {
    problems.push({
      file: table.file,
      pointer: pointerOf('rows', index, 'specMaxLength'),
      message: `specMaxLength ${row.specMaxLength} 没有超过 ${label} 的上限 ${limit}：maxLength 直接写规格长度，不要记 specMaxLength`,
    });
  }
}

/** A bill may not carry more lines than one message carries (OrderList: at most 100). */
function checkLineCount(table: Checked<FieldTable>, message: TableMessage, fields: FamilyFields, file: OfficialFile, problems: Problem[]): void {
  const bound = message.lines === undefined ? undefined : file.maxOccurs.get(message.lines);
  const lines = fields.data.value.properties.lines as { maxItems?: unknown } | undefined;
  if (bound === undefined || !lines || typeof lines.maxItems !== 'number' || lines.maxItems <= bound) return;
  problems.push({
    file: fields.data.file,
    pointer: pointerOf('properties', 'lines', 'maxItems'),
    message: `表体最多 ${lines.maxItems} 行，${elementLabel(file, message.lines!)} 一份报文只允许 ${bound} 个（${table.file}#${pointerOf('message', 'lines')}）`,
  });
}

/**
 * An element of a fixed or least length (商品编码 "string length=10"): a text field that allows
 * fewer characters saves a value the message refuses at 申报, so the field says minLength too and
 * the form says so while typing. Code lists (a dictionary, an enum) hold only whole codes.
 */
function leastLengthProblem(
  field: { type?: unknown; minLength?: unknown; enum?: unknown; 'x-dictionary'?: unknown },
  type: string,
  label: string,
): string | null {
  const match = /\b(length|minLength)=(\d+)/.exec(type);
  const least = match ? Number(match[2]) : 0;
  if (least <= 1 || field.type !== 'string' || field.enum !== undefined || field['x-dictionary'] !== undefined) return null;
  if (typeof field.minLength === 'number' && field.minLength >= least) return null;
  return `定义允许少于 ${least} 个字符，${label} 要求${match![1] === 'length' ? '正好' : '至少'} ${least} 个（${type}）：写 "minLength": ${least}`;
}

export function checkOfficialLimits(table: Checked<FieldTable>, fields: FamilyFields, reference: OfficialReference): Problem[] {
  const problems: Problem[] = [];
  const message = table.value.message;
  if (!message) return problems;
  const file = reference[message.file];
  if (!checkMessage(table, message, file, problems)) return problems;
  checkLineCount(table, message, fields, file, problems);
  table.value.rows.forEach((row, index) => {
    const element = row.part === 'head' ? message.head : message.lines;
    if (row.xsd === null || element === undefined) return;
    const target = targetOf(row, element, file);
    if (target && 'unknown' in target) {
      const hint = target.hint === undefined ? '' : `（是否为 "${target.hint}"？写 "xsd": "${target.hint}"）`;
      problems.push({
        file: table.file,
        pointer: pointerOf('rows', index, target.hint === undefined ? 'xsd' : 'field'),
        message: `${elementLabel(file, element)} 中没有元素 "${target.unknown}"${hint}；没有对应元素时写 "xsd": null`,
      });
      return;
    }
    const limit = target?.child.characters;
    if (!target || limit === undefined) return;
    const label = elementLabel(file, target.element, target.child.name);
    checkSpecMaxLength(table, row, index, label, limit, problems);
    const resolved = fieldOf(fields, row.part, row.field);
    const field = resolved?.field;
    if (!resolved || !field || (field.type === 'string' && field.format !== undefined)) return;
    const allowed = lengthOf(field);
    const where = whereWritten(resolved, fields, row.field);
    // A shared field (dxpMode…) is checked once, where it is written, by the common limits (_common.table.json).
    const least = resolved.file === fields.data.file ? leastLengthProblem(field, target.child.type, label) : null;
    if (least) problems.push({ file: fields.data.file, pointer: propertyPointer(row.part, row.field, resolved), message: `${least}${where}` });
    if (allowed !== undefined && allowed <= limit) return;
    problems.push(
      allowed === undefined
        ? {
            file: fields.data.file,
            pointer: propertyPointer(row.part, row.field, resolved),
            message: `定义没有长度限制，${label} 只允许 ${limit} 个字符（${target.child.type}）${where}`,
          }
        : {
            file: fields.data.file,
            pointer: keywordPointer(row.part, row.field, resolved, fields, lengthKeyword(field)),
            message: `定义允许 ${allowed} 个字符，${label} 只允许 ${limit} 个（${target.child.type}）：取海关上限，规格长度记在 ${table.file}#${pointerOf('rows', index, 'specMaxLength')}${where}`,
          },
    );
  });
  return problems;
}
