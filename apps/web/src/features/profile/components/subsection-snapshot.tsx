import { SUBSECTIONS, type SubsectionData } from '@coal/contracts';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { PanelBoundary } from '@/components/panel-boundary';
import { dictTypesOf, isEmptySubsection, viewOf } from '../model/subsection-view';
import { useProfileT } from '../profile-i18n';
import { SubsectionBody } from './subsection-body';
import { useFormatContext } from './use-format-context';
import '@/styles/features/profile.css';

/** A subsection's data kept elsewhere (a feedback thread's snapshot), drawn as the profile draws it. */
export function SubsectionSnapshot({ subsectionId, data }: { subsectionId: string; data: SubsectionData }) {
  const { t, zh } = useProfileT();
  const def = SUBSECTIONS.find((s) => s.id === subsectionId);
  const view = useMemo(() => (def ? viewOf(def) : undefined), [def]);
  const ctx = useFormatContext(useMemo(() => (view ? dictTypesOf(view) : []), [view]));
  if (!def || !view || isEmptySubsection(data, view))
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.empty')} />;
  return (
    <PanelBoundary errorTitle={t('profile.section.renderError')} retryLabel={t('profile.section.retry')}>
      <div className="profile-snapshot">
        <SubsectionBody
          title={zh ? def.titleZh : def.titleEn}
          view={view}
          data={data}
          ctx={ctx}
          printing={false}
        />
      </div>
    </PanelBoundary>
  );
}
