import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { STORAGE_KEYS } from '../../lib/storage';
import { Footer } from './footer';
import { renderLayout } from './test-render';

describe('Footer', () => {
  it('has the three links, a credit line and the copyright', () => {
    renderLayout(<Footer />);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/tos');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText(`© ${new Date().getFullYear()} Abay Cloud`)).toBeInTheDocument();
    expect(screen.getByText(/Made with care/)).toBeInTheDocument();
  });

  it('toggles VAT on and off, in the store and in browser storage', async () => {
    const { store, user } = renderLayout(<Footer />);
    const toggle = screen.getByRole('switch', { name: 'VAT' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('OFF')).toBeInTheDocument();
    // It says what it switches: the catalog's prices, never the checkout's totals.
    expect(
      screen.getByText('Catalog prices without VAT; checkout totals include 15% VAT.'),
    ).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('ON')).toBeInTheDocument();
    expect(screen.getByText('Catalog prices include 15% VAT, as checkout totals do.')).toBeInTheDocument();
    expect(store.getState().vat.enabled).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.vat)).toBe('true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(store.getState().vat.enabled).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.vat)).toBe('false');
  });

  it('toggles from the keyboard', async () => {
    const { user } = renderLayout(<Footer />);
    const toggle = screen.getByRole('switch', { name: 'VAT' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('starts ON when browser storage remembers VAT on', () => {
    localStorage.setItem(STORAGE_KEYS.vat, 'true');
    renderLayout(<Footer />); // no preloaded state: the store restores from storage, as the app does
    expect(screen.getByRole('switch', { name: 'VAT' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('ON')).toBeInTheDocument();
  });

  it('speaks Amharic: links, VAT switch and its note, copyright', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderLayout(<Footer />);
    expect(screen.getByRole('navigation', { name: 'ግርጌ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'የአገልግሎት ውል' })).toHaveAttribute('href', '/tos');
    expect(screen.getByRole('link', { name: 'ያግኙን' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'የግላዊነት ፖሊሲ' })).toHaveAttribute('href', '/privacy');
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Abay Cloud። መብቱ በሕግ የተጠበቀ ነው።`),
    ).toBeInTheDocument();
    expect(screen.getByText('በአዲስ አበባ፣ ኢትዮጵያ በጥንቃቄ የተሰራ።')).toBeInTheDocument();

    const toggle = screen.getByRole('switch', { name: 'ተ.እ.ታ' });
    expect(screen.getByText('ጠፍቷል')).toBeInTheDocument();
    expect(screen.getByText('የካታሎግ ዋጋዎች ያለ ተ.እ.ታ ናቸው፤ የክፍያ ድምሮቹ 15% ተ.እ.ታን ያካትታሉ።')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('በርቷል')).toBeInTheDocument();
    expect(screen.getByText('የካታሎግ ዋጋዎች ልክ እንደ ክፍያ ድምሮቹ 15% ተ.እ.ታን ያካትታሉ።')).toBeInTheDocument();
  });
});
