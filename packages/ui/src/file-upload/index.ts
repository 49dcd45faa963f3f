export {
  FileUpload,
  MAX_IMAGE_BYTES,
  type FileUploadProps,
  type FileUploadRejection,
  type FileUploadValue,
} from './file-upload'
