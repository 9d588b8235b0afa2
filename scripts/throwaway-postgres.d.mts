/** A throw-away PostgreSQL server's URL (TEST_DATABASE_URL when set), or undefined when PostgreSQL is not installed. */
export function startPostgres(): string | undefined;
export function stopPostgres(): void;
