import { FollowButton } from '@/features/desk';
import { MissingPage } from '@/features/exception';
import { MineNewsPanel } from '@/features/news';
import { MineProfilePage } from '@/features/profile';
import { MineRiskSection } from '@/features/risk';

/** The profile composed with the desk's follow button, the risk model's score, the mine's news and the shell's not-found page. */
export function MineRoute() {
  return (
    <MineProfilePage
      NotFound={MissingPage}
      renderFollow={({ mineId, followed, mineName }) => (
        <FollowButton key={`${mineId}-${followed}`} mineId={mineId} followed={followed} mineName={mineName} />
      )}
      renderSubsection={(id, mineId) => (id === 'score' ? <MineRiskSection mineId={mineId} /> : undefined)}
      renderOverview={(mineId) => <MineNewsPanel mineId={mineId} />}
    />
  );
}
