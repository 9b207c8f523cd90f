// `npm test` runs its steps in order; steps that name the same `together` group and follow each
// other run side by side (issue 26 point 8): tsc, ESLint and Prettier each keep one core busy for
// 30-40 s, so two cores finish the three in about the time of two.

export interface GroupedStep {
  /** Steps with the same name here, next to each other, run at the same time. */
  together?: string;
}

/** The steps in runs: each run is one step alone, or a group that runs side by side. */
export function stepGroups<S extends GroupedStep>(steps: readonly S[]): S[][] {
  const groups: S[][] = [];
  for (const step of steps) {
    const last = groups.at(-1);
    if (step.together !== undefined && last?.[0]?.together === step.together) last.push(step);
    else groups.push([step]);
  }
  return groups;
}
