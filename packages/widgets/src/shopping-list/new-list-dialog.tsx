import { useApiMutation } from '@sufra/api-client'
import { useI18n } from '@sufra/i18n'
import { toaster } from '@sufra/ui/toast'
import { ListNameDialog } from './list-name-dialog'

type NewListDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The new list's id, to open it (items are added to it next). */
  onCreated: (id: string) => void
}

/** New: an empty list named by the person (POST /list/create with no ingredients), opened at once. */
export function NewListDialog({ open, onOpenChange, onCreated }: NewListDialogProps) {
  const { t, locale } = useI18n()
  const create = useApiMutation('post', '/list/create')
  return (
    <ListNameDialog
      purpose="new"
      open={open}
      onOpenChange={onOpenChange}
      current=""
      onSave={async (typed) => {
        // A name typed is in the reader's language; the server shows it on both sides.
        const created = await create.mutateAsync({
          body: {
            listName: { en: locale === 'en' ? typed : '', ar: locale === 'ar' ? typed : '' },
            list: [],
          },
        })
        toaster.success({ title: t('shoppingList.new.done') })
        onCreated(created.data._id)
      }}
    />
  )
}
