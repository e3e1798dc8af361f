/** What the checkout feature offers the other features: the pending configuration and the checkout steps. */
export {
  configurationSaved,
  selectPendingConfiguration,
  type PendingConfiguration,
  type PendingGameConfiguration,
  type PendingKvmConfiguration,
} from './checkout-slice';
export { CHECKOUT_STEP, useCheckoutSteps } from './checkout-steps';
