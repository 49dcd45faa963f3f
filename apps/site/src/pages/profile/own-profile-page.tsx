import { Link as RouterLink } from 'react-router'
import { useApiQuery } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { css } from '@sufra/styled-system/css'
import { ProfileHeader, type ProfileLinkComponent } from '@sufra/widgets/profile-header'
import { useLocalizedPath } from '../../language/use-language'
import { useSession } from '../../session/session-context'
import type { SessionUser } from '../../session/session-user'
import { ProfileRecipes } from './profile-recipes'

const RouterLinkAdapter: ProfileLinkComponent = ({ href, ...rest }) => <RouterLink to={href} {...rest} />

/** /user and /user/profile (sign-in required): the signed-in user's own profile and recipes. */
export function OwnProfilePage() {
  const { user } = useSession()
  // The guard renders this page only with a signed-in user.
  return user ? <OwnProfile user={user} /> : null
}

function OwnProfile({ user }: { user: SessionUser }) {
  const { locale } = useI18n()
  const localized = useLocalizedPath()
  const id = user._id

  // The session already holds the user; the public profile brings fresh counts.
  const init = { params: { path: { id } } }
  const profile = useApiQuery('/user/profile/{id}', init)
  // The import form in the header calls the API itself; these reads go stale after an import
  // (`staleAfter`), so the list and the count are fresh when the person comes back.
  const recipes = useApiQuery('/user/recipes/{id}', init)

  return (
    <div
      className={css({
        maxW: 'container',
        mx: 'auto',
        px: { base: '4', md: '6' },
        py: { base: '6', md: '10' },
        display: 'flex',
        flexDirection: 'column',
        gap: { base: '8', md: '10' },
      })}
    >
      <ProfileHeader
        user={profile.data ?? user}
        shareUrl={`${window.location.origin}/${locale}/creators/${id}`}
        linkComponent={RouterLinkAdapter}
        own={{
          editHref: localized(`/user/${id}/settings`),
          settingsHref: localized(`/user/${id}/settings`),
          createRecipeHref: localized('/recipe/create'),
        }}
      />
      <ProfileRecipes recipes={recipes} />
    </div>
  )
}
