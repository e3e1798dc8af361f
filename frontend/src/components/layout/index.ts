export { ComingSoonDialog, type ComingSoonDialogProps } from './coming-soon-dialog';
export { Footer } from './footer';
export { Header } from './header';
export { Logo, LogoMark } from './logo';
export { SiteLayout } from './site-layout';
