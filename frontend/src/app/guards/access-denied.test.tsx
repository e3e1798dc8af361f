import { ADMIN_ACCESS_DENIED } from '@shop/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { renderLayout } from '../layout/test-render';
import { AccessDenied } from './access-denied';

describe('AccessDenied', () => {
  it('tells a customer the console is not for them, with a way home', () => {
    renderLayout(<AccessDenied />, { route: '/admin' });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_ACCESS_DENIED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('speaks Amharic', async () => {
    await i18n.changeLanguage('am');
    renderLayout(<AccessDenied />, { route: '/admin' });
    expect(screen.getByRole('heading', { name: 'መዳረሻ ተከልክሏል' })).toBeInTheDocument();
    expect(screen.getByText('የአስተዳዳሪ ገጹን ለመክፈት ፈቃድ የለዎትም።')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ወደ መነሻ ገጽ ይሂዱ' })).toHaveAttribute('href', '/');
  });
});
