export {
  type CurrentUser,
  type HostLinkComponent,
  type SignInReason,
  type WidgetHost,
  WidgetHostProvider,
  signInAlert,
  useWidgetHost,
} from './widget-host'
