import { type FocusEvent, useEffect, useId, useRef, useState } from 'react'
import {
  FileUpload as ArkFileUpload,
  type FileUploadFileError,
  useFileUpload,
} from '@ark-ui/react/file-upload'
import { ImagePlusIcon, ImageUpIcon, Trash2Icon } from 'lucide-react'
import { useI18n } from '@sufra/i18n'
import { cx } from '@sufra/styled-system/css'
import { type FileUploadVariantProps, fileUpload } from '@sufra/styled-system/recipes'
import { Spinner } from '../spinner'
import { ArkLocaleProvider } from '../lib/ark-locale'

/** Spec: images must be under 2MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

/** Why a chosen file was refused. */
export type FileUploadRejection = 'invalidType' | 'tooLarge' | 'tooMany'

export type FileUploadValue = { url: string; key?: string }

export type FileUploadProps = FileUploadVariantProps & {
  /** Visible label, also names the hidden file input. */
  label?: string
  /** The stored image (filled state). `null`/`undefined`: empty. */
  value?: FileUploadValue | null
  /** The parent is uploading the accepted file: shows the spinner state. */
  uploading?: boolean
  disabled?: boolean
  /** A valid image was chosen or dropped; upload it, then set `value`. */
  onFileAccept?: (file: File) => void
  /** The Remove button was pressed. */
  onRemove?: () => void
  /** A file was refused on the client; the slot already shows the message. */
  onReject?: (reason: FileUploadRejection, file: File) => void
  /** An error from outside, e.g. the upload request failed. Client validation messages win. */
  errorText?: string
  /** Alternative text of the preview (defaults to the label). */
  alt?: string
  /** Show "Image up to 2MB" under the slot. */
  showHint?: boolean
  /** Form field name of the hidden input. */
  name?: string
  className?: string
}

type SlotState = 'empty' | 'uploading' | 'filled'

const messageOf = {
  invalidType: 'ui.fileUpload.invalidType',
  tooLarge: 'ui.fileUpload.tooLarge',
  tooMany: 'ui.fileUpload.tooMany',
} as const

function rejectionOf(errors: FileUploadFileError[]): FileUploadRejection {
  if (errors.includes('FILE_INVALID_TYPE')) return 'invalidType'
  if (errors.includes('FILE_TOO_LARGE')) return 'tooLarge'
  return 'tooMany'
}

/**
 * One image slot (recipe photos, profile picture) with the spec's three states: empty (drop zone
 * that opens the file picker), uploading (spinner) and filled (preview with Replace and Remove).
 * Controlled: the parent uploads the accepted file and passes back `value`. Only images under
 * 2MB are accepted; anything else shows the spec's message under the slot.
 */
export function FileUpload(props: FileUploadProps) {
  return (
    <ArkLocaleProvider>
      <ImageSlot {...props} />
    </ArkLocaleProvider>
  )
}

