/** What the VAT feature offers the other features: whether prices are shown with VAT. */
export { selectVatEnabled } from './vat-slice';
