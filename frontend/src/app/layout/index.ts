export { SiteLayout } from './site-layout';
