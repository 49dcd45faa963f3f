/** `pnpm start`: one process serving the API, stored files and the built site on port 8080. */
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/client'
import { NO_PUBLIC_URL_WARNING } from './http/public-url'
import { seedDemoContent } from './seed/seed'

// Relative paths (.data, apps/site/dist) are taken from the repository root, wherever the command runs.
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url))
const config = readConfig(process.env, repositoryRoot)
const database = await openDatabase(config.database)
const app = await buildApp({
  db: database.db,
  config: config.server,
  logger: {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  },
})

// Allowed in development only (readConfig refuses to start without it when NODE_ENV=production).
if (!config.server.publicUrl) app.log.warn(NO_PUBLIC_URL_WARNING)

if (config.seed !== 'none') {
  const summary = await seedDemoContent(database.db, { store: app.storage, content: config.seed })
  if (summary.seeded) app.log.info(summary, `filled the new database (SEED=${config.seed})`)
}

// SIGTERM or SIGINT: stop taking connections (idle keep-alive ones are closed at once, a request arriving
// on a busy one gets a 503), let the requests in flight finish, close the database and exit 0. A request
// still running after SHUTDOWN_TIMEOUT seconds has its connection cut, so one stuck call cannot hold the
// exit forever; if even that does not end it, the process exits 1 a few seconds later.
let stopping = false
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  app.log.info(`${signal}: finishing the requests in flight, then stopping`)
  const cut = setTimeout(() => {
    app.log.warn(`requests still running after ${config.shutdownTimeoutSeconds} s: closing their connections`)
    app.server.closeAllConnections()
    setTimeout(() => process.exit(1), 5_000).unref()
  }, config.shutdownTimeoutSeconds * 1000).unref()
  const deadline = Date.now() + config.shutdownTimeoutSeconds * 1000
  try {
    await app.close()
    clearTimeout(cut)
    // Calls whose client left are no longer waited for by the HTTP server but may still be querying.
    if (!(await database.quiet(Math.max(0, deadline - Date.now())))) {
      app.log.warn('queries still running at the shutdown timeout: closing the database anyway')
    }
    await database.close()
  } catch (error) {
    app.log.error(error, 'the shutdown failed')
    process.exit(1)
  }
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

// A crowd arriving at once (hundreds of connections while the event loop is busy) waits in the kernel's
// queue instead of having its connections dropped and retried seconds later: Node's default of 511 is
// too few once a burst of new connections comes on top of some not yet accepted (the kernel caps it at
// net.core.somaxconn).
await app.listen({ host: config.host, port: config.port, backlog: 4096 })
app.log.info(`Sufra is ready at http://localhost:${config.port}/en (${database.kind})`)
