import { formatGb, formatPrice, type SliderBounds } from '@shop/domain';
import type { Game } from '../../api';
import { Slider } from '../../components/ui';

export function formatSlots(slots: number): string {
  return `${slots} slots`;
}

/** How a game's amount reads: slots, or memory (MB) in GB. */
export function formatGameAmount(game: Pick<Game, 'type'>, amount: number): string {
  return game.type === 'slots' ? formatSlots(amount) : formatGb(amount);
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
  const slots = game.type === 'slots';
  const unit = slots ? 'slot' : 'GB';
  return (
    <Slider
      label={slots ? 'Player slots' : 'Memory'}
      value={value}
      onValueChange={onChange}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      formatValue={(amount) => formatGameAmount(game, amount)}
      hint={
        unitPrice === null
          ? `Priced per ${unit}.`
          : `${formatPrice(unitPrice)} per ${unit} per 30 days at this size.`
      }
    />
  );
}
