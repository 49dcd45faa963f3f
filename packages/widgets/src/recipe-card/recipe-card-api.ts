import { useCallback, useRef, useState } from 'react'
import { type Schema, useSufraApi } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { useWidgetHost } from '../widget-host'

type RecipeSummary = Schema<'RecipeSummary'>

/** Spec section 9: like (and save) succeed on 200 or 201. */
export function isSuccessStatus(status: number | undefined): boolean {
  return status === 200 || status === 201
}

/** The query keys a recipe's like or save changes: its detail (refetched when shown). */
/** The part of the query client a write needs (the mutation context hands it over). */
type Invalidator = { invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<void> }

const recipeDetailKey = (id: string) => ['get', '/recipe/{id}', { params: { path: { id } } }] as const

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
const sameLike = (a: LikeState, b: LikeState) => a.liked === b.liked && a.likesCount === b.likesCount

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
  const { $api } = useSufraApi()
  const id = recipe._id
  const [state, setState] = useFollowedState<LikeState>(
    { liked: recipe.likedByMe, likesCount: recipe.likesCount },
    sameLike,
  )
  const [pending, setPending] = useState(false)
  const busy = useRef(false)
  const like = $api.useMutation('post', '/like/{recipeId}', {
    onSuccess: (_envelope, _variables, _result, context) => {
      void context.client.invalidateQueries({ queryKey: recipeDetailKey(id) })
      void context.client.invalidateQueries({ queryKey: ['get', '/like'] })
    },
  })
  const { mutateAsync } = like

  const toggle = useCallback(async () => {
    if (busy.current) return
    if (!host.requireSignIn('like')) return
    const before = state
    busy.current = true
    setPending(true)
    setState({
      liked: !before.liked,
      likesCount: Math.max(0, before.likesCount + (before.liked ? -1 : 1)),
    })
    try {
      const envelope = await mutateAsync({ params: { path: { recipeId: id } } })
      if (isSuccessStatus(envelope?.statusCode)) {
        setState({ liked: envelope.data.liked, likesCount: envelope.data.likesCount })
      } else {
        setState(before)
      }
    } catch (error) {
      // Spec section 8: other failures are only logged; the toggle goes back.
      console.error(error)
      setState(before)
    } finally {
      busy.current = false
      setPending(false)
    }
  }, [host, state, setState, mutateAsync, id])

  return { liked: state.liked, likesCount: state.likesCount, toggle, pending }
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
  const { $api } = useSufraApi()
  const id = recipe._id
  const [saved, setSaved] = useFollowedState<boolean>(recipe.savedByMe, Object.is)
  const [pending, setPending] = useState(false)
  const busy = useRef(false)
  const onSuccess = (...[, , , context]: [unknown, unknown, unknown, { client: Invalidator }]) => {
    void context.client.invalidateQueries({ queryKey: recipeDetailKey(id) })
    void context.client.invalidateQueries({ queryKey: ['get', '/recipe-user'] })
  }
  const { mutateAsync: save } = $api.useMutation('post', '/recipe-user/save/{id}', { onSuccess })
  const { mutateAsync: unsave } = $api.useMutation('post', '/recipe-user/unsave/{id}', { onSuccess })

  const toggle = useCallback(async () => {
    if (busy.current) return
    if (!host.requireSignIn('save')) return
    const saving = !saved
    busy.current = true
    setPending(true)
    setSaved(saving)
    try {
      const init = { params: { path: { id } } }
      const envelope = await (saving ? save(init) : unsave(init))
      if (!isSuccessStatus(envelope?.statusCode)) throw new Error(`Unexpected status ${envelope?.statusCode}`)
      setSaved(envelope.data.saved)
      toaster.success({ title: t(saving ? 'recipeCard.saveSucceeded' : 'recipeCard.unsaveSucceeded') })
      void host.refreshUser()
      if (!saving) host.navigate('/explore')
    } catch (error) {
      console.error(error)
      setSaved(!saving)
      toaster.error({ title: t(saving ? 'recipeCard.saveFailed' : 'recipeCard.unsaveFailed') })
    } finally {
      busy.current = false
      setPending(false)
    }
  }, [host, saved, setSaved, save, unsave, id, t])

  return { saved, toggle, pending }
}
