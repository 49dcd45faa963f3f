import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { Controller } from 'react-hook-form'
import { type MessageId, useI18n } from '@sufra/i18n'
import { FileUpload, type FileUploadProps, type FileUploadRejection } from '@sufra/ui/file-upload'
import { toaster } from '@sufra/ui/toast'
import type { ImageValue, RecipeFormHandle } from './recipe-form-schema'

/**
 * The form's photo uploads: every slot uploads through `upload` (so the form knows when uploads
 * are still running) and hands the key of a removed or replaced photo to `discard` (sent as
 * `toDeleteImages` on save; the server deletes them).
 */
export type ImageUploads = {
  upload: (file: File) => Promise<ImageValue>
  discard: (key: string) => void
  /** How many uploads are running. */
  pending: number
}

const ImageUploadsContext = createContext<ImageUploads | null>(null)

function useImageUploads(): ImageUploads {
  const uploads = useContext(ImageUploadsContext)
  if (!uploads) throw new Error('ImageSlot must be inside ImageUploadsProvider')
  return uploads
}

/** Counts running uploads and collects discarded keys for one form. */
export function useImageUploadState(uploadImage: (file: File) => Promise<ImageValue>) {
  const [pending, setPending] = useState(0)
  const discarded = useRef<string[]>([])
  const upload = useCallback(
    async (file: File) => {
      setPending((count) => count + 1)
      try {
        return await uploadImage(file)
      } finally {
        setPending((count) => count - 1)
      }
    },
    [uploadImage],
  )
  const discard = useCallback((key: string) => {
    if (key && !discarded.current.includes(key)) discarded.current.push(key)
  }, [])
  const uploads = useMemo<ImageUploads>(() => ({ upload, discard, pending }), [upload, discard, pending])
  return { uploads, discarded }
}

export function ImageUploadsProvider({ uploads, children }: { uploads: ImageUploads; children: ReactNode }) {
  return <ImageUploadsContext.Provider value={uploads}>{children}</ImageUploadsContext.Provider>
}

const rejectionMessages: Record<FileUploadRejection, MessageId> = {
  invalidType: 'recipeForm.image.invalidType',
  tooLarge: 'recipeForm.image.tooLarge',
  tooMany: 'ui.fileUpload.tooMany',
}

export type ImageSlotProps = Pick<FileUploadProps, 'shape' | 'size' | 'className' | 'showHint'> & {
  label: string
  value: ImageValue | null
  onChange: (value: ImageValue | null) => void
  disabled?: boolean
}

/**
 * One photo slot (spec: empty, uploading with a spinner, filled with Replace and Remove). A chosen
 * file must be an image under 2MB (checked before uploading); it is uploaded at once
 * (POST /image/upload). A failed upload is a toast and the slot goes back to what it showed.
 * Removing or replacing a photo hands its key to the form for deletion on save.
 */
export function ImageSlot({ label, value, onChange, disabled, ...look }: ImageSlotProps) {
  const { t } = useI18n()
  const uploads = useImageUploads()
  const [uploading, setUploading] = useState(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const onFileAccept = async (file: File) => {
    const previous = value
    setUploading(true)
    try {
      const image = await uploads.upload(file)
      if (!mounted.current) {
        // The slot went away meanwhile (its step was removed): nobody will use this photo.
        uploads.discard(image.key)
        return
      }
      if (previous) uploads.discard(previous.key)
      onChange(image)
    } catch (failure) {
      console.error(failure)
      toaster.error({ title: t('recipeForm.image.uploadFailed') })
    } finally {
      if (mounted.current) setUploading(false)
    }
  }

  return (
    <FileUpload
      {...look}
      label={label}
      value={value}
      uploading={uploading}
      disabled={disabled}
      onFileAccept={(file) => void onFileAccept(file)}
      onRemove={() => {
        if (value) uploads.discard(value.key)
        onChange(null)
      }}
      onReject={(reason) => toaster.error({ title: t(rejectionMessages[reason]) })}
    />
  )
}

/** An ImageSlot holding one photo field of the recipe form (the main photo, another one, a step's). */
export function ImageField({
  form,
  name,
  ...slot
}: Omit<ImageSlotProps, 'value' | 'onChange' | 'showHint'> & {
  form: RecipeFormHandle
  name: 'thumbnail' | `otherImages.${number}` | `instructions.${number}.image`
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ImageSlot {...slot} value={field.value ?? null} onChange={field.onChange} showHint={false} />
      )}
    />
  )
}
