import { sql } from 'drizzle-orm';

/** A JS array as one PostgreSQL array parameter (drizzle would otherwise spread it into a list). */
export const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
export const intArray = (values: readonly number[]) => sql`${sql.param(values)}::int[]`;
