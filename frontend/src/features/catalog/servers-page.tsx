import { isKvmLine, KVM_LINES, type KvmLineKey } from '@shop/domain';
import { useState } from 'react';
import { Container, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui';
import { useT } from '../../i18n';
import { lineLabel } from '../../lib/line-labels';
import { SearchField } from './search-field';
import { ServerLineList } from './server-line-list';
import { useKvmLineParam } from './use-kvm-line-param';

/** The catalogue key of the sentence under the tabs about the chosen line. */
const LINE_BLURBS = {
  '2025sale': 'catalog.serversPage.blurbs.packages',
  ipv6onlygen1: 'catalog.serversPage.blurbs.ipv6Only',
  intelxeon: 'catalog.serversPage.blurbs.intelXeon',
  ryzengen2: 'catalog.serversPage.blurbs.ryzen',
} as const satisfies Record<KvmLineKey, string>;

/** The KVM servers list (storefront spec 2): four line tabs (kept in the URL), a search, a table. */
export function ServersPage() {
  const t = useT();
  const [line, setLine] = useKvmLineParam();
  const [term, setTerm] = useState('');

  return (
    <Container className="py-10 sm:py-14">
      <PageHeader
        eyebrow={t('catalog.serversPage.eyebrow')}
        title={t('catalog.serversPage.title')}
        subtitle={t('catalog.serversPage.subtitle')}
      />
      <Tabs
        value={line}
        onValueChange={(value) => {
          if (isKvmLine(value)) setLine(value);
        }}
        className="mt-8"
      >
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <TabsList aria-label={t('catalog.serversPage.linesLabel')}>
            {KVM_LINES.map(({ key }) => (
              // Four tabs fit a 360 px phone with slightly tighter padding there.
              <TabsTrigger key={key} value={key} className="max-sm:px-2!">
                {lineLabel(key, t)}
              </TabsTrigger>
            ))}
          </TabsList>
          <SearchField
            label={t('catalog.serversPage.searchLabel')}
            placeholder={t('catalog.serversPage.searchPlaceholder')}
            value={term}
            onChange={setTerm}
            className="w-full lg:w-72"
          />
        </div>
        {KVM_LINES.map(({ key }) => (
          <TabsContent key={key} value={key}>
            <p className="mb-4 text-sm text-ink-muted">{t(LINE_BLURBS[key])}</p>
            <ServerLineList line={key} term={term} />
          </TabsContent>
        ))}
      </Tabs>
    </Container>
  );
}
