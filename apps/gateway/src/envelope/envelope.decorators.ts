import { SetMetadata } from '@nestjs/common';

export const FLAT_ENVELOPE_KEY = 'envelope:flat';

/**
 * The route answers `{success: true, ...returned}`: the keys its handler returns sit beside `success`
 * instead of under `data`. Only for the flat answers the catalogue keeps (`{success, message}`,
 * `{success, layouts}`, `{success, layout_id, id, data}`, ...), listed in docs/api.md.
 */
export const FlatEnvelope = () => SetMetadata(FLAT_ENVELOPE_KEY, true);
