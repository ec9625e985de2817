import { AhoCorasick } from './aho-corasick';

/** What the linker needs to know of a mine (a row of the mine snapshot has all of it). */
export interface LinkableMine {
  id: number;
  name: string;
  aliases: string[];
  county: string;
  companyId: number | null;
  company: string | null;
}

export interface ArticleLink {
  mineId: number | null;
  companyId: number | null;
  matched: string;
  position: number;
}

interface Entity {
  kind: 'mine' | 'company';
  id: number;
  /** County names (纳雍县 and 纳雍) and company names whose presence in the text confirms this entity. */
  context: string[];
}

interface Target {
  entity: Entity;
  /** The full name or a former name, rather than a short name. */
  full: boolean;
}

/** A short name this long or shorter reads as an ordinary word too often to link on its own. */
const SHORT_ALONE = 2;

export const mineShortName = (name: string) => name.replace(/煤矿$/, '').replace(/[（(].*[)）]$/, '');
export const companyShortName = (name: string) =>
  name.replace(/(股份)?有限(责任)?公司$/, '').replace(/^贵州省?/, '');
const countyStem = (county: string) => county.replace(/(特区|自治县|县|市|区)$/, '');

/**
 * Finds the mines and companies an article names: full names, former names and short names
 * (煤矿 and 有限公司 dropped), in one Aho-Corasick pass. The longest match wins where names overlap.
 * A short name shared by several mines or companies, or too short to be sure of, is linked only when
 * the article also names the county or the company that tells which one it is.
 */
export function createLinker(mines: Iterable<LinkableMine>) {
  const patterns: [string, Target][] = [];
  const companies = new Map<number, Entity>();
  const add = (pattern: string, target: Target) => {
    if (pattern.length >= 2) patterns.push([pattern, target]);
  };

  for (const mine of mines) {
    const context = [mine.county, countyStem(mine.county)].filter((c) => c.length >= 2);
    if (mine.company) context.push(mine.company, companyShortName(mine.company));
    const entity: Entity = { kind: 'mine', id: mine.id, context };
    for (const name of [mine.name, ...mine.aliases]) {
      add(name, { entity, full: true });
      const short = mineShortName(name);
      if (short !== name) add(short, { entity, full: false });
    }
    if (mine.company && mine.companyId !== null && !companies.has(mine.companyId)) {
      const company: Entity = { kind: 'company', id: mine.companyId, context: [] };
      companies.set(mine.companyId, company);
      add(mine.company, { entity: company, full: true });
      const short = companyShortName(mine.company);
      if (short !== mine.company) add(short, { entity: company, full: false });
    }
    if (mine.companyId !== null) companies.get(mine.companyId)?.context.push(...context.slice(0, 2));
  }
  const automaton = new AhoCorasick(patterns);

  return {
    link(text: string): ArticleLink[] {
      const matches = automaton
        .search(text)
        .sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
      const links: ArticleLink[] = [];
      const seen = new Set<string>();
      let covered = 0;
      for (const match of matches) {
        if (match.start < covered) continue;
        const targets = new Map<string, Target>();
        for (const target of match.values) {
          const key = `${target.entity.kind}:${target.entity.id}`;
          const known = targets.get(key);
          if (!known || (target.full && !known.full)) targets.set(key, target);
        }
        let chosen = [...targets.values()];
        const sure = chosen.length === 1 && (chosen[0]!.full || match.pattern.length > SHORT_ALONE);
        if (!sure) chosen = chosen.filter((t) => t.entity.context.some((c) => text.includes(c)));
        if (chosen.length !== 1) continue;
        covered = match.end;
        const { entity } = chosen[0]!;
        const key = `${entity.kind}:${entity.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        links.push({
          mineId: entity.kind === 'mine' ? entity.id : null,
          companyId: entity.kind === 'company' ? entity.id : null,
          matched: match.pattern,
          position: match.start,
        });
      }
      return links;
    },
  };
}

export type Linker = ReturnType<typeof createLinker>;
