// libxml2's schema messages (as libxml2-wasm 0.7.2 words them — captured from real runs, some
// kinds the 2022-05 XSDs do not use: pattern, enumeration, bounds) turned into the sentence a user
// reads; a message of an unknown shape is kept, never dropped.
import { describe, expect, it } from 'vitest';
import { malformedProblem, validationProblem, type SchemaFacts } from './problems.ts';

const problem = (message: string, facts?: SchemaFacts) => validationProblem({ message: `${message}\n`, level: 2, line: 7, col: 0 }, facts);

describe('validationProblem', () => {
  it.each([
    [
      "Element '{urn:t}p': [facet 'pattern'] The value '12a' is not accepted by the pattern '[0-9]{4}'.",
      'p',
      '报文元素 p 的值 12a 格式不符（应符合 [0-9]{4}）',
    ],
    ["Element '{urn:t}e': [facet 'enumeration'] The value '3' is not an element of the set {'1', '2'}.", 'e', '报文元素 e 的值 3 不在允许的取值中（1、2）'],
    ["Element '{urn:t}mx': [facet 'maxInclusive'] The value '11' is greater than the maximum value allowed ('10').", 'mx', '报文元素 mx 的值 11 不能大于 10'],
    ["Element '{urn:t}mn': [facet 'minExclusive'] The value '0' must be greater than '0'.", 'mn', '报文元素 mn 的值 0 应大于 0'],
    ["Element '{urn:t}d': '2022-13-01' is not a valid value of the atomic type 'xs:date'.", 'd', '报文元素 d 的值 2022-13-01 不是有效的日期时间'],
    [
      "Element '{urn:t}l': [facet 'maxLength'] The value has a length of '4'; this exceeds the allowed maximum length of '3'.",
      'l',
      '报文元素 l 长度超过 3（现为 4）',
    ],
    [
      "Element '{urn:t}r', attribute 'guid': [facet 'length'] The value 'abc' has a length of '3'; this differs from the allowed length of '36'.",
      'r',
      '报文元素 r 的属性 guid 长度应为 36（现为 3）',
    ],
    ["Element '{urn:t}r': The attribute 'guid' is required but missing.", 'r', '报文元素 r 缺少属性 guid'],
    ["Element '{urn:t}r': Missing child element(s). Expected is one of ( {urn:t}a, {urn:t}b ).", 'r', '报文元素 r 缺少子元素，应为 a、b 之一'],
    ["Element '{urn:t}x': This element is not expected.", 'x', '报文元素 x 不应出现在此处（多余或重复）'],
  ])('%s', (message, element, text) => {
    expect(problem(message)).toEqual(expect.objectContaining({ line: 7, element, message, text }));
  });

  it('reads a value that is not of its local type by the base type the schema gives the element', () => {
    const facts: SchemaFacts = { declares: () => true, localBaseTypes: (element) => (element === 'price' ? ['xs:decimal'] : []) };
    expect(problem("Element '{urn:t}price': 'x' is not a valid value of the local atomic type.", facts).text).toBe('报文元素 price 的值 x 不是有效的数值');
    expect(problem("Element '{urn:t}other': 'x' is not a valid value of the local atomic type.", facts).text).toBe('报文元素 other 的值 x 不符合规范');
  });

  it('keeps a message of an unknown shape in its text', () => {
    expect(problem("Element '{urn:t}r': Something new.")).toMatchObject({ element: 'r', text: '报文元素 r 不符合报文规范：Something new.' });
    expect(problem('Something without an element.')).toMatchObject({ element: null, text: '报文不符合规范：Something without an element.' });
  });
});

describe('malformedProblem', () => {
  it('gives the line of the parser diagnostic, or none', () => {
    expect(malformedProblem({ message: 'Premature end of data\n', level: 3, line: 4, col: 2 })).toMatchObject({
      line: 4,
      element: null,
      text: '报文不是格式正确的 XML（第 4 行：Premature end of data）',
    });
    expect(malformedProblem(undefined)).toMatchObject({ line: null, element: null });
  });
});
