import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../../components/ui';
import { FilterSelect } from './filter-select';
import { ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import { ADMIN_PAGE_SIZE, useListParams } from './use-list-params';

/** A console list's controls, wired to the URL as a screen wires them. */
function ListControls({ total }: { total: number }) {
  const list = useListParams(['status'] as const);
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-8">
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Search orders"
        searchPlaceholder="Search by order, customer or reference"
      >
        <FilterSelect
          label="Status"
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={[
            { value: 'PENDING', label: 'Pending' },
            { value: 'ACTIVE', label: 'Active' },
          ]}
          allLabel="All statuses"
          className="sm:w-48"
        />
        <Button variant="outline" className="h-10">
          Another control
        </Button>
      </ListToolbar>
      <Pagination
        page={list.page}
        total={total}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={list.setPage}
        noun="orders"
      />
    </div>
  );
}

const meta = {
  title: 'Admin/Shared/List Toolbar',
  component: ListControls,
  args: { total: 134 },
  parameters: { route: '/admin/orders?search=abebe&status=PENDING&page=2' },
} satisfies Meta<typeof ListControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheUrl: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('abebe');
    await expect(canvas.getByText('Showing 21–40 of 134 orders')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const location = canvasElement.querySelector('[data-story-location]');
    await waitFor(() => expect(location?.getAttribute('data-story-location')).toContain('page=3'));
  },
};

export const Empty: Story = {
  args: { total: 0 },
  parameters: { route: '/admin/orders' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
