import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import {
  companies,
  mineAccidents,
  mineDishonest,
  minePenalties,
  mineShareholders,
  mines,
  ownershipEdges,
} from '../../db/schema';

export interface CompanyFacts {
  id: number;
  name: string;
  creditCode: string | null;
  legalRep: string | null;
  capital: number | null;
  establishedOn: string | null;
  type: string | null;
  address: string | null;
  controller: string | null;
  controlShare: number | null;
}

/** What a company's card shows of it beside the figures. */
export type CompanyName = Pick<CompanyFacts, 'id' | 'name' | 'creditCode'>;

export interface HolderRow {
  name: string;
  holderType: string;
  percent: number;
}

/** A company's holder as the shareholder list of one of its mines names it. */
export interface MineHolderRow extends HolderRow {
  companyId: number;
  mineId: number;
}

export interface EdgeRow extends HolderRow {
  companyName: string;
}

/**
 * Reads companies with what the ownership graph says about them: the holders named on their mines'
 * shareholder lists and the edges above. Writes only the registry rows of groups, known by name alone.
 */
export function createCompanyRepository(db: Executor) {
  return {
    /** Every company's id, name and credit code (the list's index: registration facts wait for a profile). */
    allNames(): Promise<CompanyName[]> {
      return queryRows<CompanyName>(
        db,
        sql`select id, name, credit_code as "creditCode" from ${companies} order by id`,
      );
    },

    async findFacts(id: number): Promise<CompanyFacts | undefined> {
      const [row] = await queryRows<CompanyFacts>(
        db,
        sql`select id, name, credit_code as "creditCode", legal_rep as "legalRep", capital,
                   established_on::text as "establishedOn", type, address, controller,
                   control_share as "controlShare"
              from ${companies} where id = ${id}`,
      );
      return row;
    },

    /**
     * Every company's id, name and stored owner group, and whether the registry knows it by name alone
     * (a group's row).
     */
    names(): Promise<{ id: number; name: string; ownerGroup: string | null; nameOnly: boolean }[]> {
      return queryRows(
        db,
        sql`select id, name, owner_group as "ownerGroup", (credit_code is null and legal_rep is null and capital is null
                              and established_on is null and type is null and address is null
                              and controller is null and control_share is null) as "nameOnly"
              from ${companies} order by id`,
      );
    },

    /** Every mine with its licence holder. */
    mineHolders(): Promise<{ id: number; companyId: number | null }[]> {
      return queryRows(db, sql`select id, company_id as "companyId" from ${mines} order by id`);
    },

    /** Each licence holder's majority holder (more than half), as its first mine's shareholder list names it. */
    majorityHolders(): Promise<MineHolderRow[]> {
      return queryRows<MineHolderRow>(
        db,
        sql`select m.company_id as "companyId", s.mine_id as "mineId", s.name, s.holder_type as "holderType",
                   s.percent
              from ${mineShareholders} s join ${mines} m on m.id = s.mine_id
             where s.percent > 50
               and s.mine_id in (select min(id) from ${mines} where company_id is not null group by company_id)
             order by s.mine_id, s.sort, s.id`,
      );
    },

    /** Every holder on the shareholder list of the company's first mine: its own shareholders. */
    holdersOfCompany(companyId: number): Promise<HolderRow[]> {
      return queryRows<HolderRow>(
        db,
        sql`select s.name, s.holder_type as "holderType", s.percent from ${mineShareholders} s
             where s.mine_id = (select min(id) from ${mines} where company_id = ${companyId})
             order by s.sort, s.id`,
      );
    },

    allEdges(): Promise<EdgeRow[]> {
      return queryRows<EdgeRow>(
        db,
        sql`select holder_name as name, holder_type as "holderType", company_name as "companyName", percent
              from ${ownershipEdges} order by id`,
      );
    },

    /** Per mine, its accidents, penalties and dishonest-debtor records dated within [from, to]. */
    async recordCounts(
      from: string,
      to: string,
    ): Promise<{ mineId: number; accidents: number; penalties: number; dishonest: number }[]> {
      return queryRows(
        db,
        sql`select mine_id as "mineId", sum(a)::int as accidents, sum(p)::int as penalties, sum(d)::int as dishonest
              from (
                select mine_id, 1 as a, 0 as p, 0 as d from ${mineAccidents}
                 where occurred_on between ${from} and ${to}
                union all
                select mine_id, 0, 1, 0 from ${minePenalties} where decided_on between ${from} and ${to}
                union all
                select mine_id, 0, 0, 1 from ${mineDishonest}
                 where coalesce(filed_on, published_on) between ${from} and ${to}
              ) r group by mine_id`,
      );
    },

    /** Ids of the named companies on record. */
    async idsByName(names: string[]): Promise<Map<string, number>> {
      if (!names.length) return new Map();
      const rows = await queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from ${companies} where name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})`,
      );
      return new Map(rows.map((r) => [r.name, r.id]));
    },

    /**
     * Gives the groups the ownership graph names a registry row (name only), so each has a profile:
     * the graph knows them by name alone. Existing rows are left as they are.
     */
    async registerGroups(names: string[]): Promise<number> {
      let added = 0;
      for (let i = 0; i < names.length; i += 1000) {
        const slice = names.slice(i, i + 1000);
        const rows = await queryRows<{ id: number }>(
          db,
          sql`insert into ${companies} (name) values ${sql.join(
            slice.map((n) => sql`(${n})`),
            sql`, `,
          )} on conflict (name) do nothing returning id`,
        );
        added += rows.length;
      }
      return added;
    },

    /** Stores the owner groups given by company id (null: holds no mine); returns how many rows changed. */
    async setOwnerGroups(groups: { id: number; ownerGroup: string | null }[]): Promise<number> {
      let changed = 0;
      for (let i = 0; i < groups.length; i += 1000) {
        const rows = await queryRows<{ id: number }>(
          db,
          sql`update ${companies} c set owner_group = v.owner_group
                from (values ${sql.join(
                  groups.slice(i, i + 1000).map((g) => sql`(${g.id}::int, ${g.ownerGroup}::text)`),
                  sql`, `,
                )}) as v(id, owner_group)
               where c.id = v.id returning c.id`,
        );
        changed += rows.length;
      }
      return changed;
    },

    /** Deletes the companies' rows that no mine's licence names; returns how many. */
    async dropUnheld(ids: number[]): Promise<number> {
      let dropped = 0;
      for (let i = 0; i < ids.length; i += 1000) {
        const rows = await queryRows<{ id: number }>(
          db,
          sql`delete from ${companies} c where c.id in (${sql.join(
            ids.slice(i, i + 1000).map((id) => sql`${id}`),
            sql`, `,
          )}) and not exists (select 1 from ${mines} m where m.company_id = c.id) returning c.id`,
        );
        dropped += rows.length;
      }
      return dropped;
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
