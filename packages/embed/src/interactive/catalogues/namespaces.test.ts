import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { messages } from '@sufra/i18n'
import { embedElements } from '../../elements/registry'
import { embedMessageNamespaces, embedMessages } from './namespaces'

const repo = path.resolve(import.meta.dirname, '../../../../..')
const allIds = Object.keys(messages.en)

/**
 * Every source file the interactive entries can load, statically or by import(): their views, the
 * widgets those render and the packages under them (TypeScript resolves the imports as the build
 * does). The message tables themselves are left out: their keys are every id.
 */
function interactiveSources(): ts.SourceFile[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(repo, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    },
  })!
  const entries = embedElements.map(({ entry }) =>
    path.join(repo, 'packages/embed/src/interactive', `${entry}.tsx`),
  )
  const program = ts.createProgram({ rootNames: entries, options: { ...config.options, noEmit: true } })
  return program
    .getSourceFiles()
    .filter(
      (file) =>
        !file.isDeclarationFile &&
        !file.fileName.includes('/node_modules/') &&
        !file.fileName.includes('/packages/i18n/src/messages/'),
    )
}

/**
 * The ids the code can ask for: each string that is an id, and for an id built from parts
 * (`embedDialog.element.${kind}`, or a string ending in '.'), every id starting with the fixed part.
 */
function usedIds(files: ts.SourceFile[]): Set<string> {
  const ids = new Set(allIds)
  const used = new Set<string>()
  const addPrefix = (prefix: string) => {
    for (const id of allIds) if (id.startsWith(prefix)) used.add(id)
  }
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (ids.has(node.text)) used.add(node.text)
      else if (node.text.endsWith('.')) addPrefix(node.text)
    } else if (ts.isTemplateExpression(node) && node.head.text) {
      addPrefix(node.head.text)
    }
    ts.forEachChild(node, visit)
  }
  for (const file of files) visit(file)
  return used
}

describe('the embed’s messages', () => {
  const files = interactiveSources()
  const used = usedIds(files)

  it('are looked for in the views and the widgets they render', () => {
    const relative = files.map((file) => path.relative(repo, file.fileName))
    expect(relative).toContain('packages/embed/src/views/recipe-view.tsx')
    expect(relative).toContain('packages/embed/src/interactive/embed-session.tsx')
    expect(relative).toContain('packages/widgets/src/recipe-nutrition/add-to-list-dialog.tsx')
    expect(used.size).toBeGreaterThan(100)
  })

  it.each(['en', 'ar'] as const)('include every id the interactive code uses (%s)', (lang) => {
    const shipped = embedMessages(messages[lang])
    const missing = [...used].filter((id) => !(id in shipped))
    expect(missing).toEqual([])
  })

  it('leave out namespaces no widget uses', () => {
    const namespaces = new Set([...used].map((id) => id.split('.')[0]!))
    expect([...embedMessageNamespaces].filter((namespace) => !namespaces.has(namespace))).toEqual([])
    expect(Object.keys(embedMessages(messages.en)).length).toBeLessThan(allIds.length)
  })
})
