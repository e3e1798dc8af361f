import {
  BILLING_PERIOD_DAYS,
  displayCatalogPrice,
  etbToSantim,
  formatPrice,
  matchKnownGame,
  santimToEtb,
} from '@shop/domain';
import type { ReactNode } from 'react';
import type { Game, GameVersion } from '../../api';
import { gameImageUrl } from '../../assets/games';
import { Price } from '../../components/ui';
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
  const unit = game.type === 'slots' ? 'slot' : 'GB';
  const { unitPrice, breakdown } = quote;
  const shownUnitPrice =
    unitPrice === null ? null : santimToEtb(displayCatalogPrice(etbToSantim(unitPrice), vatOn));
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
            <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">Game server</p>
            <p className="text-lg leading-tight font-bold text-ink">{game.displayname}</p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span className="inline-flex items-baseline">
                <Price etb={shownUnitPrice} />
                <span className="ml-0.5 text-sm font-medium text-ink-subtle">/{unit} per month</span>
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
              note={`One-time payment for ${formatDays(choice.duration)}, VAT included`}
            />
          )}
          {footer}
        </>
      }
    >
      <SummaryList
        title="Your configuration"
        rows={[
          { label: 'Game', value: game.displayname },
          { label: 'Version', value: version?.version ?? 'Not selected' },
          game.type === 'slots'
            ? { label: 'Slots', value: formatGameAmount(game, choice.amount) }
            : { label: 'Memory', value: formatGameAmount(game, choice.amount) },
          { label: 'Duration', value: formatDays(choice.duration) },
          { label: 'Unit price', value: `${formatPrice(shownUnitPrice)} per ${unit}` },
        ]}
      />
      {breakdown && unitPrice !== null && (
        <PricingBreakdown
          lines={[
            {
              label: 'Server price',
              detail: `${formatGameAmount(game, choice.amount)} × ${formatPrice(unitPrice)} × ${choice.duration / BILLING_PERIOD_DAYS}`,
              amount: breakdown.basePrice,
            },
          ]}
          subtotal={breakdown.subtotal}
          vat={breakdown.vat}
          caption={periodsCaption(choice.duration)}
        />
      )}
    </OrderSummary>
  );
}
