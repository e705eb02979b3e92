import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { errorCauses } from './error-causes';
import { assertDeclaredTypes } from './plain-document';
import {
  assertCollectionName,
  assertCollectionSpec,
  assertDocId,
  checkPaging,
  compileFilter,
  compileSort,
  orderByIds,
} from './read-model-query';
import type {
  Checkpoint,
  CollectionSpec,
  Doc,
  DocChange,
  Filter,
  FindQuery,
  ReadModelStore,
} from './read-model-store.port';
import {
  addColumnSql,
  createCompoundIndexSql,
  createIndexSql,
  FOLD_FUNCTION,
  foldCase,
  indexName,
  orderBySql,
  tableName,
  whereSql,
} from './sqlite-read-model-sql';

type Statement = Database.Statement;

/** Statements prepared once per collection: a rebuild commits thousands of changes per batch. */
interface CollectionState {
  spec: CollectionSpec;
  put: Statement;
  remove: Statement;
  get: Statement;
  getMany: Statement;
  queries: Map<string, Statement>;
}

const MAX_CACHED_QUERIES = 200;
/** WAL pages (4 KB each) before a checkpoint: ~40 MB, ten times SQLite's default. */
const WAL_CHECKPOINT_PAGES = 10_000;
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Read models in one SQLite file: a table `rm_<collection>` (id, JSON doc) per collection, with a
 * generated column and an index for each declared field. Its tables are prefixed `rm_`, so the
 * file may be shared with other stores.
 */
export class SqliteReadModelStore implements ReadModelStore {
  private readonly db: Database.Database;
  private readonly collections = new Map<string, CollectionState>();
  private readonly saveCheckpoint: Statement;
  private readonly loadCheckpoint: Statement;
  private readonly loadMeta: Statement;
  private readonly saveMeta: Statement;

  constructor(readonly filePath: string) {
    if (filePath !== ':memory:') mkdirSync(dirname(filePath), { recursive: true });
    this.db = new Database(filePath);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    // A projection commits hundreds of documents at a time, each touching a page of every index: at SQLite's default
    // (a checkpoint, with two fsyncs, once the WAL holds 1,000 pages) nearly every commit paid for one. Checkpoints
    // come less often and copy a page written by many commits once; a crash still keeps every commit the WAL holds.
    this.db.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
    // Past a checkpoint the WAL file is cut back to this size instead of keeping its largest size on disk.
    this.db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
    this.db.pragma('busy_timeout = 5000');
    this.db.function(FOLD_FUNCTION, { deterministic: true }, foldCase);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS rm__collections (name TEXT PRIMARY KEY, spec TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS rm__checkpoints (projector TEXT PRIMARY KEY, position INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS rm__meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `);
    this.saveCheckpoint = this.db.prepare(
      'INSERT INTO rm__checkpoints (projector, position) VALUES (?, ?) ON CONFLICT (projector) DO UPDATE SET position = excluded.position',
    );
    this.loadCheckpoint = this.db.prepare('SELECT position FROM rm__checkpoints WHERE projector = ?');
    this.loadMeta = this.db.prepare('SELECT value FROM rm__meta WHERE key = ?');
    this.saveMeta = this.db.prepare(
      'INSERT INTO rm__meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
  }

  static async open(filePath: string): Promise<SqliteReadModelStore> {
    return new SqliteReadModelStore(filePath);
  }

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    assertCollectionSpec(spec);
    const table = tableName(spec.name);
    this.db.transaction(() => {
      this.db.exec(`CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
      const columns = new Set((this.db.pragma(`table_xinfo(${table})`) as { name: string }[]).map((c) => c.name));
      const indexes = new Map(
        (this.db.pragma(`index_list(${table})`) as { name: string; unique: number }[]).map((i) => [
          i.name,
          i.unique === 1,
        ]),
      );
      for (const { field, unique = false, indexed = true } of spec.indexes) {
        if (!columns.has(`f:${field}`)) this.db.exec(addColumnSql(spec.name, field));
        const existing = indexes.get(`rm_${spec.name}:${field}`);
        if (existing !== undefined && (existing !== unique || !indexed)) {
          this.db.exec(`DROP INDEX ${indexName(spec.name, field)}`);
        }
        if (indexed) this.db.exec(createIndexSql(spec.name, field, unique));
      }
      for (const fields of spec.compoundIndexes ?? []) this.db.exec(createCompoundIndexSql(spec.name, fields));
      this.db
        .prepare(
          'INSERT INTO rm__collections (name, spec) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET spec = excluded.spec',
        )
        .run(spec.name, JSON.stringify(spec));
    })();
    this.collections.delete(spec.name);
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    this.db.transaction(() => {
      this.db.exec(`DROP TABLE IF EXISTS ${tableName(name)}`);
      this.db.prepare('DELETE FROM rm__collections WHERE name = ?').run(name);
    })();
    this.collections.delete(name);
  }

