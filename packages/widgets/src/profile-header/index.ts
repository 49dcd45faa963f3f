export {
  ProfileHeader,
  type OwnProfileTools,
  type ProfileHeaderProps,
  type ProfileHeaderUser,
  type ProfileLinkComponent,
} from './profile-header'
export { shareProfileLink, type ShareOutcome } from './share-profile'
