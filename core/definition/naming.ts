// Property names are camelCase; database columns and the list's term/sort names are their
// snake_case form (orderNo → order_no), as in the spec's own examples (create_time, order_no).

/** orderNo → order_no, createTime → create_time, gnum → gnum, MnufctrRegName → mnufctr_reg_name. */
export function toSnakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** order_no → orderNo. */
export function toCamelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** export-order → bill_export_order, export-billOfLading → bill_export_bill_of_lading: the table of a family's bill headers. */
export function headTableName(family: string): string {
  return `bill_${toSnakeCase(family.replace(/-/g, '_'))}`;
}

/** export-order → bill_export_order_line: the table of the family's lines (body). */
export function lineTableName(family: string): string {
  return `${headTableName(family)}_line`;
}
