// How the settlement screens show a coded value (issue 23 point 4; docs/settlement.md "Codes and
// names"): a field that stands alone (the application's 币制, a bill's 贸易方式 in its details, the
// submit dialog's 币制) shows the name with the code clerks quote, 美元(502); a table cell shows the
// name only, as the generic lists do. A code its dictionary lacks shows as the code.

/** 美元(502); the name or the code alone when only one is known (or they are the same); '' for neither. */
export function nameWithCode(name: unknown, code: unknown): string {
  const shownName = name === null || name === undefined ? '' : String(name).trim();
  const shownCode = code === null || code === undefined ? '' : String(code).trim();
  if (shownName && shownCode && shownName !== shownCode) return `${shownName}(${shownCode})`;
  return shownName || shownCode;
}
