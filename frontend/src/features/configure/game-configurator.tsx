import { INCOMPLETE_GAME_CONFIG_MESSAGE, gameSliderBounds, sortVersions } from '@shop/domain';
import { useMemo, useState, type ReactNode } from 'react';
import type { Game, GamePackage, GameVersion } from '../../api';
import { useAppSelector } from '../../app/hooks';
import { selectPendingConfiguration } from '../checkout';
import { selectVatEnabled } from '../vat';
import { CheckoutAction } from './checkout-action';
import { ConfigLayout } from './config-layout';
import { ConfigSection } from './config-section';
import { DurationSlider } from './duration-slider';
import { GameAmountSlider } from './game-amount-slider';
import {
  initialGameChoice,
  isGameChoiceComplete,
  pendingGameConfiguration,
  quoteGame,
  storedVersionId,
  type GameChoice,
} from './game-configuration';
import { GameHero } from './game-hero';
import { GameOrderSummary } from './game-order-summary';
import { useContinueToCheckout } from './use-continue-to-checkout';
import { VersionSelect } from './version-select';

export type GameConfiguratorProps = {
  game: Game;
  versions: readonly GameVersion[];
  packages: readonly GamePackage[];
  header: ReactNode;
};

/**
 * The choices of one game: version (newest first, the first preselected), slots or memory, and
 * duration. The stored choices for the same game come back when the customer returns.
 */
export function GameConfigurator({ game, versions, packages, header }: GameConfiguratorProps) {
  const pending = useAppSelector(selectPendingConfiguration);
  const vatOn = useAppSelector(selectVatEnabled);
  const continueToCheckout = useContinueToCheckout();
  const bounds = useMemo(() => gameSliderBounds(game), [game]);
  const [choice, setChoice] = useState<GameChoice>(() => initialGameChoice(game, pending));
  const [pickedVersionId, setPickedVersionId] = useState<string | null>(() => storedVersionId(game, pending));
  const [alert, setAlert] = useState<string | null>(null);

  const sorted = useMemo(() => sortVersions(versions), [versions]);
  const version = sorted.find((v) => v.id === pickedVersionId) ?? sorted[0] ?? null;
  const quote = useMemo(() => quoteGame(game, packages, choice), [game, packages, choice]);

  const change = (next: Partial<GameChoice>) => setChoice((current) => ({ ...current, ...next }));
  const onContinue = () => {
    if (!version || !quote.breakdown || !isGameChoiceComplete(version, choice, quote)) {
      setAlert(INCOMPLETE_GAME_CONFIG_MESSAGE);
      return;
    }
    setAlert(null);
    continueToCheckout(
      pendingGameConfiguration(game, version, choice, { ...quote, breakdown: quote.breakdown }),
    );
  };

  const options = (
    <>
      <GameHero game={game} />
      <ConfigSection step={1} title="Version" description="The game version installed on your server.">
        <VersionSelect
          versions={sorted}
          value={version?.id ?? ''}
          invalid={alert !== null && !version}
          onChange={(id) => {
            setPickedVersionId(id);
            setAlert(null);
          }}
        />
      </ConfigSection>
      <ConfigSection
        step={2}
        title={game.type === 'slots' ? 'Players' : 'Memory'}
        description={
          game.type === 'slots'
            ? 'How many players can be online at the same time.'
            : 'More memory for more players, mods and bigger worlds.'
        }
      >
        <GameAmountSlider
          game={game}
          bounds={bounds}
          value={choice.amount}
          onChange={(amount) => change({ amount })}
          unitPrice={quote.unitPrice}
        />
      </ConfigSection>
      <ConfigSection step={3} title="Billing period" description="How long you pay for, in one payment.">
        <DurationSlider value={choice.duration} onChange={(duration) => change({ duration })} />
      </ConfigSection>
    </>
  );

  const summary = (
    <GameOrderSummary
      game={game}
      version={version}
      choice={choice}
      quote={quote}
      vatOn={vatOn}
      footer={<CheckoutAction alert={alert} onDismissAlert={() => setAlert(null)} onContinue={onContinue} />}
    />
  );

  return <ConfigLayout header={header} options={options} summary={summary} />;
}
