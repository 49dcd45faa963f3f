type Json = Record<string, unknown>

/**
 * The recipe's schema.org JSON-LD as it should read on the partner's page: that page (without its
 * hash) is the recipe's page and main entity, and Sufra is credited as the source (`isBasedOn` the
 * recipe on Sufra, which is the `url` the server sent; Sufra as source organisation and publisher).
 */
export function partnerJsonLd(jsonLd: Json, pageUrl: string, sufraOrigin: string): Json {
  const page = pageUrl.split('#')[0]!
  const sufra = { '@type': 'Organization', name: 'Sufra', url: `${sufraOrigin}/` }
  const rewritten: Json = {
    ...jsonLd,
    url: page,
    mainEntityOfPage: page,
    sourceOrganization: sufra,
    publisher: sufra,
  }
  if (typeof jsonLd.url === 'string' && jsonLd.url !== page) rewritten.isBasedOn = jsonLd.url
  // An @id naming the Sufra page would make the two pages one entity.
  delete rewritten['@id']
  return rewritten
}
