import { type AnchorHTMLAttributes, type ComponentType, type ReactNode, Suspense, lazy, useId } from 'react'
import {
  CameraIcon,
  CirclePlayIcon,
  MusicIcon,
  PencilIcon,
  PlusIcon,
  SettingsIcon,
  Share2Icon,
  UsersIcon,
} from 'lucide-react'
import type { Schema } from '@sufra/api-client'
import { type MessageId, useI18n } from '@sufra/i18n'
import { Avatar } from '@sufra/ui/avatar'
import { VerifiedBadge } from '@sufra/ui/badge'
import { Button } from '@sufra/ui/button'
import { IconButton } from '@sufra/ui/icon-button'
import { Link } from '@sufra/ui/link'
import { toaster } from '@sufra/ui/toast'
import { profileHeader } from '@sufra/styled-system/recipes'
import { displayName, pickText } from '@sufra/core'
import { shareProfileLink } from './share-profile'
import { isWebAddress } from '../shared'

// Only the own profile shows the import form, and its form libraries are the largest part of this
// widget: a creator's public profile loads without them.
const ImportRecipeForm = lazy(() =>
  import('../import-recipe').then((module) => ({ default: module.ImportRecipeForm })),
)

/** What the header shows of a user: a public profile (the signed-in user's CurrentUser fits too). */
export type ProfileHeaderUser = Pick<
  Schema<'PublicUser'>,
  | '_id'
  | 'firstName'
  | 'lastName'
  | 'username'
  | 'image'
  | 'status'
  | 'bio'
  | 'follower'
  | 'following'
  | 'recipesCount'
  | 'youtubeURL'
  | 'instagramURL'
  | 'facebookURL'
  | 'tiktokURL'
>

/** An in-app link (the site passes its router's link); given `href`, class and children. */
export type ProfileLinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>

const PlainLink: ProfileLinkComponent = (props) => <a {...props} />

/** The tools of the signed-in user's own profile (spec: edit, settings, create and import). */
export type OwnProfileTools = {
  /** /user/{id}/settings in the page's language. */
  editHref: string
  settingsHref: string
  /** /recipe/create in the page's language. */
  createRecipeHref: string
}

export type ProfileHeaderProps = {
  user: ProfileHeaderUser
  /** The public address of this profile, shared or copied by the share icon. */
  shareUrl: string
  /** Present on the signed-in user's own profile: the (You) marker, edit, settings, create and import. */
  own?: OwnProfileTools
  /** Extra controls beside share on someone else's profile (the Follow button). */
  actions?: ReactNode
  linkComponent?: ProfileLinkComponent
}

const classes = profileHeader()

const socialNetworks = [
  { key: 'youtubeURL', label: 'profile.social.youtube', Icon: CirclePlayIcon },
  { key: 'instagramURL', label: 'profile.social.instagram', Icon: CameraIcon },
  { key: 'facebookURL', label: 'profile.social.facebook', Icon: UsersIcon },
  { key: 'tiktokURL', label: 'profile.social.tiktok', Icon: MusicIcon },
] as const satisfies readonly { key: keyof ProfileHeaderUser; label: MessageId; Icon: unknown }[]

const stats = [
  { id: 'profile.followers', count: (user: ProfileHeaderUser) => user.follower.length },
  { id: 'profile.following', count: (user: ProfileHeaderUser) => user.following.length },
  { id: 'profile.posts', count: (user: ProfileHeaderUser) => user.recipesCount },
] as const satisfies readonly { id: MessageId; count: (user: ProfileHeaderUser) => number }[]

/** A count sentence ("12 posts", "يتابع 2") with its number in bold, wherever the language puts it. */
function CountText({ text, count }: { text: string; count: string }) {
  const at = text.indexOf(count)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <strong data-part="count" className={classes.count}>
        {count}
      </strong>
      {text.slice(at + count.length)}
    </>
  )
}

/**
 * The top of a profile (spec section 2, Profile): picture or initial, name with the (You) marker
 * and the verified mark, bio, follower / following / posts counts, social links, and on the own
 * profile the edit, share and settings icons, a create-recipe link and the recipe-URL import form.
 */
