export { type BackupManifest, BackupFileError, readBackupFile, type TableSum } from './format';
export { backupClosedDataDir, pgdataOf, RestoreRefusedError, restorePglite } from './pglite-backup';
export { backupIntoDir } from './rotation';
export { backupSocketOf, NoServerError, requestBackup, serveBackupRequests } from './control-socket';
export { differingTables, tableSums } from './table-sums';
