import { GAME_NOT_FOUND, INCOMPLETE_GAME_CONFIG_MESSAGE, SELECT_OS_MESSAGE } from '@shop/domain';

/** Keys of the configure area whose English text is a specification text domain also holds. */
export const configure: Readonly<Record<string, string>> = {
  'configure.gamePage.notFound': GAME_NOT_FOUND,
  'configure.validation.selectOs': SELECT_OS_MESSAGE,
  'configure.validation.incomplete': INCOMPLETE_GAME_CONFIG_MESSAGE,
};
