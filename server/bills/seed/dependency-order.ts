// The order in which families can be seeded: every family after the families it refers to
// (x-refersTo), ties broken by id so that two runs agree. A cycle — a family referring to itself
// included — has no such order (which family would get bills first?); it is answered as the
// ids along the cycle, first id repeated at the end, for the error message.
// Shared by the seed (server/bills/seed) and the definition check (scripts/validate-schemas).
export type DependencyOrder = { order: string[] } | { cycle: string[] };

/** `dependsOn(id)` lists the ids `id` refers to; ids outside `ids` are ignored. */
export function dependencyOrder(ids: readonly string[], dependsOn: (id: string) => readonly string[]): DependencyOrder {
  const known = new Set(ids);
  const done = new Set<string>();
  const path: string[] = [];
  const order: string[] = [];

  const visit = (id: string): string[] | null => {
    if (done.has(id)) return null;
    const open = path.indexOf(id);
    if (open >= 0) return [...path.slice(open), id];
    path.push(id);
    for (const next of [...new Set(dependsOn(id))].filter((dep) => known.has(dep)).sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(id);
    order.push(id);
    return null;
  };

  for (const id of [...known].sort()) {
    const cycle = visit(id);
    if (cycle) return { cycle };
  }
  return { order };
}

/** "a → b → a", as the messages write a cycle. */
export function describeCycle(cycle: readonly string[]): string {
  return cycle.join(' → ');
}
