import {
  BILLING_PERIOD_DAYS,
  displayCatalogPrice,
  etbToSantim,
  matchKnownGame,
  santimToEtb,
} from '@shop/domain';
import type { ReactNode } from 'react';
import type { Game, GameVersion } from '../../api';
import { gameImageUrl } from '../../assets/games';
import { Price } from '../../components/ui';
import { formatMoney, useLocale, useT } from '../../i18n';
import { formatDays } from './duration-slider';
import { formatGameAmount } from './game-amount-slider';
import type { GameChoice, GameQuote } from './game-configuration';
import { OrderSummary, SummaryList } from './order-summary';
import { PricingBreakdown, TotalPrice, periodsCaption } from './pricing-breakdown';
import { VatNote } from './vat-note';

export type GameOrderSummaryProps = {
  game: Game;
  version: GameVersion | null;
  choice: GameChoice;
  quote: GameQuote;
  vatOn: boolean;
  footer: ReactNode;
};

/** The game, the choices, the unit price (domain's gameUnitPrice) and domain's priceGame, with the call to action. */
export function GameOrderSummary({ game, version, choice, quote, vatOn, footer }: GameOrderSummaryProps) {
  const t = useT();
  const locale = useLocale();
  const { unitPrice, breakdown } = quote;
  const shownUnitPrice =
    unitPrice === null ? null : santimToEtb(displayCatalogPrice(etbToSantim(unitPrice), vatOn));
  const amount = formatGameAmount(game, choice.amount, t);
  return (
    <OrderSummary
      product={
        <div className="flex items-center gap-3">
          <img
            src={gameImageUrl(matchKnownGame(game.displayname))}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-control bg-surface-inverse object-cover"
          />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
              {t('configure.gameSummary.eyebrow')}
            </p>
            <p className="text-lg leading-tight font-bold text-ink">{game.displayname}</p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span className="inline-flex items-baseline">
                <Price etb={shownUnitPrice} />
                <span className="ml-1 text-sm font-medium text-ink-subtle">
                  {t('configure.gameSummary.perUnitMonth', { type: game.type })}
                </span>
              </span>
              <VatNote vatOn={vatOn} />
            </p>
          </div>
        </div>
      }
      footer={
        <>
          {breakdown && (
            <TotalPrice
              total={breakdown.total}
              note={t('configure.summary.totalNote', { days: choice.duration })}
            />
          )}
          {footer}
        </>
      }
    >
      <SummaryList
        title={t('configure.summary.configuration')}
        rows={[
          { label: t('configure.gameSummary.game'), value: game.displayname },
          {
            label: t('configure.gameSummary.version'),
            value: version?.version ?? t('configure.summary.notSelected'),
          },
          game.type === 'slots'
            ? { label: t('configure.gameSummary.slots'), value: amount }
            : { label: t('configure.gameSummary.memory'), value: amount },
          { label: t('configure.gameSummary.duration'), value: formatDays(choice.duration, t) },
          {
            label: t('configure.gameSummary.unitPrice'),
            value: t('configure.gameSummary.unitPriceValue', {
              price: formatMoney(shownUnitPrice, locale),
              type: game.type,
            }),
          },
        ]}
      />
      {breakdown && unitPrice !== null && (
        <PricingBreakdown
          lines={[
            {
              label: t('configure.gameSummary.serverPrice'),
              detail: `${amount} × ${formatMoney(unitPrice, locale)} × ${choice.duration / BILLING_PERIOD_DAYS}`,
              amount: breakdown.basePrice,
            },
          ]}
          subtotal={breakdown.subtotal}
          vat={breakdown.vat}
          caption={periodsCaption(choice.duration, t)}
        />
      )}
    </OrderSummary>
  );
}
