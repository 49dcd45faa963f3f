import { Link as RouterLink } from 'react-router'
import { useSufraApi, useUserProfile, useUserRecipes } from '@sufra/api-client'
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
  const { client } = useSufraApi()
  const id = user._id

  // The session already holds the user; the public profile brings fresh counts.
  const profile = useUserProfile(id)
  const recipes = useUserRecipes(id)

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
          importRecipe: async (recipeUrl) => {
            const { data } = await client.POST('/recipe/import', { body: { recipeUrl } })
            // No body to read a message from: the form falls back to 'Something went wrong'.
            if (!data) throw new Error()
            return data
          },
          onRecipeImported: () => {
            void recipes.refetch()
            void profile.refetch()
          },
        }}
      />
      <ProfileRecipes recipes={recipes} />
    </div>
  )
}
