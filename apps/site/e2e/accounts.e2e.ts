import path from 'node:path'
import type { Locator, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { ageOn, dailyTargets, toWesternDigits } from '@sufra/core'
import { type Locale, type MessageId, messages } from '@sufra/i18n'
import { launchBrowserForTests, nextMail, screenshotDir, setNextGoogleUser, siteUrl } from './browser'

const { open } = launchBrowserForTests()

const visible = (locator: Locator) => locator.waitFor({ state: 'visible' }).then(() => true)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A field by the start of its label (required fields add a marker after it). */
const field = (scope: Locator | Page, label: string) =>
  scope.getByLabel(new RegExp(`^${escape(label)}`)).first()
/** Digits only, Arabic-Indic digits read as Latin ones ("٢٬١٥٠ kcal" → "2150"). */
const digitsOf = (text: string) => toWesternDigits(text).replace(/\D/g, '')

/** A real PNG drawn by the page's canvas, for the profile picture. */
async function drawPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 240
    canvas.height = 240
    const context = canvas.getContext('2d')!
    context.fillStyle = '#c2410c'
    context.fillRect(0, 0, 240, 240)
    context.fillStyle = '#fde68a'
    context.beginPath()
    context.arc(120, 120, 80, 0, Math.PI * 2)
    context.fill()
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

const people = {
  en: {
    first: 'Salma',
    last: 'Haddad',
    bio: 'I cook for my family every weekend.',
    google: ['Nadia', 'Karam'],
  },
  ar: { first: 'سلمى', last: 'حداد', bio: 'أطبخ لعائلتي كل نهاية أسبوع.', google: ['نادية', 'كرم'] },
} as const

describe.each(['en', 'ar'] as const)('accounts journey in %s', (lang: Locale) => {
  const m = (id: MessageId) => messages[lang][id]
  const person = people[lang]
  const stamp = `${lang}-${Date.now()}`
  const email = `salma.${stamp}@example.test`
  const firstPassword = 'first-password-1'
  const newPassword = 'second-password-2'
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `accounts-${lang}-${name}.png`) })

  it(
    'signs up, fills both data steps, sees the computed targets, logs out, resets the password by the emailed code, logs in, edits the profile with a new picture, signs in with Google',
    { timeout: 180_000 },
    async () => {
      const page = await open(`/${lang}/explore`)
      const toast = (id: MessageId) => visible(page.getByText(m(id), { exact: true }).first())

      // ── Sign up ──────────────────────────────────────────────────────────
      await page.getByRole('button', { name: m('shell.login') }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: m('auth.signUpLink') }).click()
      await field(dialog, m('auth.field.firstName')).fill(person.first)
      await field(dialog, m('auth.field.lastName')).fill(person.last)
      await field(dialog, m('auth.field.email')).fill(email)
      await field(dialog, m('auth.field.password')).fill(firstPassword)
      await field(dialog, m('auth.field.confirmPassword')).fill(firstPassword)
      await dialog.getByRole('button', { name: m('auth.signup.submit'), exact: true }).click()
      expect(await toast('auth.signup.succeeded')).toBe(true)

      // ── Date of birth and gender, then height, weight and activity ──────
      const dob = dialog.getByLabel(m('auth.field.dob'), { exact: false }).and(dialog.locator('input'))
      await dob.first().fill('1990/05/17')
      await dob.first().press('Enter')
      await dialog.getByText(m('auth.gender.female'), { exact: true }).click()
      await dialog.getByRole('button', { name: m('auth.calories.next') }).click()

      await dialog.getByRole('spinbutton', { name: m('auth.field.height') }).fill('165')
      await dialog.getByRole('spinbutton', { name: m('auth.field.weight') }).fill('60')
      await dialog.getByRole('combobox', { name: m('auth.field.activityLevel') }).click()
      await page.getByRole('option', { name: m('auth.activity.light') }).click()
      await dialog.getByRole('button', { name: m('auth.calories.next') }).click()

      // ── The showcase: the server's targets, counted up ──────────────────
      const expected = dailyTargets({
        sex: 'female',
        ageYears: ageOn('1990-05-17', new Date()),
        heightCm: 165,
        weightKg: 60,
        activityLevel: 'light',
      })
      expect(await visible(dialog.getByRole('heading', { name: `${person.first} ${person.last}` }))).toBe(
        true,
      )
      const calories = dialog.locator('[data-goal="calorieGoal"]')
      await expect
        .poll(async () => digitsOf((await calories.textContent()) ?? ''), { timeout: 5000 })
        .toBe(String(expected.calories))
      await expect
        .poll(async () => digitsOf((await dialog.locator('[data-goal="proteinGoal"]').textContent()) ?? ''))
        .toBe(String(expected.protein))
      await shot(page, 'showcase')
      await dialog.getByRole('button', { name: m('auth.showcase.findRecipes') }).click()
      await dialog.waitFor({ state: 'hidden' })

      // ── Log out ─────────────────────────────────────────────────────────
      const logOut = async () => {
        await page.getByRole('button', { name: m('shell.openProfileMenu') }).click()
        await page.getByRole('menuitem', { name: m('shell.logout') }).click()
        expect(await toast('shell.logoutSuccess')).toBe(true)
        expect(await visible(page.getByRole('button', { name: m('shell.login') }))).toBe(true)
      }
      await logOut()

      // ── Forgot password: the code comes by email ────────────────────────
      await page.getByRole('button', { name: m('shell.login') }).click()
      await dialog.getByRole('button', { name: m('auth.initial.email') }).click()
      await dialog.getByRole('button', { name: m('auth.login.forgotPassword') }).click()
      await field(dialog, m('auth.field.email')).fill(email)
      await dialog.getByRole('button', { name: m('auth.getUserMail.submit') }).click()
      const mail = await nextMail(email)
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
      expect(code, 'the mail carries a 6-digit code').toMatch(/^\d{6}$/)
      await field(dialog, m('auth.field.otp')).fill(code!)
      await dialog.getByRole('button', { name: m('auth.forgetPassword.submit') }).click()
      await field(dialog, m('auth.field.newPassword')).fill(newPassword)
      await field(dialog, m('auth.field.confirmPassword')).fill(newPassword)
      await dialog.getByRole('button', { name: m('auth.setNewPassword.submit') }).click()

      // ── Back at login: the new password works ───────────────────────────
      expect(await visible(dialog.getByRole('heading', { name: m('auth.login.title') }))).toBe(true)
      await field(dialog, m('auth.field.email')).fill(email)
      await field(dialog, m('auth.field.password')).fill(newPassword)
      await dialog.getByRole('button', { name: m('auth.login.submit'), exact: true }).click()
      expect(await toast('auth.login.succeeded')).toBe(true)
      await dialog.waitFor({ state: 'hidden' })
      // Login from the top bar returns to the page it was opened on, not the home page.
      await page.waitForURL(new RegExp(`/${lang}/explore$`))

      // ── Edit the profile with a new picture ─────────────────────────────
      await page.goto(`${siteUrl()}/${lang}/user/profile`)
      await page.getByRole('link', { name: m('profile.edit') }).click()
      await page.waitForURL(new RegExp(`/${lang}/user/[0-9a-f-]{36}/settings$`))
      await field(page, m('settings.field.bio')).fill(person.bio)
      await page.locator('input[type="file"]').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await drawPicture(page),
      })
      await page.getByRole('button', { name: m('settings.account.save') }).click()
      expect(await toast('settings.account.saved')).toBe(true)
      await shot(page, 'settings')

      await page.goto(`${siteUrl()}/${lang}/user/profile`)
      expect(await visible(page.getByText(person.bio))).toBe(true)
      const avatar = page.locator('main img[src^="/uploads/"]').first()
      await avatar.waitFor()
      await expect
        .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0)
      await shot(page, 'profile')

      // ── Google (the local OpenID provider) ──────────────────────────────
      await logOut()
      const [googleFirst, googleLast] = person.google
      await setNextGoogleUser({
        sub: `google-${stamp}`,
        email: `nadia.${stamp}@example.test`,
        email_verified: true,
        given_name: googleFirst,
        family_name: googleLast,
      })
      await page.getByRole('button', { name: m('shell.login') }).click()
      await dialog.getByRole('link', { name: m('auth.initial.google') }).click()
      // The provider signs the person in at once and sends the browser back to where it was, signed in.
      await page.waitForURL((url) => url.origin === siteUrl() && url.pathname.startsWith(`/${lang}`))
      expect(await visible(page.getByRole('button', { name: m('shell.openProfileMenu') }))).toBe(true)
      await page.goto(`${siteUrl()}/${lang}/user/profile`)
      expect(await visible(page.getByRole('heading', { name: new RegExp(googleFirst) }))).toBe(true)
      await shot(page, 'google-profile')
    },
  )
})
