import { PGlite } from '@electric-sql/pglite'
import { pgliteExtensions } from '../db/client.ts'

// Loading a PGlite from the migrated image costs about a second; a test file needs one per app it builds, and a
// worker runs many files (isolate: false). So a worker keeps the databases its files are done with and brings each
// back to the migrated, empty state before the next file takes it: every row and sequence as the image had them,
// the session reset, and the schema checked against the image's (a file that dropped a table gets a new database).

type Snapshot = {
  /** every table outside the system schemas, quoted */
  tables: string[]
  /** the rows the migrations left, per quoted table: its stored columns and the rows as JSON */
  rows: Map<string, { columns: string; json: string }>
  sequences: { name: string; value: string; called: boolean }[]
  shape: string
}

const userSchemas = `n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg_temp%' AND n.nspname NOT LIKE 'pg_toast_temp%'`

// What the schema is: tables and their columns, constraints, indexes, triggers, functions, sequences, extensions.
const shapeQuery = `SELECT md5(string_agg(x, '|' ORDER BY x)) AS shape FROM (
  SELECT 'r:' || n.nspname || '.' || c.relname || ':' || c.relkind::text AS x
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${userSchemas}
  UNION ALL SELECT 'a:' || c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE ${userSchemas} AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL SELECT 'd:' || c.relname || '.' || d.adnum || ':' || pg_get_expr(d.adbin, d.adrelid)
    FROM pg_attrdef d JOIN pg_class c ON c.oid = d.adrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${userSchemas}
  UNION ALL SELECT 'i:' || pg_get_indexdef(i.indexrelid)
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${userSchemas}
  UNION ALL SELECT 'k:' || k.conname || ':' || pg_get_constraintdef(k.oid)
    FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace WHERE ${userSchemas}
  UNION ALL SELECT 't:' || t.tgname || ':' || t.tgenabled::text || ':' || pg_get_triggerdef(t.oid)
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE ${userSchemas} AND NOT t.tgisinternal
  UNION ALL SELECT 'f:' || p.proname || ':' || md5(p.prosrc)
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${userSchemas}
  UNION ALL SELECT 'e:' || extname || ':' || extversion FROM pg_extension
) s`

async function shapeOf(client: PGlite) {
  const { rows } = await client.query<{ shape: string }>(shapeQuery)
  return rows[0]!.shape
}

const quote = (...parts: string[]) => parts.map((p) => `"${p.replaceAll('"', '""')}"`).join('.')

/** The migrated state of a database, read once from the first one a worker opens. */
async function snapshotOf(client: PGlite): Promise<Snapshot> {
  const { rows: tableRows } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND ${userSchemas} ORDER BY 1, 2`,
  )
  const tables = tableRows.map((t) => quote(t.schema, t.name))
  const rows = new Map<string, { columns: string; json: string }>()
  for (const table of tables) {
    const { rows: r } = await client.query<{ json: string | null }>(
      `SELECT json_agg(t)::text AS json FROM ${table} t`,
    )
    if (!r[0]?.json) continue
    // Generated columns are made again on insert, not copied.
    const { rows: cols } = await client.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped
       AND attgenerated = '' ORDER BY attnum`,
      [table],
    )
    rows.set(table, { columns: cols.map((c) => quote(c.name)).join(', '), json: r[0].json })
  }
  const { rows: seqRows } = await client.query<{
    schema: string
    name: string
    last: string | null
    start: string
  }>(
    `SELECT schemaname AS schema, sequencename AS name, last_value::text AS last, start_value::text AS start
     FROM pg_sequences`,
  )
  const sequences = seqRows.map((s) => ({
    name: quote(s.schema, s.name),
    value: s.last ?? s.start,
    called: s.last !== null,
  }))
  return { tables, rows, sequences, shape: await shapeOf(client) }
}

/** Back to the snapshot's state: the session reset, every table emptied and refilled as the image had it. */
async function reset(client: PGlite, snapshot: Snapshot) {
  await client.exec('DISCARD ALL')
  await client.transaction(async (tx) => {
    // Replica role: no triggers and no foreign-key checks while the rows go and come back.
    await tx.exec(`SET LOCAL session_replication_role = replica`)
    await tx.exec(snapshot.tables.map((t) => `DELETE FROM ${t};`).join('\n'))
    for (const [table, { columns, json }] of snapshot.rows)
      await tx.query(
        `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM json_populate_recordset(null::${table}, $1::json)`,
        [json],
      )
    for (const s of snapshot.sequences)
      await tx.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [s.name, s.value, s.called])
  })
  if ((await shapeOf(client)) !== snapshot.shape) throw new Error('the schema changed')
}

/** Databases at the migrated, empty state: one handed back earlier, else a new one loaded from the image. */
export class PglitePool {
  readonly #idle: PGlite[] = []
  readonly #snapshots = new WeakMap<PGlite, Snapshot>()
  #first: Promise<Snapshot> | undefined

  constructor(
    private readonly image: () => Promise<Blob>,
    private readonly o: { keep: number; resetTimeoutMs: number } = { keep: 8, resetTimeoutMs: 10_000 },
  ) {}

  get idle() {
    return this.#idle.length
  }

  async take(): Promise<PGlite> {
    const kept = this.#idle.pop()
    if (kept) return kept
    const client = new PGlite({ loadDataDir: await this.image(), extensions: pgliteExtensions })
    await client.waitReady
    // The first database is read before any test touches it; every later one starts from the same image.
    this.#first ??= snapshotOf(client)
    this.#snapshots.set(client, await this.#first)
    return client
  }

  /** Kept when it resets cleanly and in time and the pool has room, else closed. */
  async giveBack(client: PGlite) {
    const snapshot = this.#snapshots.get(client)
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), this.o.resetTimeoutMs)))
    const outcome = await Promise.race([
      snapshot && this.#idle.length < this.o.keep
        ? reset(client, snapshot).then(() => 'kept' as const)
        : Promise.resolve('close' as const),
      late,
    ]).catch(() => 'close' as const)
    clearTimeout(timer)
    // A database whose reset hangs (a transaction left waiting) is left alone: closing it would wait too.
    if (outcome === 'late') return
    if (outcome === 'kept') this.#idle.push(client)
    else await client.close().catch(() => {})
  }
}

/** A PGlite whose handle stops working once revoked, as a closed one does: work a file left running (a timer, an
 * event after commit) then fails, as it did on a closed database, instead of writing into the next file's. */
export function revocable(client: PGlite) {
  let revoked = false
  const proxy = new Proxy(client, {
    get(target, key) {
      if (key === 'closed') return revoked || target.closed
      const value = Reflect.get(target, key, target) as unknown
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (revoked) return Promise.reject(new Error('PGlite is closed'))
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  return { client: proxy, revoke: () => void (revoked = true) }
}