  async get(collection: string, id: string): Promise<Doc | null> {
    const row = this.state(collection).get.get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as Doc) : null;
  }

  async getMany(collection: string, ids: readonly string[]): Promise<Doc[]> {
    const rows = this.state(collection).getMany.all(JSON.stringify(ids)) as { doc: string }[];
    return orderByIds(
      ids,
      rows.map((r) => JSON.parse(r.doc) as Doc),
    );
  }

  async find(collection: string, query: FindQuery = {}): Promise<Doc[]> {
    const state = this.state(collection);
    const where = whereSql(compileFilter(state.spec, query.where));
    const order = orderBySql(compileSort(state.spec, query.sort));
    const { skip, limit } = checkPaging(query);
    const sql = `SELECT doc FROM ${tableName(collection)} WHERE ${where.sql} ${order} LIMIT ? OFFSET ?`;
    const rows = this.query(state, sql).all(...where.params, limit ?? -1, skip) as { doc: string }[];
    return rows.map((r) => JSON.parse(r.doc) as Doc);
  }

  async count(collection: string, where?: Filter): Promise<number> {
    const state = this.state(collection);
    const condition = whereSql(compileFilter(state.spec, where));
    const sql = `SELECT count(*) AS n FROM ${tableName(collection)} WHERE ${condition.sql}`;
    return (this.query(state, sql).get(...condition.params) as { n: number }).n;
  }

  async commit(changes: readonly DocChange[], checkpoint?: Checkpoint): Promise<void> {
    this.db.transaction(() => {
      for (const change of changes) this.apply(change);
      if (checkpoint) this.saveCheckpoint.run(checkpoint.projector, checkpoint.position);
    })();
  }

  async getCheckpoint(projector: string): Promise<number | null> {
    const row = this.loadCheckpoint.get(projector) as { position: number } | undefined;
    return row ? row.position : null;
  }

  async getMeta(key: string): Promise<string | null> {
    const row = this.loadMeta.get(key) as { value: string } | undefined;
    return row ? row.value : null;
  }

  async setMeta(key: string, value: string): Promise<void> {
    if (typeof value !== 'string') throw new Error(`Meta value for '${key}' must be a string`);
    this.saveMeta.run(key, value);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  /** Another process holding the file's write lock past busy_timeout (SQLITE_BUSY, SQLITE_LOCKED) lets go in time. */
  isTransient(error: unknown): boolean {
    for (const e of errorCauses(error)) if (/^SQLITE_(BUSY|LOCKED)/.test(String(e.code))) return true;
    return false;
  }

  private apply(change: DocChange): void {
    const state = this.state(change.collection);
    const id = change.op === 'put' ? change.doc._id : change.id;
    assertDocId(change.collection, id);
    try {
      // JSON.stringify already stores the plain JSON every adapter stores; only the declared types need a check.
      if (change.op === 'put') {
        assertDeclaredTypes(state.spec, change.doc);
        state.put.run(id, JSON.stringify(change.doc));
      } else if (change.op === 'delete') state.remove.run(id);
      else throw new Error(`Unknown change op ${JSON.stringify((change as { op: unknown }).op)}`);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new Error(
          `Unique index violated in collection '${change.collection}' by document '${id}': ${(error as Error).message}`,
          {
            cause: error,
          },
        );
      }
      throw error;
    }
  }

  private state(collection: string): CollectionState {
    const cached = this.collections.get(collection);
    if (cached) return cached;
    assertCollectionName(collection);
    const row = this.db.prepare('SELECT spec FROM rm__collections WHERE name = ?').get(collection) as
      { spec: string } | undefined;
    if (!row) throw new Error(`Read-model collection '${collection}' does not exist: call ensureCollection first`);
    const table = tableName(collection);
    const state: CollectionState = {
      spec: JSON.parse(row.spec) as CollectionSpec,
      put: this.db.prepare(
        `INSERT INTO ${table} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`,
      ),
      remove: this.db.prepare(`DELETE FROM ${table} WHERE id = ?`),
      get: this.db.prepare(`SELECT doc FROM ${table} WHERE id = ?`),
      getMany: this.db.prepare(`SELECT doc FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`),
      queries: new Map(),
    };
    this.collections.set(collection, state);
    return state;
  }

  private query(state: CollectionState, sql: string): Statement {
    let statement = state.queries.get(sql);
    if (!statement) {
      if (state.queries.size >= MAX_CACHED_QUERIES) state.queries.clear();
      statement = this.db.prepare(sql);
      state.queries.set(sql, statement);
    }
    return statement;
  }
}
