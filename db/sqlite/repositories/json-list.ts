// Lists bound as ONE parameter: a JSON array read back with SQLite's table-valued json_each. One
// prepared statement then serves a list of any length (drizzle's inArray binds one parameter per
// element, so every length would be another statement to prepare). drizzle's builder has no word
// for table-valued functions, hence these small raw fragments.
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** `column IN (the elements of the JSON array bound to placeholder \`name\`)`. */
export function inJsonList(column: SQLiteColumn | SQL, name: string): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${sql.placeholder(name)}))`;
}

export const jsonList = (values: readonly (string | number)[]) => JSON.stringify(values);
