/** The largest id a Postgres `integer` column holds: bigger ids in input are a 422, not a database error. */
export const MAX_DB_ID = 2_147_483_647;
