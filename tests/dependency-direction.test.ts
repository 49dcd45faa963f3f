import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') })

/** The messages of the dependency-direction rule for `code` as if it were the file at `filePath`. */
async function directionErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports')
}

// Loading the config (Panda's plugin reads panda.config.ts) takes seconds on a busy machine.
describe('dependency direction (eslint.config.js)', { timeout: 60_000 }, () => {
  // Fixtures that must fail: a package importing from a layer above it, or from an app.
  it.each([
    ['packages/ui/src/fixture.tsx', "import { RecipeCard } from '@sufra/widgets'\nexport { RecipeCard }\n"],
    [
      'packages/ui/src/fixture.tsx',
      "import { AuthModal } from '@sufra/widgets/auth-modal'\nexport { AuthModal }\n",
    ],
    ['packages/core/src/fixture.ts', "import { useState } from 'react'\nexport { useState }\n"],
    ['packages/core/src/fixture.ts', "import { messages } from '@sufra/i18n'\nexport { messages }\n"],
    [
      'packages/i18n/src/fixture.ts',
      "import type { Button } from '@sufra/ui/button'\nexport type { Button }\n",
    ],
    ['packages/widgets/src/fixture.ts', "export { routes } from '@sufra/site'\n"],
    ['packages/embed/src/fixture.ts', "export { routes } from '@sufra/site'\n"],
    ['packages/widgets/src/fixture.ts', "export { embedElements } from '@sufra/embed'\n"],
    ['apps/api/src/fixture.ts', "import { Button } from '@sufra/ui'\nexport { Button }\n"],
  ])('fails on an upward import in %s: %s', async (filePath, code) => {
    const errors = await directionErrors(filePath, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]!.message).toMatch(/core ← i18n ← theme ← ui ← widgets ← site|no React/)
  })

  it.each([
    [
      'packages/ui/src/fixture.tsx',
      "import { useI18n } from '@sufra/i18n'\nimport { css } from '@sufra/styled-system/css'\nexport { useI18n, css }\n",
    ],
    [
      'packages/widgets/src/fixture.tsx',
      "import { Button } from '@sufra/ui/button'\nimport { useI18n } from '@sufra/i18n'\nexport { Button, useI18n }\n",
    ],
    [
      'packages/i18n/src/fixture.ts',
      "import { toWesternDigits } from '@sufra/core'\nexport { toWesternDigits }\n",
    ],
    [
      'packages/embed/src/fixture.tsx',
      "import { RecipeCard } from '@sufra/widgets/recipe-card'\nimport { createSufraClient } from '@sufra/api-client'\nexport { RecipeCard, createSufraClient }\n",
    ],
    [
      'apps/api/src/fixture.ts',
      "import { toWesternDigits } from '@sufra/core'\nexport { toWesternDigits }\n",
    ],
  ])('accepts a downward import in %s', async (filePath, code) => {
    await expect(directionErrors(filePath, code)).resolves.toEqual([])
  })
})
