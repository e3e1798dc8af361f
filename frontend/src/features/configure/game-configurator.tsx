import { gameSliderBounds, sortVersions } from '@shop/domain';
import { useMemo, useState } from 'react';
import type { Game, GamePackage, GameVersion } from '../../api';
import { useAppSelector } from '../../store/hooks';
import { useT } from '../../i18n';
import { selectPendingConfiguration } from '../../store/checkout-slice';
import { selectVatEnabled } from '../../store/vat-slice';
import { CheckoutAction } from './checkout-action';
import { ConfigColumns } from './config-layout';
import { ConfigSection } from './config-section';
import { BillingSection } from './duration-slider';
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
};

/**
 * The choices of one game: version (newest first, the first preselected), slots or memory, and
 * duration. The stored choices for the same game come back when the customer returns.
 */
export function GameConfigurator({ game, versions, packages }: GameConfiguratorProps) {
  const t = useT();
  const pending = useAppSelector(selectPendingConfiguration);
  const vatOn = useAppSelector(selectVatEnabled);
  const continueToCheckout = useContinueToCheckout();
  const bounds = useMemo(() => gameSliderBounds(game), [game]);
  const [choice, setChoice] = useState<GameChoice>(() => initialGameChoice(game, pending));
  const [pickedVersionId, setPickedVersionId] = useState<string | null>(() => storedVersionId(game, pending));
  // Whether the 'complete all options' alert shows (domain's INCOMPLETE_GAME_CONFIG_MESSAGE in English).
  const [alert, setAlert] = useState(false);

  const sorted = useMemo(() => sortVersions(versions), [versions]);
  const version = sorted.find((v) => v.id === pickedVersionId) ?? sorted[0] ?? null;
  const quote = useMemo(() => quoteGame(game, packages, choice), [game, packages, choice]);

  const change = (next: Partial<GameChoice>) => setChoice((current) => ({ ...current, ...next }));
  const onContinue = () => {
    if (!version || !quote.breakdown || !isGameChoiceComplete(version, choice, quote)) {
      setAlert(true);
      return;
    }
    setAlert(false);
    continueToCheckout(
      pendingGameConfiguration(game, version, choice, { ...quote, breakdown: quote.breakdown }),
    );
  };

  const options = (
    <>
      <GameHero game={game} />
      <ConfigSection
        step={1}
        title={t('configure.gameOptions.versionTitle')}
        description={t('configure.gameOptions.versionDescription')}
      >
        <VersionSelect
          versions={sorted}
          value={version?.id ?? ''}
          invalid={alert && !version}
          onChange={(id) => {
            setPickedVersionId(id);
            setAlert(false);
          }}
        />
      </ConfigSection>
      <ConfigSection
        step={2}
        title={
          game.type === 'slots'
            ? t('configure.gameOptions.playersTitle')
            : t('configure.gameOptions.memoryTitle')
        }
        description={
          game.type === 'slots'
            ? t('configure.gameOptions.playersDescription')
            : t('configure.gameOptions.memoryDescription')
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
      <BillingSection value={choice.duration} onChange={(duration) => change({ duration })} />
    </>
  );

  const summary = (
    <GameOrderSummary
      game={game}
      version={version}
      choice={choice}
      quote={quote}
      vatOn={vatOn}
      footer={
        <CheckoutAction
          alert={alert ? t('configure.validation.incomplete') : null}
          onDismissAlert={() => setAlert(false)}
          onContinue={onContinue}
        />
      }
    />
  );

  return <ConfigColumns options={options} summary={summary} />;
}
