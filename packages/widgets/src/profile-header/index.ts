export {
  ProfileHeader,
  type OwnProfileTools,
  type ProfileHeaderProps,
  type ProfileHeaderUser,
  type ProfileLinkComponent,
} from './profile-header'
export { IMPORT_SUCCESS_STATUS, ImportRecipeForm, type ImportRecipe } from './import-recipe-form'
export { shareProfileLink, type ShareOutcome } from './share-profile'
