export { EmbedDialog, type EmbedDialogProps } from './embed-dialog'
export {
  brandContrast,
  defaultEmbedTheme,
  embedElementHtml,
  embedScriptHtml,
  embedSnippet,
  embedTags,
  themeStyle,
  type EmbedElement,
  type EmbedSnippetOptions,
  type EmbedTheme,
} from './embed-snippet'
