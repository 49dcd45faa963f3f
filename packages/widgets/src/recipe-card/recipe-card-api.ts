import { useCallback, useRef, useState } from 'react'
import { cachedRead, type QueryClient, type Schema, useApiMutation, useQueryClient } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { useWidgetHost } from '../widget-host'

type RecipeSummary = Schema<'RecipeSummary'>

/** Spec section 9: like (and save) succeed on 200 or 201. */
export function isSuccessStatus(status: number | undefined): boolean {
  return status === 200 || status === 201
}

/**
 * Local state that follows a value from the server: `override` holds what the user did (optimistic
 * or confirmed) until the server's value changes (a refetch), which then wins again.
 */
function useFollowedState<Value>(server: Value, same: (a: Value, b: Value) => boolean) {
  const [state, setState] = useState<{ base: Value; value: Value }>({ base: server, value: server })
  let current = state
  if (!same(state.base, server)) {
    current = { base: server, value: server }
    setState(current)
  }
  const set = useCallback((value: Value) => setState((previous) => ({ ...previous, value })), [])
  return [current.value, set] as const
}

type LikeState = { liked: boolean; likesCount: number }

/**
 * A confirmed like or save is the truth for the cached reads that show it too (the recipe's count, the
 * viewer's flags): they change with the answer instead of one by one as their refetches land, which
 * would flip the button back and forth.
 */
function confirmInCache(
  queryClient: QueryClient,
  id: string,
  change: { liked?: boolean; likesCount?: number; saved?: boolean },
) {
  const init = { params: { path: { id } } }
  const detail = cachedRead(queryClient, '/recipe/{id}', init)
  const recipe = detail.get()
  if (recipe && change.likesCount !== undefined) detail.set({ ...recipe, likesCount: change.likesCount })
  const state = cachedRead(queryClient, '/recipe-user/state/{id}', init)
  const flags = state.get()
  if (flags) {
    state.set({
      ...flags,
      likedByMe: change.liked ?? flags.likedByMe,
      savedByMe: change.saved ?? flags.savedByMe,
    })
  }
}

export type RecipeLike = {
  liked: boolean
  likesCount: number
  /** Likes or unlikes: at once on screen, then POST /like/{recipeId}; signed out, the sign-in alert. */
  toggle: () => Promise<void>
  pending: boolean
}

/**
 * Like and unlike a recipe (spec section 4): an optimistic toggle with the count, POST
 * /like/{recipeId}, kept on 200 or 201 (with the server's count), otherwise rolled back. Signed out,
 * the host shows "Please login to like or unlike" and nothing is sent.
 */
export function useRecipeLike(recipe: Pick<RecipeSummary, '_id' | 'likedByMe' | 'likesCount'>): RecipeLike {
  const host = useWidgetHost()
  const queryClient = useQueryClient()
  const id = recipe._id
  // Each followed on its own: the flag and the count may come from different reads (the viewer's
  // state and the recipe everyone sees), and a change of one must not reset the other.
  const [liked, setLiked] = useFollowedState<boolean>(recipe.likedByMe, Object.is)
  const [likesCount, setLikesCount] = useFollowedState<number>(recipe.likesCount, Object.is)
  const state: LikeState = { liked, likesCount }
  const setState = (next: LikeState) => {
    setLiked(next.liked)
    setLikesCount(next.likesCount)
  }
  const busy = useRef(false)
  // At once on screen (onMutate keeps the state before), kept with the server's count on 200/201,
  // otherwise rolled back; the recipe's detail and the liked list are refreshed when it settles.
  const { mutateAsync, isPending } = useApiMutation('post', '/like/{recipeId}', {
    onMutate: () => {
      setState({ liked: !state.liked, likesCount: Math.max(0, state.likesCount + (state.liked ? -1 : 1)) })
      return { before: state }
    },
    onSuccess: (envelope, _variables, snapshot) => {
      if (isSuccessStatus(envelope?.statusCode)) {
        const { liked, likesCount } = envelope.data
        setState({ liked, likesCount })
        confirmInCache(queryClient, id, { liked, likesCount })
      } else if (snapshot) {
        setState(snapshot.before)
      }
    },
    onError: (error, _variables, snapshot) => {
      // Spec section 8: other failures are only logged; the toggle goes back.
      console.error(error)
      if (snapshot) setState(snapshot.before)
    },
  })

  const toggle = useCallback(async () => {
    if (busy.current) return
    if (!host.requireSignIn('like')) return
    busy.current = true
    try {
      await mutateAsync({ params: { path: { recipeId: id } } })
    } catch {
      // Handled by onError.
    } finally {
      busy.current = false
    }
  }, [host, mutateAsync, id])

  return { liked, likesCount, toggle, pending: isPending }
}

