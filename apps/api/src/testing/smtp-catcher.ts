/**
 * A real SMTP server for tests (smtp-server on 127.0.0.1, a free port, no TLS, no authentication) that
 * keeps every message it receives, decoded enough to read: subject, plain text and HTML.
 *
 *   const catcher = await startSmtpCatcher()
 *   startTestServer(engine, { config: { mail: { smtpUrl: catcher.url, ... } } })
 *   const mail = await catcher.waitForMail('someone@example.com')
 *   await catcher.close()
 *
 * `readMail(raw)` decodes a message found elsewhere (the mailer's outbox files) the same way.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  /** The envelope's sender and recipients (what SMTP was told, not the headers). */
  from: string
  to: string[]
  /** Header names lower-cased; values unfolded, encoded words decoded. */
  headers: Map<string, string>
  subject: string
  /** The text/plain part, decoded ('' when there is none). */
  text: string
  /** The text/html part, decoded ('' when there is none). */
  html: string
  /** The message exactly as received. */
  raw: string
}

export interface SmtpCatcher {
  /** For `config.mail.smtpUrl`: `smtp://127.0.0.1:<port>`. */
  url: string
  /** Every message received, in order of arrival. */
  messages: CaughtMail[]
  /**
   * The next message addressed to `to` (case-insensitive) that no earlier call returned: one already
   * received, or the first to arrive within `timeoutMs` (else the promise rejects).
   */
  waitForMail(to: string, timeoutMs?: number): Promise<CaughtMail>
  close(): Promise<void>
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = []
  const handedOut = new Set<CaughtMail>()
  const waiters = new Set<() => void>()

  const server = new SMTPServer({
    // Plain SMTP: no STARTTLS; authentication optional, and any user name and password accepted.
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'test' }),
    disableReverseLookup: true, // no DNS in tests
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1')
        const mailFrom = session.envelope.mailFrom
        messages.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...parseMessage(raw),
          raw: Buffer.from(raw, 'latin1').toString('utf8'),
        })
        for (const wake of [...waiters]) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo

  function takeFor(to: string) {
    const address = to.toLowerCase()
    const found = messages.find(
      (mail) => !handedOut.has(mail) && mail.to.some((recipient) => recipient.toLowerCase() === address),
    )
    if (found) handedOut.add(found)
    return found
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(to, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = takeFor(to)
          if (!mail) return
          waiters.delete(wake)
          clearTimeout(timer)
          resolve(mail)
        }
        const timer = setTimeout(() => {
          waiters.delete(wake)
          reject(new Error(`No mail to ${to} arrived within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(wake)
        wake()
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

// ─── Just enough MIME to read what nodemailer sends ─────────────────────────

interface Part {
  headers: Map<string, string>
  body: string // bytes as latin1
}

/** Reads a raw message (an outbox .eml file, say): headers, subject, plain text and HTML, decoded. */
export function readMail(
  message: string | Buffer,
): Pick<CaughtMail, 'headers' | 'subject' | 'text' | 'html'> {
  return parseMessage(
    typeof message === 'string'
      ? Buffer.from(message, 'utf8').toString('latin1')
      : message.toString('latin1'),
  )
}

/** `raw` holds the bytes as latin1 characters, so decoding to UTF-8 happens once per part. */
function parseMessage(raw: string): Pick<CaughtMail, 'headers' | 'subject' | 'text' | 'html'> {
  const message = splitPart(raw)
  const leaves = flatten(message)
  const textOf = (type: string) => {
    const leaf = leaves.find((part) => mediaType(part) === type)
    return leaf ? decodeBody(leaf) : ''
  }
  return {
    headers: new Map([...message.headers].map(([name, value]) => [name, decodeEncodedWords(value)])),
    subject: decodeEncodedWords(message.headers.get('subject') ?? ''),
    text: textOf('text/plain'),
    html: textOf('text/html'),
  }
}

function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/)
  const head = end === -1 ? raw : raw.slice(0, end)
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function mediaType(part: Part) {
  return (part.headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim().toLowerCase()
}

function parameter(header: string | undefined, name: string) {
  const match = header?.match(new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;\\s]*))`, 'i'))
  return match ? (match[1] ?? match[2]) : undefined
}

function flatten(part: Part): Part[] {
  const boundary = parameter(part.headers.get('content-type'), 'boundary')
  if (!mediaType(part).startsWith('multipart/') || !boundary) return [part]
  const sections = part.body.split(`--${boundary}`)
  // sections[0] is the preamble; the one after the closing `--boundary--` starts with `--`
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => flatten(splitPart(section.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))))
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const charset = parameter(part.headers.get('content-type'), 'charset') ?? 'utf-8'
  let bytes: Buffer
  if (encoding === 'base64') bytes = Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(part.body)
  else bytes = Buffer.from(part.body, 'latin1')
  return new TextDecoder(charset).decode(bytes)
}

function decodeQuotedPrintable(body: string): Buffer {
  const text = body.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, '')
  return Buffer.from(
    text.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  )
}

/** RFC 2047 `=?charset?B|Q?...?=` words; adjacent words are joined (their bytes may split a character). */
function decodeEncodedWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g
  let result = ''
  let pending: { charset: string; bytes: Buffer[] } | undefined
  let last = 0
  const flush = () => {
    if (pending) result += new TextDecoder(pending.charset).decode(Buffer.concat(pending.bytes))
    pending = undefined
  }
  for (const match of value.matchAll(word)) {
    const [, charset, kind, data] = match as unknown as [string, string, string, string]
    const between = value.slice(last, match.index)
    if (!(pending && /^\s*$/.test(between) && pending.charset === charset.toLowerCase())) {
      flush()
      result += between
    }
    const bytes =
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : decodeQuotedPrintable(data.replace(/_/g, ' '))
    pending ??= { charset: charset.toLowerCase(), bytes: [] }
    pending.bytes.push(bytes)
    last = match.index + match[0].length
  }
  flush()
  return result + value.slice(last)
}
