import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FilterSelect } from './filter-select';
import { ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import { ADMIN_PAGE_SIZE, booleanFilter, enumFilter, useListParams } from './use-list-params';

const STATUSES = ['PENDING', 'ACTIVE'] as const;

/** A list screen in miniature: the toolbar, a filter and the pages, wired to the URL. */
function ListProbe({ total }: { total: number }) {
  const list = useListParams(['status'] as const);
  return (
    <>
      <ListToolbar search={list.search} onSearch={list.setSearch} searchLabel="Search things">
        <FilterSelect
          label="Status"
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={STATUSES.map((value) => ({ value, label: value }))}
        />
      </ListToolbar>
      <output data-testid="args">{JSON.stringify(list.queryArgs)}</output>
      <Pagination
        page={list.page}
        total={total}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={list.setPage}
        noun="things"
      />
    </>
  );
}

function renderList(url = '/list', total = 45) {
  const router = createMemoryRouter([{ path: '/list', element: <ListProbe total={total} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup(), search: () => router.state.location.search };
}

describe('a console list kept in the URL', () => {
  it('reads search, filter and page from the URL into the API arguments', () => {
    renderList('/list?search=abebe&status=ACTIVE&page=2');
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('abebe');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ACTIVE');
    expect(JSON.parse(screen.getByTestId('args').textContent!)).toEqual({
      search: 'abebe',
      page: 2,
      limit: ADMIN_PAGE_SIZE,
    });
    expect(screen.getByText('Showing 21–40 of 45 things')).toBeInTheDocument();
  });

  it('sends the search once typing pauses, and goes back to page 1', async () => {
    const { user, search } = renderList('/list?page=3');
    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'tig');
    await waitFor(() => expect(search()).toBe('?search=tig'));
  });

  it('sends at once on Enter and clears with the X', async () => {
    const { user, search } = renderList();
    const box = screen.getByRole('searchbox', { name: 'Search things' });
    await user.type(box, 'abc{Enter}');
    expect(search()).toBe('?search=abc');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search()).toBe('');
    expect(box).toHaveValue('');
  });

  it('sets and clears a filter, back to page 1', async () => {
    const { user, search } = renderList('/list?page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PENDING');
    expect(search()).toBe('?status=PENDING');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    expect(search()).toBe('');
  });

  it('pages with Previous and Next, disabled at the ends', async () => {
    const { user, search, router } = renderList();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(search()).toBe('?page=3');
    expect(screen.getByText('Showing 41–45 of 45 things')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(search()).toBe('?page=2');
    // Back returns to the page before, as a page is a place in the history
    await router.navigate(-1);
    await waitFor(() => expect(search()).toBe('?page=3'));
  });

  it('shows no pages when nothing matches', () => {
    renderList('/list', 0);
    expect(screen.queryByRole('navigation', { name: 'Pages of things' })).not.toBeInTheDocument();
  });

  it('ignores URL values the contract would refuse', () => {
    expect(enumFilter('ACTIVE', STATUSES)).toBe('ACTIVE');
    expect(enumFilter('active', STATUSES)).toBeUndefined();
    expect(booleanFilter('true')).toBe(true);
    expect(booleanFilter('false')).toBe(false);
    expect(booleanFilter('yes')).toBeUndefined();
  });
});
