import type { OutgoingMail } from '../../mail/mailer'

type Language = 'english' | 'arabic' | 'spanish'

/**
 * The mails of an email change: a verification note to the new address (the account is unverified until
 * a code sent there is used, through "Forgot password?") and a warning to the old one, in case the change
 * was not the owner's doing.
 */
export function emailChangedMails(
  oldEmail: string,
  newEmail: string,
  language: Language,
  /** Where the old address's owner reaches the team. */
  replyTo: string,
): OutgoingMail[] {
  if (language === 'arabic') {
    return [
      {
        to: newEmail,
        subject: 'تأكيد بريدك الإلكتروني الجديد في سفرة',
        text:
          'أصبح حسابك في سفرة يستخدم هذا البريد الإلكتروني.\n\n' +
          'لتأكيده، اختر «نسيت كلمة المرور؟» في نافذة تسجيل الدخول وأدخل الرمز الذي نرسله إلى هذا العنوان.\n\n' +
          'إن لم تغيّر بريدك بنفسك، فتجاهل هذه الرسالة.',
      },
      {
        to: oldEmail,
        subject: 'تغيّر البريد الإلكتروني لحسابك في سفرة',
        text:
          `تغيّر البريد الإلكتروني لحسابك في سفرة إلى ${newEmail}.\n\n` +
          'إن لم تقم بهذا التغيير، فاكتب إلينا بالرد على هذه الرسالة.',
        replyTo,
      },
    ]
  }
  return [
    {
      to: newEmail,
      subject: 'Confirm your new Sufra email address',
      text:
        'Your Sufra account now uses this email address.\n\n' +
        'To confirm it, choose "Forgot password?" in the login window and enter the code we send to this address.\n\n' +
        'If you did not change your email yourself, you can ignore this message.',
    },
    {
      to: oldEmail,
      subject: 'The email address of your Sufra account changed',
      text:
        `The email address of your Sufra account was changed to ${newEmail}.\n\n` +
        'If you did not make this change, reply to this message and tell us.',
      replyTo,
    },
  ]
}
