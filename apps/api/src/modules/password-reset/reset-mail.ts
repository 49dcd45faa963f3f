import { accountLimits, pickText } from '@sufra/core'
import type { OutgoingMail } from '../../mail/mailer'

interface Recipient {
  email: string
  language: 'english' | 'arabic' | 'spanish'
  firstNameEn: string
  firstNameAr: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The email carrying a reset code, in Arabic for people who chose Arabic and in English otherwise
 * (there is no Spanish copy). The code stays in ASCII digits so it can be typed or pasted as is. The
 * lifetime is written out ("10 minutes", CODE_LIFETIME_MS) because Arabic's plural depends on the number.
 */
export function resetCodeMail(recipient: Recipient, code: string): OutgoingMail {
  const arabic = recipient.language === 'arabic'
  const name = pickText({ en: recipient.firstNameEn, ar: recipient.firstNameAr }, arabic ? 'ar' : 'en')
    .trim()
    .slice(0, accountLimits.name)
  const copy = arabic
    ? {
        subject: 'رمز إعادة تعيين كلمة المرور في سفرة',
        greeting: name ? `مرحبًا ${name}،` : 'مرحبًا،',
        intro: 'هذا رمز إعادة تعيين كلمة المرور لحسابك في سفرة:',
        lifetime: 'الرمز صالح لمدة 10 دقائق ولمرة واحدة فقط.',
        ignore: 'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة وستبقى كلمة المرور كما هي.',
        signature: 'فريق سفرة',
      }
    : {
        subject: 'Your Sufra password reset code',
        greeting: name ? `Hello ${name},` : 'Hello,',
        intro: 'Here is the code to reset the password of your Sufra account:',
        lifetime: 'It works for 10 minutes, and only once.',
        ignore:
          'If you did not ask to reset your password, ignore this email and your password stays as it is.',
        signature: 'The Sufra team',
      }
  const text = [copy.greeting, '', copy.intro, '', code, '', copy.lifetime, copy.ignore, '', copy.signature]
  const html = `<!doctype html>
<html lang="${arabic ? 'ar' : 'en'}" dir="${arabic ? 'rtl' : 'ltr'}">
<body style="font-family: sans-serif; line-height: 1.5;">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.intro)}</p>
<p dir="ltr" style="font-size: 28px; font-weight: bold; letter-spacing: 6px;">${code}</p>
<p>${escapeHtml(copy.lifetime)}<br>${escapeHtml(copy.ignore)}</p>
<p>${escapeHtml(copy.signature)}</p>
</body>
</html>
`
  return { to: recipient.email, subject: copy.subject, text: text.join('\n'), html }
}
