import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { renderSchemaTypes, schemaTypesPath } from '../../scripts/schema-types'

it('schema.d.ts matches openapi/openapi.yaml', async () => {
  const [expected, committed] = await Promise.all([renderSchemaTypes(), readFile(schemaTypesPath, 'utf8')])
  expect(
    committed === expected,
    'src/generated/schema.d.ts differs from openapi/openapi.yaml: run pnpm generate:api',
  ).toBe(true)
}, 60_000)
