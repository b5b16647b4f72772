import {
  PostgreSqlConnection,
  PostgreSqlDriver,
  type Configuration,
  type Knex,
} from '@mikro-orm/postgresql';

/**
 * Text at least this long travels as a bind parameter. Below it the ORM's usual path is kept:
 * titles, notes and ids gain nothing from a different route.
 */
export const BOUND_TEXT_MIN_LENGTH = 16 * 1024;

const isLongText = (value: unknown) =>
  typeof value === 'string' && value.length >= BOUND_TEXT_MIN_LENGTH;

/** What node-postgres receives: UTC timestamps (as `forceUtcTimezone` writes them), NULL for undefined. */
function bindable(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/*
 * MikroORM 6 writes every parameter into the SQL text it sends, quoted a character at a time by
 * node-postgres' escapeLiteral, and the server then parses that literal back. For a chapter of
 * 100,000 words (about 750 KB) that costs some 40 ms and much garbage on every autosave. A statement
 * carrying long text is sent instead as a parameterised query (knex turns `?` into `$1`…), so the
 * text goes over the wire once, untouched. Everything else takes MikroORM's own path.
 */
export class BoundTextConnection extends PostgreSqlConnection {
  override async execute<T = unknown>(
    query: string | Knex.QueryBuilder | Knex.Raw,
    params: unknown[] = [],
    method: 'all' | 'get' | 'run' = 'all',
    ctx?: Knex.Transaction,
    loggerContext?: Parameters<PostgreSqlConnection['execute']>[4],
  ): Promise<T> {
    if (typeof query !== 'string' || !params.some(isLongText)) {
      return super.execute(query, params, method, ctx, loggerContext) as Promise<T>;
    }
    await this.ensureConnection();
    const sql = this.config.get('onQuery')(query, params);
    return this.executeQuery<T>(
      sql,
      async () => {
        const statement = this.getKnex().raw(sql, params.map(bindable) as Knex.RawBinding[]);
        if (ctx) statement.transacting(ctx);
        return this.transformRawResult<T>(await statement, method);
      },
      { query: sql, params, ...loggerContext },
    );
  }
}

export class BoundTextDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config);
    // The driver's connection is created by its base constructor; this one only changes execute().
    (this as unknown as { connection: PostgreSqlConnection }).connection = new BoundTextConnection(
      config,
    );
  }
}
