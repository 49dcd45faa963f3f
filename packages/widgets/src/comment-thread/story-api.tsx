import { type ReactNode, useState } from 'react'
import { type Schema, SufraApiProvider, SufraQueryProvider } from '@sufra/api-client'
import { SERVER_FAILURE, createFakeApi, envelope, failure, http, storyUser } from '@sufra/api-client/testing'
import { type MessageId, messages } from '@sufra/i18n'
import { Toaster } from '@sufra/ui/toast'
import { css } from '@sufra/styled-system/css'
import { type CurrentUser, type WidgetHost, WidgetHostProvider } from '../widget-host'

/** Stories only: people, a thread and a fake comments API that keeps its state (the host: widget-host/story-host). */

export const storyLocale = () => (document.documentElement.lang === 'ar' ? 'ar' : 'en')
export const m = (id: MessageId) => messages[storyLocale()][id]
/** A message with `{name}` placeholders filled in (no plurals). */
export const mf = (id: MessageId, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), m(id))

export const RECIPE_ID = '2f6d1c8e-4b7a-4f3e-9a21-7c5e0b1d3f88'

// A portrait as a data: URL, so stories never touch the network.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    '<rect width="96" height="96" fill="#d5eee1"/><circle cx="48" cy="38" r="18" fill="#1f6d50"/>' +
    '<rect x="18" y="62" width="60" height="40" rx="30" fill="#1f6d50"/></svg>',
)}`

type Person = Schema<'UserSummary'>

export const people = {
  layla: {
    _id: '4d7c1a52-2f0e-4c1b-9a51-0f3c6a1e9b01',
    firstName: { en: 'Layla', ar: 'ليلى' },
    lastName: { en: 'Haddad', ar: 'حداد' },
    username: 'layla',
    image: { url: '/uploads/default.webp', key: 'default.webp' },
    status: 'verified',
  },
  omar: {
    _id: '9b2e6f10-7a4d-4e55-8c11-2d9f0b7c3a44',
    firstName: { en: 'Omar', ar: 'عمر' },
    lastName: { en: 'Khalil', ar: 'خليل' },
    username: 'omar',
    image: { url: portrait, key: 'users/omar.webp' },
    status: 'verified',
  },
  huda: {
    _id: '1c3e5a70-9b2d-4f61-8e47-3a5c7e9b1d20',
    firstName: { en: 'Huda', ar: 'هدى' },
    lastName: { en: 'Saleh', ar: 'صالح' },
    username: 'huda',
    image: { url: '/uploads/default.webp', key: 'default.webp' },
    status: 'unverified',
  },
} satisfies Record<string, Person>

export const fullNameOf = (person: Person) =>
  `${person.firstName[storyLocale()]} ${person.lastName[storyLocale()]}`

/** The signed-in viewer of the stories (Layla), as the session answers her. */
export const viewer: CurrentUser = { ...storyUser, ...people.layla }

/** A stored comment of the fake API (flat, as in the database). */
export type StoredComment = {
  _id: string
  parent: string | null
  user: Person
  content: string
  likes: string[]
  /** How long ago it was written, in hours. */
  hoursAgo: number
  edited?: boolean
}

const HOUR = 60 * 60 * 1000

/**
 * The thread most stories start from: Omar (the recipe's creator) with a reply chain five levels deep,
 * Layla's own comment with a reply, and Huda's two-line comment.
 */
export const storyThread = (): StoredComment[] => [
  {
    _id: 'c-omar',
    parent: null,
    user: people.omar,
    content: 'Tip: toast the bread for two minutes before you roll it.\nIt keeps the rolls crisp.',
    likes: [people.huda._id],
    hoursAgo: 60,
  },
  {
    _id: 'r-layla-1',
    parent: 'c-omar',
    user: people.layla,
    content: 'Thanks, I will try that tonight!',
    likes: [],
    hoursAgo: 30,
  },
  {
    _id: 'r-omar-2',
    parent: 'r-layla-1',
    user: people.omar,
    content: 'Let me know how it goes.',
    likes: [people.layla._id],
    hoursAgo: 28,
  },
  {
    _id: 'r-huda-3',
    parent: 'r-omar-2',
    user: people.huda,
    content: 'جربتها أمس ونجحت تمامًا.',
    likes: [],
    hoursAgo: 20,
  },
  {
    _id: 'r-layla-4',
    parent: 'r-huda-3',
    user: people.layla,
    content: 'Same here, crisp all the way through.',
    likes: [],
    hoursAgo: 2,
  },
  {
    _id: 'c-layla',
    parent: null,
    user: people.layla,
    content: 'أضفت ملعقة من دبس الرمان إلى البصل وكانت النتيجة رائعة.',
    likes: [people.omar._id, people.huda._id],
    hoursAgo: 5,
    edited: true,
  },
  {
    _id: 'r-omar-on-layla',
    parent: 'c-layla',
    user: people.omar,
    content: 'فكرة ممتازة!',
    likes: [],
    hoursAgo: 4,
  },
  {
    _id: 'c-huda',
    parent: null,
    user: people.huda,
    content: 'Can I use chicken thighs instead of a whole chicken?',
    likes: [],
    hoursAgo: 3,
  },
]

export const HOSTILE = '<img src=x onerror="window.__commentXss = true"> Looks tasty <b>really</b>'

export type StoryApiOptions = {
  comments?: StoredComment[]
  /** The person a new comment is written as (the signed-in viewer). */
  author?: Person
  /** Answer the first `failLoads` reads with 500. */
  failLoads?: number
  /** Never answer the read (the loading state). */
  neverLoad?: boolean
  /** Answer every write with this status and a sentence (e.g. 429, 500). */
  failWrites?: number
  /** Comments someone else deletes (with their replies) right after the first read. */
  vanish?: string[]
}

/**
 * The comments API on the fake API, over a list it keeps: writes change what the next read returns.
 * Every request is recorded as `METHOD /path`.
 */
export function createStoryApi({
  comments = storyThread(),
  author = people.layla,
  failLoads = 0,
  neverLoad = false,
  failWrites,
  vanish = [],
}: StoryApiOptions = {}) {
  const now = Date.now()
  const stored = comments.map((comment) => ({
    ...comment,
    createdAt: new Date(now - comment.hoursAgo * HOUR).toISOString(),
    updatedAt: new Date(now - comment.hoursAgo * HOUR + (comment.edited ? 20 * 60 * 1000 : 0)).toISOString(),
  }))
  type Row = (typeof stored)[number]
  let reads = 0
  let nextId = 1

  function toComment(row: Row): Schema<'Comment'> {
    const replies = stored
      .filter((other) => other.parent === row._id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map(toComment)
    return {
      _id: row._id,
      recipeId: RECIPE_ID,
      user: row.user,
      content: { en: row.content, ar: row.content },
      likes: [...row.likes],
      parent: row.parent,
      replies,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }
  }

  const subtreeOf = (id: string): string[] => [
    id,
    ...stored.filter((row) => row.parent === id).flatMap((row) => subtreeOf(row._id)),
  ]
  const remove = (ids: string[]) => {
    for (const gone of ids)
      stored.splice(
        stored.findIndex((candidate) => candidate._id === gone),
        1,
      )
  }
  const refusedWrite = () =>
    failWrites ? failure(failWrites, 'Too many attempts. Please wait 10 minutes and try again.') : undefined
  const find = (id: string) => stored.find((candidate) => candidate._id === id)
  const gone = () => failure(404, 'This comment no longer exists.')

  const api = createFakeApi(
    http.get('/comment/{recipeId}', async ({ params, response }) => {
      if (params.recipeId !== RECIPE_ID) return failure(404, 'Not found')
      reads += 1
      if (neverLoad) return new Promise<never>(() => {})
      if (reads <= failLoads) return failure(500, SERVER_FAILURE)
      const topLevel = stored
        .filter((row) => row.parent === null)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      const answer = response(200).json(envelope(topLevel.map(toComment), 'Comments fetched successfully'))
      if (reads === 1) remove(vanish.flatMap(subtreeOf))
      return answer
    }),
    http.post('/comment/create', async ({ request, response }) => {
      const refused = refusedWrite()
      if (refused) return refused
      const input = await request.json()
      const content = input.content.trim()
      if (!content) return failure(400, 'The comment is empty.')
      if (input.parentId && !find(input.parentId)) {
        return failure(404, 'The comment you are replying to no longer exists.')
      }
      const at = new Date().toISOString()
      const created: Row = {
        _id: `new-${nextId++}`,
        parent: input.parentId ?? null,
        user: author,
        content,
        likes: [],
        hoursAgo: 0,
        createdAt: at,
        updatedAt: at,
      }
      stored.push(created)
      return response(201).json(envelope(toComment(created), 'Comment added successfully', 201))
    }),
    http.put('/comment/edit/{commentId}', async ({ params, request, response }) => {
      const refused = refusedWrite()
      if (refused) return refused
      const row = find(params.commentId)
      if (!row) return gone()
      if (row.user._id !== author._id) return failure(403, 'Only the author of a comment can edit it.')
      row.content = (await request.json()).content.trim()
      row.updatedAt = new Date(Date.now() + 5000).toISOString()
      return response(200).json(envelope(toComment(row), 'Comment updated successfully'))
    }),
    http.delete('/comment/delete/{commentId}', ({ params, response }) => {
      const refused = refusedWrite()
      if (refused) return refused
      const row = find(params.commentId)
      if (!row) return gone()
      if (row.user._id !== author._id) return failure(403, 'Only the author of a comment can delete it.')
      const deleted = subtreeOf(row._id)
      remove(deleted)
      return response(200).json(envelope({ deleted }, 'Comment deleted successfully'))
    }),
    http.post('/comment/like/{commentId}', ({ params, response }) => {
      const refused = refusedWrite()
      if (refused) return refused
      const row = find(params.commentId)
      if (!row) return gone()
      row.likes = row.likes.includes(author._id)
        ? row.likes.filter((liker) => liker !== author._id)
        : [...row.likes, author._id]
      return response(200).json(
        envelope({ _id: row._id, likes: row.likes }, 'Comment like updated successfully'),
      )
    }),
  )
  const { client, calls } = api

  /** The stored text of a comment (to check a write reached the "server"). */
  const contentOf = (id: string) => stored.find((row) => row._id === id)?.content
  const ids = () => stored.map((row) => row._id)
  return { client, calls, contentOf, ids }
}

export type StoryApi = ReturnType<typeof createStoryApi>

/** The providers a CommentThread needs on a page: query cache, API client, widget host, toasts. */
export function StoryFrame({
  api,
  host,
  children,
}: {
  api: StoryApi
  host: WidgetHost
  children: ReactNode
}) {
  // One query cache per mounted story, so stories never share a thread.
  const [client] = useState(() => api.client)
  return (
    <SufraQueryProvider>
      <SufraApiProvider client={client}>
        <WidgetHostProvider host={host}>
          <div className={css({ maxW: '3xl' })}>{children}</div>
          <Toaster />
        </WidgetHostProvider>
      </SufraApiProvider>
    </SufraQueryProvider>
  )
}
