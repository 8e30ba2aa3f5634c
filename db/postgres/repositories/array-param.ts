// Lists bound as ONE array parameter (`column = ANY($1)`), so one prepared statement serves lists
// of any length: drizzle's inArray binds one parameter per element, which makes every length
// another statement to prepare. drizzle's builder has no ANY, hence this small raw fragment (the
// PostgreSQL twin of db/sqlite/repositories/json-list.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `column = ANY(the array bound to placeholder \`name\`)`. */
export function inArrayParam(column: PgColumn | SQL, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)})`;
}
