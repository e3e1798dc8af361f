/**
 * The simulated driver's consoles (issue 37), so that `npm start` shows a working console without
 * a panel: a small serial terminal that answers a few commands about its own machine, and a game
 * server's console that prints a start-up log and answers `help` and `list`. The terminal gets
 * keystrokes as a real serial line does (echoed, Enter runs the line, Backspace erases).
 */
import type { ConsoleSink, ConsoleUpstream } from '../types.ts';

export interface SimulatedMachineFacts {
  hostname: string;
  /** IPv4 first, then IPv6. */
  addresses: string[];
  os: string | null;
  runningSince: Date | null;
  now: () => Date;
}

const CRLF = '\r\n';

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

function uptimeLine(facts: SimulatedMachineFacts): string {
  const at = facts.now();
  const clock = `${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}:${twoDigits(at.getUTCSeconds())}`;
  const seconds = facts.runningSince
    ? Math.max(0, Math.floor((at.getTime() - facts.runningSince.getTime()) / 1000))
    : 0;
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const since =
    days > 0
      ? `${days} day${days === 1 ? '' : 's'}, ${twoDigits(hours % 24)}:${twoDigits(minutes % 60)}`
      : hours > 0
        ? `${hours}:${twoDigits(minutes % 60)}`
        : `${minutes} min`;
  return ` ${clock} up ${since},  1 user,  load average: 0.00, 0.01, 0.05`;
}

function ipAddrLines(facts: SimulatedMachineFacts): string[] {
  const v4 = facts.addresses.filter((a) => !a.includes(':'));
  return [
    '1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN group default qlen 1000',
    '    inet 127.0.0.1/8 scope host lo',
    '       valid_lft forever preferred_lft forever',
    '2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP group default qlen 1000',
    ...v4.flatMap((ip) => [
      `    inet ${ip}/24 scope global eth0`,
      '       valid_lft forever preferred_lft forever',
    ]),
  ];
}

const TERMINAL_HELP = [
  'Commands of this simulated server:',
  "  hostname     the server's name",
  '  ip -4 addr   its IPv4 addresses',
  '  uname -a     the kernel',
  '  uptime       how long it has been running',
  '  help         this list',
];

/** Answers one command line of the simulated terminal (the lines it prints). */
export function terminalAnswer(line: string, facts: SimulatedMachineFacts): string[] {
  const words = line.trim().split(/\s+/).filter(Boolean);
  const command = words.join(' ');
  if (command === '') return [];
  if (command === 'hostname') return [facts.hostname];
  if (/^ip (-4 )?a(ddr)?( show)?$/.test(command)) return ipAddrLines(facts);
  if (command === 'uname -a')
    return [
      `Linux ${facts.hostname} 6.8.0-48-generic #48-Ubuntu SMP PREEMPT_DYNAMIC x86_64 x86_64 x86_64 GNU/Linux`,
    ];
  if (command === 'uname') return ['Linux'];
  if (command === 'uptime') return [uptimeLine(facts)];
  if (command === 'help') return TERMINAL_HELP;
  return [`${words[0]}: command not found`];
}

/** The simulated serial terminal: a login banner, a prompt, line editing and a few commands. */
export function openSimulatedTerminal(facts: SimulatedMachineFacts, sink: ConsoleSink): ConsoleUpstream {
  let open = true;
  let line = '';
  const prompt = `root@${facts.hostname}:~# `;
  const out = (data: string) => {
    if (open) sink.message({ type: 'output', data });
  };
  queueMicrotask(() =>
    out(
      `${facts.os ?? 'Linux'} ${facts.hostname} ttyS0${CRLF}${CRLF}${facts.hostname} login: root (automatic login)${CRLF}${CRLF}` +
        `Type "help" for the commands of this simulated server.${CRLF}${prompt}`,
    ),
  );
  return {
    send(message) {
      if (!open || message.type !== 'input') return;
      let echo = '';
      for (const ch of message.data) {
        if (ch === '\r' || ch === '\n') {
          const answer = terminalAnswer(line, facts);
          line = '';
          echo += CRLF + answer.map((l) => l + CRLF).join('') + prompt;
        } else if (ch === '\x7f' || ch === '\b') {
          if (line.length > 0) {
            line = line.slice(0, -1);
            echo += '\b \b';
          }
        } else if (ch === '\x03') {
          line = '';
          echo += `^C${CRLF}${prompt}`;
        } else if (ch >= ' ' && line.length < 4096) {
          line += ch;
          echo += ch;
        }
      }
      if (echo) out(echo);
    },
    sendBinary() {},
    close() {
      open = false;
    },
  };
}

/** What the simulated game console says when it starts. */
export function gameStartupLog(facts: SimulatedMachineFacts): string[] {
  const port = facts.addresses[0] ?? '0.0.0.0';
  return [
    '[Server] Loading the simulated game server',
    '[Server] Preparing level "world"',
    `[Server] Starting the server on ${port}`,
    '[Server] Done! For help, type "help"',
  ];
}

/** The simulated game server's console: a start-up log, `help`, `list`, its state and stats. */
export function openSimulatedGameConsole(facts: SimulatedMachineFacts, sink: ConsoleSink): ConsoleUpstream {
  let open = true;
  const say = (lines: string[]) => {
    for (const data of lines) if (open) sink.message({ type: 'output', data });
  };
  queueMicrotask(() => {
    if (!open) return;
    sink.message({ type: 'status', state: 'running' });
    say(gameStartupLog(facts));
    const uptime = facts.runningSince ? facts.now().getTime() - facts.runningSince.getTime() : 0;
    if (open)
      sink.message({ type: 'stats', memoryBytes: 512 * 1024 * 1024, cpuAbsolute: 1.5, uptimeMs: uptime });
  });
  return {
    send(message) {
      if (!open || message.type !== 'command') return;
      const command = message.data.trim();
      if (command === '') return;
      say([`> ${command}`]);
      if (command === 'help') {
        say([
          '[Server] Commands: help, list',
          '[Server]   help  this list',
          '[Server]   list  the players online',
        ]);
      } else if (command === 'list') {
        say(['[Server] There are 0 players online.']);
      } else {
        say([`[Server] Unknown command "${command.split(/\s+/)[0]}". Type "help" for help.`]);
      }
    },
    sendBinary() {},
    close() {
      open = false;
    },
  };
}
