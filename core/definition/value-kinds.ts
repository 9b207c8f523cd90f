// Value kinds: what a field's values are in the world (a person's name, an 18-character resident
// id, a company's unified social credit code, a product's HS code…), as opposed to its field kind
// (core/fields: how it is stored and edited). The demo seed invents values by kind
// (core/seed/fake-values.ts) and a generated spec checks every family's demo bills against
// them. A field's kind is derived where its definition already says it, and written as
// `"x-valueKind"` on the data-schema property only where it cannot be derived (docs/kinds.md):
//   1. `x-valueKind` as written;
//   2. enum → choice, x-refersTo → reference, x-file → file, contentMediaType → xml,
//      x-dictionary → dictionary, format date/date-time → date/dateTime, x-mobile → phone;
//   3. a code/name pair (…Code of 18 characters beside …Name) → companyCode / companyName;
//   4. a text of exactly 18 characters named …No → customsNo, any other …No → documentNo;
//   5. integer → count, number → amount.
// A text field none of these reach has no kind: scripts/validate-schemas.ts asks for x-valueKind.
import type { FieldInfo } from './fields.ts';

/** Every value kind, with what an analyst reads about it (docs/kinds.md repeats the table). */
export const VALUE_KINDS = {
  personName: '个人姓名（张伟）',
  idType: '证件类型字典值：演示数据取身份证（1）',
  idNumber: '证件号码：证件类型为身份证时是 18 位居民身份证号，校验位有效',
  phone: '手机号（11 位）',
  address: '地址（省市区街道门牌）',
  companyName: '企业名称，与同前缀的 …Code 是同一家企业',
  companyEnglishName: '企业外文名称',
  companyCode: '企业的 18 位统一社会信用代码（校验位有效，GB 32100-2015）',
  goodsName: '商品名称（同一行的描述、规格、编码都说这件商品）',
  goodsEnglishName: '商品英文名称',
  goodsDescription: '商品描述或规格型号',
  brand: '品牌',
  barcode: '商品条形码（69 开头的 13 位数字）',
  hsCode: '10 位商品编码（HS 编码）',
  transportMode: '运输方式字典值：演示数据取水路、公路或航空运输',
  transportName: '运输工具名称：船名、航班号或车牌，与运输方式一致',
  voyageNo: '航次号或航班号',
  customsNo: '海关编号：18 位数字（海关代码 4 位 + 年份 4 位 + 进出口标志 1 位 + 序号 9 位）',
  documentNo: '企业或平台的单据编号（大写字母与数字）',
  dxpId: '数据交换平台分配的用户编号：DXPENT 加 10 位数字（16 位，报文信封发送方编号 SenderId 的长度）',
  code: '短代码（大写字母与数字）',
  currency: '币制字典值：同一单据的表头与表体币制相同',
  place: '地点或库位',
  text: '简短说明文字',
  reason: '撤单或退货的原因',
  fileName: '文件名（含扩展名）',
  note: '备注：多数为空',
  url: '网址',
  dictionary: '字典值（x-dictionary）',
  choice: '枚举值之一（enum）',
  reference: '另一单证族已有单据的编号（x-refersTo）',
  file: '平台保存的文件（x-file）',
  xml: 'XML 报文（contentMediaType）',
  date: '日期 yyyy-MM-dd',
  dateTime: '时间 yyyy-MM-dd HH:mm:ss',
  quantity: '数量',
  price: '单价',
  lineTotal: '表体总价 = 同一行的数量 × 单价',
  linesTotal: '表头金额 = 各行总价之和',
  weight: '毛重（千克）',
  netWeight: '净重（千克），不超过同一行的毛重',
  amount: '金额',
  rate: '税率或费率',
  count: '件数、次数等整数',
} as const satisfies Readonly<Record<string, string>>;

export type ValueKind = keyof typeof VALUE_KINDS;

export const VALUE_KIND_KEYWORD = 'x-valueKind';

export function isValueKind(name: unknown): name is ValueKind {
  return typeof name === 'string' && Object.hasOwn(VALUE_KINDS, name);
}

/** Characters of a company code of 18 that mark it a credit code (party pairs, rule 3). */
const COMPANY_CODE_LENGTH = 18;
const CUSTOMS_NO_LENGTH = 18;

function pairedKind(field: FieldInfo, siblings: readonly FieldInfo[]): ValueKind | undefined {
  const match = /^(.+)(Code|Name)$/.exec(field.name);
  if (!match) return undefined;
  const [, prefix, role] = match;
  const code = role === 'Code' ? field : siblings.find((sibling) => sibling.name === `${prefix}Code`);
  const name = role === 'Name' ? field : siblings.find((sibling) => sibling.name === `${prefix}Name`);
  if (!code || !name || code.maxLength !== COMPANY_CODE_LENGTH || code.dictionary !== undefined) return undefined;
  return role === 'Code' ? 'companyCode' : 'companyName';
}

/** The written kind, else the derived one (rules above); undefined for a text nothing says. */
export function derivedValueKind(field: FieldInfo, siblings: readonly FieldInfo[]): ValueKind | undefined {
  const { schema } = field;
  const written = schema[VALUE_KIND_KEYWORD];
  if (isValueKind(written)) return written;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return 'choice';
  if (schema['x-refersTo'] !== undefined) return 'reference';
  if (schema['x-file'] === true) return 'file';
  if (schema.contentMediaType !== undefined) return 'xml';
  if (field.dictionary !== undefined) return 'dictionary';
  if (field.format === 'date') return 'date';
  if (field.format === 'date-time') return 'dateTime';
  if (schema['x-mobile'] === true) return 'phone';
  if (field.type === 'integer') return 'count';
  if (field.type === 'number') return 'amount';
  const paired = pairedKind(field, siblings);
  if (paired) return paired;
  if (/No$/.test(field.name)) return field.maxLength === CUSTOMS_NO_LENGTH ? 'customsNo' : 'documentNo';
  return undefined;
}

/** The field's kind; a text nothing says is plain text (validate-schemas refuses it in the definitions). */
export function valueKindOf(field: FieldInfo, siblings: readonly FieldInfo[]): ValueKind {
  return derivedValueKind(field, siblings) ?? 'text';
}

const CREDIT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a unified social credit code (GB 32100-2015). */
export function creditCodeCheck(first17: string): string | null {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = CREDIT_ALPHABET.indexOf(first17[index] ?? '');
    if (value < 0) return null;
    sum += value * CREDIT_WEIGHTS[index];
  }
  return CREDIT_ALPHABET[(31 - (sum % 31)) % 31];
}

/** 18 characters of the credit-code alphabet (no I, O, S, V, Z) with a valid check character. */
export function isValidCreditCode(code: string): boolean {
  return code.length === 18 && creditCodeCheck(code.slice(0, 17)) === code[17];
}

/** The check character of the first 17 digits of a resident id (GB 11643, ISO 7064 MOD 11-2). */
export function residentIdCheck(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(first17[index]) * (2 ** (17 - index) % 11);
  return '10X98765432'[sum % 11];
}

/** An 18-character resident id: 6-digit area, a real birth date, sequence, valid check character. */
export function isValidResidentId(id: string): boolean {
  const match = /^(\d{6})(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/.exec(id);
  if (!match) return false;
  const [, , year, month, day] = match.map(Number);
  const born = new Date(Date.UTC(year, month - 1, day));
  const validDate = born.getUTCFullYear() === year && born.getUTCMonth() === month - 1 && born.getUTCDate() === day && year >= 1900;
  return validDate && residentIdCheck(id.slice(0, 17)) === id[17];
}
