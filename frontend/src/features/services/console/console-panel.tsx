import { consoleKindsOf, type ConsoleKindName } from '@shop/domain';
import { Monitor, SquareTerminal, Gamepad2, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, Spinner } from '../../../components/ui';
import { useT } from '../../../i18n';
import { useConsole } from './use-console';

const TerminalView = lazy(() => import('./terminal-view'));
const VncView = lazy(() => import('./vnc-view'));

const ICONS: Record<ConsoleKindName, LucideIcon> = { vnc: Monitor, terminal: SquareTerminal, game: Gamepad2 };

export interface ConsolePanelProps {
  serviceId: string;
  /** 'KVM' or 'GAME': which consoles there are. */
  family: string;
  /** The machine's power state: a console opens on a running machine only. */
  currentStatus: string;
}

function Opening() {
  const t = useT();
  return (
    <div className="flex items-center gap-2 py-10 text-sm text-ink-muted" role="status">
      <Spinner size="sm" />
      {t('services.console.opening')}
    </div>
  );
}

/** A service's console: choose the kind, open it, use it; why it ended, and a way back in. */
export function ConsolePanel({ serviceId, family, currentStatus }: ConsolePanelProps) {
  const t = useT();
  const kinds = consoleKindsOf(family);
  const [chosen, setChosen] = useState<ConsoleKindName>(kinds[kinds.length - 1] ?? 'terminal');
  const { state, connect, disconnect } = useConsole(serviceId);
  const running = currentStatus === 'running';
  const kind = state.phase === 'idle' ? chosen : state.kind;
  const kindName = t(`services.console.kinds.${kind}`);

  return (
    <Card>
      <CardHeader
        title={t('services.console.title')}
        description={family === 'GAME' ? t('services.console.gameIntro') : t('services.console.intro')}
      />
      <CardContent className="space-y-4">
        {kinds.length > 1 && state.phase !== 'open' && state.phase !== 'opening' && (
          <div role="radiogroup" aria-label={t('services.console.title')} className="flex gap-2">
            {kinds.map((k) => {
              const Icon = ICONS[k];
              return (
                <Button
                  key={k}
                  role="radio"
                  aria-checked={chosen === k}
                  variant={chosen === k ? 'secondary' : 'ghost'}
                  size="sm"
                  onClick={() => setChosen(k)}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`services.console.kinds.${k}`)}
                </Button>
              );
            })}
          </div>
        )}

        {!running && state.phase !== 'open' && <Alert tone="info">{t('services.console.notRunning')}</Alert>}

        {state.phase === 'failed' && (
          <Alert tone="danger">
            {t('services.console.failed')} {state.message}
          </Alert>
        )}
        {state.phase === 'ended' && (
          <Alert tone="warning">
            {t('services.console.ended')} {t(`services.console.reasons.${state.reason}`)}
          </Alert>
        )}

        {state.phase === 'opening' && <Opening />}
        {state.phase === 'open' && (
          <>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-success-700" role="status">
                {kindName} · {t('services.console.connected')}
              </span>
              <Button variant="outline" size="sm" onClick={disconnect}>
                {t('services.console.disconnect')}
              </Button>
            </div>
            <Suspense fallback={<Opening />}>
              {state.kind === 'vnc' ? (
                <VncView stream={state.stream} />
              ) : (
                <TerminalView stream={state.stream} kind={state.kind} />
              )}
            </Suspense>
          </>
        )}

        {(state.phase === 'idle' || state.phase === 'ended' || state.phase === 'failed') && (
          <Button disabled={!running} onClick={() => void connect(chosen)}>
            {state.phase === 'idle'
              ? t('services.console.open', { kind: kindName })
              : t('services.console.reconnect')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
