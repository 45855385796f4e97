import { EntityIdParam, TokenIdParam, type PortfolioRequest } from '@app/contracts';
import { parseDto } from '@app/common';

/** The row id a request names, checked to be a UUID (a coded 400 otherwise). */
export const entityIdOf = async (p: PortfolioRequest | undefined): Promise<string> =>
  (await parseDto(EntityIdParam, { id: p?.id })).id;

/** The instrument token a request names in its id. */
export const tokenIdOf = async (p: PortfolioRequest | undefined): Promise<number> =>
  (await parseDto(TokenIdParam, { id: p?.id })).id;
