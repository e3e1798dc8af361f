import { isKvmLine, KVM_LINES, type KvmLineKey } from '@shop/domain';
import { useState } from 'react';
import { Container, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui';
import { SearchField } from './search-field';
import { ServerLineList } from './server-line-list';
import { useKvmLineParam } from './use-kvm-line-param';

/** One sentence under the tabs about the chosen line. */
const LINE_BLURBS: Record<KvmLineKey, string> = {
  '2025sale': 'Our best-value plans of the year, on Intel Xeon Gold processors.',
  ipv6onlygen1: 'IPv6-only networking on Intel Xeon Gold processors, for modern stacks.',
  intelxeon: 'Dependable Intel Xeon servers for business workloads.',
  ryzengen2: 'High-frequency AMD Ryzen cores for demanding applications.',
};

/** The KVM servers list (storefront spec 2): four line tabs (kept in the URL), a search, a table. */
export function ServersPage() {
  const [line, setLine] = useKvmLineParam();
  const [term, setTerm] = useState('');

  return (
    <Container className="py-10 sm:py-14">
      <PageHeader
        eyebrow="VPS Hosting"
        title="KVM Virtual Servers"
        subtitle="Dedicated cores, SSD storage and full root access. Pick a line, choose a plan, and configure it in minutes."
      />
      <Tabs
        value={line}
        onValueChange={(value) => {
          if (isKvmLine(value)) setLine(value);
        }}
        className="mt-8"
      >
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <TabsList aria-label="Server lines">
            {KVM_LINES.map(({ key, label }) => (
              // Four tabs fit a 360 px phone with slightly tighter padding there.
              <TabsTrigger key={key} value={key} className="max-sm:px-2!">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <SearchField
            label="Search servers"
            placeholder="Search servers..."
            value={term}
            onChange={setTerm}
            className="w-full lg:w-72"
          />
        </div>
        {KVM_LINES.map(({ key }) => (
          <TabsContent key={key} value={key}>
            <p className="mb-4 text-sm text-ink-muted">{LINE_BLURBS[key]}</p>
            <ServerLineList line={key} term={term} />
          </TabsContent>
        ))}
      </Tabs>
    </Container>
  );
}
