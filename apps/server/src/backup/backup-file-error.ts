/** A backup file that cannot be read to its end as written: nothing is restored from it. */
export class BackupFileError extends Error {}
