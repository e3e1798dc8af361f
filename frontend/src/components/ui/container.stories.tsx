import type { Meta, StoryObj } from '@storybook/react';
import { Card } from './card';
import { Container, Section } from './container';

const meta = {
  title: 'UI/Container and Section',
  component: Section,
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (
  <div className="grid gap-6 md:grid-cols-3">
    {['KVM Servers', 'Game Servers', 'Custom Solutions'].map((t) => (
      <Card key={t} className="p-6">
        <h3 className="font-semibold text-ink">{t}</h3>
        <p className="mt-2 text-sm text-ink-muted">Set up in under 60 minutes, on a 99.9% uptime SLA.</p>
      </Card>
    ))}
  </div>
);

export const Sections: Story = {
  render: () => (
    <>
      <Section
        eyebrow="Solutions"
        title="Hosting for every project"
        description="From a first website to a busy game world."
      >
        {cards}
      </Section>
      <Section tone="muted" title="A muted band">
        {cards}
      </Section>
      <Section
        tone="inverse"
        eyebrow="Ready?"
        title="Deploy your server today"
        description="Pay with CBE or telebirr."
      >
        <p className="text-center text-brand-100">Setup in under 60 minutes.</p>
      </Section>
    </>
  ),
};

export const Containers: Story = {
  render: () => (
    <div className="space-y-4 bg-canvas py-8">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Container key={size} size={size}>
          <div className="rounded-control bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
            Container {size}
          </div>
        </Container>
      ))}
    </div>
  ),
};
