// GET /api/v1/community/modules/{id}: one module with its followers (and `followed` with a login token).
import { signedClient } from 'shared/api';
import { COMMUNITY_API, type ModuleDetail } from '@yachts/contracts/community';

export function getModule(id: number, signal?: AbortSignal): Promise<ModuleDetail> {
  return signedClient.get<ModuleDetail>(COMMUNITY_API.module(id), undefined, signal);
}
