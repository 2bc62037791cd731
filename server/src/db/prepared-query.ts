import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './create-db.ts';
import { readIfIdle } from './idle-sqlite-reads.ts';

/** Stands for a value given at run time; compiled into the SQL as an ordinary parameter. */
class Slot {
  constructor(readonly name: string) {}
}

/** What the builder receives: each field reads as its value type but is a slot when compiled. */
type Slots<P> = { readonly [K in keyof P]: P[K] };

export interface PreparedQuery<P, R> {
  /** Every row. */
  all(db: Db, params: P): Promise<R[]>;
  /** The first row, or undefined. */
  first(db: Db, params: P): Promise<R | undefined>;
}

/**
 * A hot query built and compiled once per SQL dialect instead of on every call: Kysely's
 * builder and compiler cost more than running a small indexed query (measured in
 * scripts/bench/). `build` must use each slot only as a plain value (`where(col, '=', p.x)`),
 * never in an `in` list or as a column name, and must not branch on the values.
 */
export function preparedQuery<P extends Record<string, unknown>, R>(
  build: (db: Db, params: Slots<P>) => Compilable<R>,
): PreparedQuery<P, R> {
  const compiledByAdapter = new WeakMap<object, CompiledQuery<R>>();
  const slots = new Proxy({} as Slots<P>, { get: (_, name) => new Slot(String(name)) });

  function compiledFor(db: Db): CompiledQuery<R> {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledByAdapter.get(adapter);
    if (!compiled) {
      compiled = build(db, slots).compile();
      compiledByAdapter.set(adapter, compiled);
    }
    return compiled;
  }

  async function run(db: Db, params: P): Promise<R[]> {
    const compiled = compiledFor(db);
    const parameters = compiled.parameters.map((value) => (value instanceof Slot ? params[value.name] : value));
    const rows = readIfIdle<R>(db, compiled.sql, parameters);
    if (rows) return rows;
    const result = await db.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  }

  return {
    all: run,
    first: async (db, params) => (await run(db, params))[0],
  };
}
