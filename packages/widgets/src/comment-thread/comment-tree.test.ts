import { describe, expect, it } from 'vitest'
import {
  type CommentNode,
  countComments,
  findComment,
  insertComment,
  removeComments,
  replaceComment,
  setLikes,
  toggledLikes,
} from './comment-tree'

const user = {
  _id: 'u1',
  username: 'layla',
  firstName: { en: 'Layla', ar: 'ليلى' },
  lastName: { en: 'Haddad', ar: 'حداد' },
  image: { url: '/uploads/default.webp', key: 'default.webp' },
  status: 'verified' as const,
}

function node(id: string, parent: string | null = null, replies: CommentNode[] = []): CommentNode {
  return {
    _id: id,
    recipeId: 'r1',
    user,
    content: { en: id, ar: id },
    likes: [],
    parent,
    replies,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  }
}

/** a → (b → (c → d)), e */
const tree = () => [node('a', null, [node('b', 'a', [node('c', 'b', [node('d', 'c')])])]), node('e')]
const ids = (nodes: CommentNode[]): unknown[] =>
  nodes.map((n) => (n.replies.length ? [n._id, ids(n.replies)] : n._id))

describe('comment tree updates', () => {
  it('puts a new top-level comment first and a reply last under its parent, at any depth', () => {
    const start = tree()
    expect(ids(insertComment(start, node('f')))).toEqual(['f', ['a', [['b', [['c', ['d']]]]]], 'e'])
    const deep = insertComment(insertComment(start, node('g', 'c')), node('h', 'd'))
    expect(ids(deep)).toEqual([['a', [['b', [['c', [['d', ['h']], 'g']]]]]], 'e'])
    // The given tree is left as it was, and an untouched branch is the same object.
    expect(ids(start)).toEqual(ids(tree()))
    expect(deep[1]).toBe(start[1])
    // Inserting the same comment twice (a retried answer) keeps one copy.
    expect(countComments(insertComment(insertComment(start, node('f')), node('f')))).toBe(6)
  })

  it('replaces the content of an edited comment and keeps its replies', () => {
    const edited = {
      ...node('b', 'a'),
      content: { en: 'new', ar: 'new' },
      updatedAt: '2025-02-01T00:00:00.000Z',
    }
    const next = replaceComment(tree(), edited)
    expect(findComment(next, 'b')).toMatchObject({ content: { en: 'new' }, updatedAt: edited.updatedAt })
    expect(ids(findComment(next, 'b')!.replies)).toEqual([['c', ['d']]])
  })

  it('removes a comment with its replies and nothing else', () => {
    expect(ids(removeComments(tree(), ['b', 'c', 'd']))).toEqual(['a', 'e'])
    expect(ids(removeComments(tree(), ['a']))).toEqual(['e'])
    const start = tree()
    expect(removeComments(start, ['zzz'])).toBe(start)
  })

  it('sets and toggles likes', () => {
    expect(findComment(setLikes(tree(), 'd', ['u2']), 'd')?.likes).toEqual(['u2'])
    expect(toggledLikes(['u2'], 'u1')).toEqual(['u2', 'u1'])
    expect(toggledLikes(['u2', 'u1'], 'u1')).toEqual(['u2'])
  })

  it('counts every comment and finds one by id', () => {
    expect(countComments(tree())).toBe(5)
    expect(countComments([])).toBe(0)
    expect(findComment(tree(), 'd')?.parent).toBe('c')
    expect(findComment(tree(), 'x')).toBeUndefined()
  })
})
