/**
 * A search keyword as text-search queries. The keyword is folded by the database's `sufra_fold` (the
 * same function the documents go through) and cut into words by the text-search parser; stop words
 * ("with", "و", …) and punctuation drop out. Each word is stemmed by the `sufra` configuration
 * (English stems for Latin words, Arabic stems for Arabic ones), so plurals and forms of a word meet.
 * English stop words go with the configuration's list, Arabic ones with ARABIC_STOP_WORDS.
 *
 * Spelling: a word of four letters or more that is no known word (its stem is not the stem of any word
 * in `search_lexicon`: every word of the recipes' search documents) is also looked for as its nearest
 * known words — at edit distance 1 for words of up to five letters, up to 2 for longer ones, the
 * nearest found only (`hommos` → hummus, `shwarma` → shawarma).
 * A Latin word of five letters or more with no such neighbour is then looked for among known words of
 * the same consonants within four edits, as transliterations of an Arabic dish differ in their vowels
 * (`kunafa` → knafeh, `maqloubeh` → maqluba).
 * A few ingredients go by two names (aubergine, eggplant: SYNONYMS); a word finds either.
 * Every word must match (in any order); a widened word matches as typed or as any of its alternatives.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'

/**
 * Arabic words a query does not need (PostgreSQL has no Arabic stop-word list): single letters left of
 * a conjunction or preposition, prepositions, conjunctions and pronouns, compared after folding. على is
 * not one of them: folded it is علي, as in أم علي.
 */
const ARABIC_STOP_WORDS = [
  ...'و ف ب ل ك في من مع عن إلى أو ثم أن إن قد كما'.split(' '),
  ...'هذا هذه ذلك تلك التي الذي حتى هو هي كل بعض لكل عند بدون مثل'.split(' '),
]

/**
 * Names British and American cooks give the same ingredient: a query word (or any form of it:
 * aubergines) also finds the other name. One way each; both ways are listed.
 */
const SYNONYMS: [word: string, also: string][] = [
  ['aubergine', 'eggplant'],
  ['eggplant', 'aubergine'],
  ['courgette', 'zucchini'],
  ['zucchini', 'courgette'],
  ['coriander', 'cilantro'],
  ['cilantro', 'coriander'],
  ['garbanzo', 'chickpea'],
  ['chickpea', 'garbanzo'],
  ['prawn', 'shrimp'],
  ['shrimp', 'prawn'],
  ['scallion', 'green onion'],
  ['rocket', 'arugula'],
  ['arugula', 'rocket'],
  ['cornflour', 'cornstarch'],
  ['cornstarch', 'cornflour'],
  ['beetroot', 'beet'],
  ['capsicum', 'bell pepper'],
]

/** Words of a keyword that count; the rest of a longer keyword is ignored. */
export const MAX_KEYWORD_WORDS = 10
/** Corrections offered for one mistyped word, at most. */
const MAX_CORRECTIONS = 6

export interface KeywordQuery {
  /**
   * Every word required, each as typed (folded and stemmed) or as one of its alternatives (synonyms,
   * and corrections when mistyped): `tsquery` text.
   */
  query: string
  /** Each word with its alternatives, alone (`query` is all of them): one criterion each. */
  words: string[]
}

interface WordRow {
  exact: string
  synonyms: string[]
  corrections: string[] | null
}

/**
 * A Latin word's consonants, the way transliterations of one Arabic word share them: the first letter,
 * then the rest without vowels, y and h, with q and c as k, and doubled letters once (kubba, kibbeh →
 * kb; mejadra, mujaddara → mjdr).
 */
const skeleton = (word: SQL) => sql`regexp_replace(left(${word}, 1)
  || regexp_replace(translate(substr(${word}, 2), 'qc', 'kk'), '[aeiouyh]', '', 'g'), '(.)\\1+', '\\1', 'g')`

/**
 * The lexicon's words nearest to `word.token` within `distance` edits (of those `among`, and `alike`),
 * as `tsquery` terms.
 * Nearest: fewest edits; then those with the word's consonants (`skeleton`); then, for a typo
 * (`sameLength`), those of the word's length, typing one letter for another being the likeliest slip
 * (hommos is two edits from hummus, homes and common, has the consonants of hummus and homes, and the
 * length of hummus). At most MAX_CORRECTIONS.
 */
