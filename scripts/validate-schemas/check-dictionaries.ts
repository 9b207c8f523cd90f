// Cross checks of dictionaries.json: one dictionary per code, and within a dictionary no value or
// label twice (a select with two identical entries cannot be used).
import { FirstOccurrence } from './first-occurrence.ts';
import { pointerOf, ProblemList, type Problem } from './problem.ts';
import type { DictionaryFile } from './seed-types.ts';

export function checkDictionaries(file: string, data: DictionaryFile): Problem[] {
  const problems = new ProblemList(file);
  const codes = new FirstOccurrence();
  for (const [i, dictionary] of data.dictionaries.entries()) {
    const codePointer = pointerOf('dictionaries', i, 'code');
    const earlier = codes.previous(dictionary.code, codePointer);
    if (earlier) problems.add(codePointer, `字典编码 "${dictionary.code}" 重复（已用于 #${earlier}）`);
    const values = new FirstOccurrence();
    const names = new FirstOccurrence();
    for (const [j, item] of dictionary.items.entries()) {
      const valuePointer = pointerOf('dictionaries', i, 'items', j, 'value');
      const earlierValue = values.previous(item.value, valuePointer);
      if (earlierValue) problems.add(valuePointer, `字典 ${dictionary.code} 中代码值 "${item.value}" 重复（已用于 #${earlierValue}）`);
      const namePointer = pointerOf('dictionaries', i, 'items', j, 'name');
      const earlierName = names.previous(item.name, namePointer);
      if (earlierName) problems.add(namePointer, `字典 ${dictionary.code} 中名称 "${item.name}" 重复（已用于 #${earlierName}）`);
    }
  }
  return problems.items;
}
