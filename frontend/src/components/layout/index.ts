export { ComingSoonDialog, type ComingSoonDialogProps } from './coming-soon-dialog';
export { Logo, LogoMark } from './logo';
