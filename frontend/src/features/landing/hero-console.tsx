import { Activity, CircleCheck } from 'lucide-react';
import { useT } from '../../i18n';

const STEPS = ['created', 'installed', 'addressAssigned', 'running'] as const;

/** What the terminal types: a command line, the same in every language. */
const TERMINAL = {
  title: 'abay-cloud — deploy',
  command: 'abay deploy --plan starter',
  prompt: '➜ root@abay:~',
} as const;

/** Decoration beside the hero text: a deploy in a terminal and an uptime chip. Hidden from assistive tech. */
export function HeroConsole() {
  const t = useT();
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-lg lg:block">
      <div className="overflow-hidden rounded-card bg-surface-inverse shadow-overlay ring-1 ring-brand-900">
        <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3">
          <span className="size-3 rounded-full bg-danger-500" />
          <span className="size-3 rounded-full bg-warning-500" />
          <span className="size-3 rounded-full bg-success-500" />
          <span className="ml-3 font-mono text-xs text-brand-200">{TERMINAL.title}</span>
        </div>
        <div className="space-y-3 px-5 pt-6 pb-12 font-mono text-sm leading-relaxed">
          <p className="text-brand-100">
            <span className="text-accent-300">$</span> {TERMINAL.command}
          </p>
          {STEPS.map((step) => (
            <p key={step} className="flex items-center gap-2 text-brand-100">
              <CircleCheck className="size-4 text-success-500" />
              {t(`landing.console.${step}`)}
            </p>
          ))}
          <p className="text-accent-300">
            {TERMINAL.prompt}
            <span className="ml-1 inline-block h-4 w-2 animate-pulse bg-accent-300 align-middle" />
          </p>
        </div>
      </div>
      <div className="absolute -bottom-8 -left-8 flex items-center gap-3 rounded-card border border-line bg-surface px-4 py-3 shadow-raised">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-success-50 text-success-700">
          <Activity className="size-5" />
        </span>
        <span>
          <span className="block text-lg leading-tight font-bold text-ink">99.9%</span>
          <span className="block text-xs text-ink-muted">{t('landing.console.uptime')}</span>
        </span>
      </div>
    </div>
  );
}
