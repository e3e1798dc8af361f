import { NO_SERVERS_AVAILABLE } from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { apiError, http, kvmPackageByName, kvmPackagesOf } from '../../mocks';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';

function renderServers(route = '/servers', options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(null, { route, ...options });
}

const table = (name: string) => screen.findByRole('table', { name });

/** The rows of the table as arrays of cell texts (the header row left out). */
function rowTexts(tableElement: HTMLElement): string[][] {
  return within(tableElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

const serverNames = (tableElement: HTMLElement) => rowTexts(tableElement).map((cells) => cells[0]);

describe('KVM servers page', () => {
  it('opens on Packages with the table of the 2025sale line', async () => {
    renderServers();
    expect(await screen.findByRole('heading', { level: 1, name: 'KVM Virtual Servers' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Packages',
      'IPv6 Only',
      'Intel Xeon',
      'Ryzen',
    ]);
    const packages = await table('Packages servers');
    expect(
      within(packages)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Server', 'CPU', 'Cores', 'RAM', 'Storage', 'Bandwidth', 'Price', 'Actions']);
    expect(serverNames(packages)).toEqual(kvmPackagesOf('2025sale').map((p) => p.displayname));

    const small = kvmPackageByName('Package Small');
    expect(rowTexts(packages)[0]).toEqual([
      'Package Small',
      'Xeon Gold',
      '2',
      '2.0 GB',
      '40.0 GB SSD',
      '4 TB',
      '1,500.00 ETB/month',
      'Configure Package Small',
    ]);
    expect(screen.getByRole('link', { name: 'Configure Package Small' })).toHaveAttribute(
      'href',
      `/kvm-config/${small.id}`,
    );
  });

  it.each([
    ['IPv6 Only', 'ipv6onlygen1', 'Xeon Gold'],
    ['Intel Xeon', 'intelxeon', 'Intel Xeon'],
    ['Ryzen', 'ryzengen2', 'Ryzen'],
  ] as const)(
    'switches to %s (?line=%s, kept in the URL) with the CPU column saying %s',
    async (tab, line, cpu) => {
      const { user, router } = renderServers();
      await table('Packages servers');
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(router.state.location.search).toBe(`?line=${line}`));
      const lineTable = await table(`${tab} servers`);
      expect(serverNames(lineTable)).toEqual(kvmPackagesOf(line).map((p) => p.displayname));
      expect(new Set(rowTexts(lineTable).map((cells) => cells[1]))).toEqual(new Set([cpu]));
    },
  );

  it('opens the tab named in the URL (a reload) and is there again after going back', async () => {
    const { router } = renderServers('/servers?line=intelxeon');
    expect(screen.getByRole('tab', { name: 'Intel Xeon' })).toHaveAttribute('aria-selected', 'true');
    await table('Intel Xeon servers');
    const basic = kvmPackageByName('KVM Server Basic');
    expect(screen.getByRole('link', { name: 'Configure KVM Server Basic' })).toHaveAttribute(
      'href',
      `/kvm-config/${basic.id}`,
    );
    // Leave for another page (the configuration page belongs to another feature) and come back.
    await router.navigate('/contact');
    await waitFor(() => expect(screen.queryByRole('tablist')).toBeNull());
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?line=intelxeon'));
    expect(await screen.findByRole('tab', { name: 'Intel Xeon' })).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to Packages for an unknown line in the URL', async () => {
    renderServers('/servers?line=mainframe');
    expect(screen.getByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'true');
    expect(await table('Packages servers')).toBeInTheDocument();
  });

  it('searches by display name, case-insensitive and partial', async () => {
    const { user } = renderServers();
    const packages = await table('Packages servers');
    const search = screen.getByRole('searchbox', { name: 'Search servers' });
    await user.type(search, 'sTaR');
    expect(serverNames(packages)).toEqual(['Package Starter']);
  });

  it('searches by line, by its key or its label', async () => {
    const { user } = renderServers('/servers?line=ryzengen2');
    await table('Ryzen servers');
    const search = screen.getByRole('searchbox', { name: 'Search servers' });
    await user.type(search, 'gen2');
    expect(serverNames(await table('Ryzen servers'))).toHaveLength(kvmPackagesOf('ryzengen2').length);

    // 'Packages' is the label of the 2025sale line: every plan of that line matches, none of Ryzen's.
    await user.clear(search);
    await user.type(search, 'packages');
    expect(screen.getByRole('heading', { name: 'No servers found matching "packages"' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Packages' }));
    expect(serverNames(await table('Packages servers'))).toHaveLength(kvmPackagesOf('2025sale').length);
  });

  it('says when the search matches nothing', async () => {
    const { user } = renderServers();
    await table('Packages servers');
    await user.type(screen.getByRole('searchbox', { name: 'Search servers' }), 'zzz');
    expect(screen.getByRole('heading', { name: 'No servers found matching "zzz"' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it(`shows '${NO_SERVERS_AVAILABLE}' for a line without plans, even while searching`, async () => {
    server.use(http.get('/catalog/kvm/{category}', ({ response }) => response(200).json([])));
    const { user } = renderServers('/servers?line=ryzengen2');
    expect(await screen.findByRole('heading', { name: NO_SERVERS_AVAILABLE })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search servers' }), 'small');
    expect(screen.getByRole('heading', { name: NO_SERVERS_AVAILABLE })).toBeInTheDocument();
  });

  it('logs a failed load and shows an empty list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/catalog/kvm/{category}', ({ response }) => response.untyped(apiError(500, 'Boom'))),
    );
    renderServers();
    expect(await screen.findByRole('heading', { name: NO_SERVERS_AVAILABLE })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to load Packages servers', expect.anything()),
    );
  });

  it('shows prices with 15% VAT when the footer toggle is on, all at once', async () => {
    const { user } = renderServers();
    const packages = await table('Packages servers');
    const prices = () => rowTexts(packages).map((cells) => cells[6]);
    expect(prices().slice(0, 2)).toEqual(['1,500.00 ETB/month', '2,400.00 ETB/month']);
    await user.click(screen.getByRole('switch', { name: 'VAT' }));
    expect(prices()).toEqual(
      kvmPackagesOf('2025sale').map(
        (p) =>
          `${(p.price * 1.15).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ETB/month`,
      ),
    );
    expect(prices()[0]).toBe('1,725.00 ETB/month');
  });

  it('starts with VAT when the stored toggle is on', async () => {
    renderServers('/servers', { preloadedState: { vat: { enabled: true } } });
    const packages = await table('Packages servers');
    expect(within(packages).getByText('2,760.00 ETB')).toBeInTheDocument();
  });

  it('shows cards instead of the table on small screens', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderServers();
      const cards = await screen.findByRole('list', { name: 'Packages servers' });
      expect(screen.queryByRole('table')).toBeNull();
      const small = within(within(cards).getAllByRole('article')[0]!);
      expect(small.getByRole('heading', { name: 'Package Small' })).toBeInTheDocument();
      expect(small.getByText('Xeon Gold')).toBeInTheDocument();
      expect(small.getByText('1,500.00 ETB')).toBeInTheDocument();
      expect(small.getByText('40.0 GB SSD')).toBeInTheDocument();
      expect(small.getByRole('link', { name: 'Configure Package Small' })).toHaveAttribute(
        'href',
        `/kvm-config/${kvmPackageByName('Package Small').id}`,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('KVM servers page in Amharic', () => {
  it('names the page, the tabs and the columns in Amharic and shows prices in birr', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderServers();
    expect(screen.getByRole('heading', { level: 1, name: 'KVM ቨርቹዋል ሰርቨሮች' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ጥቅሎች' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'ጥቅሎች',
      'IPv6 ብቻ',
      'Intel Xeon',
      'Ryzen',
    ]);
    const packages = await table('ጥቅሎች ሰርቨሮች');
    expect(
      within(packages)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ሰርቨር', 'CPU', 'ኮሮች', 'ራም', 'ማከማቻ', 'የዳታ መጠን', 'ዋጋ', 'ተግባራት']);
    // Plan names, CPU lines and units stay as they are; the price is in birr, Amharic style (Intl
    // puts a no-break space after ብር).
    expect(rowTexts(packages)[0]!.map((cell) => cell.replace(/\s/g, ' '))).toEqual([
      'Package Small',
      'Xeon Gold',
      '2',
      '2.0 GB',
      '40.0 GB SSD',
      '4 TB',
      'ብር 1,500.00/በወር',
      'ያዋቅሩ Package Small',
    ]);
    expect(within(packages).getByText('ብር 1,500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ያዋቅሩ Package Small' })).toHaveAttribute(
      'href',
      `/kvm-config/${kvmPackageByName('Package Small').id}`,
    );

    await user.type(screen.getByRole('searchbox', { name: 'ሰርቨሮችን ይፈልጉ' }), 'zzz');
    expect(screen.getByRole('heading', { name: 'ከ"zzz" ጋር የሚዛመድ ሰርቨር አልተገኘም' })).toBeInTheDocument();
  });

  it('finds the plans of a line by its Amharic label', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderServers('/servers?line=ryzengen2');
    await table('Ryzen ሰርቨሮች');
    await user.type(screen.getByRole('searchbox', { name: 'ሰርቨሮችን ይፈልጉ' }), 'ጥቅሎች');
    expect(screen.getByRole('heading', { name: 'ከ"ጥቅሎች" ጋር የሚዛመድ ሰርቨር አልተገኘም' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'ጥቅሎች' }));
    expect(serverNames(await table('ጥቅሎች ሰርቨሮች'))).toHaveLength(kvmPackagesOf('2025sale').length);
  });

  it('says in Amharic that a line has no servers', async () => {
    await i18n.changeLanguage('am');
    server.use(http.get('/catalog/kvm/{category}', ({ response }) => response(200).json([])));
    renderServers('/servers?line=ipv6onlygen1');
    expect(screen.getByRole('tab', { name: 'IPv6 ብቻ' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'ምንም ሰርቨር የለም' })).toBeInTheDocument();
  });
});
