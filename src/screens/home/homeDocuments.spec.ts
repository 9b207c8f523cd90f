// The home page's documents come through the archive's own definition: its list path and default
// sort in the request, its download button's fields for the name and the file.
import { describe, expect, it } from 'vitest';
import { archiveDefinition, sampleKnowledgeFiles } from '../../testing/sampleFamilies.ts';
import { dataOf, installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { newestDocuments } from './homeDocuments.ts';

describe('newestDocuments', () => {
  it('asks the archive list for its smallest page, newest first, and shows five, named by their file names', async () => {
    const definition = archiveDefinition();
    const files = sampleKnowledgeFiles();
    const server = installFakeBillServer([definition], { bills: files });
    const documents = await newestDocuments(definition);
    expect(dataOf(server.calls(definition.ui.api.list)[0])).toEqual({ pageIndex: 0, pageSize: 50, sorts: [{ name: 'create_time', order: 'desc' }], terms: [] });
    expect(documents).toHaveLength(Math.min(5, files.length));
    const newest = [...files].sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))[0]!;
    expect(documents[0]).toMatchObject({ name: newest.fileName, date: String(newest.createTime).slice(0, 10) });
  });

  it('downloads a document from the archive download path with its stored path', async () => {
    const definition = archiveDefinition();
    const files = sampleKnowledgeFiles();
    const server = installFakeBillServer([definition], { bills: files });
    const [first] = await newestDocuments(definition, 1);
    expect(await first!.open()).toBe(true);
    const request = server.calls('download', 'GET')[0]!;
    expect(request.query.file_path).toBeTruthy();
  });
});
