// The partner snippet on its own (no dialog code): the embed dialog and the site's partner page use it.
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
