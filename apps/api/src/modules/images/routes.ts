import { envelope } from '../../http/envelope'
import { readMultipartForm } from '../../http/multipart'
import type { OperationHandlers } from '../../http/types'
import { deleteOwnImage, storeImage } from './store-image'

export const imageHandlers = {
  async uploadImage(request) {
    // Decoding pictures is the costliest thing a signed-in user can ask for: counted per IP and per user.
    await request.server.rateLimits.consume('upload', request, request.viewerId!)
    const { file } = await readMultipartForm(request)
    // The contract requires `image`, so a valid form always carries the file.
    const image = await storeImage(request.server, request.viewerId!, file!.buffer)
    return envelope(image, 'Image uploaded successfully')
  },

  async deleteImage(request) {
    const { key } = request.params as { key: string }
    await deleteOwnImage(request.server, request.viewerId!, key)
    return envelope(null, 'Image removed successfully')
  },
} satisfies OperationHandlers
