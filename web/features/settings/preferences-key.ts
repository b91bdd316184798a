/** Its own module so the start-up seeding (web/app/page-bootstrap.ts) can name the query without its code. */
export const PREFERENCES_PATH = "/api/user-preferences";
export const PREFERENCES_QUERY_KEY = [PREFERENCES_PATH] as const;
