import type { Actor } from '../../lib/actor';
import type { ChangeBus } from '../../lib/change-bus';
import type { Locale } from '../../lib/i18n';
import type { AuditEntry } from '../audit';
import type { DictService } from '../dict';
import type { MineHistoryRepository, MineRepository, Regions } from '../mine';

/** What an edit reads and writes, bound to the database or to one transaction. */
export interface MineEditStore {
  mines: Pick<
    MineRepository,
    | 'findById'
    | 'findByIds'
    | 'findByCodes'
    | 'findCompanies'
    | 'lockForUpdate'
    | 'update'
    | 'setColumns'
    | 'upsertCompanies'
  >;
  history: Pick<MineHistoryRepository, 'record' | 'findSet' | 'setChanges'>;
  audit(entry: AuditEntry): Promise<void>;
  /** The mine a data-feedback thread reports on; null when there is no such thread. */
  threadMine(threadId: number): Promise<number | null>;
  /** Gives the groups above a mine's new holder their registry rows (and drops those no longer groups). */
  syncGroups(): Promise<unknown>;
}

export interface MineEditDeps {
  store: MineEditStore;
  /** Runs `work` in one transaction, with the store bound to it. */
  transaction: <T>(work: (store: MineEditStore) => Promise<T>) => Promise<T>;
  dict: Pick<DictService, 'byType'>;
  regions: () => Regions;
  bus: Pick<ChangeBus, 'publish'>;
  /** Runs after a write, as after an import's commit (the alert scan). */
  afterCommit?: (() => Promise<void>) | undefined;
}

/** The admin who edits, whose language the messages are worded in. */
export interface EditActor extends Actor {
  locale: Locale;
}
