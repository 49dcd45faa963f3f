import type { components } from '@sufra/api-client/schema'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { uploads, users } from '../../db/schema'
import { envelope } from '../../http/envelope'
import { badRequest, notFound } from '../../http/errors'
import { readMultipartForm, type FormFields } from '../../http/multipart'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { bodyDataColumns, checkDateOfBirth, goalsFor, type BodyData } from '../account/body-data'
import { loadCurrentUser } from '../account/current-user'
import { encodeImage, removeUploadFile, storeImage, type StoredImage } from '../images/store-image'
import { creatorChanged } from '../recipes/detail-cache'
import { violatedUniqueIndex } from '../session/db-errors'
import { emailChangedMails } from './mails'

type UserUpdateFields = FormFields<components['schemas']['UserUpdateForm']>
type UserChanges = Partial<typeof users.$inferInsert>

const USERNAME_TAKEN = 'This username is already taken. Please choose another one.'
const EMAIL_TAKEN = 'This email is already used by another account.'
const takenError = (message: string) =>
  badRequest(message, message === USERNAME_TAKEN ? 'username: taken' : 'email: taken')

/** The form's text fields mapped onto columns; text is trimmed, social links may be cleared with ''. */
function columnChanges(fields: UserUpdateFields): UserChanges {
  const trimmed = (value: string | undefined) => value?.trim()
  const changes: UserChanges = {
    firstNameEn: trimmed(fields['firstName.en']),
    firstNameAr: trimmed(fields['firstName.ar']),
    lastNameEn: trimmed(fields['lastName.en']),
    lastNameAr: trimmed(fields['lastName.ar']),
    bioEn: trimmed(fields['bio.en']),
    bioAr: trimmed(fields['bio.ar']),
    username: fields.username,
    email: fields.email?.trim(),
    dob: fields.dob,
    youtubeUrl: fields.youtubeURL,
    instagramUrl: fields.instagramURL,
    facebookUrl: fields.facebookURL,
    tiktokUrl: fields.tiktokURL,
    language: fields.language,
    gender: fields.gender,
    activityLevel: fields.activityLevel,
    heightCm: fields.height,
    weightKg: fields.weight,
  }
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as UserChanges
}

/** 400 when another account already uses the username or email (compared as the unique indexes do). */
async function checkTaken(app: FastifyInstance, userId: string, changes: UserChanges) {
  for (const [column, value, message] of [
    [users.username, changes.username, USERNAME_TAKEN],
    [users.email, changes.email, EMAIL_TAKEN],
  ] as const) {
    if (value === undefined) continue
    const [other] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${column})`, value.toLowerCase()), ne(users.id, userId)))
      .limit(1)
    if (other) throw takenError(message)
  }
}

/** A racing update that took the name between our check and our write, as the same 400. */
function takenMessage(error: unknown): string | undefined {
  const index = violatedUniqueIndex(error)
  return index === 'users_username_key'
    ? USERNAME_TAKEN
    : index === 'users_email_key'
      ? EMAIL_TAKEN
      : undefined
}

const bodyFields = ['dob', 'gender', 'heightCm', 'weightKg', 'activityLevel'] as const

export const profileHandlers = {
  async updateUser(request) {
    const app = request.server
    const userId = requireViewer(request)
    const { fields, file } = await readMultipartForm(request, 'updateUser')
    // Checks that need no writes come first, so a refused form changes nothing.
    if (file) await request.server.rateLimits.consume('upload', request, userId)
    const picture = file ? await encodeImage(file.buffer) : null
    const changes = columnChanges(fields)
    if (changes.dob) checkDateOfBirth(changes.dob)

    await checkTaken(app, userId, changes)

    let stored: StoredImage | undefined
    let replacedKey: string | undefined
    let newEmail: string | undefined
    // The address and language before this update, for the email-change mails.
    let previous: Pick<typeof users.$inferSelect, 'email' | 'language'> | undefined
    try {
      previous = await app.db.transaction(async (tx) => {
        // Locked, so the goals are computed from the measurements this update leaves (see saveBodyData).
        const [before] = await tx
          .select({
            imageKey: users.imageKey,
            email: users.email,
            language: users.language,
            ...bodyDataColumns,
          })
          .from(users)
          .where(eq(users.id, userId))
          .for('update')
        if (!before) throw notFound('This account no longer exists.')
        // Emails are compared regardless of case, like the unique index; a new spelling is not a new address.
        if (changes.email !== undefined && changes.email.toLowerCase() !== before.email.toLowerCase()) {
          newEmail = changes.email
          // A new address is unproven until its owner shows they receive mail there.
          changes.status = 'unverified'
        }
        if (bodyFields.some((field) => field in changes)) {
          Object.assign(changes, goalsFor({ ...before, ...changes } as BodyData))
        }
        if (picture) {
          stored = await storeImage(app, userId, picture, tx)
          changes.imageUrl = stored.url
          changes.imageKey = stored.key
          // Only the user's own upload is removed; seed pictures and the default have no row of theirs.
          const [previous] = before.imageKey
            ? await tx
                .delete(uploads)
                .where(and(eq(uploads.key, before.imageKey), eq(uploads.ownerId, userId)))
                .returning({ key: uploads.key })
            : []
          replacedKey = previous?.key
        }
        if (Object.keys(changes).length > 0) {
          await tx
            .update(users)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(users.id, userId))
        }
        return before
      })
    } catch (error) {
      if (stored) await removeUploadFile(app.storage, stored.key)
      const taken = takenMessage(error)
      throw taken ? takenError(taken) : error
    }
    // Names, username, picture and status show on each of the user's recipes.
    creatorChanged(app.db, userId)
    if (replacedKey) await removeUploadFile(app.storage, replacedKey)

    if (newEmail) {
      const language = changes.language ?? previous!.language
      for (const mail of emailChangedMails(previous!.email, newEmail, language, app.config.mail.feedbackTo)) {
        // The change is saved; a mail server that is down must not turn it into an error.
        await app.mailer.send(mail).catch((error: unknown) => {
          request.log.error({ err: error }, 'email-change mail failed')
        })
      }
    }
    return envelope(await loadCurrentUser(app.db, userId), 'Profile updated successfully')
  },
} satisfies OperationHandlers
