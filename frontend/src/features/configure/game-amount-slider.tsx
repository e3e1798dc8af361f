import { formatGb, type SliderBounds } from '@shop/domain';
import type { Game } from '../../api';
import { formatMoney, useLocale, useT } from '../../i18n';
import type { Translate } from '../../lib/game-labels';
import { ConfigSliderField } from './config-slider-field';

/** '12 slots', in the language now spoken. */
export function formatSlots(slots: number, t: Translate): string {
  return t('configure.units.slots', { count: slots });
}

/** How a game's amount reads: slots, or memory (MB) in GB. */
export function formatGameAmount(game: Pick<Game, 'type'>, amount: number, t: Translate): string {
  return game.type === 'slots' ? formatSlots(amount, t) : formatGb(amount);
}

export type GameAmountSliderProps = {
  game: Game;
  /** domain's gameSliderBounds for the game. */
  bounds: SliderBounds;
  value: number;
  onChange: (amount: number) => void;
  /** ETB per slot or per GB for 30 days, or null when the game has no price. */
  unitPrice: number | null;
};

/** The slots slider (step 2) of a slots game or the memory slider (step 1024 MB, shown in GB) of a memory game. */
export function GameAmountSlider({ game, bounds, value, onChange, unitPrice }: GameAmountSliderProps) {
  const t = useT();
  const locale = useLocale();
  const slots = game.type === 'slots';
  return (
    <ConfigSliderField
      label={slots ? t('configure.gameAmount.slotsLabel') : t('configure.gameAmount.memoryLabel')}
      value={value}
      onChange={onChange}
      bounds={bounds}
      formatValue={(amount) => formatGameAmount(game, amount, t)}
      hint={
        unitPrice === null
          ? t('configure.gameAmount.pricedPer', { type: game.type })
          : t('configure.gameAmount.unitPrice', {
              type: game.type,
              price: formatMoney(unitPrice, locale),
            })
      }
    />
  );
}
