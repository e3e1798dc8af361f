import { DEFAULT_REINSTALL_OS, defaultOs, sortOsOptions } from '@shop/domain';
import { HardDriveDownload } from 'lucide-react';
import { useMemo, useState, type ReactElement } from 'react';
import { useListServiceOsQuery, useListSshKeysQuery, type MachineSshKey, type OsOption } from '../../api';
import {
  MachineAccessFields,
  machineAccessBody,
  type MachineAccess,
} from '../../components/machine-access-fields';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogIcon,
  DialogTrigger,
  Select,
  Skeleton,
} from '../../components/ui';
import { useT } from '../../i18n';

/** The reinstall dialog's first choice: ubuntu-20.04 when offered (storefront spec 9), else the first Linux. */
export function defaultReinstallOs(options: readonly OsOption[]): OsOption | null {
  return options.find((o) => o.version === DEFAULT_REINSTALL_OS) ?? defaultOs(options);
}

export type ReinstallDialogProps = {
  serviceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Called with the chosen image's machine name ('ubuntu-20.04'), which POST /reinstall takes as
   * `os`, and the hostname and keys the machine is rebuilt with (issue 39).
   */
  onConfirm: (os: string, access: { hostname?: string; sshKeyIds: string[] }) => void;
  /** The machine's hostname and the keys it was built with: the access fields start from them. */
  hostname?: string | null;
  builtWith?: readonly MachineSshKey[];
  /** The button that opens it (the dialog's trigger: focus returns to it when it closes). */
  children?: ReactElement;
};

/** Choose an operating system, read that the disk is erased, confirm. */
export function ReinstallDialog({
  serviceId,
  open,
  onOpenChange,
  onConfirm,
  children,
  hostname,
  builtWith = [],
}: ReinstallDialogProps) {
  const t = useT();
  const keys = useListSshKeysQuery(undefined, { skip: !open });
  const [access, setAccess] = useState<MachineAccess | null>(null);
  // Until the customer changes them: the machine's hostname and the account's keys it was built with.
  const shown: MachineAccess = access ?? {
    hostname: hostname ?? '',
    sshKeyIds: (keys.data ?? [])
      .filter((k) => builtWith.some((b) => b.fingerprint === k.fingerprint))
      .map((k) => k.id),
  };
  const images = useListServiceOsQuery({ id: serviceId }, { skip: !open });
  const options = useMemo(() => sortOsOptions(images.data ?? []), [images.data]);
  const [picked, setPicked] = useState('');
  const chosen = picked || defaultReinstallOs(options)?.version || '';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {children && <DialogTrigger asChild>{children}</DialogTrigger>}
      <DialogContent
        title={t('services.reinstall.title')}
        description={t('services.reinstall.description')}
        icon={
          <DialogIcon tone="warning">
            <HardDriveDownload />
          </DialogIcon>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('common.actions.cancel')}</Button>
            </DialogClose>
            <Button
              variant="danger"
              disabled={!chosen}
              onClick={() => onConfirm(chosen, machineAccessBody(shown))}
            >
              {t('services.reinstall.confirm')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          {images.isError ? (
            <Alert
              tone="danger"
              actions={
                <Button size="sm" variant="outline" onClick={() => void images.refetch()}>
                  {t('services.details.retry')}
                </Button>
              }
            >
              {t('services.reinstall.osFailed')}
            </Alert>
          ) : images.isLoading || !images.data ? (
            <div role="status" aria-label={t('services.reinstall.loadingOs')} className="space-y-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : (
            <Select
              label={t('services.reinstall.os')}
              options={options.map((o) => ({ value: o.version, label: o.displayname }))}
              value={chosen}
              onChange={(event) => setPicked(event.target.value)}
            />
          )}
          <MachineAccessFields value={shown} onChange={setAccess} />
          <Alert tone="warning">{t('services.reinstall.warning')}</Alert>
        </div>
      </DialogContent>
    </Dialog>
  );
}
