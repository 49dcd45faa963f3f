import { useState, type FormEvent } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { useI18n } from '@sufra/i18n'
import { Button } from '../button'
import * as Field from './field'

// Labels and messages are app props; the stories carry both languages themselves.
const copy = {
  en: {
    email: 'Email',
    emailHelp: "We'll never share your email.",
    password: 'Password',
    age: 'Age',
    bio: 'Bio',
    bioHelp: 'A few words about your cooking.',
    required: 'This field is required',
    submit: 'Login',
    search: 'Search recipes',
    name: 'Recipe title',
  },
  ar: {
    email: 'البريد الإلكتروني',
    emailHelp: 'لن نشارك بريدك الإلكتروني مع أحد.',
    password: 'كلمة المرور',
    age: 'العمر',
    bio: 'نبذة',
    bioHelp: 'بضع كلمات عن طبخك.',
    required: 'هذا الحقل مطلوب',
    submit: 'تسجيل الدخول',
    search: 'ابحث عن وصفات',
    name: 'عنوان الوصفة',
  },
}

function useCopy() {
  return copy[useI18n().locale]
}

const meta = {
  title: 'UI/Field',
  component: Field.Root,
} satisfies Meta<typeof Field.Root>

export default meta
type Story = StoryObj<typeof meta>

function EmailField() {
  const c = useCopy()
  return (
    <Field.Root style={{ maxWidth: 360 }}>
      <Field.Label>{c.email}</Field.Label>
      <Field.Input type="email" name="email" autoComplete="email" placeholder="name@example.com" />
      <Field.HelperText>{c.emailHelp}</Field.HelperText>
    </Field.Root>
  )
}

export const Default: Story = {
  render: () => <EmailField />,
  play: async ({ canvasElement }) => {
    const c = copy[document.documentElement.lang === 'ar' ? 'ar' : 'en']
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: c.email })
    await expect(input).toHaveAttribute('type', 'email')
    // The helper text is announced with the input.
    await expect(input).toHaveAccessibleDescription(c.emailHelp)
    await expect(input).not.toHaveAttribute('aria-invalid')
    // Clicking the label focuses the input.
    await userEvent.click(canvas.getByText(c.email))
    await expect(input).toHaveFocus()
    await userEvent.type(input, 'cook@sufra.app')
    await expect(input).toHaveValue('cook@sufra.app')
  },
}

/** The login form from the spec: both fields required, errors shown on submit and cleared on input. */
function LoginForm({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => void }) {
  const c = useCopy()
  const [values, setValues] = useState({ email: '', password: '' })
  const [submitted, setSubmitted] = useState(false)
  const emailInvalid = submitted && values.email.trim() === ''
  const passwordInvalid = submitted && values.password === ''
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (values.email.trim() && values.password) onSubmit(values)
  }
  return (
    <form noValidate onSubmit={handleSubmit} style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Field.Root required invalid={emailInvalid}>
        <Field.Label>{c.email}</Field.Label>
        <Field.Input
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
        <Field.ErrorText>{c.required}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={passwordInvalid}>
        <Field.Label>{c.password}</Field.Label>
        <Field.Input
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
        <Field.ErrorText>{c.required}</Field.ErrorText>
      </Field.Root>
      <Button type="submit">{c.submit}</Button>
    </form>
  )
}

export const Invalid: StoryObj<typeof LoginForm> = {
  args: { onSubmit: fn() },
  render: (args) => <LoginForm {...args} />,
  play: async ({ canvasElement, args: { onSubmit } }) => {
    const c = copy[document.documentElement.lang === 'ar' ? 'ar' : 'en']
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: c.email })
    // Password inputs have no role; find them by their label (whose text also holds the marker).
    const password = canvas.getByLabelText(c.password, { exact: false })
    await expect(email).toBeRequired()
    await expect(password).toHaveAttribute('type', 'password')
    // The required marker is decorative: the accessible name is the label text alone.
    await expect(email).toHaveAccessibleName(c.email)
    await expect(canvas.queryByText(c.required)).not.toBeInTheDocument()

    await userEvent.click(canvas.getByRole('button', { name: c.submit }))
    const errors = await canvas.findAllByText(c.required)
    await expect(errors).toHaveLength(2)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    // Each input is described by its own error text (aria-describedby, which every screen reader reads).
    await waitFor(() => expect(email).toHaveAccessibleDescription(c.required))
    const emailError = document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!)
    await expect(emailError).toHaveTextContent(c.required)
    await expect(emailError?.closest('[data-part="root"]')).toContainElement(email)
    await expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.type(email, 'cook@sufra.app')
    await expect(email).not.toHaveAttribute('aria-invalid')
    await expect(canvas.getAllByText(c.required)).toHaveLength(1)
    await userEvent.type(password, 's3cret!')
    await expect(password).toHaveValue('s3cret!')
    await userEvent.keyboard('{Enter}')
    await expect(onSubmit).toHaveBeenCalledWith({ email: 'cook@sufra.app', password: 's3cret!' })
    await expect(canvas.queryByText(c.required)).not.toBeInTheDocument()
  },
}

