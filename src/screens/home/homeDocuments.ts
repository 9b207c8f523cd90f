// The home page's 资料下载 card (bill-families-and-screens.md §2 /home, §9: 5 documents): the
// newest knowledge files of /archive, read through the archive's own definition — its list path,
// its default sort and the file and name fields of its download button — so nothing here names
// a field of the family.
import type { BillDefinition, DownloadButton } from '#core/definition/index.ts';
import { billApiPath } from '#core/api-path.ts';
import { readListAnswer } from '#core/list/list-page.ts';
import { toSnakeCase } from '#core/definition/index.ts';
import { post } from '../../http/index.ts';
import { downloadStoredFile, fileNameOf } from '../../engine/list/fileDownload.ts';

/** The archive's menu uri (spec §2.8). */
export const ARCHIVE_ROUTE = '/archive';
/** Documents the home page shows (spec §9). */
export const HOME_DOCUMENTS = 5;

export interface HomeDocument {
  key: string;
  name: string;
  /** yyyy-MM-dd of its creation, when the list shows one. */
  date: string | null;
  open(): Promise<boolean>;
}

function downloadButtonOf(definition: BillDefinition): DownloadButton | undefined {
  return [...definition.ui.buttons, ...definition.ui.list.rowActions].find((button): button is DownloadButton => button.kind === 'download');
}

/** The newest documents of the archive, each able to download itself. */
export async function newestDocuments(definition: BillDefinition, count = HOME_DOCUMENTS): Promise<HomeDocument[]> {
  const download = downloadButtonOf(definition);
  if (!download) return [];
  const { field, order } = definition.ui.list.defaultSort;
  // The server takes only the page sizes the list offers: the smallest one, of which the first few show.
  const pageSize = Math.min(...definition.ui.list.pageSizes);
  const answer = await post<unknown>(billApiPath(definition, definition.ui.api.list), {
    pageIndex: 0,
    pageSize,
    sorts: [{ name: toSnakeCase(field), order }],
    terms: [],
  });
  return readListAnswer(answer, 0, pageSize)
    .rows.slice(0, count)
    .map((row, index) => {
      const path = String(row[download.fileField] ?? '');
      const name = fileNameOf(row[download.nameField], path);
      const created = typeof row[field] === 'string' ? (row[field] as string).slice(0, 10) : null;
      return { key: String(row.id ?? index), name, date: created, open: () => downloadStoredFile(billApiPath(definition, download.path), path, name) };
    });
}
