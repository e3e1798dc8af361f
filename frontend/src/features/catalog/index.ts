/**
 * What the catalog feature offers the rest of the storefront (the landing page shows catalog
 * offers too): the VAT-aware price, the game card frame and labels (pass them your `useT()`), the
 * KVM lines' labels, the failure logging.
 */
export { GameCardFrame, type GameCardFrameProps } from './game-card-frame';
export { gameRangeLabel, gameTypeLabel, type Translate } from './game-labels';
export { lineLabel } from './line-labels';
export { formatTraffic } from './server-columns';
export { useCatalogPrice } from './use-catalog-price';
export { useLoggedFailure } from './use-logged-failure';
