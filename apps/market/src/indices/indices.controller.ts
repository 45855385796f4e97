import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AddDashboardIndexDto,
  IndexSideParam,
  MARKET_SUBJECTS,
  type DashboardIndex,
  type IndicesAddRequest,
  type IndicesAvailableReply,
  type IndicesRemoveRequest,
  type IndicesReply,
  type IndicesSideRequest,
} from '@app/contracts';
import { parseDto } from '@app/common';
import { tokenOf, userIdOf } from '../payload.js';
import { IndicesService } from './indices.service.js';

@Controller()
export class IndicesController {
  constructor(private readonly indices: IndicesService) {}

  @MessagePattern(MARKET_SUBJECTS.indicesAvailable)
  available(): IndicesAvailableReply {
    return { indices: this.indices.available() };
  }

  @MessagePattern(MARKET_SUBJECTS.indicesSide)
  async side(@Payload() p: IndicesSideRequest): Promise<IndicesReply> {
    const userId = userIdOf(p?.userId);
    const { side } = await parseDto(IndexSideParam, { side: p?.side });
    return { indices: await this.indices.side(userId, side) };
  }

  @MessagePattern(MARKET_SUBJECTS.indicesAdd)
  async add(@Payload() p: IndicesAddRequest): Promise<{ index: DashboardIndex }> {
    const userId = userIdOf(p?.userId);
    const body = await parseDto(AddDashboardIndexDto, {
      instrument_token: p?.instrument_token,
      tradingsymbol: p?.tradingsymbol,
      name: p?.name,
      side: p?.side,
    });
    return { index: await this.indices.add({ ...body, userId }) };
  }

  @MessagePattern(MARKET_SUBJECTS.indicesRemove)
  async remove(@Payload() p: IndicesRemoveRequest): Promise<{ instrument_token: number }> {
    const token = tokenOf(p?.instrument_token);
    await this.indices.remove(userIdOf(p?.userId), token);
    return { instrument_token: token };
  }
}
