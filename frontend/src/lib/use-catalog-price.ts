import { displayCatalogPrice, etbToSantim, santimToEtb } from '@shop/domain';
import { useCallback } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectVatEnabled } from '../store/vat-slice';

/**
 * A catalog price (ETB) as the storefront shows it: without VAT, or with 15% VAT while the footer's
 * VAT toggle is on (domain's displayCatalogPrice, computed on santim). A missing price stays missing,
 * so <Price> shows 'N/A'.
 */
export function useCatalogPrice(): (etb: number | null | undefined) => number | null {
  const vatOn = useAppSelector(selectVatEnabled);
  return useCallback(
    (etb) =>
      typeof etb === 'number' && Number.isFinite(etb)
        ? santimToEtb(displayCatalogPrice(etbToSantim(etb), vatOn))
        : null,
    [vatOn],
  );
}
