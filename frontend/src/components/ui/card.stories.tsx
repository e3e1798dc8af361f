import type { Meta, StoryObj } from '@storybook/react';
import { Cpu, HardDrive, MemoryStick, Network } from 'lucide-react';
import { Badge } from './badge';
import { Button } from './button';
import { Card, CardContent, CardFooter, CardHeader } from './card';
import { Price } from './price';
import { StoryFrame } from './story-frame';

const meta = {
  title: 'UI/Card',
  component: Card,
  decorators: [(Story) => <StoryFrame>{Story()}</StoryFrame>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeaderAndFooter: Story = {
  render: () => (
    <Card className="max-w-lg">
      <CardHeader
        title="Service Information"
        description="Your KVM server in Addis Ababa."
        actions={
          <Badge tone="success" dot>
            Running
          </Badge>
        }
      />
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-ink-subtle">Plan</dt>
            <dd className="font-medium">Starter</dd>
          </div>
          <div>
            <dt className="text-ink-subtle">Days left</dt>
            <dd className="font-medium">27</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        <Button variant="outline" size="sm">
          Restart
        </Button>
        <Button size="sm">Extend</Button>
      </CardFooter>
    </Card>
  ),
};

function Plan({ name, price, popular = false }: { name: string; price: number; popular?: boolean }) {
  const specs = [
    { icon: Cpu, text: '2 vCPU cores' },
    { icon: MemoryStick, text: '4 GB RAM' },
    { icon: HardDrive, text: '80 GB SSD' },
    { icon: Network, text: '4 TB traffic' },
  ];
  return (
    <Card highlighted={popular} interactive className="relative flex flex-col p-6">
      {popular && (
        <Badge tone="brand" variant="solid" className="absolute -top-3 left-6">
          Most Popular
        </Badge>
      )}
      <h3 className="text-lg font-semibold text-ink">{name}</h3>
      <Price etb={price} perMonth size="lg" className="mt-3" />
      <ul className="mt-6 space-y-3 text-sm text-ink-muted">
        {specs.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2.5">
            <Icon className="size-4 text-brand-600" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
      <Button variant={popular ? 'primary' : 'outline'} fullWidth className="mt-8">
        Configure Server
      </Button>
    </Card>
  );
}

export const PricingCards: Story = {
  render: () => (
    <div className="grid max-w-5xl gap-6 pt-3 md:grid-cols-3">
      <Plan name="Small" price={1500} />
      <Plan name="Starter" price={2400} popular />
      <Plan name="Boost" price={4200} />
    </div>
  ),
};

export const PricingCardsOnPhone: Story = {
  ...PricingCards,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
