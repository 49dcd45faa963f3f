export { preloadToaster, toaster, Toaster, type ToasterProps, type ToastOptions } from './toast'
