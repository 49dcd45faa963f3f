export {
  MIN_SERVINGS,
  clampServings,
  scaleAmount,
  formatAmount,
  fractionsSuit,
  type FormatAmountOptions,
} from './servings'
