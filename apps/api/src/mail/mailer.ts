import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import nodemailer from 'nodemailer'
import type { MailConfig } from '../http/types'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * Outgoing mail through nodemailer: to the SMTP server of `SMTP_URL` when set, otherwise written as one
 * `.eml` file per message under the outbox folder (`.data/outbox/` by default), so `pnpm start` needs no
 * mail server and a person can still open what was sent.
 */
export function createMailer(config: MailConfig, log?: FastifyInstance['log']): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from: config.from, ...mail })
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.from, ...mail })
      mkdirSync(config.outboxDir, { recursive: true })
      const file = path.join(
        config.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      )
      writeFileSync(file, info.message as Buffer)
      log?.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox')
    },
    close: () => transport.close(),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

export function installMailer(app: FastifyInstance) {
  const mailer = createMailer(app.config.mail, app.log)
  app.decorate('mailer', mailer)
  app.addHook('onClose', async () => mailer.close())
}
