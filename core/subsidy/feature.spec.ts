// §9's apply type → result form map, as the apply form's UI file writes it, and the result paths.
import { describe, expect, it } from 'vitest';
import dictionaries from '../../schemas/seed/dictionaries.json';
import rewardApplySchema from '../../schemas/forms/rewardApply.schema.json';
import rewardApplyUi from '../../schemas/forms/rewardApply.ui.json';
import { buildForm } from '../forms/index.ts';
import { subsidyResultDefinition } from '../testing/subsidy-definitions.ts';
import { resultFormOf, resultPath, subsidyFeature } from './feature.ts';

const form = buildForm('rewardApply', { 'rewardApply.schema.json': rewardApplySchema, 'rewardApply.ui.json': rewardApplyUi });
const results = subsidyFeature(form).results;
const formOf = (type: string) => resultFormOf(results, type)?.form;

describe('subsidy settings', () => {
  it('E91, E9, I9 → L11-1; E1, I1 → L11-2; I7 → L10-2; every other type → L10-1', () => {
    expect(['E91', 'E9', 'I9'].map(formOf)).toEqual(['L11-1', 'L11-1', 'L11-1']);
    expect(['E1', 'I1'].map(formOf)).toEqual(['L11-2', 'L11-2']);
    expect(formOf('I7')).toBe('L10-2');
    expect(['I2', 'I3', 'I4', 'X9'].map(formOf)).toEqual(['L10-1', 'L10-1', 'L10-1', 'L10-1']);
  });

  it('every apply_type of the dictionary has a result form whose route is a result list definition', () => {
    const types = dictionaries.dictionaries.find((entry) => entry.code === 'apply_type')?.items.map((item) => item.value) ?? [];
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(subsidyResultDefinition(resultFormOf(results, type)!.route)).not.toBeNull();
  });

  it('the result paths carry the apply type', () => {
    expect(resultPath(results.list, 'E91')).toBe('result/E91/list');
    expect(resultPath(results.export, 'I7')).toBe('result/I7/export');
  });
});

describe('the apply form and the imported waybills list', () => {
  it("shows the imported rows with the list definition's columns, not a copy of them", async () => {
    const { subsidyBillDefinition } = await import('../testing/subsidy-definitions.ts');
    const rows = subsidyFeature(form).imports.rows;
    const section = form.ui.sections.find((candidate) => candidate.kind !== 'fields' && candidate.field === rows);
    expect(section && section.kind !== 'fields' ? section.list : undefined).toBe(subsidyBillDefinition().ui.route);
    expect(section && section.kind !== 'fields' ? section.columns : undefined).toEqual([]);
  });
});
