export { toaster, Toaster, type ToasterProps, type ToastOptions } from './toast'
