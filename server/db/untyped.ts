// Kysely over tables that no TypeScript interface describes: the bill families' tables, whose
// names and columns come from the definitions at run time (always whitelisted first), and the
// migrations, which must not depend on today's schema (Kysely's own advice). Kysely says "no
// schema" with `any` as its database type; these names are the one place that says it.
import type { ExpressionBuilder, Kysely, SelectQueryBuilder, Transaction } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's database type for "tables known at run time"
export type UntypedDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as UntypedDb, for a transaction
export type UntypedTransaction = Transaction<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a select over such a table: database, tables and row untyped
export type UntypedSelect = SelectQueryBuilder<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- expressions over such a table
export type UntypedExpressions = ExpressionBuilder<any, any>;
