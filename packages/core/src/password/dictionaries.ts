/**
 * zxcvbn with the common dictionaries (leaked passwords, diceware words), English first names and
 * common words, and keyboard graphs: about 730 KB (355 KB gzip), so only `loadPasswordJudge` imports
 * this file, dynamically; in the site it is one lazy chunk (`password/dictionaries.ts`, with its own
 * ceiling in apps/site/bench/js-budgets.ts). The English last names and Wikipedia words are left out:
 * they were 450 KB gzip of the 800 KB a person downloaded on focusing a new-password field, and
 * passwords made of them still score under the rule's 3 (`johnson2020`, `smithjones`, `washington`):
 * the person's own names are penalised as their inputs anyway.
 */
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
// The two English lists by themselves: the package's `dictionary` object would bring all four.
import commonWords from '@zxcvbn-ts/language-en/dist/commonWords.json.esm.js'
import firstnames from '@zxcvbn-ts/language-en/dist/firstnames.json.esm.js'

let configured = false

/** zxcvbn set up with the dictionaries (once). */
export function configuredZxcvbn(): typeof zxcvbn {
  if (!configured) {
    zxcvbnOptions.setOptions({
      graphs: adjacencyGraphs,
      dictionary: { ...commonDictionary, firstnames, commonWords },
    })
    configured = true
  }
  return zxcvbn
}