export type RecipeSave = {
  saved: boolean
  /** Saves or unsaves: at once on screen, then the call, a toast and the user refreshed. */
  toggle: () => Promise<void>
  pending: boolean
}

/**
 * Save and unsave a recipe (spec section 4): an optimistic toggle, POST /recipe-user/save/{id} or
 * /recipe-user/unsave/{id}; on success the toast "Recipe saved successfully" / "Recipe unsaved
 * successfully", the signed-in user is refreshed and an unsave goes to /explore; on failure the
 * toggle goes back with "Failed to save recipe" / "Failed to unsave recipe". Signed out, the host's
 * sign-in alert and no call.
 */
export function useRecipeSave(recipe: Pick<RecipeSummary, '_id' | 'savedByMe'>): RecipeSave {
  const host = useWidgetHost()
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const id = recipe._id
  const [saved, setSaved] = useFollowedState<boolean>(recipe.savedByMe, Object.is)
  const busy = useRef(false)

  /** The same steps for save and unsave: at once on screen, then kept (toast) or rolled back (toast). */
  const toggled = (saving: boolean) => ({
    onMutate: () => {
      setSaved(saving)
      return { before: !saving }
    },
    onSuccess: (
      envelope: Schema<'SaveStateEnvelope'> | undefined,
      _variables: unknown,
      snapshot?: { before: boolean },
    ) => {
      if (!envelope || !isSuccessStatus(envelope.statusCode)) {
        console.error(new Error(`Unexpected status ${envelope?.statusCode}`))
        failed(saving, snapshot)
        return
      }
      setSaved(envelope.data.saved)
      confirmInCache(queryClient, id, { saved: envelope.data.saved })
      toaster.success({ title: t(saving ? 'recipeCard.saveSucceeded' : 'recipeCard.unsaveSucceeded') })
      void host.refreshUser()
      // A partner's page is not Sufra's to move: the embed stays where it is.
      if (!saving && !host.embedded) host.navigate('/explore')
    },
    onError: (error: unknown, _variables: unknown, snapshot?: { before: boolean }) => {
      console.error(error)
      failed(saving, snapshot)
    },
  })
  function failed(saving: boolean, snapshot?: { before: boolean }) {
    setSaved(snapshot?.before ?? !saving)
    toaster.error({ title: t(saving ? 'recipeCard.saveFailed' : 'recipeCard.unsaveFailed') })
  }
  const save = useApiMutation('post', '/recipe-user/save/{id}', toggled(true))
  const unsave = useApiMutation('post', '/recipe-user/unsave/{id}', toggled(false))
  const { mutateAsync: saveAsync } = save
  const { mutateAsync: unsaveAsync } = unsave

  const toggle = useCallback(async () => {
    if (busy.current) return
    if (!host.requireSignIn('save')) return
    busy.current = true
    try {
      const init = { params: { path: { id } } }
      await (saved ? unsaveAsync(init) : saveAsync(init))
    } catch {
      // Handled by onError.
    } finally {
      busy.current = false
    }
  }, [host, saved, saveAsync, unsaveAsync, id])

  return { saved, toggle, pending: save.isPending || unsave.isPending }
}
