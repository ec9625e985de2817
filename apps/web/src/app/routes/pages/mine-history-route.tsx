import { MissingMine } from '@/features/exception';
import { MineHistoryPage } from '@/features/profile';

/** A mine's change history with the shell's not-found page. */
export function MineHistoryRoute() {
  return <MineHistoryPage NotFound={MissingMine} />;
}