function ImageSlot({
  label,
  value,
  uploading = false,
  disabled = false,
  onFileAccept,
  onRemove,
  onReject,
  errorText,
  alt,
  showHint = true,
  name,
  className,
  ...variants
}: FileUploadProps) {
  const { t } = useI18n()
  const [rejection, setRejection] = useState<FileUploadRejection | null>(null)
  const id = useId()
  const labelId = `${id}-label`
  const chooseId = `${id}-choose`
  const replaceId = `${id}-replace`
  const removeId = `${id}-remove`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  // With several slots on a form, every control also says which slot it belongs to.
  const labelled = (ownId: string, labelFirst = false) =>
    label ? (labelFirst ? `${labelId} ${ownId}` : `${ownId} ${labelId}`) : undefined
  const apiRef = useRef<ReturnType<typeof useFileUpload> | null>(null)
  const api = useFileUpload({
    name,
    ids: { label: labelId, trigger: replaceId },
    accept: 'image/*',
    maxFiles: 1,
    maxFileSize: MAX_IMAGE_BYTES,
    disabled,
    invalid: Boolean(rejection || errorText),
    // Kept empty: the parent owns the value, and Ark must not treat a re-chosen file as a duplicate.
    acceptedFiles: [],
    translations: { dropzone: t('ui.fileUpload.choose') },
    onFileAccept: ({ files }) => {
      const file = files[0]
      if (!file) return
      setRejection(null)
      onFileAccept?.(file)
    },
    onFileReject: ({ files }) => {
      const rejected = files[0]
      if (!rejected) return
      const reason = rejectionOf(rejected.errors)
      setRejection(reason)
      onReject?.(reason, rejected.file)
      // Forget it, so choosing the same wrong file again reports again.
      queueMicrotask(() => apiRef.current?.clearRejectedFiles())
    },
  })
  useEffect(() => {
    apiRef.current = api
  })

  const state: SlotState = uploading ? 'uploading' : value ? 'filled' : 'empty'
  const classes = fileUpload(variants)
  const message = rejection ? t(messageOf[rejection]) : errorText
  const describedBy =
    [message ? errorId : null, showHint ? hintId : null].filter(Boolean).join(' ') || undefined

  // The focused control disappears when the state changes (dropzone → spinner → preview
  // actions → dropzone): hand focus to the new state's control instead of losing it to <body>.
  const rootRef = useRef<HTMLDivElement>(null)
  const hadFocus = useRef(false)
  const previousState = useRef(state)
  useEffect(() => {
    if (previousState.current === state) return
    previousState.current = state
    const active = document.activeElement
    const focusLost = !active || active === document.body || Boolean(rootRef.current?.contains(active))
    if (!hadFocus.current || !focusLost) return
    rootRef.current?.querySelector<HTMLElement>('[data-focus-target]')?.focus()
  }, [state])
  const onFocus = () => {
    hadFocus.current = true
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (next && !event.currentTarget.contains(next)) hadFocus.current = false
  }

  return (
    <ArkFileUpload.RootProvider
      ref={rootRef}
      value={api}
      className={cx(classes.root, className)}
      data-state={state}
      aria-busy={uploading || undefined}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {label ? <ArkFileUpload.Label className={classes.label}>{label}</ArkFileUpload.Label> : null}
      <div className={classes.frame} data-state={state}>
        {state === 'empty' ? (
          <ArkFileUpload.Dropzone
            className={classes.dropzone}
            aria-labelledby={labelled(chooseId, true)}
            aria-describedby={describedBy}
            data-focus-target
          >
            <ImagePlusIcon aria-hidden />
            <span id={chooseId}>{t('ui.fileUpload.choose')}</span>
          </ArkFileUpload.Dropzone>
        ) : null}
        {state !== 'empty' && value ? (
          <img className={classes.preview} src={value.url} alt={alt ?? label ?? ''} />
        ) : null}
        {state === 'filled' ? (
          <div className={classes.actions}>
            <ArkFileUpload.Trigger
              className={classes.action}
              data-action="replace"
              aria-label={t('ui.fileUpload.replace')}
              aria-labelledby={labelled(replaceId)}
              title={t('ui.fileUpload.replace')}
              aria-describedby={describedBy}
              data-focus-target
            >
              <ImageUpIcon aria-hidden />
            </ArkFileUpload.Trigger>
            <button
              type="button"
              id={removeId}
              className={classes.action}
              data-action="remove"
              aria-label={t('ui.fileUpload.remove')}
              aria-labelledby={labelled(removeId)}
              title={t('ui.fileUpload.remove')}
              disabled={disabled}
              onClick={() => {
                setRejection(null)
                onRemove?.()
              }}
            >
              <Trash2Icon aria-hidden />
            </button>
          </div>
        ) : null}
        {state === 'uploading' ? (
          <div className={classes.status} role="status" tabIndex={-1} data-focus-target>
            <Spinner size="md" decorative />
            <span>{t('ui.fileUpload.uploading')}</span>
          </div>
        ) : null}
      </div>
      <ArkFileUpload.HiddenInput />
      {showHint ? (
        <p id={hintId} className={classes.hint}>
          {t('ui.fileUpload.hint')}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className={classes.errorText} role="alert">
          {message}
        </p>
      ) : null}
    </ArkFileUpload.RootProvider>
  )
}
