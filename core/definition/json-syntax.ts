// Finds where a JSON text first breaks the grammar (RFC 8259) and says what was expected there.
// JSON.parse in Node 20 often reports a snippet instead of a position, which is no help to
// someone fixing a 500-line file by hand.

export interface SyntaxFault {
  offset: number;
  expected: string;
}

class Fault extends Error {
  constructor(readonly fault: SyntaxFault) {
    super(fault.expected);
  }
}

class Scanner {
  private i = 0;

  constructor(private readonly text: string) {}

  document(): void {
    this.value();
    this.space();
    if (this.i < this.text.length) this.fail('值之后有多余内容');
  }

  private fail(expected: string): never {
    throw new Fault({ offset: this.i, expected: this.i >= this.text.length ? '文件意外结束' : expected });
  }

  private space(): void {
    while (/[ \t\n\r]/.test(this.text[this.i] ?? '')) this.i += 1;
  }

  private literal(word: string): void {
    if (this.text.startsWith(word, this.i)) this.i += word.length;
    else this.fail('此处应为一个值（对象、数组、字符串、数字、true、false 或 null）');
  }

  private value(): void {
    this.space();
    const c = this.text[this.i];
    if (c === '{') this.object();
    else if (c === '[') this.array();
    else if (c === '"') this.string();
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) this.number();
    else if (c === 't') this.literal('true');
    else if (c === 'f') this.literal('false');
    else if (c === 'n') this.literal('null');
    else this.fail('此处应为一个值（对象、数组、字符串、数字、true、false 或 null）');
  }

  private object(): void {
    this.i += 1;
    this.space();
    if (this.text[this.i] === '}') {
      this.i += 1;
      return;
    }
    for (;;) {
      this.space();
      if (this.text[this.i] !== '"') this.fail('应为用双引号括起的属性名');
      this.string();
      this.space();
      if (this.text[this.i] !== ':') this.fail('属性名之后应为冒号 :');
      this.i += 1;
      this.value();
      this.space();
      const c = this.text[this.i];
      if (c === '}') {
        this.i += 1;
        return;
      }
      if (c !== ',') this.fail('应为逗号 , 或 }');
      this.i += 1;
    }
  }

  private array(): void {
    this.i += 1;
    this.space();
    if (this.text[this.i] === ']') {
      this.i += 1;
      return;
    }
    for (;;) {
      this.value();
      this.space();
      const c = this.text[this.i];
      if (c === ']') {
        this.i += 1;
        return;
      }
      if (c !== ',') this.fail('应为逗号 , 或 ]');
      this.i += 1;
    }
  }

  private string(): void {
    this.i += 1;
    for (;;) {
      const c = this.text[this.i];
      if (c === undefined) this.fail('字符串没有结束的双引号');
      if (c === '"') {
        this.i += 1;
        return;
      }
      if (c < ' ') this.fail('字符串中不能有换行等控制字符');
      if (c === '\\') {
        const e = this.text[this.i + 1];
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.i + 2, this.i + 6))) this.i += 6;
        else if (e !== undefined && '"\\/bfnrt'.includes(e)) this.i += 2;
        else this.fail('非法的转义序列');
      } else {
        this.i += 1;
      }
    }
  }

  private number(): void {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.i));
    if (!match) this.fail('数字格式不正确');
    this.i += match[0].length;
  }
}

/** The first syntax fault of `text`, or undefined when it is valid JSON. */
export function findSyntaxFault(text: string): SyntaxFault | undefined {
  try {
    new Scanner(text).document();
    return undefined;
  } catch (error) {
    if (error instanceof Fault) return error.fault;
    throw error;
  }
}

/** Line and column (from 1) of an offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

export type JsonParse = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Parses a definition file's text (a leading BOM is allowed); a syntax error is worded in Chinese
 * with its line and column, as validate-schemas and the server both report it.
 */
export function parseJsonText(text: string): JsonParse {
  const withoutBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(withoutBom) as unknown };
  } catch (error) {
    const fault = findSyntaxFault(withoutBom);
    if (!fault) return { ok: false, message: `JSON 语法错误：${(error as Error).message.split('\n')[0]}` };
    const { line, column } = lineAndColumn(withoutBom, fault.offset);
    return { ok: false, message: `JSON 语法错误（第 ${line} 行第 ${column} 列）：${fault.expected}` };
  }
}
