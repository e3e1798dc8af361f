import {
  SELECT_OS_MESSAGE,
  SERVER_ERROR,
  etbToSantim,
  formatPrice,
  priceKvm,
  santimToEtb,
} from '@shop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { STORAGE_KEYS } from '../../lib/storage';
import { DEMO_SESSION, kvmPackageByName, osOptionsOf } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../test/render-with-providers';
import type { PendingKvmConfiguration } from '../../store/checkout-slice';
import { press, slider, total } from './config-page-test-helpers';

const small = kvmPackageByName('Package Small');
const xl = kvmPackageByName('Package XL');

function renderPlan(id: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(null, { route: `/kvm-config/${id}`, ...options });
}

async function loaded() {
  return screen.findByRole('slider', { name: 'IPv4 addresses' });
}

function expectedTotal(input: { ipv4: number; traffic: number; days: number }, pkg = small): string {
  const price = priceKvm({
    planPriceSantim: etbToSantim(pkg.price),
    includedIpv4: pkg.ipv4,
    includedTrafficTb: pkg.traffic,
    ipv4: input.ipv4,
    trafficTb: input.traffic,
    days: input.days,
  });
  return formatPrice(santimToEtb(price.total));
}

describe('KVM configuration', () => {
  it('shows the plan in the Order Summary: name, cores, CPU type, base and turbo GHz, memory and disk in GB', async () => {
    renderPlan(small.id);
    await loaded();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Package Small')).toBeInTheDocument();
    expect(within(summary).getByText('CPU cores').nextElementSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Intel Xeon Gold 6148')).toBeInTheDocument();
    expect(within(summary).getByText('2.4 GHz / 3.7 GHz')).toBeInTheDocument();
    expect(within(summary).getByText('Memory').nextElementSibling).toHaveTextContent('2.0 GB');
    expect(within(summary).getByText('Disk').nextElementSibling).toHaveTextContent('40.0 GB');
    expect(screen.getByRole('heading', { name: 'Configure Your Server', level: 1 })).toBeInTheDocument();
  });

  it('preselects the first Linux OS even when a Windows image sorts first', async () => {
    renderPlan(small.id);
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Operating system' });
    const options = within(select)
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled);
    // The sale line offers Windows Server 2022 with sort 5, before every Linux image.
    expect(options[0]).toHaveTextContent('Windows Server 2022');
    const ubuntu = osOptionsOf(small).find((o) => o.displayname === 'Ubuntu 24.04')!;
    expect(select).toHaveValue(ubuntu.id);
    expect(screen.getByRole('option', { name: 'Ubuntu 24.04', selected: true })).toBeInTheDocument();
  });

  it('starts the sliders at the plan’s included amounts and 30 days, with domain’s bounds and steps', async () => {
    const { user } = renderPlan(small.id);
    await loaded();
    expect(slider('IPv4 addresses')).toHaveAttribute('aria-valuemin', '1');
    expect(slider('IPv4 addresses')).toHaveAttribute('aria-valuemax', '10');
    expect(slider('IPv4 addresses')).toHaveAttribute('aria-valuenow', '1');
    expect(slider('Bandwidth')).toHaveAttribute('aria-valuemin', '4');
    expect(slider('Bandwidth')).toHaveAttribute('aria-valuemax', '10');
    expect(slider('Bandwidth')).toHaveAttribute('aria-valuenow', '4');
    expect(slider('Duration')).toHaveAttribute('aria-valuemin', '30');
    expect(slider('Duration')).toHaveAttribute('aria-valuemax', '360');
    expect(slider('Duration')).toHaveAttribute('aria-valuenow', '30');

    await press(user, 'IPv4 addresses', 1);
    expect(slider('IPv4 addresses')).toHaveAttribute('aria-valuenow', '2');
    expect(slider('IPv4 addresses')).toHaveAttribute('aria-valuetext', '2 addresses');
    await press(user, 'Bandwidth', 1);
    expect(slider('Bandwidth')).toHaveAttribute('aria-valuenow', '5');
    await press(user, 'Duration', 1);
    expect(slider('Duration')).toHaveAttribute('aria-valuenow', '60');
    expect(slider('Duration')).toHaveAttribute('aria-valuetext', '60 days');
    await press(user, 'Duration', 20);
    expect(slider('Duration')).toHaveAttribute('aria-valuenow', '360');
    await press(user, 'IPv4 addresses', -5);
    expect(slider('IPv4 addresses')).toHaveAttribute('aria-valuenow', '1');
  });

  it('starts IPv4 at 0 for a plan that includes none (IPv6 only)', async () => {
    renderPlan(kvmPackageByName('IPv6 Small').id);
    expect(await loaded()).toHaveAttribute('aria-valuemin', '0');
    expect(slider('IPv4 addresses')).toHaveAttribute('aria-valuenow', '0');
  });

  it('disables the bandwidth slider when the plan already includes 10 TB', async () => {
    renderPlan(xl.id);
    await loaded();
    const bandwidth = slider('Bandwidth');
    expect(bandwidth).toHaveAttribute('aria-disabled', 'true');
    expect(bandwidth).toHaveAttribute('aria-valuenow', '10');
    expect(bandwidth).toHaveAttribute('aria-valuemin', '10');
    expect(bandwidth).not.toHaveAttribute('tabindex');
    expect(
      screen.getByText('This plan already includes the maximum of 10 TB per month.'),
    ).toBeInTheDocument();
    expect(slider('IPv4 addresses')).not.toHaveAttribute('aria-disabled');
  });

  it('shows domain’s priceKvm total for the default choice (1,500 ETB plan: 1,725.00 ETB with VAT)', async () => {
    renderPlan(small.id);
    await loaded();
    expect(total()).toBe(expectedTotal({ ipv4: 1, traffic: 4, days: 30 }));
    expect(total()).toBe('1,725.00 ETB');
    const breakdown = screen.getByRole('region', { name: 'Pricing breakdown' });
    expect(within(breakdown).getByText('Plan price').nextElementSibling).toHaveTextContent('1,500.00 ETB');
    expect(within(breakdown).getByText('Subtotal').nextElementSibling).toHaveTextContent('1,500.00 ETB');
    expect(within(breakdown).getByText('VAT (15%)').nextElementSibling).toHaveTextContent('225.00 ETB');
    expect(within(breakdown).queryByText('Extra IPv4')).not.toBeInTheDocument();
    expect(within(breakdown).queryByText('Long-term discount (10%)')).not.toBeInTheDocument();
  });

  it('prices extras and the 10% discount from 300 days exactly as domain does', async () => {
    const { user } = renderPlan(small.id);
    await loaded();
    await press(user, 'IPv4 addresses', 2);
    await press(user, 'Bandwidth', 2);
    await press(user, 'Duration', 8); // 270 days: no discount yet
    const breakdown = screen.getByRole('region', { name: 'Pricing breakdown' });
    expect(total()).toBe(expectedTotal({ ipv4: 3, traffic: 6, days: 270 }));
    expect(within(breakdown).queryByText('Long-term discount (10%)')).not.toBeInTheDocument();

    await press(user, 'Duration', 1); // 300 days
    expect(total()).toBe(expectedTotal({ ipv4: 3, traffic: 6, days: 300 }));
    // By hand: plan 1,500 x 10 = 15,000; IPv4 2 x 600 x 10 = 12,000; bandwidth 2 x 1,300 x 10 = 26,000;
    // less 10% of 53,000 = 5,300 -> 47,700; VAT 7,155 -> 54,855.
    expect(total()).toBe('54,855.00 ETB');
    const line = (label: string) => within(breakdown).getByText(label).parentElement?.querySelector('dd');
    expect(line('Plan price')).toHaveTextContent('15,000.00 ETB');
    expect(line('Extra IPv4')).toHaveTextContent('12,000.00 ETB');
    expect(line('Extra bandwidth')).toHaveTextContent('26,000.00 ETB');
    expect(line('Long-term discount (10%)')).toHaveTextContent('-5,300.00 ETB');
    expect(line('Subtotal')).toHaveTextContent('47,700.00 ETB');
    expect(line('VAT (15%)')).toHaveTextContent('7,155.00 ETB');
    expect(screen.getByText('The 10% long-term discount is applied.')).toBeInTheDocument();
  });

  it('shows the plan’s monthly price with VAT when the footer switch is on; the breakdown keeps VAT as a line', async () => {
    const starter = kvmPackageByName('Package Starter');
    const { user } = renderPlan(starter.id);
    await loaded();
    await press(user, 'Duration', 1); // 60 days, so the total differs from one month with VAT
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('2,400.00 ETB')).toBeInTheDocument();
    expect(within(summary).getByText('excl. VAT')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: /VAT/ }));
    expect(within(summary).getByText('2,760.00 ETB')).toBeInTheDocument();
    expect(within(summary).getByText('incl. 15% VAT')).toBeInTheDocument();
    expect(total()).toBe(expectedTotal({ ipv4: 1, traffic: 4, days: 60 }, starter));
    expect(screen.getByText('VAT (15%)').nextElementSibling).toHaveTextContent('720.00 ETB');
  });

  it('alerts when no operating system can be selected, and saves nothing', async () => {
    server.use(http.get('/api/catalog/kvm/packet/:id/os', () => HttpResponse.json([])));
    const { user, store, router } = renderPlan(small.id);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SELECT_OS_MESSAGE);
    expect(screen.getByText(SELECT_OS_MESSAGE)).toBeInTheDocument();
    expect(store.getState().checkout.pending).toBeNull();
    expect(router.state.location.pathname).toBe(`/kvm-config/${small.id}`);
  });

  it('signed in: saves the pending configuration and goes to /config-confirmation', async () => {
    const { user, store, router } = renderPlan(small.id, { preloadedState: { auth: DEMO_SESSION } });
    await loaded();
    const debian = osOptionsOf(small).find((o) => o.displayname === 'Debian 12')!;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operating system' }), debian.id);
    await press(user, 'IPv4 addresses', 1);
    await press(user, 'Duration', 2);
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/config-confirmation'));
    const expected: PendingKvmConfiguration = {
      type: 'kvm',
      id: small.id,
      serviceName: 'Package Small',
      line: '2025sale',
      os: 'Debian 12',
      osId: debian.id,
      specifications: {
        cores: 2,
        cpuType: 'Intel Xeon Gold 6148',
        baseSpeed: 2.4,
        turboSpeed: 3.7,
        memory: 2048,
        disk: 40960,
        ipv4: 2,
        traffic: 4,
        duration: 90,
      },
      // 1,500 x 3 = 4,500; one extra IPv4 600 x 3 = 1,800; 6,300 + 15% VAT = 7,245
      pricing: { basePrice: 4500, totalPrice: 7245, currency: 'ETB', billingCycle: 'One-time' },
    };
    expect(store.getState().checkout.pending).toEqual(expected);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingConfiguration)!)).toEqual(expected);
  });

  it('signed out: saves the configuration, remembers /config-confirmation with it and goes to /signin', async () => {
    const { user, store, router } = renderPlan(small.id);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const pending = store.getState().checkout.pending as PendingKvmConfiguration;
    expect(pending).toMatchObject({ type: 'kvm', id: small.id, os: 'Ubuntu 24.04' });
    expect(pending.pricing).toEqual({
      basePrice: 1500,
      totalPrice: 1725,
      currency: 'ETB',
      billingCycle: 'One-time',
    });
    const destination = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.intendedDestination)!);
    expect(destination).toEqual({ path: '/config-confirmation', search: '', state: pending });
  });

  it('restores the stored choices when the customer comes back to the same plan', async () => {
    const debian = osOptionsOf(small).find((o) => o.displayname === 'Debian 12')!;
    const stored: PendingKvmConfiguration = {
      type: 'kvm',
      id: small.id,
      serviceName: small.displayname,
      os: debian.displayname,
      osId: debian.id,
      specifications: {
        cores: 2,
        cpuType: small.cputype,
        baseSpeed: small.ghzbase,
        turboSpeed: small.ghzturbo,
        memory: small.memory,
        disk: small.disk,
        ipv4: 3,
        traffic: 7,
        duration: 300,
      },
      pricing: { basePrice: 1, totalPrice: 1, currency: 'ETB', billingCycle: 'One-time' },
    };
    renderPlan(small.id, { preloadedState: { checkout: { pending: stored } } });
    await loaded();
    expect(slider('IPv4 addresses')).toHaveAttribute('aria-valuenow', '3');
    expect(slider('Bandwidth')).toHaveAttribute('aria-valuenow', '7');
    expect(slider('Duration')).toHaveAttribute('aria-valuenow', '300');
    expect(screen.getByRole('combobox', { name: 'Operating system' })).toHaveValue(debian.id);
    // The price is recomputed, never read from storage.
    expect(total()).toBe(expectedTotal({ ipv4: 3, traffic: 7, days: 300 }));
  });

  it('shows a skeleton while loading', async () => {
    renderPlan(small.id);
    expect(screen.getByRole('status')).toHaveTextContent('Loading configuration…');
    await loaded();
    expect(screen.queryByText('Loading configuration…')).not.toBeInTheDocument();
  });

  it('keeps the header it showed while loading: the same title and subtitle elements, the line in the eyebrow', async () => {
    renderPlan(small.id);
    const title = screen.getByRole('heading', { name: 'Configure Your Server', level: 1 });
    const subtitle = screen.getByText(/^Choose an operating system/);
    expect(screen.queryByText('KVM Servers · Packages')).not.toBeInTheDocument();
    await loaded();
    // The prerendered loading state is the page's largest text at first paint: it must not be replaced.
    expect(screen.getByRole('heading', { name: 'Configure Your Server', level: 1 })).toBe(title);
    expect(screen.getByText(/^Choose an operating system/)).toBe(subtitle);
    expect(screen.getByText('KVM Servers · Packages')).toBeInTheDocument();
  });

  it('says the package was not found for an unknown id, with a way back to /servers', async () => {
    renderPlan('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed');
    expect(await screen.findByRole('heading', { name: 'Server package not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse servers' })).toHaveAttribute('href', '/servers');
    expect(screen.queryByRole('button', { name: 'Continue to Checkout' })).not.toBeInTheDocument();
  });

  it('asks for an unknown package once, and its OS list once, however long the page stays', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/catalog/')) asked.push(new URL(request.url).pathname);
    });
    const id = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    renderPlan(id);
    expect(await screen.findByRole('heading', { name: 'Server package not found' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked.filter((path) => path.endsWith(id))).toHaveLength(1);
    expect(asked.filter((path) => path.endsWith(`${id}/os`))).toHaveLength(1);
  });

  it('shows the error with a retry when the plan cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('/api/catalog/kvm/packet/:id', () =>
        fail
          ? HttpResponse.json({ statusCode: 500, error: 'Internal Server Error' }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderPlan(small.id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This server could not be loaded');
    expect(alert).toHaveTextContent(SERVER_ERROR);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await loaded()).toBeInTheDocument();
  });
});

