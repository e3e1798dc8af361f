import { ClosingCtaSection } from './closing-cta-section';
import { FeaturedServersSection } from './featured-servers-section';
import { HeroSection } from './hero-section';
import { PopularGamesSection } from './popular-games-section';
import { SolutionsSection } from './solutions-section';

/** The landing page (storefront spec 2, Landing): hero, featured plans, solutions, popular games, call to action. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturedServersSection />
      <SolutionsSection />
      <PopularGamesSection />
      <ClosingCtaSection />
    </>
  );
}
