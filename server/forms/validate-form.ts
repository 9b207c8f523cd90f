// A form's save body checked with its definition (core/forms, docs/forms.md): reduced to what a
// client writes (cleanForm), checked by the compiled schema with the dictionaries of the request
// (x-dictionary) and by the "tick at least one" rules. The answer is the cleaned data or the
// problems with the message a refused save shows: 请完善必填信息 when something required is missing
// (§5), otherwise the first problem.
import { MSG_FORM_INCOMPLETE, cleanForm, formProblems } from '#core/forms/index.ts';
import { requiredMessage, type FieldProblem } from '#core/definition/index.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DictionaryValues } from '../bills/options/dictionaries.ts';
import { loadDictionaries } from '../bills/options/dictionaries.ts';
import type { SomeDb } from '../bills/db.ts';
import { boundedProblems, MIN_ANSWER_BYTES, ANSWER_FACTOR } from '../routes/problem-answer.ts';
import { sendFailure } from '../routes/caller.ts';
import type { LoadedForm } from './load-forms.ts';

export type FormValidation = { ok: true; data: Record<string, unknown> } | { ok: false; problems: FieldProblem[]; message: string };

/** True when the problem says a required field is empty or a "tick at least one" rule is broken. */
function isMissing(form: LoadedForm, problem: FieldProblem): boolean {
  const { schema } = form.definition;
  if ((schema['x-atLeastOne'] ?? []).some((rule) => rule.message === problem.message)) return true;
  const field = schema.properties[problem.field];
  return field !== undefined && (schema.required ?? []).includes(problem.field) && problem.message === requiredMessage(field, problem.field);
}

export function validateFormBody(form: LoadedForm, body: Readonly<Record<string, unknown>>, dictionaries: DictionaryValues): FormValidation {
  const data = cleanForm(form.definition.schema, body);
  const problems = formProblems(form.definition.schema, data, form.check, { dictionaryHas: dictionaries.has });
  if (problems.length === 0) return { ok: true, data };
  const message = problems.some((problem) => isMissing(form, problem)) ? MSG_FORM_INCOMPLETE : problems[0].message;
  return { ok: false, problems, message };
}

/** The dictionaries a form's save is checked against, loaded for the request. */
export function formDictionaries(db: SomeDb, form: LoadedForm): Promise<DictionaryValues> {
  return loadDictionaries(db, form.dictionaryCodes);
}

/** A refused save: HTTP 400, the message, and the problems in data.errors (as a bill save answers them). */
export function sendFormProblems(reply: FastifyReply, request: FastifyRequest, refused: { problems: readonly FieldProblem[]; message: string }): FastifyReply {
  const length = Number(request.headers['content-length']);
  const limit = Math.max(MIN_ANSWER_BYTES, ANSWER_FACTOR * (Number.isFinite(length) && length > 0 ? length : 0));
  const errors = boundedProblems(refused.problems, limit);
  return sendFailure(reply, 400, refused.message, { errors, ...(errors.length < refused.problems.length ? { truncated: true } : {}) });
}
