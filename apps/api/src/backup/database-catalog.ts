import type pg from 'pg';
import { MIGRATIONS_TABLE } from './backup-format.ts';

/** What the backup needs of a connection: pg's Client and a transaction's client alike. */
export type Sql = Pick<pg.ClientBase, 'query'>;

/** A name as an SQL identifier, quoted. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The tables of a schema, read from PostgreSQL's catalog (so tables added by any later migration
 * are found without code changes), ordered so that each comes after the tables its foreign keys
 * point to. A cycle (none today) is broken by name order.
 */
export async function tablesInDependencyOrder(sql: Sql, schema = 'public'): Promise<string[]> {
  const { rows: tables } = await sql.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
    [schema],
  );
  const { rows: edges } = await sql.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and n.nspname = $1 and c.oid <> p.oid`,
    [schema],
  );
  const waitingFor = new Map(tables.map(({ name }) => [name, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (waitingFor.has(parent)) waitingFor.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, parents]) => parents.size === 0).map(([t]) => t);
    const next = ready.length > 0 ? ready : [[...waitingFor.keys()].sort()[0]!];
    for (const table of next) {
      ordered.push(table);
      waitingFor.delete(table);
      for (const parents of waitingFor.values()) parents.delete(table);
    }
  }
  return ordered;
}

/** The columns a row is written to on restore (generated columns are computed, not loaded). */
export async function insertableColumns(
  sql: Sql,
  table: string,
  schema = 'public',
): Promise<string[]> {
  const { rows } = await sql.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
       join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = '' order by a.attnum`,
    [schema, table],
  );
  return rows.map((row) => row.name);
}

export interface SequenceState {
  name: string;
  /** As text: a bigint. Null when the sequence was never used. */
  lastValue: string | null;
  isCalled: boolean;
}

export async function sequenceStates(sql: Sql, schema = 'public'): Promise<SequenceState[]> {
  const { rows } = await sql.query<SequenceState>(
    `select sequencename as name, last_value::text as "lastValue", last_value is not null as "isCalled"
       from pg_sequences where schemaname = $1 order by sequencename`,
    [schema],
  );
  return rows;
}

/** The migrations applied, in order: the schema version a backup records. */
export async function appliedMigrations(sql: Sql, schema = 'public'): Promise<string[]> {
  const { rows } = await sql.query<{ name: string }>(
    `select name from ${ident(schema)}.${ident(MIGRATIONS_TABLE)} order by id`,
  );
  return rows.map((row) => row.name.replace(/\.[jt]s$/, ''));
}
