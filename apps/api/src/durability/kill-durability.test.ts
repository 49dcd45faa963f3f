/**
 * Durability under `kill -9`, on each engine (PGlite on disk under DATA_DIR; PostgreSQL in a throw-away
 * database when DATABASE_URL is set). The real server runs as a child process (testing/api-process.ts);
 * writers sign people up, upload pictures, create recipes through the real multipart form, comment,
 * reply and like as fast as the server answers, and the process is killed with SIGKILL in the middle of
 * that, restarted on the same data, written to again and killed again. Then the database is opened here,
 * as the next start would, and held to what the writers were told:
 * - every write answered with a 2xx is there (people, recipes, comments, the last answered like state);
 * - nothing is half-written, answered or not: each recipe has all the ingredient lines and steps its title
 *   says it was sent with, its search document, and its picture's file; like counts equal the like rows;
 *   no comment lacks its recipe or its parent;
 * - sessions answered before a kill still sign their holder in after the restart (a 401 fails the test).
 * A kill comes once the writers have had a number of answers since the last start, never after a sleep.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import { pngFile } from '../modules/images/image-testing'
import { startApiProcess, type ApiProcess } from '../testing/api-process'
import { engines, type Engine } from '../testing/test-server'

/** Kills per engine; the database is checked after the last one. */
const KILLS = 2
/** Writers at once, each signing in as people of its own (a like's state is then known to one writer). */
const WRITERS = 6
/** Answers to collect after each start before the kill. */
const ANSWERS_BEFORE_KILL = 40
const PASSWORD = 'Saffron-kettle-on-the-stove-71'
const EMAIL_DOMAIN = 'durable.test'
const INGREDIENT_LINES = [
  '2 tbsp olive oil',
  '1 medium onion',
  '1 cup red lentils',
  '4 cup water',
  '1 tsp ground cumin',
  '0.5 tsp salt',
]
const STEPS = [
  'Soften the onion in the oil.',
  'Add the lentils and the water.',
  'Simmer until the lentils fall apart.',
  'Season and serve hot.',
]
/** "Durable soup 4x3 #12": sent with 4 ingredient lines and 3 steps. */
const TITLE = /^Durable soup (\d)x(\d) #\d+$/

interface Person {
  id: string
  cookie: string
}

/** What the server answered with a 2xx, and what was in flight when it died. */
interface Ledger {
  people: Map<string, Person>
  recipes: Map<string, { ingredients: number; steps: number; thumbnailKey: string | null }>
  comments: Map<string, { recipeId: string; parentId: string | null }>
  /** `${personId} ${recipeId}` → liked, after the last answered toggle; deleted while one is unanswered. */
  likes: Map<string, boolean>
  answered: number
  problems: string[]
}

interface Round {
  api: ApiProcess
  killed: boolean
  answeredAtStart: number
}

class ServerGone extends Error {}

