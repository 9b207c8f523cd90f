// What counts as "no value" wherever a value is read: a search field left blank, a cell left
// empty, a form field cleared. One rule for the browser, the server and the Excel reader.

/** null, undefined, or a text of nothing but white space. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
