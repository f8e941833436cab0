import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** Past this many shapes on one handle the cache starts again (a bound, not a limit reached). */
const MAX_SHAPES = 500;

let statements = 0;
const byHandle = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A query built by drizzle and planned by PostgreSQL once per `shape` (which filters, which
 * order: whatever changes its SQL text) instead of on every request; the values go in as
 * placeholders (`bindValues`). `prepare(name)` builds it, ending in drizzle's `.prepare(name)`.
 * Names are unique in the process, so two handles on one pool never give one name two texts.
 * A `null` shape builds the query each time and lets PostgreSQL plan it for its values: a search
 * term's best plan depends on the term (a trigram index for a rare one, a scan for a common one),
 * and a generic plan chosen after five runs could be the wrong one for the next term.
 */
export function preparedByShape<Query>(
  db: Executor,
  shape: string | null,
  prepare: (name: string) => Query,
): Query {
  // No shape: planned afresh each time (an unnamed statement), for values whose best plan differs.
  if (shape === null) return prepare('');
  let cache = byHandle.get(db);
  if (!cache || cache.size >= MAX_SHAPES) {
    cache = new Map();
    byHandle.set(db, cache);
  }
  let query = cache.get(shape) as Query | undefined;
  if (query === undefined) {
    statements += 1;
    query = prepare(`shaped_${statements}`);
    cache.set(shape, query);
  }
  return query;
}

/**
 * Placeholders for a prepared query: `bind(name, value)` records the value and answers a
 * placeholder that drizzle accepts wherever the value would go (typed as the value, so the
 * filter objects that carry values can carry placeholders instead); `values` are what
 * `execute` takes; `names` the placeholders bound, in order (part of the query's shape).
 */
export function bindValues() {
  const values: Record<string, unknown> = {};
  return {
    values,
    bind: <T>(name: string, value: T): T => {
      values[name] = value;
      return sql.placeholder(name) as unknown as T;
    },
    names: () => Object.keys(values).join(','),
  };
}
