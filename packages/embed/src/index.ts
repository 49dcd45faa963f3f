/**
 * @sufra/embed's importable part: the element registry and the types of what the loader hands an
 * interactive module. The loader itself is `@sufra/embed/embed.js` (a script for partner pages) and
 * the server renderer `@sufra/embed/server`.
 */
export { embedElements, fillPath, readPath, type EmbedElementEntry, type EmbedTag } from './elements/registry'
export { withAbsolutePictures } from './elements/pictures'
export type { EmbedInteractiveModule, EmbedMountTarget } from './elements/mount'
export { chooseLang, type EmbedLang } from './loader/lang'
export { partnerJsonLd } from './loader/json-ld'
export { systemFontStack, themingProperties } from './styles/theming'
