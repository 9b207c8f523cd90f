// The statements a bill server runs, for tests that count the work a request does (list-memo,
// list-rows-first).
import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** The statements the app runs, as Kysely's operation trees in JSON. */
export class QueryLog implements KyselyPlugin {
  statements: string[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.statements.push(JSON.stringify(args.node));
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
  /** Statements reading the export order table (page, count, state counts). */
  billReads(): string[] {
    return this.statements.filter((statement) => statement.includes('"name":"bill_export_order"') && statement.includes('SelectQueryNode'));
  }
  /** Bill table reads that count (the total, the state counts). */
  billCounts(): string[] {
    return this.billReads().filter((statement) => statement.includes('"func":"count"'));
  }
  versionReads(): string[] {
    return this.statements.filter((statement) => statement.includes('"bill_table_version"'));
  }
}
