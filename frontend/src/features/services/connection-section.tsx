import { Eye, EyeOff, Hourglass } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ServiceAddress, ServiceDetails } from '../../api';
import { Button, Card, CardContent, CardHeader, CopyButton } from '../../components/ui';
import { useLocale, useT } from '../../i18n';
import { connectionOf, isMachineReady } from './service-display';

/** Dots in place of the password until the customer asks to see it. */
const MASK = '••••••••••';

function Row({
  label,
  value,
  children,
  extra,
}: {
  label: string;
  /** What the copy button copies. */
  value: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-3">
      <dt className="text-xs font-medium text-ink-subtle">{label}</dt>
      <dd className="col-start-1 mt-0.5 font-mono text-sm font-semibold break-all text-ink">{children}</dd>
      <dd className="col-start-2 row-span-2 row-start-1 flex items-center gap-1.5">
        {extra}
        <CopyButton value={value} srContext={label.toLocaleLowerCase(locale)} iconOnly />
      </dd>
    </div>
  );
}

function PasswordRow({ password }: { password: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const label = t('services.connection.password');
  return (
    <Row
      label={label}
      value={password}
      extra={
        <Button
          variant="outline"
          size="sm"
          className="w-8 px-0"
          aria-pressed={shown}
          aria-label={shown ? t('services.connection.hide') : t('services.connection.show')}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </Button>
      }
    >
      {shown ? (
        password
      ) : (
        <>
          <span aria-hidden="true" className="tracking-widest">
            {MASK}
          </span>
          <span className="sr-only">{t('services.connection.hidden')}</span>
        </>
      )}
    </Row>
  );
}

/**
 * The server's addresses: one 'IP address' row for a single IPv4 address; otherwise a row per
 * address ('IPv4 address 1', 'IPv4 address 2', ..., 'IPv6 address'), each with its copy button.
 */
function AddressRows({ addresses }: { addresses: ServiceAddress[] }) {
  const t = useT();
  const v4Count = addresses.filter((a) => a.family === 'ipv4').length;
  if (addresses.length === 1 && v4Count === 1) {
    return (
      <Row label={t('services.connection.ip')} value={addresses[0]!.ip}>
        {addresses[0]!.ip}
      </Row>
    );
  }
  let v4Number = 0;
  return (
    <>
      {addresses.map((address) => {
        if (address.family === 'ipv4') v4Number += 1;
        const label =
          address.family === 'ipv6'
            ? t('services.connection.ipv6')
            : v4Count === 1
              ? t('services.connection.ip')
              : t('services.connection.ipv4Numbered', { number: v4Number });
        return (
          <Row key={address.ip} label={label} value={address.ip}>
            {address.ip}
          </Row>
        );
      })}
    </>
  );
}

/**
 * 'Connection Details': every address, the port and login, each with a copy button (2-second
 * confirmation); the password stays hidden until shown. Nothing while the server is being set up.
 */
export function ConnectionSection({ details }: { details: ServiceDetails }) {
  const t = useT();
  const connection = connectionOf(details);
  const ready = isMachineReady(details) && connection.ip;
  const portLabel = connection.game ? t('services.connection.gamePort') : t('services.connection.sshPort');
  return (
    <Card role="region" aria-label={t('services.connection.title')}>
      <CardHeader title={t('services.connection.title')} />
      <CardContent className="pt-2">
        {ready ? (
          <dl className="divide-y divide-line">
            <AddressRows addresses={connection.addresses} />
            {connection.port !== null && (
              <Row label={portLabel} value={String(connection.port)}>
                {connection.port}
              </Row>
            )}
            {connection.user && (
              <Row label={t('services.connection.user')} value={connection.user}>
                {connection.user}
              </Row>
            )}
            {connection.password && <PasswordRow password={connection.password} />}
            {connection.game
              ? connection.port !== null && (
                  <Row label={t('services.connection.address')} value={`${connection.ip}:${connection.port}`}>
                    {`${connection.ip}:${connection.port}`}
                  </Row>
                )
              : connection.user && (
                  <Row
                    label={t('services.connection.sshCommand')}
                    value={sshCommand(connection.user, connection.ip!, connection.port)}
                  >
                    {sshCommand(connection.user, connection.ip!, connection.port)}
                  </Row>
                )}
          </dl>
        ) : (
          <p className="flex items-center gap-2 py-3 text-sm text-ink-muted">
            <Hourglass className="size-4 shrink-0" aria-hidden="true" />
            {t('services.connection.notReady')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** 'ssh root@196.188.1.2' or with '-p 2222' when the port is not 22. */
function sshCommand(user: string, ip: string, port: number | null): string {
  return port === null || port === 22 ? `ssh ${user}@${ip}` : `ssh -p ${port} ${user}@${ip}`;
}
