export { ComingSoonDialog, type ComingSoonDialogProps } from './coming-soon-dialog';
export { Logo, LogoMark } from './logo';
export {
  EmptyListTab,
  TabbedListPage,
  type EmptyListTabProps,
  type ListPageTab,
  type TabbedListPageProps,
} from './tabbed-list-page';
