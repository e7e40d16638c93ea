-- Runs once, when the data volume is first initialised (docker-entrypoint-initdb.d), as the database's
-- owner. Search needs both (database/migrations/20260101000001_extensions.ts asks for them too; both
-- are trusted extensions since PostgreSQL 13, so that works without a superuser as well).
create extension if not exists pg_trgm with schema public;
create extension if not exists unaccent with schema public;
