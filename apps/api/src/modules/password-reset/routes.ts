import { badRequest } from '../../http/errors'
import { envelope } from '../../http/envelope'
import type { OperationHandlers } from '../../http/types'
import { checkResetCode, issueResetCode, resetPasswordWithCode, type CodeCheck } from './reset-codes'

const codeRefusals: Record<Exclude<CodeCheck, 'verified'>, string> = {
  wrong: 'The code is not correct.',
  expired: 'This code has expired. Please request a new one.',
  'too many tries': 'This code was entered wrongly too many times. Please request a new one.',
  used: 'This code has already been used. Please request a new one.',
}

export const passwordResetHandlers = {
  async sendOtp(request, reply) {
    const { email } = request.body
    await request.server.rateLimits.consume('otpSend', request, email)
    // The code is made and mailed only once the answer has gone, for a known address and an unknown
    // one alike: the answer's timing must not tell who has an account (no database write, no SMTP
    // round trip before it).
    const { db, mailer } = request.server
    reply.raw.once('finish', () => {
      issueResetCode(db, email)
        .then((mail) => (mail ? mailer.send(mail) : undefined))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'the password reset code could not be made or sent')
        })
    })
    return envelope(null, 'OTP sent successfully')
  },

  async verifyOtp(request) {
    const { email, otp } = request.body
    await request.server.rateLimits.consume('otpVerify', request, email)
    const outcome = await checkResetCode(request.server.db, email, otp)
    if (outcome !== 'verified') throw badRequest(codeRefusals[outcome])
    return envelope(null, 'OTP verified successfully')
  },

  async resetPassword(request) {
    const { email, password } = request.body
    const changed = await resetPasswordWithCode(request.server.db, email, password, request)
    if (!changed) throw badRequest('Please verify the code we emailed you first.')
    return envelope(null, 'Password reset successfully')
  },
} satisfies OperationHandlers
