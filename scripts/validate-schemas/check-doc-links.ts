// The meta-schemas' descriptions send an analyst to a section of the docs (`docs/forms.md「Field
// tables」`); such a link must lead somewhere (issue 25: the form-table meta-schema named a
// section docs/forms.md did not have). A section is found by the start of a heading's text. A
// copy of the definitions without docs/ (the validator's tests) has no links to check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProblemList, type Problem } from './problem.ts';

const META_FOLDER = 'schemas/meta';
const LINK = /docs\/[A-Za-z0-9/_-]+\.md(?:「([^」]+)」)?/g;

function headingsOf(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const match = /^#{1,6}\s+(.*)$/.exec(line);
    return match ? [match[1].trim()] : [];
  });
}

/** Every value of a JSON document with its JSON pointer. */
function* stringsOf(value: unknown, pointer: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [value, pointer];
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) yield* stringsOf(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

export function checkDocLinks(root: string): Problem[] {
  if (!existsSync(join(root, 'docs'))) return [];
  const problems: Problem[] = [];
  const names = existsSync(join(root, META_FOLDER)) ? readdirSync(join(root, META_FOLDER)).filter((name) => name.endsWith('.json')) : [];
  for (const name of names.sort()) {
    const file = `${META_FOLDER}/${name}`;
    let schema: unknown;
    try {
      schema = JSON.parse(readFileSync(join(root, file), 'utf8'));
    } catch {
      continue; // its syntax is reported where it is read
    }
    const list = new ProblemList(file);
    for (const [text, pointer] of stringsOf(schema, '')) {
      for (const match of text.matchAll(LINK)) {
        const doc = match[0].replace(/「.*$/, '');
        if (!existsSync(join(root, doc))) {
          list.add(pointer, `链接的文档 ${doc} 不存在`);
          continue;
        }
        const section = match[1];
        if (section && !headingsOf(readFileSync(join(root, doc), 'utf8')).some((heading) => heading.startsWith(section)))
          list.add(pointer, `${doc} 中没有标题为「${section}」的章节`);
      }
    }
    problems.push(...list.items);
  }
  return problems;
}
