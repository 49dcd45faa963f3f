// The English word lists of @zxcvbn-ts/language-en, imported one by one (the package types only its index).
declare module '@zxcvbn-ts/language-en/dist/commonWords.json.esm.js' {
  const words: string[]
  export default words
}
declare module '@zxcvbn-ts/language-en/dist/firstnames.json.esm.js' {
  const words: string[]
  export default words
}
