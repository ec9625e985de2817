import { PROFILE_SECTIONS, type ProfileSection, SUBSECTIONS } from '@coal/contracts';
import {
  DownloadOutlined,
  EditOutlined,
  HistoryOutlined,
  PrinterOutlined,
  RadarChartOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { type ComponentType, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { Permission } from '@/components/permission';
import { DrawChartsNow } from '@/components/echart/draw-charts-now';
import { mineHistoryHref, seamComparisonHref } from '@/lib/mine/mine-links';
import { useIsPhone } from '@/lib/use-is-phone';
import { useExportMine } from '../api/export-mine';
import { isNotFound, useMineHeader } from '../api/get-mine-header';
import { isSection, parsePlace, placeUrl } from '../model/profile-url';
import { useProfileT } from '../profile-i18n';
import { AnchorNav } from './anchor-nav';
import { ProfileHeader } from './profile-header';
import { SectionView } from './section-view';
import { SubsectionActionContext, SubsectionSlotContext } from './subsection-slot';
import { usePrint } from './use-print';
import { useAlignTo, useScrollSpy } from './use-scroll-spy';
import '@/styles/features/profile.css';
import { useFeedback } from '@/components/feedback';

export interface MineProfilePageProps {
  /** Shown for an unknown mine id. */
  NotFound: ComponentType;
  /** The follow button, supplied by the desk feature. */
  renderFollow?: (mine: { mineId: number; followed: boolean; mineName: string }) => ReactNode;
  /** Draws a subsection in place of the registry's renderer (the route composes other features here). */
  renderSubsection?: (subsectionId: string, mineId: number) => ReactNode | undefined;
  /** Shown under the header, before the sections (the news feature's latest articles and sentiment). */
  renderOverview?: (mineId: number) => ReactNode;
  /** An action beside each subsection's heading (the feedback feature's report button). */
  renderSubsectionAction?: (subsection: {
    id: string;
    title: string;
    mineId: number;
    mineName: string;
  }) => ReactNode;
}

const ANCHOR_IDS = SUBSECTIONS.map((s) => s.id);
// A section's first anchor is reached with the section's heading, which a jump to the section aligns.
const FIRST_OF_SECTION = new Map(
  PROFILE_SECTIONS.map((section) => [SUBSECTIONS.find((s) => s.section === section.id)?.id, section.id]),
);
const probeOf = (id: string) => FIRST_OF_SECTION.get(id) ?? id;
/** A section and every section above it: what decides where the section's top lands. */
const upTo = (section: ProfileSection): ProfileSection[] => {
  const index = PROFILE_SECTIONS.findIndex((s) => s.id === section);
  return PROFILE_SECTIONS.slice(0, index + 1).map((s) => s.id);
};
const sectionOf = (id: string | null): ProfileSection | null =>
  id === null ? null : isSection(id) ? id : (SUBSECTIONS.find((s) => s.id === id)?.section ?? null);

function parseMineId(raw: string | undefined): number {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

export function MineProfilePage({
  NotFound,
  renderFollow,
  renderSubsection,
  renderOverview,
  renderSubsectionAction,
}: MineProfilePageProps) {
  const mineId = parseMineId(useParams().mineId);
  const header = useMineHeader(mineId);
  if (mineId === 0 || isNotFound(header.error)) return <NotFound />;
  return (
    <div className="mine-profile fills-screen">
      <DataState
        isPending={header.isPending}
        error={header.error}
        data={header.data}
        onRetry={() => void header.refetch()}
      >
        {(data) => (
          <SubsectionSlotContext value={(id) => renderSubsection?.(id, data.mineId)}>
            <SubsectionActionContext
              value={(id, title) =>
                renderSubsectionAction?.({ id, title, mineId: data.mineId, mineName: data.mineName })
              }
            >
              <ProfileBody
                key={data.mineId}
                mineId={data.mineId}
                header={data}
                renderFollow={renderFollow}
                renderOverview={renderOverview}
              />
            </SubsectionActionContext>
          </SubsectionSlotContext>
        )}
      </DataState>
    </div>
  );
}

function ProfileBody({
  mineId,
  header,
  renderFollow,
  renderOverview,
}: {
  mineId: number;
  header: NonNullable<ReturnType<typeof useMineHeader>['data']>;
  renderFollow: MineProfilePageProps['renderFollow'];
  renderOverview: MineProfilePageProps['renderOverview'];
}) {
  const { t } = useProfileT();
  const { message } = useFeedback();
  const location = useLocation();
  const compact = useIsPhone();
  const [initial] = useState(() => parsePlace(location.search, location.hash));
  const [pinned, setPinned] = useState<{ id: string; n: number } | null>(() =>
    initial ? { id: initial.anchor ?? initial.section, n: 0 } : null,
  );
  const [forced, setForced] = useState<ReadonlySet<ProfileSection>>(
    () => new Set(initial ? upTo(initial.section) : []),
  );
  const [loaded, setLoaded] = useState<ReadonlySet<ProfileSection>>(new Set());
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [content, setContent] = useState<HTMLElement | null>(null);
  const { printing, preparing, print } = usePrint(loaded.size === PROFILE_SECTIONS.length);
  const exporter = useExportMine();

  const onLoaded = useCallback((section: ProfileSection) => {
    setLoaded((prev) => (prev.has(section) ? prev : new Set([...prev, section])));
  }, []);
  const release = useCallback(() => setPinned(null), []);
  const targetSection = sectionOf(pinned?.id ?? null);
  useAlignTo(
    pinned?.id ?? null,
    pinned?.n ?? 0,
    targetSection !== null && upTo(targetSection).every((s) => loaded.has(s)),
    content,
    release,
  );

  const spied = useScrollSpy(ANCHOR_IDS, root, probeOf);
  const active = pinned
    ? isSection(pinned.id)
      ? (SUBSECTIONS.find((s) => s.section === pinned.id)?.id ?? null)
      : pinned.id
    : spied;
  const activeSection = sectionOf(active);

  // The address follows the reading position, without a router navigation (which would rebuild the page).
  useEffect(() => {
    if (!active || !activeSection || !root || root.offsetParent === null) return;
    if (window.location.pathname !== location.pathname) return;
    const url = placeUrl(location.pathname, window.location.search, {
      section: activeSection,
      anchor: active,
    });
    if (url !== window.location.pathname + window.location.search + window.location.hash)
      window.history.replaceState(window.history.state, '', url);
  }, [active, activeSection, root, location.pathname]);

  const jump = useCallback((id: string) => {
    const section = sectionOf(id);
    if (!section) return;
    // The sections above load too: their height decides where the target's top lands.
    setForced((prev) =>
      upTo(section).every((s) => prev.has(s)) ? prev : new Set([...prev, ...upTo(section)]),
    );
    setPinned((prev) => ({ id, n: (prev?.n ?? 0) + 1 }));
  }, []);

  const navigate = useNavigate();
  const exportXlsx = () =>
    exporter.mutate(
      { mineCode: header.mineCode, name: `${header.mineName}-${header.mineCode}` },
      { onError: () => void message.error(t('profile.exportFailed')) },
    );

  const actions = useMemo(
    () => (
      <>
        {renderFollow?.({ mineId, followed: header.followed, mineName: header.mineName })}
        <Button
          icon={<RadarChartOutlined aria-hidden />}
          onClick={() => void navigate(seamComparisonHref(mineId))}
        >
          {t('profile.neighbours')}
        </Button>
        <Button icon={<HistoryOutlined aria-hidden />} onClick={() => void navigate(mineHistoryHref(mineId))}>
          {t('profile.history')}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporter.isPending} onClick={exportXlsx}>
          {exporter.isPending ? t('profile.exporting') : t('profile.export')}
        </Button>
        <Button icon={<PrinterOutlined aria-hidden />} loading={preparing} onClick={print}>
          {t('profile.print')}
        </Button>
        <Permission roles={['admin']}>
          <Button
            icon={<EditOutlined aria-hidden />}
            onClick={() => void navigate(`/form/group?mineId=${mineId}`)}
          >
            {t('profile.edit')}
          </Button>
        </Permission>
      </>
    ),
    // exportXlsx reads only stable values and the mutation state listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      renderFollow,
      mineId,
      header.followed,
      header.mineName,
      exporter.isPending,
      preparing,
      print,
      t,
      navigate,
    ],
  );

  return (
    <div
      ref={setRoot}
      className="mine-profile__inner"
      data-printing={printing || undefined}
      data-aligning={pinned ? pinned.id : undefined}
    >
      <ProfileHeader header={header} actions={actions} />
      {renderOverview && <div className="mine-profile__overview">{renderOverview(mineId)}</div>}
      <div className="mine-profile__body" data-compact={compact || undefined}>
        <AnchorNav active={active} activeSection={activeSection} compact={compact} onJump={jump} />
        <div ref={setContent} className="mine-profile__content">
          <DrawChartsNow value={printing}>
            {PROFILE_SECTIONS.map((section) => (
              <SectionView
                key={section.id}
                mineId={mineId}
                section={section}
                forced={forced.has(section.id)}
                printing={printing}
                onLoaded={onLoaded}
              />
            ))}
          </DrawChartsNow>
        </div>
      </div>
    </div>
  );
}
