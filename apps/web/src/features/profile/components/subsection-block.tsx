import type { SubsectionData, SubsectionDef } from '@coal/contracts';
import { Empty, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { qualityComparisonHref, seamComparisonHref } from '@/lib/mine/mine-links';
import { use } from 'react';
import type { FormatContext } from '../model/format';
import { isEmptySubsection, type SubsectionView } from '../model/subsection-view';
import { useProfileT } from '../profile-i18n';
import { SubsectionBody } from './subsection-body';
import { SubsectionActionContext, SubsectionSlotContext } from './subsection-slot';

interface Props {
  def: SubsectionDef;
  view: SubsectionView;
  data: SubsectionData | undefined;
  pending: boolean;
  ctx: FormatContext;
  printing?: boolean;
  chartRows?: Record<string, unknown>[];
}

/** Subsections with a neighbour comparison of their own. */
const COMPARE: Record<string, (mineId: string) => string> = {
  minableSeams: seamComparisonHref,
  coalChemistry: qualityComparisonHref,
  coalQuality: qualityComparisonHref,
};

/** One anchor of the profile: its title always shows; its body is data, 暂无数据, or a placeholder. */
export function SubsectionBlock({ def, view, data, pending, ctx, printing = false, chartRows }: Props) {
  const { t, zh } = useProfileT();
  const title = zh ? def.titleZh : def.titleEn;
  const { mineId } = useParams();
  const compare = COMPARE[def.id];
  const slot = use(SubsectionSlotContext)(def.id);
  const action = use(SubsectionActionContext);
  const empty = slot === undefined && !pending && isEmptySubsection(data, view);
  return (
    <section
      id={def.id}
      className="profile-block"
      aria-labelledby={`${def.id}-title`}
      data-empty={empty || undefined}
    >
      <div className="profile-block__head">
        <h3 id={`${def.id}-title`} className="profile-block__title">
          {title}
        </h3>
        {/* Beside the heading, not in it: the heading and the section keep the subsection's name. */}
        {compare && mineId && !printing && (
          <Link to={compare(mineId)} className="profile-block__compare">
            {t('profile.compareNeighbours')}
          </Link>
        )}
        {!printing && !pending && action(def.id, title)}
      </div>
      {slot !== undefined ? (
        slot
      ) : pending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : empty || !data ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('profile.empty')}
          className="profile-block__empty"
        />
      ) : (
        <SubsectionBody
          title={title}
          view={view}
          data={data}
          ctx={ctx}
          printing={printing}
          chartRows={chartRows}
        />
      )}
    </section>
  );
}
