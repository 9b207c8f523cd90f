// The dictionaries as the seed has them, answered by a fake server for the settlement screens'
// stories and specs (the bill details and grids show coded values by name).
import { installFakeApi, ok, type FakeApi, type FakeRequest } from '../../testing/fakeApi.ts';
import { seedDictionary } from '../../testing/seedOptions.ts';
import { DICTIONARY_PATH } from '../../http/options.ts';

const dicCodeOf = (request: FakeRequest) => String(((request.body as { data?: { dicCode?: unknown } }).data ?? {}).dicCode);

export function installDictionaries(): FakeApi {
  const api = installFakeApi();
  api.on(`POST ${DICTIONARY_PATH}`, (request) => ok(seedDictionary(dicCodeOf(request))));
  return api;
}
