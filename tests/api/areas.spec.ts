// Administrative divisions (bill-families-and-screens.md §3.9, §7): getProvinces answers the 34
// provincial units of GB/T 2260, getByCode a division's children, municipalities through their
// 市辖区 level; a unit with no lower level answers itself, districts and unknown codes answer [], malformed ones are refused; both need a signed-in caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_PATHS, MSG_AREA_CODE_INVALID, type AreaItem } from '#core/areas.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const [admin] = server.seed.demo.accounts;
  token = (await server.client.session(admin.loginName, admin.password)).token;
});
afterAll(async () => server?.close());

const provinces = () => server.client.post<AreaItem[]>(AREA_PATHS.getProvinces, {}, { token });
const byCode = (id: unknown) => server.client.post<AreaItem[]>(AREA_PATHS.getByCode, { id }, { token });
const names = (items: AreaItem[]) => items.map((item) => item.areaName);

describe('getProvinces', () => {
  it('answers the 34 provincial units in code order, as { areaCode, areaName }', async () => {
    const answer = await provinces();
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    const items = answer.body.data;
    expect(items).toHaveLength(34);
    expect(items[0]).toEqual({ areaCode: '110000', areaName: '北京市' });
    expect(Object.keys(items[0]).sort()).toEqual(['areaCode', 'areaName']);
    expect(names(items)).toEqual(expect.arrayContaining(['浙江省', '广东省', '新疆维吾尔自治区', '香港特别行政区', '澳门特别行政区', '台湾省']));
    expect(items.map((item) => item.areaCode)).toEqual([...items.map((item) => item.areaCode)].sort());
  });

  it('refuses a caller without a token, and a body without data', async () => {
    expect((await server.client.post(AREA_PATHS.getProvinces, {})).status).toBe(401);
    expect((await server.client.post(AREA_PATHS.getByCode, { id: '330000' })).status).toBe(401);
    const raw = await server.client.request('POST', AREA_PATHS.getProvinces, {}, { token });
    expect(raw.status).toBe(400);
  });
});

describe('getByCode', () => {
  it("answers a province's cities and a city's districts", async () => {
    const cities = (await byCode('330000')).body.data;
    expect(cities[0]).toEqual({ areaCode: '330100', areaName: '杭州市' });
    expect(cities).toHaveLength(11);
    const districts = (await byCode('330100')).body.data;
    expect(names(districts)).toEqual(expect.arrayContaining(['上城区', '西湖区', '滨江区', '余杭区']));
    expect(districts.every((item) => item.areaCode.startsWith('3301') && item.areaCode !== '330100')).toBe(true);
  });

  it('goes through the 市辖区 level of GB/T 2260 for the four municipalities', async () => {
    for (const [province, city, district] of [
      ['110000', '110100', '东城区'],
      ['120000', '120100', '和平区'],
      ['310000', '310100', '黄浦区'],
      ['500000', '500100', '渝中区'],
    ]) {
      const cities = (await byCode(province)).body.data;
      expect(cities[0]).toEqual({ areaCode: city, areaName: '市辖区' });
      expect(names((await byCode(city)).body.data)).toContain(district);
    }
    // 重庆 has its counties under 500200 县.
    expect((await byCode('500000')).body.data).toEqual([
      { areaCode: '500100', areaName: '市辖区' },
      { areaCode: '500200', areaName: '县' },
    ]);
    expect(names((await byCode('500200')).body.data)).toContain('巫山县');
  });

  it('answers the province-administered county groups by their standard names', async () => {
    expect((await byCode('420000')).body.data).toContainEqual({ areaCode: '429000', areaName: '省直辖县级行政区划' });
    expect(names((await byCode('429000')).body.data)).toContain('仙桃市');
    expect((await byCode('650000')).body.data).toContainEqual({ areaCode: '659000', areaName: '自治区直辖县级行政区划' });
  });

  it('answers [] for a district and an unknown code', async () => {
    for (const id of ['330106', '999999']) {
      const answer = await byCode(id);
      expect(answer.body.code).toBe(0);
      expect(answer.body.data).toEqual([]);
    }
  });

  it('answers a unit with no lower level itself, so that the district can always be chosen (东莞, 澳门)', async () => {
    expect((await byCode('441900')).body.data).toEqual([{ areaCode: '441900', areaName: '东莞市' }]);
    expect((await byCode('820000')).body.data).toEqual([{ areaCode: '820000', areaName: '澳门特别行政区' }]);
  });

  it('refuses an id that is not six digits, or missing, or not text (400)', async () => {
    for (const id of ['33', '3300001', 'abcdef', "33' or 1=1", '']) {
      const answer = await byCode(id);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MSG_AREA_CODE_INVALID);
    }
    expect((await byCode(330000)).status).toBe(400);
    expect((await byCode('x'.repeat(21))).status).toBe(400);
    const missing = await server.client.post(AREA_PATHS.getByCode, {}, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('行政区划代码');
  });
});