async function createDatabase(adminUrl: string) {
  const name = `sufra_durability_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

const pick = <T>(items: readonly T[], random: () => number) => items[Math.floor(random() * items.length)]!

/** A small seeded generator (mulberry32): the same choices on every run for a given writer. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

describe.each(engines)('durability under kill -9 (%s)', (engine: Engine) => {
  let dataDir = ''
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined
  let running: ApiProcess | undefined
  afterAll(async () => {
    await running?.kill()
    await database?.drop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps every answered write, whole, through repeated SIGKILLs', { timeout: 600_000 }, async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sufra-durability-'))
    if (engine === 'postgres') database = await createDatabase(process.env.DATABASE_URL!)
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      // The catalogue is enough to write recipes; the demo community would only slow the first start.
      SEED: 'catalogue',
      RATE_LIMITS: 'signup:100000/3600,login:100000/900,upload:100000/3600,comment:100000/600',
    }
    const ledger: Ledger = {
      people: new Map(),
      recipes: new Map(),
      comments: new Map(),
      likes: new Map(),
      answered: 0,
      problems: [],
    }
    const started = Date.now()
    const picture = await pngFile(64, 48)
    let counter = 0

    /** One call; a 2xx body, or ServerGone once the process was killed (any other outcome is a problem). */
    async function call(round: Round, method: string, url: string, person?: Person, body?: unknown) {
      const init: RequestInit = {
        method,
        headers: { origin: round.api.url, ...(person ? { cookie: person.cookie } : {}) },
      }
      // fetch writes a FormData as multipart/form-data, as a browser does.
      if (body instanceof FormData) init.body = body
      else if (body !== undefined) {
        init.body = JSON.stringify(body)
        Object.assign(init.headers!, { 'content-type': 'application/json' })
      }
      let response: Response
      let text: string
      try {
        response = await fetch(`${round.api.url}/api/v1${url}`, init)
        text = await response.text()
      } catch (error) {
        if (round.killed) throw new ServerGone()
        throw new Error(`${method} ${url} failed before the kill: ${String(error)}`)
      }
      if (response.status >= 300) {
        throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`)
      }
      ledger.answered += 1
      return { response, data: (JSON.parse(text) as { data: Record<string, unknown> }).data }
    }

    async function signUp(round: Round): Promise<Person> {
      const email = `writer${++counter}-${randomBytes(3).toString('hex')}@${EMAIL_DOMAIN}`
      const { response, data } = await call(round, 'POST', '/user/signup', undefined, {
        firstName: 'Durable',
        lastName: 'Writer',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      })
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .find((pair) => pair.includes('sufra_session='))
      if (!cookie) throw new Error('The sign-up answered no session cookie.')
      const person = { id: data._id as string, cookie }
      ledger.people.set(email, person)
      return person
    }

    async function createRecipe(round: Round, person: Person, random: () => number) {
      const ingredients = 2 + Math.floor(random() * (INGREDIENT_LINES.length - 1))
      const steps = 1 + Math.floor(random() * STEPS.length)
      let thumbnail: { url: string; key: string } | null = null
      if (random() < 0.3) {
        const image = new FormData()
        image.append(
          'image',
          new Blob([new Uint8Array(picture.data as Buffer)], { type: 'image/png' }),
          'photo.png',
        )
        const { data } = await call(round, 'POST', '/image/upload', person, image)
        thumbnail = { url: data.url as string, key: data.key as string }
      }
      const form = new FormData()
      const fields: Record<string, string> = {
        title: `Durable soup ${ingredients}x${steps} #${++counter}`,
        description: 'A soup written while the server was being killed.',
        ingredients: JSON.stringify(INGREDIENT_LINES.slice(0, ingredients)),
        instructions: JSON.stringify(STEPS.slice(0, steps).map((step) => ({ step, image: null }))),
        time: '30',
        servings: '4',
        lang: 'en',
        language: 'english',
        category: JSON.stringify(['dinner', 'soup']),
        cuisine: JSON.stringify(['levantine']),
        ...(thumbnail ? { thumbnail: JSON.stringify(thumbnail) } : {}),
      }
      for (const [name, value] of Object.entries(fields)) form.append(name, value)
      const { data } = await call(round, 'POST', '/recipe/custom', person, form)
      ledger.recipes.set(data._id as string, { ingredients, steps, thumbnailKey: thumbnail?.key ?? null })
    }

    async function comment(round: Round, person: Person, random: () => number) {
      const recipeId = pick([...ledger.recipes.keys()], random)
      const parents = [...ledger.comments].filter(([, c]) => c.recipeId === recipeId && !c.parentId)
      const parentId = parents.length > 0 && random() < 0.4 ? pick(parents, random)[0] : null
      const { data } = await call(round, 'POST', '/comment/create', person, {
        recipeId,
        content: `Made it ${counter++} times, still good.`,
        ...(parentId ? { parentId } : {}),
      })
      ledger.comments.set(data._id as string, { recipeId, parentId })
    }

    async function toggleLike(round: Round, person: Person, random: () => number) {
      const recipeId = pick([...ledger.recipes.keys()], random)
      const key = `${person.id} ${recipeId}`
      ledger.likes.delete(key) // unknown until answered
      const { data } = await call(round, 'POST', `/like/${recipeId}`, person)
      ledger.likes.set(key, data.liked as boolean)
    }

    async function writer(round: Round, own: Person[], random: () => number) {
      try {
        while (!round.killed) {
          const roll = random()
          if (own.length === 0 || roll < 0.12) own.push(await signUp(round))
          else if (ledger.recipes.size < 3 || roll < 0.45)
            await createRecipe(round, pick(own, random), random)
          else if (roll < 0.72) await comment(round, pick(own, random), random)
          else await toggleLike(round, pick(own, random), random)
        }
      } catch (error) {
        if (!(error instanceof ServerGone)) {
          ledger.problems.push(String(error))
          round.killed = true // stop the others; the test fails on the problem
        }
      }
    }

    const writersPeople = Array.from({ length: WRITERS }, () => [] as Person[])
    const randoms = Array.from({ length: WRITERS }, (_, index) => seeded(1901 + index))
    const rounds: { startMs: number; answers: number }[] = []
    for (let kill = 1; kill <= KILLS; kill++) {
      const startAt = Date.now()
      running = await startApiProcess({ env })
      const round: Round = { api: running, killed: false, answeredAtStart: ledger.answered }
      const startMs = Date.now() - startAt
      const writers = writersPeople.map((own, index) => writer(round, own, randoms[index]!))
      // Kill once this start has answered enough writes (or a writer has stopped on a problem).
      await new Promise<void>((resolve) => {
        const check = () =>
          ledger.answered - round.answeredAtStart >= ANSWERS_BEFORE_KILL || round.killed
            ? resolve()
            : setTimeout(check, 5)
        check()
      })
      round.killed = true
      const exit = await running.kill()
      await Promise.all(writers)
      expect(ledger.problems, running.output()).toEqual([])
      expect(exit.signal).toBe('SIGKILL')
      rounds.push({ startMs, answers: ledger.answered - round.answeredAtStart })
    }
    running = undefined

    // Open the database as the next start would (PGlite recovers its folder after the kill).
    const handle = await openDatabase(
      database ? { url: database.url } : { dataDir: path.join(dataDir, 'pglite') },
    )
    try {
      const rows = async <Row>(query: ReturnType<typeof sql>) =>
        ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows

      const emails = new Set(
        (await rows<{ email: string }>(sql`select email from users`)).map((row) => row.email),
      )
      expect([...ledger.people.keys()].filter((email) => !emails.has(email))).toEqual([])

      const recipes = await rows<{
        id: string
        title: string
        ingredients: number
        steps: number
        likes_count: number
        like_rows: number
        search_likes: number | null
        thumbnail_key: string
      }>(sql`
        select r.id, r.title_en as title, r.likes_count, r.thumbnail_key,
          (select count(*)::int from recipe_ingredients i where i.recipe_id = r.id) as ingredients,
          (select count(*)::int from recipe_instructions s where s.recipe_id = r.id) as steps,
          (select count(*)::int from likes l where l.recipe_id = r.id) as like_rows,
          rs.likes_count as search_likes
        from recipes r left join recipe_search rs on rs.recipe_id = r.id`)
      const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]))
      expect([...ledger.recipes.keys()].filter((id) => !byId.has(id))).toEqual([])
      const halfWritten = recipes.filter((recipe) => {
        const sent = TITLE.exec(recipe.title)
        return (
          !sent ||
          recipe.ingredients !== Number(sent[1]) ||
          recipe.steps !== Number(sent[2]) ||
          recipe.likes_count !== recipe.like_rows ||
          recipe.search_likes !== recipe.likes_count ||
          (recipe.thumbnail_key !== '' &&
            !existsSync(path.join(dataDir, 'uploads', ...recipe.thumbnail_key.split('/'))))
        )
      })
      expect(halfWritten).toEqual([])
      for (const [id, sent] of ledger.recipes) {
        expect(byId.get(id)!.thumbnail_key || null, id).toBe(sent.thumbnailKey)
      }

      const comments = await rows<{ id: string; recipe_id: string; parent_id: string | null }>(
        sql`select id, recipe_id, parent_id from comments`,
      )
      const commentById = new Map(comments.map((row) => [row.id, row]))
      const lostComments = [...ledger.comments].filter(
        ([id, sent]) =>
          commentById.get(id)?.recipe_id !== sent.recipeId ||
          commentById.get(id)?.parent_id !== sent.parentId,
      )
      expect(lostComments).toEqual([])
      const orphans = comments.filter(
        (row) => !byId.has(row.recipe_id) || (row.parent_id !== null && !commentById.has(row.parent_id)),
      )
      expect(orphans).toEqual([])

      const likeRows = new Set(
        (await rows<{ pair: string }>(sql`select user_id || ' ' || recipe_id as pair from likes`)).map(
          (row) => row.pair,
        ),
      )
      const wrongLikes = [...ledger.likes].filter(([pair, liked]) => likeRows.has(pair) !== liked)
      expect(wrongLikes).toEqual([])

      console.info(
        `durability (${engine}): ${KILLS} kills, ${ledger.answered} writes answered ` +
          `(${rounds.map((round) => round.answers).join(' + ')}), ${ledger.people.size} people, ` +
          `${ledger.recipes.size} recipes, ${ledger.comments.size} comments, ${ledger.likes.size} like states; ` +
          `starts ${rounds.map((round) => `${(round.startMs / 1000).toFixed(1)} s`).join(', ')}; ` +
          `${((Date.now() - started) / 1000).toFixed(0)} s in all`,
      )
    } finally {
      await handle.close()
    }
  })
})
