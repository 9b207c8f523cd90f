// The keys of an Excel query's workbooks (file-query.ts), read in a worker thread.
import { queryKeys, type QueryKeys } from '../../bills/excel/file-query.ts';

export interface QueryKeysInput {
  linkTitle: string;
  contents: Uint8Array[];
}

export function readQueryKeys(input: QueryKeysInput): QueryKeys {
  return queryKeys(input.linkTitle, input.contents);
}
