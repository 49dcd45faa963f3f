import { forwardRef, type ComponentProps } from 'react'
import { Avatar as ArkAvatar } from '@ark-ui/react/avatar'
import { useI18n } from '@sufra/i18n'
import { avatar } from '@sufra/styled-system/recipes'
import { createStyleContext } from '@sufra/styled-system/jsx'
import { withArkLocale } from '../lib/ark-locale'
import { avatarToneOf, initialOf, isDefaultPicture } from './avatar-utils'

const { withProvider, withContext } = createStyleContext(avatar)

export type AvatarRootProps = ComponentProps<typeof AvatarRoot>
export const AvatarRoot = withArkLocale(withProvider(ArkAvatar.Root, 'root'))
export const AvatarImage = withContext(ArkAvatar.Image, 'image')
export const AvatarFallback = withContext(ArkAvatar.Fallback, 'fallback')

export type AvatarProps = Omit<AvatarRootProps, 'children' | 'tone'> & {
  /** The person's name in the page language: its first letter is the fallback, it is the image's name. */
  name: string
  /** Picture url; missing, empty or …/default.webp shows the initial instead. */
  src?: string | null
  /** Keeps the fallback colour stable across languages (e.g. the user id); defaults to the name. */
  colorSeed?: string
  /** Hide from assistive technology when the name is already written next to the avatar. */
  decorative?: boolean
}

/**
 * A person's picture, or the first letter of their first name on a colour picked from the name
 * when there is no picture or it fails to load.
 */
export const Avatar = forwardRef<HTMLDivElement, AvatarProps>(function Avatar(
  { name, src, colorSeed, decorative, ...rest },
  ref,
) {
  const { locale } = useI18n()
  const label = name.trim()
  const hidden = decorative || !label
  const tone = avatarToneOf(colorSeed ?? label)
  return (
    <AvatarRoot
      ref={ref}
      tone={tone}
      data-tone={tone}
      role={hidden ? undefined : 'img'}
      aria-label={hidden ? undefined : label}
      aria-hidden={hidden || undefined}
      {...rest}
    >
      <AvatarFallback aria-hidden>{initialOf(label, locale)}</AvatarFallback>
      {/* Without an <img> Ark stays on the fallback; removing it later also switches back. */}
      {/* Low priority: a page of creators fetches its main picture before the faces. Not lazy: the
          image stays hidden until it loads, and a hidden lazy image never would. */}
      {isDefaultPicture(src) ? null : (
        <AvatarImage src={src ?? undefined} alt="" fetchPriority="low" decoding="async" />
      )}
    </AvatarRoot>
  )
})
