export { FullScreenLoader, Splash, type FullScreenLoaderProps, type SplashProps } from './full-screen-loader'