const nearestWords = (distance: SQL, alike: SQL, sameLength: boolean, among: SQL = sql`true`) => sql`array(
  select distinct plainto_tsquery('sufra', scored.word)::text
  from (
    select close.word, close.score, min(close.score) over () as best
    from (
      select close.word, 4 * close.distance
          + (case when ${skeleton(sql`close.word`)} = ${skeleton(sql`word.token`)} then 0 else 2 end)
          + ${sameLength ? sql`(case when length(close.word) = length(word.token) then 0 else 1 end)` : sql`0`}
          as score
      from (
        select entry.word, levenshtein_less_equal(entry.word, word.token, ${distance}) as distance
        from search_lexicon entry
        where length(entry.word) between length(word.token) - ${distance} and length(word.token) + ${distance}
          and ${among}
        offset 0
      ) as close
      where close.distance <= ${distance}
      offset 0
    ) as close
    where ${alike}
  ) as scored
  where scored.score = scored.best
  order by 1
  limit ${MAX_CORRECTIONS})`

/**
 * Edits allowed between a transliteration and a known word of the same consonants (mulukhiyah and
 * molokhia are four apart), tried when no word is one or two edits away.
 */
const TRANSLITERATION_DISTANCE = 4

/** The keyword's queries, or null when nothing searchable is left (blank, punctuation, stop words). */
export async function analyseKeyword(db: Database, keyword: string): Promise<KeywordQuery | null> {
  if (keyword.trim() === '') return null
  // Token types: 1 asciiword, 2 word, 3 numword, 9–11 parts of hyphenated words, 20–22 numbers.
  const result = (await db.execute(sql`
    with word as (
      select token.position, token.tokid, token.token, stem.lexeme
      from ts_parse('default', sufra_fold(${keyword})) with ordinality as token(tokid, token, position)
        cross join lateral (select lexeme from unnest(to_tsvector('sufra', token.token)) limit 1) as stem
      where token.tokid in (1, 2, 3, 9, 10, 11, 20, 21, 22)
        and token.token <> all(array(
          select sufra_fold(stop) from unnest(${sql.param(ARABIC_STOP_WORDS)}::text[]) as stop))
      order by token.position
      limit ${MAX_KEYWORD_WORDS}
    )
    select plainto_tsquery('sufra', word.token)::text as exact,
      array(
        select plainto_tsquery('sufra', synonym.also)::text
        from unnest(${sql.param(SYNONYMS.map(([word]) => word))}::text[],
          ${sql.param(SYNONYMS.map(([, also]) => also))}::text[]) as synonym(word, also)
        where (select lexeme from unnest(to_tsvector('sufra', synonym.word)) limit 1) = word.lexeme
      ) as synonyms,
      case when word.tokid in (1, 2, 10, 11) and length(word.token) >= 4
        and not exists (select 1 from search_lexicon known where known.lexeme = word.lexeme)
      then coalesce(
        nullif(${nearestWords(sql`(case when length(word.token) <= 5 then 1 else 2 end)`, sql`true`, true)}, '{}'),
        case when word.token ~ '^[a-z]{5,}$' then ${nearestWords(
          sql`${TRANSLITERATION_DISTANCE}`,
          sql`close.score % 4 < 2`,
          false,
          // The same consonants start with the same letter: only those words are measured.
          sql`left(entry.word, 1) = left(word.token, 1)`,
        )} end)
      end as corrections
    from word
    order by word.position`)) as unknown as { rows: WordRow[] }
  const words = result.rows.filter((row) => row.exact !== '')
  if (words.length === 0) return null
  const alternatives = words.map((word) => {
    const terms = new Set([word.exact, ...word.synonyms, ...(word.corrections ?? [])])
    terms.delete('')
    return `(${[...terms].join(' | ')})`
  })
  // The same word twice ("chicken and chicken") is one criterion.
  const unique = [...new Set(alternatives)]
  return { query: unique.join(' & '), words: unique }
}
