import { type ProfileSection, SUBSECTIONS } from '@coal/contracts';
import { Alert, Button } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMineSection } from '../api/get-mine-section';
import { joinEntityRows } from '../model/chart-options';
import { dictTypesOf, subsectionData, viewOf } from '../model/subsection-view';
import { useProfileT } from '../profile-i18n';
import { SubsectionBlock } from './subsection-block';
import { useFormatContext } from './use-format-context';

interface Props {
  mineId: number;
  section: { id: ProfileSection; titleZh: string; titleEn: string };
  /** Load now, whether or not the section is near the viewport (deep link, navigation, print). */
  forced: boolean;
  printing: boolean;
  onLoaded?: (section: ProfileSection) => void;
}

/** Loads with one call when it comes near the viewport, then renders every registry subsection it holds. */
export function SectionView({ mineId, section, forced, printing, onLoaded }: Props) {
  const { t, zh } = useProfileT();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  const query = useMineSection(mineId, section.id, near || forced || printing);
  const defs = useMemo(
    () => SUBSECTIONS.filter((s) => s.section === section.id).map((def) => ({ def, view: viewOf(def) })),
    [section.id],
  );
  const ctx = useFormatContext(useMemo(() => defs.flatMap(({ view }) => dictTypesOf(view)), [defs]));

  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded) onLoaded?.(section.id);
  }, [loaded, onLoaded, section.id]);

  const chartRows = useMemo(() => {
    const byEntity = new Map<string, Record<string, unknown>[]>();
    for (const { def } of defs) {
      if (def.source.kind !== 'table' || byEntity.has(def.source.entity)) continue;
      const entity = def.source.entity;
      const parts = defs.flatMap(({ def: d }) => {
        const data = subsectionData(query.data, d);
        return d.source.kind === 'table' && d.source.entity === entity && data?.kind === 'table'
          ? [data.rows]
          : [];
      });
      byEntity.set(entity, joinEntityRows(parts));
    }
    return byEntity;
  }, [defs, query.data]);

  const title = zh ? section.titleZh : section.titleEn;
  return (
    <section
      ref={ref}
      id={section.id}
      className="profile-section"
      aria-labelledby={`${section.id}-heading`}
      data-loaded={loaded || undefined}
    >
      <h2 id={`${section.id}-heading`} className="profile-section__title">
        {title}
      </h2>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={t('profile.section.loadError')}
          description={query.error instanceof Error ? query.error.message : undefined}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('profile.section.retry')}
            </Button>
          }
        />
      )}
      {defs.map(({ def, view }) => (
        <SubsectionBlock
          key={def.id}
          def={def}
          view={view}
          data={subsectionData(query.data, def)}
          pending={query.isPending && !query.isError}
          failed={query.isError}
          ctx={ctx}
          printing={printing}
          chartRows={
            def.source.kind === 'table' && def.source.chart ? chartRows.get(def.source.entity) : undefined
          }
        />
      ))}
    </section>
  );
}
