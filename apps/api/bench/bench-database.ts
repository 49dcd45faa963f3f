import pg from 'pg'

/**
 * Creates the bench database `name` on the server of `adminUrl` unless it is there (with `fresh`, drops
 * it first); its connection string. Bench databases are kept between runs and topped up.
 */
export async function prepareBenchDatabase(adminUrl: string, name: string, fresh: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    if (fresh) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      console.log(`Dropped ${name} (--fresh).`)
    }
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${name}`)
      console.log(`Created database ${name}.`)
    }
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops the bench database `name` (connections to it are ended first). */
export async function dropBenchDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    console.log(`Dropped ${name}.`)
  } finally {
    await admin.end()
  }
}
