import { eq } from 'drizzle-orm'
import { endSession } from '../../auth/sessions'
import { feedback, users } from '../../db/schema'
import { envelope } from '../../http/envelope'
import { notFound } from '../../http/errors'
import { requireViewer } from '../../http/session-viewer'
import type { OperationHandlers } from '../../http/types'
import { checkDateOfBirth, saveBodyData } from './body-data'
import { loadCurrentUser } from './current-user'
import { confirmDeletion, deleteAccount } from './delete-account'

export const accountHandlers = {
  async savePersonalData(request) {
    const userId = requireViewer(request)
    const { dob, gender } = request.body
    checkDateOfBirth(dob)
    const db = request.server.db
    await saveBodyData(db, userId, { dob, gender })
    return envelope(await loadCurrentUser(db, userId), 'Personal data saved successfully')
  },

  async saveOtherData(request) {
    const userId = requireViewer(request)
    const { height, weight, activityLevel } = request.body
    const db = request.server.db
    await saveBodyData(db, userId, { heightCm: height, weightKg: weight, activityLevel })
    return envelope(await loadCurrentUser(db, userId), 'Body data saved successfully')
  },

  async sendFeedback(request) {
    const userId = requireViewer(request)
    const { email, feedback: text } = request.body
    const { db, config, mailer } = request.server
    const [account] = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
    if (!account) throw notFound('This account no longer exists.')
    await db.insert(feedback).values({ userId, email, feedback: text })
    try {
      await mailer.send({
        to: config.mail.feedbackTo,
        replyTo: email,
        subject: `Feedback from @${account.username}`,
        text: [
          text,
          '',
          `From @${account.username}, account ${userId}`,
          `Account email: ${account.email}`,
          `Reply to: ${email}`,
          '',
        ].join('\n'),
      })
    } catch (error) {
      // The copy in the feedback table is what the team keeps; a mail hiccup must not lose the message.
      request.log.error({ err: error }, 'feedback mail failed; the feedback is stored')
    }
    return envelope(null, 'Thank you for your feedback.')
  },

  async deleteAccount(request, reply) {
    const { reason, password } = request.body
    await confirmDeletion(request, password)
    await deleteAccount(request, reason.trim())
    await endSession(request, reply)
    return envelope(null, 'Your account has been deleted.')
  },
} satisfies OperationHandlers
