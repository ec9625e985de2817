import type { ChildEntity } from '@coal/contracts';
import type { RowValues } from '../../modules/mine';
import { makeFiles, makeMergerSteps, makeProcedures } from './approvals';
import { capacityInYear, makeCapacityHistory } from './capacity';
import { makeAsset, makeAuction, makeChanges, makeDishonest } from './business';
import type { MineFacts } from './facts';
import { makeGas, makeQuality } from './geology';
import { legalRepOn, makeLicences } from './licences';
import { makeProduction } from './production';
import type { Random } from './random';
import { addAccidentPenalties, makeAccidents, makePenalties, makeSupervision } from './safety';

/** Every table of one mine, in the order their facts depend on each other; rare records stay rare. */
export function generateChildren(
  r: Random,
  facts: MineFacts,
  seams: RowValues[],
  shareholders: RowValues[],
): Partial<Record<ChildEntity, RowValues[]>> {
  const status = facts.status;
  const quality = seams.map((seam) => makeQuality(r, facts, String(seam.seamNo)));
  const procedures = makeProcedures(r, facts);
  const capacityChanges = makeCapacityHistory(r, facts, procedures);
  const penalties = makePenalties(r, facts);
  const production = makeProduction(r, facts, penalties.suspendedDays, (year) =>
    capacityInYear(capacityChanges, year, facts.capacity),
  );
  const gas = makeGas(r, facts, seams, production);
  const licences = makeLicences(r, facts);
  // An outburst caps the capacity (核定标准: ×0.85, no increase): none precedes a 核增 here.
  const accidents = makeAccidents(r, facts, production).filter(
    (a) =>
      a.kind !== '煤与瓦斯突出' ||
      !capacityChanges.some((c) => c.kind === '核增' && String(c.announcedOn) > String(a.occurredOn)),
  );
  const penaltyRows = addAccidentPenalties(r, facts, accidents, penalties.rows);
  const changes = makeChanges(r, facts, shareholders);
  for (const licence of licences)
    if (licence.kind === 'safety')
      licence.principal = legalRepOn(
        String(licence.issuedOn),
        changes,
        String(facts.mine.companyLegalRep ?? ''),
      );
  return {
    seams,
    quality,
    gas,
    licences,
    production,
    accidents,
    penalties: penaltyRows,
    shareholders,
    changes,
    assets: Array.from({ length: r.int(1, 4) }, (_, k) => makeAsset(r, facts, k)),
    dishonest: r.chance(status === '3' || status === '5' ? 0.05 : 0.01) ? [makeDishonest(r, facts)] : [],
    auctions: r.chance(status === '5' ? 0.08 : status === '3' ? 0.025 : 0.003) ? [makeAuction(r, facts)] : [],
    files: makeFiles(r, facts, procedures),
    mergerSteps: makeMergerSteps(r, facts),
    procedures,
    capacityChanges,
    supervision: makeSupervision(r, facts, penalties.suspensions),
  };
}
