import { clsx } from 'clsx';
import { useGetSellerQuery } from '../api';
import { useT } from '../i18n';

/**
 * The seller's legal name, TIN and VAT registration number (Proclamation 1341/2024: a
 * VAT-registered seller shows them on the website it sells through), when the shop is configured
 * with them (SELLER_*); nothing otherwise, and nothing while they load.
 */
export function SellerRegistration({ className }: { className?: string }) {
  const t = useT();
  const { data } = useGetSellerQuery();
  if (!data?.registered || !data.legalName) return null;
  return (
    <span className={clsx('block text-sm', className)}>
      {t('common.seller.label')}: <span className="font-semibold">{data.legalName}</span>
      {data.address && <span> · {data.address}</span>}
      <span> · {t('common.seller.tin', { tin: data.tin ?? '' })}</span>
      <span> · {t('common.seller.vatNumber', { vatNumber: data.vatNumber ?? '' })}</span>
    </span>
  );
}
