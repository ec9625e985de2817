/** A match of one of the automaton's patterns: where it starts in the text and its value. */
export interface AcMatch<T> {
  start: number;
  end: number;
  pattern: string;
  values: T[];
}

interface Node<T> {
  next: Map<string, number>;
  fail: number;
  /** Patterns ending here, this node's own and those reached through failure links. */
  out: { pattern: string; values: T[] }[];
}

/**
 * Aho-Corasick multi-pattern search: every occurrence of thousands of names in one pass over a text,
 * whatever their number. Built once per name set, read by any number of searches.
 */
export class AhoCorasick<T> {
  private readonly nodes: Node<T>[] = [{ next: new Map(), fail: 0, out: [] }];

  constructor(patterns: Iterable<[string, T]>) {
    const own = new Map<number, { pattern: string; values: T[] }>();
    for (const [pattern, value] of patterns) {
      if (!pattern) continue;
      let state = 0;
      for (const ch of pattern) {
        let next = this.nodes[state]!.next.get(ch);
        if (next === undefined) {
          next = this.nodes.length;
          this.nodes.push({ next: new Map(), fail: 0, out: [] });
          this.nodes[state]!.next.set(ch, next);
        }
        state = next;
      }
      const entry = own.get(state) ?? { pattern, values: [] };
      entry.values.push(value);
      own.set(state, entry);
    }
    // Breadth first, so a node's failure target is complete before the node itself.
    const queue: number[] = [];
    for (const child of this.nodes[0]!.next.values()) queue.push(child);
    for (const [state, entry] of own) this.nodes[state]!.out.push(entry);
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      const node = this.nodes[state]!;
      node.out.push(...this.nodes[node.fail]!.out.filter((entry) => !node.out.includes(entry)));
      for (const [ch, child] of node.next) {
        let fail = node.fail;
        while (fail !== 0 && !this.nodes[fail]!.next.has(ch)) fail = this.nodes[fail]!.fail;
        const target = this.nodes[fail]!.next.get(ch);
        this.nodes[child]!.fail = target !== undefined && target !== child ? target : 0;
        queue.push(child);
      }
    }
  }

  /** Every occurrence, overlapping ones included, in order of their end. Offsets count UTF-16 units. */
  search(text: string): AcMatch<T>[] {
    const matches: AcMatch<T>[] = [];
    let state = 0;
    let offset = 0;
    for (const ch of text) {
      offset += ch.length;
      while (state !== 0 && !this.nodes[state]!.next.has(ch)) state = this.nodes[state]!.fail;
      state = this.nodes[state]!.next.get(ch) ?? 0;
      for (const { pattern, values } of this.nodes[state]!.out) {
        matches.push({ start: offset - pattern.length, end: offset, pattern, values });
      }
    }
    return matches;
  }
}
