import type { MineSection, SubsectionDef } from '@coal/contracts';
import { useMemo } from 'react';
import { joinEntityRows } from '../model/chart-options';
import type { FormatContext } from '../model/format';
import { subsectionData, type SubsectionView } from '../model/subsection-view';
import { SubsectionBlock } from './subsection-block';

interface Props {
  defs: readonly { def: SubsectionDef; view: SubsectionView }[];
  data: MineSection;
  ctx: FormatContext;
  printing: boolean;
}

/** The subsections of a loaded section; a chart draws the rows of its entity from every subsection. */
export function SectionBody({ defs, data, ctx, printing }: Props) {
  const chartRows = useMemo(() => {
    const byEntity = new Map<string, Record<string, unknown>[]>();
    for (const { def } of defs) {
      if (def.source.kind !== 'table' || byEntity.has(def.source.entity)) continue;
      const entity = def.source.entity;
      const parts = defs.flatMap(({ def: d }) => {
        const rows = subsectionData(data, d);
        return d.source.kind === 'table' && d.source.entity === entity && rows?.kind === 'table'
          ? [rows.rows]
          : [];
      });
      byEntity.set(entity, joinEntityRows(parts));
    }
    return byEntity;
  }, [defs, data]);

  return defs.map(({ def, view }) => (
    <SubsectionBlock
      key={def.id}
      def={def}
      view={view}
      data={subsectionData(data, def)}
      pending={false}
      ctx={ctx}
      printing={printing}
      chartRows={
        def.source.kind === 'table' && def.source.chart ? chartRows.get(def.source.entity) : undefined
      }
    />
  ));
}
