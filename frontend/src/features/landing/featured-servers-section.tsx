import { featuredOffers, MOST_POPULAR_FEATURED_INDEX, SALE_LINE } from '@shop/domain';
import { ArrowRight, Server } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useListKvmPackagesQuery } from '../../api';
import { Button, EmptyState, Section, TextLink } from '../../components/ui';
import { useT } from '../../i18n';
import { useCatalogPrice } from '../../lib/use-catalog-price';
import { useLoggedFailure } from '../../lib/use-logged-failure';
import { FeaturedServerCard, FeaturedServerCardSkeleton } from './featured-server-card';

/** The first three plans of the sale catalog, the middle one flagged 'Most Popular'. */
export function FeaturedServersSection() {
  const t = useT();
  const { data, error, isLoading } = useListKvmPackagesQuery({ category: SALE_LINE });
  useLoggedFailure(error, 'featured servers');
  const displayPrice = useCatalogPrice();
  const featured = featuredOffers(Array.isArray(data) ? data : []);

  return (
    <Section
      aria-labelledby="featured-servers-title"
      eyebrow={t('landing.featured.eyebrow')}
      title={<span id="featured-servers-title">{t('landing.featured.title')}</span>}
      description={t('landing.featured.description')}
    >
      {isLoading ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {t('landing.featured.loading')}
          </p>
          <div className="mx-auto grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3 lg:gap-5 xl:gap-8">
            {[0, 1, 2].map((i) => (
              <FeaturedServerCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ) : featured.length > 0 ? (
        <>
          <ul className="mx-auto grid max-w-md items-stretch gap-6 lg:max-w-none lg:grid-cols-3 lg:gap-5 xl:gap-8">
            {featured.map((server, index) => (
              <li key={server.id}>
                <FeaturedServerCard
                  server={server}
                  price={displayPrice(server.price)}
                  popular={index === MOST_POPULAR_FEATURED_INDEX}
                />
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center text-sm text-ink-muted">
            {t('landing.featured.more')}{' '}
            <TextLink asChild>
              <Link to="/servers">{t('landing.featured.compareAll')}</Link>
            </TextLink>
          </p>
        </>
      ) : (
        <EmptyState
          icon={Server}
          as="h3"
          title={t('landing.featured.emptyTitle')}
          text={t('landing.featured.emptyText')}
          action={
            <Button asChild variant="outline">
              <Link to="/servers">
                {t('landing.featured.viewAll')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Button>
          }
        />
      )}
    </Section>
  );
}
