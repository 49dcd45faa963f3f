import { creators } from './creators'
import { recipes } from './recipes'
import type { DemoFollow, DemoLike, DemoSave } from './types'

/**
 * Who follows whom. Written by hand so the graph makes sense: cooks follow the people whose food is
 * close to theirs (the Gulf, Iraq and Yemen; the Maghreb; the bakers), and the popular home cooks
 * are followed by many. Every creator has between 2 and 9 followers.
 */
const following: Record<string, string[]> = {
  'salma.haddad': ['layla.bakes', 'rania.plants', 'dina.mansour', 'fatima.benali', 'omar.farouk'],
  'omar.farouk': ['salma.haddad', 'ali.student', 'layla.bakes', 'karim.grills', 'mariam.osman'],
  'fatima.benali': ['amira.trabelsi', 'salma.haddad', 'layla.bakes'],
  'noura.eats': [
    'layla.bakes',
    'yousef.awadi',
    'karim.grills',
    'salma.haddad',
    'hana.nutrition',
    'fatima.benali',
    'sami.travels',
  ],
  'layla.bakes': ['salma.haddad', 'noura.eats', 'fatima.benali', 'dina.mansour', 'karim.grills'],
  'hana.nutrition': ['rania.plants', 'salma.haddad', 'sami.travels', 'dina.mansour', 'ali.student'],
  'karim.grills': ['yousef.awadi', 'noura.eats', 'omar.farouk', 'salma.haddad'],
  'yousef.awadi': ['karim.grills', 'noura.eats', 'mariam.osman'],
  'amira.trabelsi': ['fatima.benali', 'omar.farouk', 'sami.travels', 'layla.bakes', 'rania.plants'],
  'rania.plants': ['hana.nutrition', 'salma.haddad', 'dina.mansour', 'amira.trabelsi', 'mariam.osman'],
  'sami.travels': [
    'hana.nutrition',
    'noura.eats',
    'omar.farouk',
    'fatima.benali',
    'amira.trabelsi',
    'ali.student',
  ],
  'mariam.osman': ['omar.farouk', 'fatima.benali', 'yousef.awadi', 'salma.haddad'],
  'ali.student': [
    'omar.farouk',
    'sami.travels',
    'hana.nutrition',
    'dina.mansour',
    'layla.bakes',
    'karim.grills',
  ],
  'dina.mansour': [
    'salma.haddad',
    'layla.bakes',
    'hana.nutrition',
    'rania.plants',
    'fatima.benali',
    'noura.eats',
  ],
}

export const follows: DemoFollow[] = Object.entries(following).flatMap(([follower, followees]) =>
  followees.map((followee) => ({ follower, following: followee })),
)

/** FNV-1a: a small, stable string hash so likes and saves come out the same on every seed. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193)
  }
  return value >>> 0
}

const followersOf = (username: string) =>
  follows.filter((f) => f.following === username).map((f) => f.follower)

/**
 * Likes: each recipe is liked by 0 to 10 creators, never by its own author. The author's followers
 * are the first to like it, then others; the order and the number are fixed by a hash of the slug.
 * Recipes posted long ago gather a few more likes than brand-new ones.
 */
export const likes: DemoLike[] = recipes.flatMap((recipe) => {
  const fans = followersOf(recipe.creator)
  const byHash = (a: string, b: string) => hash(recipe.slug + a) - hash(recipe.slug + b)
  const others = creators
    .map((creator) => creator.username)
    .filter((username) => username !== recipe.creator && !fans.includes(username))
  const candidates = [...fans.sort(byHash), ...others.sort(byHash)]
  const ageBonus = recipe.daysAgo >= 30 ? 2 : recipe.daysAgo >= 7 ? 1 : 0
  const wanted = Math.min(10, (hash(recipe.slug) % 9) + ageBonus)
  return candidates.slice(0, wanted).map((user) => ({ recipe: recipe.slug, user }))
})

/** Saves: about a third of the likes are also bookmarks, plus every creator saves a few they did not like. */
export const saves: DemoSave[] = [
  ...likes
    .filter((like) => hash(`${like.user}:${like.recipe}`) % 3 === 0)
    .map(({ user, recipe }) => ({ user, recipe })),
  ...creators.flatMap((creator) =>
    recipes
      .filter(
        (recipe) =>
          recipe.creator !== creator.username &&
          !likes.some((like) => like.recipe === recipe.slug && like.user === creator.username),
      )
      .sort((a, b) => hash(creator.username + a.slug) - hash(creator.username + b.slug))
      .slice(0, 2)
      .map((recipe) => ({ user: creator.username, recipe: recipe.slug })),
  ),
]
