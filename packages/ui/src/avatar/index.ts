export {
  Avatar,
  AvatarRoot,
  AvatarImage,
  AvatarFallback,
  type AvatarProps,
  type AvatarRootProps,
} from './avatar'
export { avatarToneOf, initialOf, isDefaultPicture, type AvatarTone } from './avatar-utils'
