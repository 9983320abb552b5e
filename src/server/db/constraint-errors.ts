/** Which rule of the database refused a write, on SQLite and PostgreSQL alike. */
type DriverError = { code?: string; message?: string };

export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as DriverError;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(message ?? '');
}

export function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as DriverError;
  return (
    code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY constraint failed/.test(message ?? '')
  );
}
