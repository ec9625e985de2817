import { FollowButton } from '@/features/desk';
import { MissingMine } from '@/features/exception';
import { ReportButton } from '@/features/feedback';
import { MineNewsPanel } from '@/features/news';
import { MineProfilePage } from '@/features/profile';
import { MineRiskSection } from '@/features/risk';

/**
 * The profile composed with the desk's follow button, the risk model's score, the mine's news, the data
 * feedback button beside each subsection and the shell's not-found page.
 */
export function MineRoute() {
  return (
    <MineProfilePage
      NotFound={MissingMine}
      renderFollow={({ mineId, followed, mineName }) => (
        <FollowButton key={`${mineId}-${followed}`} mineId={mineId} followed={followed} mineName={mineName} />
      )}
      renderSubsection={(id, mineId) => (id === 'score' ? <MineRiskSection mineId={mineId} /> : undefined)}
      renderOverview={(mineId) => <MineNewsPanel mineId={mineId} />}
      renderSubsectionAction={({ id, title, mineId, mineName }) => (
        <ReportButton mineId={mineId} mineName={mineName} subsection={id} title={title} />
      )}
    />
  );
}
