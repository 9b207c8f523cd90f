// The client's calls for news and notices (core/content.ts; spec §7): a page of one type, one
// item by id, and an attachment's download (with the bearer, so a link opened after its signed
// token expired still works; saved under the attachment's own name).
import { CONTENT_PATHS, CONTENT_TYPE_TERM, type ContentDetail, type ContentPage, type ContentType } from '#core/content.ts';
import { LONG_TIMEOUT, post, send } from '../../http/index.ts';
import { fileOrEnvelope, saveBlob } from '../../engine/list/fileDownload.ts';

export async function queryContentPage(type: ContentType, pageIndex: number, pageSize: number): Promise<ContentPage> {
  const answer = await post<ContentPage>(CONTENT_PATHS.list, {
    pageIndex,
    pageSize,
    terms: [{ column: CONTENT_TYPE_TERM, termType: 'eq', type: 'and', value: type }],
  });
  return { datas: Array.isArray(answer?.datas) ? answer.datas : [], total: typeof answer?.total === 'number' ? answer.total : 0 };
}

export function queryContentDetail(id: number | string): Promise<ContentDetail> {
  return post<ContentDetail>(CONTENT_PATHS.detail, { id: String(id) });
}

/** Downloads an attachment by its uri (the signed token dropped: the bearer authorises it). */
export async function downloadAttachment(downloadUri: string, fileName: string): Promise<boolean> {
  const answer = await send<unknown>({
    method: 'get',
    url: downloadUri.split('?')[0],
    responseType: 'arraybuffer',
    transformResponse: [fileOrEnvelope],
    timeout: LONG_TIMEOUT,
  });
  if (!(answer instanceof Blob)) return false;
  saveBlob(answer, fileName);
  return true;
}
