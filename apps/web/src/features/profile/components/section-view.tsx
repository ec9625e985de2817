import { type ProfileSection, SUBSECTIONS } from '@coal/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { DataState } from '@/components/data-state';
import { PanelBoundary } from '@/components/panel-boundary';
import { useNearScreen } from '@/lib/use-near-screen';
import { useMineSection } from '../api/get-mine-section';
import { dictTypesOf, viewOf } from '../model/subsection-view';
import { useProfileT } from '../profile-i18n';
import { SectionBody } from './section-body';
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

/**
 * Loads with one call when it comes near the viewport, then renders every registry subsection it
 * holds. A subsection renderer that throws takes down this section's body only: its heading and the
 * other sections stay.
 */
export function SectionView({ mineId, section, forced, printing, onLoaded }: Props) {
  const { t, zh } = useProfileT();
  const ref = useRef<HTMLElement>(null);
  const near = useNearScreen(ref, '400px 0px');

  const query = useMineSection({ mineId, section: section.id, enabled: near || forced || printing });
  const defs = useMemo(
    () => SUBSECTIONS.filter((s) => s.section === section.id).map((def) => ({ def, view: viewOf(def) })),
    [section.id],
  );
  const ctx = useFormatContext(useMemo(() => defs.flatMap(({ view }) => dictTypesOf(view)), [defs]));

  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded) onLoaded?.(section.id);
  }, [loaded, onLoaded, section.id]);

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
      <PanelBoundary errorTitle={t('profile.section.renderError')} retryLabel={t('profile.section.retry')}>
        <DataState
          isPending={query.isPending}
          error={query.error}
          data={query.data}
          errorTitle={t('profile.section.loadError')}
          onRetry={() => void query.refetch()}
          // Placeholders keep every subsection's anchor in the page while the section loads.
          loading={defs.map(({ def, view }) => (
            <SubsectionBlock key={def.id} def={def} view={view} data={undefined} pending ctx={ctx} />
          ))}
        >
          {(data) => <SectionBody defs={defs} data={data} ctx={ctx} printing={printing} />}
        </DataState>
      </PanelBoundary>
    </section>
  );
}
