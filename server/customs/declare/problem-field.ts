// An XSD problem of a bill's message, said by the field a user can correct: libxml2 names
// elements, elementFields(message) says which field feeds each, and the family's definition
// gives its title — 报文传输编号（dxpId）缺失. A problem no field explains (a constant, a derived
// value, the message as a whole) is said as the validator says it.
import type { FieldInfo } from '#core/definition/index.ts';
import type { BillFamily } from '../../bills/family.ts';
import type { FamilyMessage } from '../message/build-message.ts';
import { elementFields, type ElementField } from '../message/element-fields.ts';
import type { XsdProblem } from '../xsd/problems.ts';

export type ProblemReason = (problem: XsdProblem) => string;

/** The reason a declare is refused for, per problem, for one family's message. */
export function problemReason(family: BillFamily, message: FamilyMessage): ProblemReason {
  const fields = elementFields(message);
  const titleOf = (feed: ElementField): FieldInfo | undefined =>
    (feed.part === 'lines' ? family.lineFields : family.headFields).find((field) => field.name === feed.field);
  const fieldFor = (element: string, parent: string | null): { field: FieldInfo; lines: boolean } | null => {
    const feeds = fields.get(element) ?? [];
    const feed = feeds.find((candidate) => parent === null || candidate.parent === parent) ?? (feeds.length === 1 ? feeds[0] : undefined);
    const field = feed && titleOf(feed);
    return feed && field ? { field, lines: feed.part === 'lines' } : null;
  };
  const said = (found: { field: FieldInfo; lines: boolean }) => `${found.lines ? `${family.linesTitle}的` : ''}${found.field.title}（${found.field.name}）`;
  return (problem) => {
    // A missing child: the parent is named, the missing element is expected there.
    const missing = problem.expected?.length === 1 ? problem.expected[0] : null;
    if (missing !== null) {
      const found = fieldFor(missing, /Missing child/.test(problem.message) ? problem.element : null);
      if (found) return `${said(found)}缺失，报文无法通过海关报文规范（XSD）校验`;
    }
    if (problem.element !== null) {
      const found = fieldFor(problem.element, null);
      if (found) return `${said(found)}不符合海关报文规范：${problem.text}`;
    }
    return `报文不符合海关报文规范：${problem.text}`;
  };
}

/**
 * The problem of an unsigned message whose XSD requires ds:Signature (CEB621, 623, 625, 711):
 * the signature is added after the commit, so before it this one problem is expected.
 */
export function onlySignatureMissing(problem: XsdProblem): boolean {
  return /Missing child/.test(problem.message) && (problem.expected ?? []).includes('Signature');
}
