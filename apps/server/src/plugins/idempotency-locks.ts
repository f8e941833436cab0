import pg from 'pg';

/** The first key of the requests' advisory locks (the second is the key's hash): 'yidm'. */
const REQUEST_LOCK_CLASS = 0x79_69_64_6d;

/**
 * Who is running a request with a given Idempotency-Key right now, across every process on the
 * database: a session-level advisory lock held on one connection of this process's own (not a
 * pooled one, so a hundred phones syncing at once cannot starve the pool). The lock is tied to the
 * connection, so a process that dies (kill -9, a crash mid-request) frees every key it was running
 * at once and a repeat may run the request again. Within the process the set `held` does the same
 * (a session takes its own advisory lock again without waiting).
 */
export interface RequestLocks {
  /** True when this caller now runs `name`; false when a live request (here or elsewhere) does. */
  tryTake(name: string): Promise<boolean>;
  release(name: string): Promise<void>;
  close(): Promise<void>;
}

export function createRequestLocks(
  connectionOptions: pg.ClientConfig,
  log: { error(message: string): void },
): RequestLocks {
  const held = new Set<string>();
  let session: Promise<pg.Client> | null = null;

  const connect = () =>
    (session ??= (async () => {
      const client = new pg.Client(connectionOptions);
      // A lost connection took its locks with it: the next call opens another.
      client.on('error', (error) => {
        log.error(`Idempotency lock connection lost: ${error.message}`);
        session = null;
      });
      try {
        await client.connect();
      } catch (error) {
        session = null;
        throw error;
      }
      return client;
    })());

  return {
    async tryTake(name) {
      if (held.has(name)) return false;
      held.add(name);
      try {
        const client = await connect();
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as locked',
          [REQUEST_LOCK_CLASS, name],
        );
        if (rows[0]?.locked) return true;
      } catch (error) {
        held.delete(name);
        throw error;
      }
      held.delete(name);
      return false;
    },
    async release(name) {
      if (!held.delete(name)) return;
      const client = await connect().catch(() => null);
      await client
        ?.query('select pg_advisory_unlock($1, hashtext($2))', [REQUEST_LOCK_CLASS, name])
        .catch(() => undefined);
    },
    async close() {
      const client = await session?.catch(() => null);
      session = null;
      await client?.end().catch(() => undefined);
    },
  };
}
