/** `pnpm start`: one process serving the API, stored files and the built site on port 8080. */
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/client'
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

if (config.seed !== 'none') {
  const summary = await seedDemoContent(database.db, { store: app.storage, content: config.seed })
  if (summary.seeded) app.log.info(summary, `filled the new database (SEED=${config.seed})`)
}

const shutdown = async () => {
  await app.close()
  await database.close()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

await app.listen({ host: config.host, port: config.port })
app.log.info(`Sufra is ready at http://localhost:${config.port}/en (${database.kind})`)
