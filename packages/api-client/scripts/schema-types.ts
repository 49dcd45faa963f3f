/**
 * Renders `src/generated/schema.d.ts` from the contract: openapi-typescript, then Prettier with the
 * repository's settings. Used by `pnpm generate:api` and by the drift test, so both agree to the byte.
 */
import { fileURLToPath, pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import * as prettier from 'prettier'
import ts from 'typescript'

export const contractPath = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url))
export const schemaTypesPath = fileURLToPath(new URL('../src/generated/schema.d.ts', import.meta.url))

const header = `/**
 * Generated from openapi/openapi.yaml by \`pnpm generate:api\` (openapi-typescript). Do not edit.
 */

`

/** Files (`format: binary`): uploads are sent as Blob/File and PDF answers read as Blob. */
const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'))

export async function renderSchemaTypes(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(contractPath), {
    transform(schemaObject) {
      if ('format' in schemaObject && schemaObject.format === 'binary') return blob
      return undefined
    },
  })
  const config = await prettier.resolveConfig(schemaTypesPath)
  return prettier.format(header + astToString(ast), { ...config, filepath: schemaTypesPath })
}