export function ProfileHeader({
  user,
  shareUrl,
  own,
  actions,
  linkComponent: LinkComponent = PlainLink,
}: ProfileHeaderProps) {
  const { t, intl, locale } = useI18n()
  const toolsHeadingId = useId()
  const name = displayName(user, locale)
  const bio = pickText(user.bio, locale)
  const socialLinks = socialNetworks.filter((network) => isWebAddress(user[network.key]))

  async function share() {
    try {
      if ((await shareProfileLink(shareUrl, name)) === 'copied') {
        toaster.success({ title: t('profile.share.copied') })
      }
    } catch (error) {
      console.error(error)
      // The address stays readable (and selectable) in the toast.
      toaster.error({ title: t('profile.share.failed'), description: shareUrl })
    }
  }

  return (
    <div data-scope="profile-header" data-part="root" className={classes.root}>
      <div data-part="card" className={classes.card}>
        <Avatar
          name={name}
          src={user.image.url}
          colorSeed={user._id}
          size="xl"
          decorative
          className={classes.avatar}
        />

        <div data-part="about" className={classes.about}>
          <div data-part="identity" className={classes.identity}>
            <div data-part="name-row" className={classes.nameRow}>
              <h1 data-part="name" className={classes.name}>
                <span dir="auto">{name}</span>
                {own ? (
                  <>
                    {' '}
                    <span data-part="own-marker" className={classes.ownMarker}>
                      {t('profile.you')}
                    </span>
                  </>
                ) : null}
              </h1>
              <VerifiedBadge verified={user.status === 'verified'} size="md" />
            </div>
            {user.username ? (
              <p data-part="username" className={classes.username}>
                <bdi>@{user.username}</bdi>
              </p>
            ) : null}
          </div>

          {bio ? (
            <p dir="auto" data-part="bio" className={classes.bio}>
              {bio}
            </p>
          ) : null}

          <ul aria-label={t('profile.stats')} data-part="stats" className={classes.stats}>
            {stats.map((stat) => (
              <li key={stat.id} data-stat={stat.id}>
                <CountText
                  text={t(stat.id, { count: stat.count(user) })}
                  count={intl.formatNumber(stat.count(user))}
                />
              </li>
            ))}
          </ul>

          {socialLinks.length > 0 ? (
            <ul aria-label={t('profile.social')} data-part="social" className={classes.social}>
              {socialLinks.map(({ key, label, Icon }) => (
                <li key={key}>
                  <Link
                    href={user[key] ?? undefined}
                    external
                    variant="subtle"
                    data-part="social-link"
                    className={classes.socialLink}
                  >
                    <Icon aria-hidden />
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div role="group" aria-label={t('profile.actions')} data-part="actions" className={classes.actions}>
          {own ? (
            <IconButton variant="ghost" aria-label={t('profile.edit')} asChild>
              <LinkComponent href={own.editHref}>
                <PencilIcon aria-hidden />
              </LinkComponent>
            </IconButton>
          ) : null}
          <IconButton variant="ghost" aria-label={t('profile.share')} onClick={() => void share()}>
            <Share2Icon aria-hidden />
          </IconButton>
          {own ? (
            <IconButton variant="ghost" aria-label={t('profile.settings')} asChild>
              <LinkComponent href={own.settingsHref}>
                <SettingsIcon aria-hidden />
              </LinkComponent>
            </IconButton>
          ) : null}
          {actions}
        </div>
      </div>

      {own ? (
        <section aria-labelledby={toolsHeadingId} data-part="tools" className={classes.tools}>
          <div data-part="tools-header" className={classes.toolsHeader}>
            <h2 id={toolsHeadingId} data-part="tools-title" className={classes.toolsTitle}>
              {t('profile.tools')}
            </h2>
            <Button asChild size="md">
              <LinkComponent href={own.createRecipeHref}>
                <PlusIcon aria-hidden size={18} />
                {t('profile.createRecipe')}
              </LinkComponent>
            </Button>
          </div>
          {/* Its own widget: it calls the API and asks the page's widget host to open the review. */}
          <Suspense fallback={null}>
            <ImportRecipeForm />
          </Suspense>
        </section>
      ) : null}
    </div>
  )
}
