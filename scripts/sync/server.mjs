/**
 * The embedded CouchDB-compatible server (issue 20): express-pouchdb in full CouchDB mode, on disk
 * (LevelDB) or in memory for tests, on 127.0.0.1 only. It adds what a browser and a team need:
 * CORS with credentials for loopback origins, a personal database for each new user (as CouchDB's
 * couch_peruser does) and the workspace design document.
 */
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { basicAuth, personalDatabase, setupWorkspace } from './workspace.mjs';

const require = createRequire(import.meta.url);

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;
const NEW_USER = /^\/_users\/org\.couchdb\.user(:|%3A)([^/?]+)$/;

function pouchConstructor({ data }) {
  const PouchDB = require('pouchdb-node');
  if (!data) {
    PouchDB.plugin(require('pouchdb-adapter-memory'));
    return PouchDB.defaults({ adapter: 'memory' });
  }
  mkdirSync(data, { recursive: true });
  return PouchDB.defaults({ prefix: `${data}/` });
}

function allowCors(request, response) {
  const origin = request.headers.origin;
  if (!origin || !LOOPBACK_ORIGIN.test(origin)) return;
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Access-Control-Allow-Credentials', 'true');
  response.setHeader('Access-Control-Allow-Methods', 'GET, PUT, POST, DELETE, HEAD, OPTIONS');
  response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
  response.setHeader('Access-Control-Max-Age', '600');
  response.setHeader('Vary', 'Origin');
}

/**
 * @param {{ port?: number, data?: string | null, adminUser: string, adminPassword: string,
 *           workspace?: string }} options `data` null keeps everything in memory.
 */
export async function startSyncServer({ port = 0, data = null, adminUser, adminPassword, workspace = 'workspace' }) {
  const expressPouchDB = require('express-pouchdb');
  const app = expressPouchDB(pouchConstructor({ data }), {
    mode: 'fullCouchDB',
    // In memory, its log goes to the system's temporary folder instead of the working directory.
    ...(data
      ? { configPath: join(data, 'config.json'), logPath: join(data, 'log.txt') }
      : { inMemoryConfig: true, logPath: join(tmpdir(), 'topicwise-sync-server.log') }),
  });
  keepRevisionHistories(app);
  const admin = basicAuth(adminUser, adminPassword);
  let base = '';
  const server = createServer((request, response) => {
    allowCors(request, response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const user = request.method === 'PUT' ? NEW_USER.exec(request.url ?? '') : null;
    if (user) {
      response.on('finish', () => {
        if (response.statusCode === 201) void createPersonalDatabase(base, admin, decodeURIComponent(user[2]));
      });
    }
    app(request, response);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}/`;
  await ensureAdmin(base, adminUser, adminPassword);
  await setupWorkspace(base, admin, { database: workspace });
  return { url: base, workspace, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * express-pouchdb's validation plugin (pouchdb-validation) sets each written document's
 * `_revisions` to the stored version's before validating it. With new_edits:false (how CouchDB
 * replication and PouchDB's replicator write) that history is the document's own, so updates of
 * existing documents were dropped without an error. This wrapper, outside the plugin's, keeps the
 * history the client sent.
 */
function keepRevisionHistories(app) {
  app.dbWrapper.registerWrapper((name, db, next) => {
    const bulkDocs = db.bulkDocs.bind(db);
    db.bulkDocs = (body, options, callback) => {
      const docs = Array.isArray(body) ? body : body?.docs;
      const newEdits = body?.new_edits ?? (typeof options === 'object' ? options?.new_edits : undefined);
      if (newEdits === false && Array.isArray(docs)) {
        for (const doc of docs) {
          const history = doc?._revisions;
          if (!history) continue;
          Object.defineProperty(doc, '_revisions', {
            get: () => history,
            // The plugin's assignment is ignored (a setter, so strict mode does not throw).
            set() {},
            enumerable: true,
            configurable: true,
          });
        }
      }
      return bulkDocs(body, options, callback);
    };
    return next();
  });
}

/** A new server is an 'admin party' until its first admin is set; a restarted one already has it. */
async function ensureAdmin(base, user, password) {
  const path = new URL(`/_node/node1@127.0.0.1/_config/admins/${encodeURIComponent(user)}`, base);
  const put = (headers) => fetch(path, { method: 'PUT', headers, body: JSON.stringify(password) });
  const first = await put({});
  if (first.status === 200) return;
  const again = await put({ authorization: basicAuth(user, password) });
  if (again.status !== 200) {
    throw new Error(
      `The server's data already has another admin: start it with that SYNC_ADMIN_USER and SYNC_ADMIN_PASSWORD.`,
    );
  }
}

async function createPersonalDatabase(base, admin, name) {
  const database = personalDatabase(name);
  const headers = { authorization: admin, 'content-type': 'application/json' };
  await fetch(new URL(`/${database}`, base), { method: 'PUT', headers });
  await fetch(new URL(`/${database}/_security`, base), {
    method: 'PUT',
    headers,
    body: JSON.stringify({ admins: { names: [], roles: [] }, members: { names: [name], roles: [] } }),
  });
}
