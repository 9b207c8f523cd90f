// Remembers where a value was first seen, so a duplicate can name the place it collides with.

export class FirstOccurrence {
  private readonly seen = new Map<string, string>();

  /** Returns the pointer of the earlier occurrence, or undefined (and records this one). */
  previous(value: string, pointer: string): string | undefined {
    const earlier = this.seen.get(value);
    if (earlier === undefined) this.seen.set(value, pointer);
    return earlier;
  }
}
