import type { Meta, StoryObj } from '@storybook/react';
import { ServerOff } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from './button';
import { DataTable, type DataTableColumn } from './data-table';
import { EmptyState } from './empty-state';
import { Price } from './price';
import { StoryFrame } from './story-frame';

type Server = {
  id: string;
  name: string;
  cpu: string;
  cores: number;
  ram: string;
  disk: string;
  traffic: string;
  price: number;
};

const servers: Server[] = [
  {
    id: 'a',
    name: 'Small',
    cpu: 'Xeon Gold',
    cores: 2,
    ram: '4 GB',
    disk: '80 GB',
    traffic: '4 TB',
    price: 1500,
  },
  {
    id: 'b',
    name: 'Starter',
    cpu: 'Xeon Gold',
    cores: 4,
    ram: '8 GB',
    disk: '160 GB',
    traffic: '6 TB',
    price: 2400,
  },
  {
    id: 'c',
    name: 'Boost',
    cpu: 'Xeon Gold',
    cores: 8,
    ram: '16 GB',
    disk: '320 GB',
    traffic: '10 TB',
    price: 4200,
  },
];

const columns: DataTableColumn<Server>[] = [
  {
    key: 'name',
    header: 'Server',
    cell: (s) => <span className="font-semibold">{s.name}</span>,
    hideInCard: true,
  },
  { key: 'cpu', header: 'CPU', cell: (s) => s.cpu },
  { key: 'cores', header: 'Cores', cell: (s) => s.cores, align: 'right' },
  { key: 'ram', header: 'RAM', cell: (s) => s.ram, align: 'right' },
  { key: 'disk', header: 'Storage', cell: (s) => s.disk, align: 'right' },
  { key: 'traffic', header: 'Bandwidth', cell: (s) => s.traffic, align: 'right' },
  { key: 'price', header: 'Price', cell: (s) => <Price etb={s.price} perMonth size="sm" />, align: 'right' },
  {
    key: 'action',
    header: <span className="sr-only">Actions</span>,
    cell: (s) => (
      <Button size="sm" aria-label={`Configure ${s.name}`}>
        Configure
      </Button>
    ),
    align: 'right',
    hideInCard: true,
  },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Server>,
  args: {
    caption: 'KVM servers',
    columns,
    rows: servers,
    rowKey: (s: Server) => s.id,
    cardTitle: (s: Server) => s.name,
    cardActions: (s: Server) => <Button aria-label={`Configure ${s.name}`}>Configure</Button>,
  },
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
} satisfies Meta<typeof DataTable<Server>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'KVM servers' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(8);
  },
};

export const CardsOnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Configure Starter' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], empty: <EmptyState icon={ServerOff} title="No servers available" /> },
};
