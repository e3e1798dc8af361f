import { GAMES, KVM_LINES, KVM_PACKAGES, gameFixture, kvmPackagesOf, osOptionsOf } from '../fixtures';
import { apiError, http } from '../http';

export const catalogHandlers = [
  http.get('/catalog/games/aggregated', ({ response }) => response(200).json([...GAMES])),

  http.get('/catalog/games/{id}/versions', ({ params, response }) => {
    const game = gameFixture(params.id);
    if (!game) return response.untyped(apiError(404, 'Game not found'));
    return response(200).json(game.versions);
  }),

  http.get('/catalog/games/{id}/packages', ({ params, response }) => {
    const game = gameFixture(params.id);
    if (!game) return response.untyped(apiError(404, 'Game not found'));
    return response(200).json(game.packages);
  }),

  http.get('/catalog/kvm/{category}', ({ params, response }) => {
    const line = KVM_LINES.find((l) => l === params.category);
    if (!line) return response.untyped(apiError(400, `Unknown KVM line: ${params.category}`));
    return response(200).json([...kvmPackagesOf(line)].sort((a, b) => a.price - b.price));
  }),

  http.get('/catalog/kvm/packet/{id}', ({ params, response }) => {
    const pkg = KVM_PACKAGES.find((p) => p.id === params.id);
    if (!pkg) return response.untyped(apiError(404, 'Package not found'));
    return response(200).json(pkg);
  }),

  http.get('/catalog/kvm/packet/{id}/os', ({ params, response }) => {
    const pkg = KVM_PACKAGES.find((p) => p.id === params.id);
    if (!pkg) return response.untyped(apiError(404, 'Package not found'));
    return response(200).json(osOptionsOf(pkg).sort((a, b) => a.sort - b.sort));
  }),
];