export const Types: Story = {
  render: function Render() {
    const c = useCopy()
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
        <Field.Root>
          <Field.Label>{c.email}</Field.Label>
          <Field.Input type="email" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{c.password}</Field.Label>
          <Field.Input type="password" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{c.age}</Field.Label>
          <Field.Input type="number" min={13} max={120} />
        </Field.Root>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const c = copy[document.documentElement.lang === 'ar' ? 'ar' : 'en']
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: c.email }), 'a@b.co')
    await expect(canvas.getByRole('textbox', { name: c.email })).toHaveValue('a@b.co')
    const password = canvas.getByLabelText(c.password)
    await userEvent.type(password, 'hunter2')
    await expect(password).toHaveValue('hunter2')
    const age = canvas.getByRole('spinbutton', { name: c.age })
    await expect(age).toHaveAttribute('type', 'number')
    await userEvent.type(age, '34')
    await expect(age).toHaveValue(34)
  },
}

export const TextareaField: Story = {
  name: 'Textarea',
  render: function Render() {
    const c = useCopy()
    return (
      <Field.Root style={{ maxWidth: 420 }}>
        <Field.Label>{c.bio}</Field.Label>
        <Field.Textarea dir="auto" rows={3} />
        <Field.HelperText>{c.bioHelp}</Field.HelperText>
      </Field.Root>
    )
  },
  play: async ({ canvasElement }) => {
    const c = copy[document.documentElement.lang === 'ar' ? 'ar' : 'en']
    const canvas = within(canvasElement)
    const textarea = canvas.getByRole('textbox', { name: c.bio })
    await expect(textarea.tagName).toBe('TEXTAREA')
    await expect(textarea).toHaveAccessibleDescription(c.bioHelp)
    await userEvent.type(textarea, 'Line one{Enter}Line two')
    await expect(textarea).toHaveValue('Line one\nLine two')
  },
}

export const Disabled: Story = {
  render: function Render() {
    const c = useCopy()
    return (
      <Field.Root disabled style={{ maxWidth: 360 }}>
        <Field.Label>{c.email}</Field.Label>
        <Field.Input type="email" defaultValue="cook@sufra.app" />
        <Field.HelperText>{c.emailHelp}</Field.HelperText>
      </Field.Root>
    )
  },
  play: async ({ canvasElement }) => {
    const c = copy[document.documentElement.lang === 'ar' ? 'ar' : 'en']
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: c.email })
    await expect(input).toBeDisabled()
    await userEvent.type(input, 'more', { pointerEventsCheck: 0 })
    await expect(input).toHaveValue('cook@sufra.app')
    await expect(canvas.getByText(c.email)).toHaveAttribute('data-disabled')
  },
}

export const Sizes: Story = {
  render: function Render() {
    const c = useCopy()
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Field.Root key={size} size={size}>
            <Field.Label>{`${c.name} (${size})`}</Field.Label>
            <Field.Input />
          </Field.Root>
        ))}
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const [sm, md, lg] = within(canvasElement).getAllByRole('textbox')
    const height = (el: HTMLElement) => el.getBoundingClientRect().height
    await expect(height(sm!)).toBe(32)
    await expect(height(md!)).toBe(40)
    await expect(height(lg!)).toBe(48)
  },
}

/** Input and Textarea also stand alone (e.g. the header search box), named by aria-label. */
export const Standalone: Story = {
  render: function Render() {
    const c = useCopy()
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
        <Field.Input type="search" aria-label={c.search} placeholder={c.search} size="sm" />
        <Field.Textarea aria-label={c.bio} aria-invalid />
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const c = copy[document.documentElement.lang === 'ar' ? 'ar' : 'en']
    const canvas = within(canvasElement)
    const search = canvas.getByRole('searchbox', { name: c.search })
    await expect(search.getBoundingClientRect().height).toBe(32)
    await userEvent.type(search, 'كبسة')
    await expect(search).toHaveValue('كبسة')
    const textarea = canvas.getByRole('textbox', { name: c.bio })
    await expect(textarea).toHaveAttribute('aria-invalid', 'true')
    // The invalid style comes from aria-invalid even without a Field around it.
    await expect(getComputedStyle(textarea).borderTopColor).not.toBe(getComputedStyle(search).borderTopColor)
  },
}
