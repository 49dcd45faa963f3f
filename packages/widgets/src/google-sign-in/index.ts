// Its own entry, apart from the auth modal: a page needs these at start (the redirect's error, the
// link's address) while the modal's code loads only when it opens.
export {
  GOOGLE_SIGN_IN_HREF,
  googleSignInHref,
  takeGoogleSignInError,
  type GoogleSignInError,
} from './google-sign-in'
