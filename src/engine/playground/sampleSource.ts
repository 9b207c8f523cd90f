// Where the playground's sample rows take dictionaries and states from: the seed's own files
// (schemas/seed), as a database seeded by `npm run seed` would answer them.
import type { SampleSource } from '#core/seed/sample-rows.ts';
import { seedDictionary, seedStates } from '../../testing/seedOptions.ts';

export function sampleSource(stateType: { mode: string; billType: string } | undefined, now: Date): SampleSource {
  return {
    dictionary: seedDictionary,
    states: stateType ? seedStates(stateType.mode, stateType.billType) : [],
    now: now.getTime(),
  };
}
