import '@xterm/xterm/css/xterm.css';
import { FitAddon } from '@xterm/addon-fit';
import { Terminal } from '@xterm/xterm';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '../../../components/ui';
import { useT } from '../../../i18n';
import type { ConsoleStream } from './console-socket';

export interface TerminalViewProps {
  stream: ConsoleStream;
  /** terminal: keystrokes go to the server's serial line; game: output only, commands from the field. */
  kind: 'terminal' | 'game';
}

/**
 * A terminal or game console in xterm.js: the server's output as it comes, keystrokes sent as typed
 * (terminal), and a command field for phones, whose keyboards do not type into a canvas well.
 */
export default function TerminalView({ stream, kind }: TerminalViewProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const [command, setCommand] = useState('');

  useEffect(() => {
    const terminal = new Terminal({
      convertEol: kind === 'game',
      cursorBlink: kind === 'terminal',
      disableStdin: kind === 'game',
      fontSize: 14,
      scrollback: 5000,
      theme: { background: '#0b1220' },
    });
    const fit = new FitAddon();
    terminal.loadAddon(fit);
    terminal.open(host.current!);
    const resize = () => {
      try {
        fit.fit();
      } catch {
        // not laid out yet (hidden tab)
      }
    };
    resize();
    const onMessage = (data: unknown) => {
      if (typeof data !== 'string') return;
      let message: { type?: string; data?: unknown; state?: unknown };
      try {
        message = JSON.parse(data) as typeof message;
      } catch {
        return;
      }
      if (message.type === 'output' && typeof message.data === 'string') {
        terminal.write(kind === 'game' ? `${message.data}\n` : message.data);
      }
    };
    const unsubscribe = stream.subscribe(onMessage);
    const input = terminal.onData((data) => {
      if (kind === 'terminal') stream.send(JSON.stringify({ type: 'input', data }));
    });
    const resized = terminal.onResize(({ cols, rows }) => {
      if (kind === 'terminal') stream.send(JSON.stringify({ type: 'resize', cols, rows }));
    });
    if (kind === 'terminal')
      stream.send(JSON.stringify({ type: 'resize', cols: terminal.cols, rows: terminal.rows }));
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(host.current!);
    if (kind === 'terminal') terminal.focus();
    return () => {
      observer?.disconnect();
      unsubscribe();
      input.dispose();
      resized.dispose();
      terminal.dispose();
    };
  }, [stream, kind]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!command.trim()) return;
    stream.send(
      JSON.stringify(
        kind === 'game' ? { type: 'command', data: command } : { type: 'input', data: `${command}\r` },
      ),
    );
    setCommand('');
  };

  return (
    <div className="space-y-3">
      <div
        ref={host}
        role="application"
        aria-label={t('services.console.terminal')}
        data-testid="console-terminal"
        className="h-[26rem] overflow-hidden rounded-control bg-[#0b1220] p-2"
      />
      <form noValidate onSubmit={send} className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={t('services.console.command.label')}
          placeholder={t('services.console.command.placeholder')}
          value={command}
          onChange={(e) => setCommand(e.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
        <Button type="submit" variant="outline">
          <SendHorizontal className="size-4" aria-hidden="true" />
          {t('services.console.command.send')}
        </Button>
      </form>
    </div>
  );
}