/** Testing-library reads a no-break space as a space; textContent keeps it (Intl puts one after ብር). */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('KVM configuration in Amharic', () => {
  it('names the options and the summary in Amharic, with every amount in birr', async () => {
    await i18n.changeLanguage('am');
    const { user } = renderPlan(small.id);
    expect(await screen.findByRole('slider', { name: 'IPv4 አድራሻዎች' })).toHaveAttribute(
      'aria-valuetext',
      '1 አድራሻ',
    );
    expect(screen.getByRole('heading', { name: 'ሰርቨርዎን ያዋቅሩ', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ወደ ሰርቨሮች ይመለሱ' })).toHaveAttribute('href', '/servers');
    expect(screen.getByText('KVM ሰርቨሮች · ጥቅሎች')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ኦፐሬቲንግ ሲስተም', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ኦፐሬቲንግ ሲስተም' })).toHaveDisplayValue('Ubuntu 24.04');
    expect(screen.getByText('1 አድራሻ ተካቷል። እያንዳንዱ ተጨማሪ አድራሻ በ30 ቀናት ብር 600.00 ያስከፍላል።')).toBeInTheDocument();
    expect(slider('የዳታ መጠን')).toHaveAttribute('aria-valuetext', '4 TB');
    expect(slider('የአገልግሎት ጊዜ')).toHaveAttribute('aria-valuetext', '30 ቀናት');

    const summary = screen.getByRole('region', { name: 'የትዕዛዝ ማጠቃለያ' });
    expect(within(summary).getByText('Package Small')).toBeInTheDocument();
    // The monthly price, the plan price and the subtotal of one month.
    expect(within(summary).getAllByText('ብር 1,500.00')).toHaveLength(3);
    expect(within(summary).getByText('/በወር')).toBeInTheDocument();
    expect(within(summary).getByText('ተ.እ.ታ ሳይጨምር')).toBeInTheDocument();
    expect(within(summary).getByText('CPU ኮሮች').nextElementSibling).toHaveTextContent('2');
    expect(within(summary).getByText('ራም').nextElementSibling).toHaveTextContent('2.0 GB');
    expect(spaced(total())).toBe('ብር 1,725.00');
    expect(within(summary).getByText('ለ30 ቀናት የአንድ ጊዜ ክፍያ፣ ተ.እ.ታን ጨምሮ')).toBeInTheDocument();

    await press(user, 'IPv4 አድራሻዎች', 2);
    await press(user, 'የዳታ መጠን', 2);
    await press(user, 'የአገልግሎት ጊዜ', 9); // 300 days: the long-term discount
    expect(slider('IPv4 አድራሻዎች')).toHaveAttribute('aria-valuetext', '3 አድራሻዎች');
    expect(slider('የአገልግሎት ጊዜ')).toHaveAttribute('aria-valuetext', '300 ቀናት');
    expect(screen.getByText('የ10% የረጅም ጊዜ ቅናሽ ተደርጓል።')).toBeInTheDocument();
    const breakdown = screen.getByRole('region', { name: 'የዋጋ ዝርዝር' });
    expect(within(breakdown).getByText('ዋጋዎቹ ለ30 ቀናት ናቸው፤ ለ300 ቀናት × 10')).toBeInTheDocument();
    const line = (label: string) =>
      spaced(within(breakdown).getByText(label).parentElement?.querySelector('dd')?.textContent);
    expect(line('የጥቅል ዋጋ')).toBe('ብር 15,000.00');
    expect(line('ተጨማሪ IPv4')).toBe('ብር 12,000.00');
    expect(line('ተጨማሪ የዳታ መጠን')).toBe('ብር 26,000.00');
    expect(line('የረጅም ጊዜ ቅናሽ (10%)')).toBe('-ብር 5,300.00');
    expect(line('ንዑስ ድምር')).toBe('ብር 47,700.00');
    expect(line('ተ.እ.ታ (15%)')).toBe('ብር 7,155.00');
    expect(spaced(total())).toBe('ብር 54,855.00');
  });

  it('alerts in Amharic when no operating system can be selected', async () => {
    await i18n.changeLanguage('am');
    server.use(http.get('/api/catalog/kvm/packet/:id/os', () => HttpResponse.json([])));
    const { user, store } = renderPlan(small.id);
    const select = await screen.findByRole('combobox', { name: 'ኦፐሬቲንግ ሲስተም' });
    expect(select).toBeDisabled();
    expect(select).toHaveDisplayValue('ምንም ኦፐሬቲንግ ሲስተም የለም');
    await user.click(screen.getByRole('button', { name: 'ወደ ክፍያ ይቀጥሉ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('እባክዎ ከመቀጠልዎ በፊት ኦፐሬቲንግ ሲስተም ይምረጡ።');
    expect(store.getState().checkout.pending).toBeNull();
  });

  it('says in Amharic that the package was not found', async () => {
    await i18n.changeLanguage('am');
    renderPlan('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed');
    expect(await screen.findByRole('heading', { name: 'የሰርቨር ጥቅሉ አልተገኘም' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ሰርቨሮችን ይመልከቱ' })).toHaveAttribute('href', '/servers');
  });
});
