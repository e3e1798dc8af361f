import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { Price } from './price';

describe('Price', () => {
  it('writes ETB as the specification does, with /month', () => {
    render(<Price etb={1500} perMonth />);
    expect(screen.getByText('1,500.00 ETB')).toBeInTheDocument();
    expect(screen.getByText('/month')).toBeInTheDocument();
  });

  it('shows N/A for a missing amount', () => {
    render(<Price etb={null} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('writes birr the Amharic way in Amharic', async () => {
    await i18n.changeLanguage('am');
    render(<Price etb={1725} perMonth />);
    expect(screen.getByText('ብር 1,725.00')).toBeInTheDocument();
    expect(screen.getByText('/በወር')).toBeInTheDocument();
  });
});
