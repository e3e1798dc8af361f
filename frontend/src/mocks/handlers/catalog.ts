import { SERVER_MESSAGES, sortOsOptions, sortVersions } from '@shop/domain';
import { GAMES, KVM_PACKAGES, gameFixture, kvmPackagesOf, osOptionsOf } from '../fixtures';
import { apiError, http } from '../http';

/**
 * The catalog as the BFF serves it from the seed: the fixtures hold the seed's content, ids and
 * order (plans and games in their sort order); versions and images are ordered by domain's rules.
 * An unknown KVM line never gets here: the contract guard refuses it (400).
 */
export const catalogHandlers = [
  http.get('/catalog/games/aggregated', ({ response }) => response(200).json([...GAMES])),

  http.get('/catalog/games/{id}/versions', ({ params, response }) => {
    const game = gameFixture(params.id);
    if (!game) return response.untyped(apiError(404, SERVER_MESSAGES.gameNotFound));
    return response(200).json(sortVersions(game.versions));
  }),

  http.get('/catalog/games/{id}/packages', ({ params, response }) => {
    const game = gameFixture(params.id);
    if (!game) return response.untyped(apiError(404, SERVER_MESSAGES.gameNotFound));
    return response(200).json(game.packages);
  }),

  http.get('/catalog/kvm/{category}', ({ params, response }) =>
    response(200).json(kvmPackagesOf(params.category)),
  ),

  http.get('/catalog/kvm/packet/{id}', ({ params, response }) => {
    const pkg = KVM_PACKAGES.find((p) => p.id === params.id);
    if (!pkg) return response.untyped(apiError(404, SERVER_MESSAGES.planNotFound));
    return response(200).json(pkg);
  }),

  http.get('/catalog/kvm/packet/{id}/os', ({ params, response }) => {
    const pkg = KVM_PACKAGES.find((p) => p.id === params.id);
    if (!pkg) return response.untyped(apiError(404, SERVER_MESSAGES.planNotFound));
    return response(200).json(sortOsOptions(osOptionsOf(pkg)));
  }),
];
