// x-requiredToDeclare (core/definition/declare-rules.ts): the message a user reads when a bill
// without lines is declared names the family (出口订单至少需要一条商品信息后才能申报), and the family
// that owns the data has something to declare (a lifecycle action declare).
import { REQUIRED_TO_DECLARE_KEYWORD } from '#core/definition/index.ts';
import type { FamilyFiles } from './checked-files.ts';
import { pointerOf, type Problem } from './problem.ts';

const DECLARE_ACTION = 'declare';

export function checkDeclareLines({ data, ui }: FamilyFiles): Problem[] {
  const message = data?.value.properties.lines?.[REQUIRED_TO_DECLARE_KEYWORD];
  if (!data || typeof message !== 'string') return [];
  const at = (text: string): Problem => ({ file: data.file, pointer: pointerOf('properties', 'lines', REQUIRED_TO_DECLARE_KEYWORD), message: text });
  const problems: Problem[] = [];
  if (!message.includes(data.value.title)) problems.push(at(`${REQUIRED_TO_DECLARE_KEYWORD} 的提示语须写出单证名称「${data.value.title}」：${message}`));
  // A view of another family's data (export-detailedList over export-inventory) declares nothing itself.
  if (ui && ui.value.family === data.value.$id && !Object.hasOwn(ui.value.lifecycle.actions, DECLARE_ACTION))
    problems.push(at(`${REQUIRED_TO_DECLARE_KEYWORD}：${ui.file} 的 lifecycle 没有申报动作 ${DECLARE_ACTION}，本单证不申报`));
  return problems;
}
