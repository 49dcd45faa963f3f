import { decodeBuffer } from 'encoding-sniffer'

/**
 * A fetched page as text, the way a browser decodes it: a byte-order mark, else the Content-Type's
 * charset, else a `<meta charset>` in the first 1024 bytes, else UTF-8 (the web's default today; the
 * WHATWG fallback windows-1252 would garble the many pages that only forget to say UTF-8).
 */
export function decodeHtml(body: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1]
  return decodeBuffer(body, { transportLayerEncodingLabel: charset, defaultEncoding: 'utf-8' })
}
