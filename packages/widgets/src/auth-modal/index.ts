export { AuthModal, type AuthModalProps } from './auth-modal'
export {
  GOOGLE_SIGN_IN_HREF,
  googleSignInHref,
  takeGoogleSignInError,
  type GoogleSignInError,
} from './google-sign-in'
export type { AuthModalUser } from './auth-modal-user'
export { authSteps, type AuthStep } from './auth-flow'
export { useAuthAccountApi, type AuthAccountApi } from './account-api'
export type { LoginValues, SignupValues } from './auth-schemas'
