// Which database a test run speaks: the vitest project says so (TEST_DIALECT in its env).
export type Dialect = 'sqlite' | 'postgres';

export function testDialect(): Dialect {
  const value = process.env.TEST_DIALECT ?? 'sqlite';
  if (value !== 'sqlite' && value !== 'postgres') {
    throw new Error(`TEST_DIALECT must be sqlite or postgres, not ${value}`);
  }
  return value;
}
