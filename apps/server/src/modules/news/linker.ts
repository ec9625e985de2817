import { loadSimplified, toSimplified } from '../../lib/simplified';
import { AhoCorasick } from './aho-corasick';
import { isEverydayWord } from './everyday-words';

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
  /** County names (纳雍县 and 纳雍) whose presence in the text confirms this entity. */
  counties: string[];
  /** Company names (full and short) whose presence in the text confirms this entity. */
  companies: string[];
}

interface Target {
  entity: Entity;
  /** The full name or a former name, rather than a short name. */
  full: boolean;
  /** A short name that is an everyday word (安全, 新华): only the company confirms it, never the county. */
  everyday: boolean;
}

/** A short name this long or shorter reads as an ordinary word too often to link on its own. */
const SHORT_ALONE = 2;

export const mineShortName = (name: string) => name.replace(/煤矿$/, '').replace(/[（(].*[)）]$/, '');
export const companyShortName = (name: string) =>
  name.replace(/(股份)?有限(责任)?公司$/, '').replace(/^贵州省?/, '');
const countyStem = (county: string) => county.replace(/(特区|自治县|县|市|区)$/, '');

/** Whether the text names what tells which entity a short or shared name means. */
function confirmed(target: Target, text: string): boolean {
  const { counties, companies } = target.entity;
  if (companies.some((name) => text.includes(name))) return true;
  return !target.everyday && counties.some((name) => text.includes(name));
}

/**
 * Finds the mines and companies an article names: full names, former names and short names
 * (煤矿 and 有限公司 dropped), in one Aho-Corasick pass. The longest match wins where names overlap.
 * A short name shared by several mines or companies, or too short to be sure of, is linked only when
 * the article also names the county or the company that tells which one it is; a short name that is an
 * everyday word (安全, 新华) only with the company. Text in Traditional characters is converted first.
 */
export function createLinker(mines: Iterable<LinkableMine>) {
  // With the linker, not on the first article stored: the table takes a moment to build.
  loadSimplified();
  const patterns: [string, Target][] = [];
  const companies = new Map<number, Entity>();
  const add = (pattern: string, target: Target) => {
    if (pattern.length >= 2) patterns.push([pattern, target]);
  };

  const shortTarget = (entity: Entity, short: string): Target => ({
    entity,
    full: false,
    everyday: isEverydayWord(short),
  });

  for (const listed of mines) {
    // Names typed in Traditional characters (織河煤礦) match the converted text like the others.
    const mine = {
      ...listed,
      name: toSimplified(listed.name),
      aliases: listed.aliases.map(toSimplified),
      company: listed.company && toSimplified(listed.company),
    };
    const counties = [mine.county, countyStem(mine.county)].filter((c) => c.length >= 2);
    const companyNames = mine.company ? [mine.company, companyShortName(mine.company)] : [];
    const entity: Entity = { kind: 'mine', id: mine.id, counties, companies: companyNames };
    for (const name of [mine.name, ...mine.aliases]) {
      add(name, { entity, full: true, everyday: false });
      const short = mineShortName(name);
      if (short !== name) add(short, shortTarget(entity, short));
    }
    if (mine.company && mine.companyId !== null && !companies.has(mine.companyId)) {
      const company: Entity = { kind: 'company', id: mine.companyId, counties: [], companies: [] };
      companies.set(mine.companyId, company);
      add(mine.company, { entity: company, full: true, everyday: false });
      const short = companyShortName(mine.company);
      if (short !== mine.company) add(short, shortTarget(company, short));
    }
    if (mine.companyId !== null) companies.get(mine.companyId)?.counties.push(...counties);
  }
  const automaton = new AhoCorasick(patterns);

  return {
    link(original: string): ArticleLink[] {
      // Traditional characters are read as Simplified; the conversion keeps each character's position.
      const text = toSimplified(original);
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
        const only = chosen.length === 1 ? chosen[0]! : undefined;
        const sure = !!only && (only.full || (match.pattern.length > SHORT_ALONE && !only.everyday));
        if (!sure) chosen = chosen.filter((t) => confirmed(t, text));
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
