// The official sample messages (schemas/reference/ceb-202205/samples, copied unchanged) against
// the official XSDs: every import sample and every export sample the reference calls valid passes,
// receipts included (the inbox parses them); the samples known to break the XSD are refused, each
// for its known reason; and a sample broken on purpose gets the Chinese sentence a user would read.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateCebXml } from './ceb-validator.ts';

const samplesFolder = new URL('../../../schemas/reference/ceb-202205/samples/', import.meta.url);
const samples = (direction: 'export' | 'import'): string[] => readdirSync(new URL(`${direction}/`, samplesFolder)).filter((name) => name.endsWith('.xml'));
const sample = (path: string): string => readFileSync(new URL(path, samplesFolder), 'utf8');

/** Export samples that break the XSD (reference README), and what the validator must say about them. */
const KNOWN_INVALID: Record<string, { element: string; expected?: string[]; count: number }> = {
  // A second BaseTransfer where the XSD allows one, followed by BaseSubscribe / Signature / ExtendMessage.
  ...Object.fromEntries(
    ['CEB303', 'CEB403', 'CEB505', 'CEB507', 'CEB509', 'CEB603', 'CEB605', 'CEB607'].map((message) => [
      `${message}Message.xml`,
      { element: 'BaseTransfer', expected: ['BaseSubscribe', 'Signature', 'ExtendMessage'], count: 1 },
    ]),
  ),
  // The summary result lists carry gnum where the XSD has gseqno: 10 results × 2 lines.
  'CEB792Message.xml': { element: 'gnum', expected: ['gseqno'], count: 20 },
  // The root is CEB214, not CEB214Message: no XSD declares it.
  'CEB214Message.xml': { element: 'CEB214', count: 1 },
};

describe('official samples', () => {
  it.each(samples('import'))('import sample %s is valid', (name) => {
    expect(validateCebXml(sample(`import/${name}`))).toEqual([]);
  });

  it.each(samples('export').filter((name) => !(name in KNOWN_INVALID)))('export sample %s is valid', (name) => {
    expect(validateCebXml(sample(`export/${name}`))).toEqual([]);
  });

  it.each(Object.entries(KNOWN_INVALID))('export sample %s is refused for its known reason', (name, known) => {
    const problems = validateCebXml(sample(`export/${name}`));
    expect(problems).toHaveLength(known.count);
    for (const problem of problems) {
      expect(problem.element).toBe(known.element);
      if (known.expected) expect(problem.expected).toEqual(known.expected);
    }
  });

  it('tells why the known-invalid samples are refused, in Chinese', () => {
    expect(validateCebXml(sample('export/CEB303Message.xml'))[0]).toMatchObject({
      line: 321,
      text: '报文元素 BaseTransfer 不应出现在此处，此处应为 BaseSubscribe、Signature、ExtendMessage 之一',
    });
    expect(validateCebXml(sample('export/CEB792Message.xml'))[0]).toMatchObject({ line: 26, text: '报文元素 gseqno 缺失或顺序不对（此处出现的是 gnum）' });
    expect(validateCebXml(sample('export/CEB214Message.xml'))[0]).toMatchObject({
      line: 3,
      text: '报文根元素 CEB214 不是规范定义的报文（应为 CEBnnnMessage）',
    });
  });

  it('covers the receipts of both directions, and they are valid', () => {
    const receipts = (['export', 'import'] as const).flatMap((direction) =>
      samples(direction)
        .map((name) => `${direction}/${name}`)
        .filter((path) => /<(?:\w+:)?returnStatus>/.test(sample(path))),
    );
    // 216 304 404 506 508 510 604 606 608 702 (export), 312 412 512 514 622 624 626 712 (import);
    // the export sample 214 is a receipt too, refused above for its root.
    expect(receipts).toHaveLength(19);
    for (const path of receipts.filter((path) => !path.endsWith('/CEB214Message.xml'))) expect(validateCebXml(sample(path)), path).toEqual([]);
  });
});

describe('a sample broken on purpose', () => {
  const inventory = sample('import/CEB621Message.xml');

  it('says a value is too long', () => {
    const xml = inventory.replace(/<ceb:orderNo>[^<]*</, `<ceb:orderNo>${'8'.repeat(61)}<`);
    expect(validateCebXml(xml)).toMatchObject([{ element: 'orderNo', text: '报文元素 orderNo 长度超过 60（现为 61）' }]);
  });

  it('says a value of fixed length has the wrong length', () => {
    const xml = inventory.replace(/<ceb:guid>[^<]*</, '<ceb:guid>4CDE1CFD<');
    expect(validateCebXml(xml)).toMatchObject([{ element: 'guid', text: '报文元素 guid 长度应为 36（现为 8）' }]);
  });

  it('says a required element is missing', () => {
    const xml = inventory.replace(/<ceb:orderNo>[^<]*<\/ceb:orderNo>\s*/, '');
    expect(validateCebXml(xml)).toMatchObject([{ element: 'ebpCode', expected: ['orderNo'], text: '报文元素 orderNo 缺失或顺序不对（此处出现的是 ebpCode）' }]);
    const [firstInventory] = /<ceb:Inventory>[\s\S]*?<\/ceb:Inventory>/.exec(inventory)!;
    const withoutLines = inventory.replace(firstInventory, firstInventory.replace(/<ceb:InventoryList>[\s\S]*<\/ceb:InventoryList>\s*/, ''));
    expect(validateCebXml(withoutLines)).toMatchObject([
      { element: 'Inventory', expected: ['InventoryList'], text: '报文元素 InventoryList 缺失（位于 Inventory 内）' },
    ]);
  });

  it('says an empty required value is empty', () => {
    const xml = inventory.replace(/<ceb:orderNo>[^<]*</, '<ceb:orderNo><');
    expect(validateCebXml(xml)).toMatchObject([{ element: 'orderNo', text: '报文元素 orderNo 不能为空' }]);
  });

  it('says a decimal is no number, or has too many digits', () => {
    expect(validateCebXml(inventory.replace(/<ceb:freight>[^<]*</, '<ceb:freight>5O0<'))).toMatchObject([
      { element: 'freight', text: '报文元素 freight 的值 5O0 不是有效的数值' },
    ]);
    expect(validateCebXml(inventory.replace(/<ceb:freight>[^<]*</, '<ceb:freight>500.123456<'))).toMatchObject([
      { element: 'freight', text: '报文元素 freight 的值 500.123456 小数位过多（最多 5 位小数）' },
    ]);
    expect(validateCebXml(inventory.replace(/<ceb:freight>[^<]*</, `<ceb:freight>${'9'.repeat(20)}<`))).toMatchObject([
      { element: 'freight', text: `报文元素 freight 的值 ${'9'.repeat(20)} 位数过多（最多 19 位数字）` },
    ]);
  });

  it('says an element the standard does not define is not defined', () => {
    const xml = inventory.replace('<ceb:orderNo>', '<ceb:orderNumber>1</ceb:orderNumber><ceb:orderNo>');
    expect(validateCebXml(xml)).toMatchObject([{ element: 'orderNumber', text: '报文元素 orderNumber 不是规范定义的元素' }]);
  });

  it('says malformed XML is not XML, with its line', () => {
    const xml = inventory.replace('</ceb:orderNo>', '</ceb:orderNumber>');
    const problems = validateCebXml(xml);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ element: null, line: 10 });
    expect(problems[0]!.text).toMatch(/^报文不是格式正确的 XML（第 10 行：/);
  });
});
