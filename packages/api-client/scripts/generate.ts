/** `pnpm generate:api`: writes src/generated/schema.d.ts from openapi/openapi.yaml. */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, relative } from 'node:path'
import { renderSchemaTypes, schemaTypesPath } from './schema-types'

await mkdir(dirname(schemaTypesPath), { recursive: true })
await writeFile(schemaTypesPath, await renderSchemaTypes())
console.log(`wrote ${relative(process.cwd(), schemaTypesPath)}`)
