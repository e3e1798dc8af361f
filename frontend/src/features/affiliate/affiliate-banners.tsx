import { Alert } from '../../components/ui';

export type Banner = {
  key: string;
  tone: 'success' | 'danger';
  text: string;
  onDismiss: () => void;
};

/** The red (errors, role=alert) and green (results, role=status) banners above the tabs; each dismissible. */
export function AffiliateBanners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <div className="grid gap-3">
      {banners.map((banner) => (
        <Alert key={banner.key} tone={banner.tone} onDismiss={banner.onDismiss}>
          {banner.text}
        </Alert>
      ))}
    </div>
  );
}
