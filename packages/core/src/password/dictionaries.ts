/**
 * zxcvbn with its common and English dictionaries and keyboard graphs: about 1.7 MB (800 KB gzip), so
 * only `loadPasswordJudge` imports this file, dynamically; in the site it is one lazy chunk
 * (`password/dictionaries.ts`, with its own ceiling in apps/site/bench/js-budgets.ts).
 */
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en'

let configured = false

/** zxcvbn set up with the dictionaries (once). */
export function configuredZxcvbn(): typeof zxcvbn {
  if (!configured) {
    zxcvbnOptions.setOptions({
      graphs: adjacencyGraphs,
      dictionary: { ...commonDictionary, ...englishDictionary },
    })
    configured = true
  }
  return zxcvbn
}
