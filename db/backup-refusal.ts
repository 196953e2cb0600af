/** A restore that would overwrite data, or put a backup into the wrong kind of database: nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError'
}
