import RFB from '@novnc/novnc';
import { ClipboardPaste, Expand, Keyboard, Scaling } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '../../../components/ui';
import { useT } from '../../../i18n';
import type { ConsoleStream } from './console-socket';
import { keysymOf, RfbChannel } from './rfb-channel';

/** The server's screen through noVNC, with Ctrl+Alt+Del, paste as keystrokes, full screen and scaling. */
export default function VncView({ stream }: { stream: ConsoleStream }) {
  const t = useT();
  const screen = useRef<HTMLDivElement>(null);
  const rfbRef = useRef<RFB | null>(null);
  const [connected, setConnected] = useState(false);
  const [scale, setScale] = useState(true);
  const [pasting, setPasting] = useState(false);
  const [text, setText] = useState('');

  useEffect(() => {
    const channel = new RfbChannel(stream);
    const rfb = new RFB(screen.current!, channel as unknown as WebSocket, { shared: true });
    rfbRef.current = rfb;
    rfb.scaleViewport = true;
    rfb.background = '#0b1220';
    // RFB attaches to the channel in its next task: hand it what came before.
    const flush = setTimeout(() => channel.flush(), 0);
    const onConnect = () => setConnected(true);
    const onDisconnect = () => setConnected(false);
    const onCredentials = () => {
      void channel.password.then((password) => rfb.sendCredentials({ password: password ?? '' }));
    };
    rfb.addEventListener('connect', onConnect);
    rfb.addEventListener('disconnect', onDisconnect);
    rfb.addEventListener('credentialsrequired', onCredentials);
    return () => {
      clearTimeout(flush);
      rfb.removeEventListener('connect', onConnect);
      rfb.removeEventListener('disconnect', onDisconnect);
      rfb.removeEventListener('credentialsrequired', onCredentials);
      channel.detach();
      rfbRef.current = null;
    };
  }, [stream]);

  useEffect(() => {
    if (rfbRef.current) rfbRef.current.scaleViewport = scale;
  }, [scale]);

  const paste = (event: FormEvent) => {
    event.preventDefault();
    const rfb = rfbRef.current;
    if (!rfb) return;
    for (const ch of text) rfb.sendKey(keysymOf(ch), null);
    setText('');
    setPasting(false);
  };

  return (
    <div className="space-y-3">
      <div role="toolbar" aria-label={t('services.console.vnc.toolbar')} className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={!connected}
          onClick={() => rfbRef.current?.sendCtrlAltDel()}
        >
          <Keyboard className="size-4" aria-hidden="true" />
          {t('services.console.vnc.ctrlAltDel')}
        </Button>
        <Button size="sm" variant="outline" disabled={!connected} onClick={() => setPasting((p) => !p)}>
          <ClipboardPaste className="size-4" aria-hidden="true" />
          {t('services.console.vnc.paste')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void screen.current?.requestFullscreen?.()}>
          <Expand className="size-4" aria-hidden="true" />
          {t('services.console.vnc.fullScreen')}
        </Button>
        <Button
          size="sm"
          variant={scale ? 'secondary' : 'outline'}
          aria-pressed={scale}
          onClick={() => setScale((s) => !s)}
        >
          <Scaling className="size-4" aria-hidden="true" />
          {t('services.console.vnc.scale')}
        </Button>
      </div>
      {pasting && (
        <form noValidate onSubmit={paste} className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={t('services.console.vnc.pasteLabel')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
          />
          <Button type="submit" variant="outline">
            {t('services.console.vnc.pasteSend')}
          </Button>
        </form>
      )}
      <div
        ref={screen}
        role="application"
        aria-label={t('services.console.vnc.screen')}
        data-testid="console-screen"
        data-connected={connected ? 'true' : 'false'}
        className="h-[28rem] overflow-hidden rounded-control bg-[#0b1220]"
      />
    </div>
  );
}
