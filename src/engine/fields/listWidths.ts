// The width of a list column from its field (issue 11 point 10): what the field can hold and how
// its kind shows it, so that a full value fits without the definition giving a width. The
// figures are for the list grid's 13 px font (agGridSetup.ts) and its cell padding (16 px each
// side): a digit or a Latin letter takes about 8 px, a Chinese character 13 px. A column's title
// must fit as well (with the sort icon). `list.columns[].width` in a UI file still overrides.
import type { FieldInfo } from '#core/definition/index.ts';

/** Cell padding both sides, plus a little air. */
const PADDING = 36;
/** Width of a digit or Latin letter at the grid's font. */
const LATIN = 8;
/** A code is all digits and capitals, the widest Latin characters: a little more each. */
const CODE_CHAR = 9;
/** Width of a Chinese character at the grid's font (and of the header's bold title). */
const HAN = 14;
/** Room the header keeps for its sort icon and menu. */
const HEADER_ICONS = 28;

/** 'YYYY-MM-DD HH:mm:ss', the whole stamp. */
export const DATE_TIME_WIDTH = 19 * LATIN + PADDING;
/** 'YYYY-MM-DD'. */
export const DATE_WIDTH = 10 * LATIN + PADDING;
/** Amounts: customs' decimal(19,5) rarely shows more than 12 characters; right-aligned. */
export const DECIMAL_WIDTH = 12 * LATIN + PADDING;
/** Counts and other integers. */
export const INTEGER_WIDTH = 8 * LATIN + PADDING;
/** A state's name (海关审结, 电子口岸已暂存, 电子口岸申报中: up to seven characters in schemas/seed/states.json). */
export const STATE_WIDTH = 7 * HAN + PADDING;
/** A dictionary item's name (人民币, 一般贸易, 跨境电商B2C出口…). */
export const DICTIONARY_WIDTH = 8 * HAN + PADDING;

/** Codes up to this many characters are as wide as their longest value. */
const CODE_LENGTH = 20;
/** Numbers of bills and other identifiers up to 60 characters hold some 24. */
const NUMBER_LENGTH = 60;
const NUMBER_WIDTH = 24 * LATIN + PADDING;
/** Names (company, person, goods: up to 100 characters) show some 16 Chinese characters. */
const NAME_LENGTH = 100;
const NAME_WIDTH = 16 * HAN + PADDING;
/** Longer text (notes, receipt text) shows its start; the detail page shows all of it. */
const LONG_TEXT_WIDTH = 20 * HAN + PADDING;
const MIN_TEXT_WIDTH = 90;

/** A text column: codes by their length, numbers of bills, names wider, long text widest. */
export function textListWidth(field: FieldInfo): number {
  const length = field.maxLength;
  if (length === undefined) return LONG_TEXT_WIDTH;
  if (length <= CODE_LENGTH) return Math.max(MIN_TEXT_WIDTH, length * CODE_CHAR + PADDING);
  if (length <= NUMBER_LENGTH) return NUMBER_WIDTH;
  if (length <= NAME_LENGTH) return NAME_WIDTH;
  return LONG_TEXT_WIDTH;
}

/** The width the column's title needs (Chinese characters, plus the header's icons). */
export function titleWidth(title: string): number {
  let width = PADDING + HEADER_ICONS;
  for (const char of title) width += (char.codePointAt(0) ?? 0) <= 0xff ? LATIN : HAN;
  return width;
}
