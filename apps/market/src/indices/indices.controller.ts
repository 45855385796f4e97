import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AddDashboardIndexDto,
  IndexSideParam,
  MARKET_SUBJECTS,
  type IndicesAddRequest,
  type IndicesRemoveRequest,
  type IndicesSideRequest,
  type RpcReply,
} from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { tokenOf } from '../payload.js';
import { IndicesService } from './indices.service.js';

@Controller()
export class IndicesController {
  constructor(private readonly indices: IndicesService) {}

  @MessagePattern(MARKET_SUBJECTS.indicesAvailable)
  available(): RpcReply<typeof MARKET_SUBJECTS.indicesAvailable> {
    return { indices: this.indices.available() };
  }

  @MessagePattern(MARKET_SUBJECTS.indicesSide)
  async side(
    @UserId() userId: string,
    @Payload() p: IndicesSideRequest,
  ): Promise<RpcReply<typeof MARKET_SUBJECTS.indicesSide>> {
    const { side } = await parseDto(IndexSideParam, { side: p?.side });
    return { indices: await this.indices.side(userId, side) };
  }

  @MessagePattern(MARKET_SUBJECTS.indicesAdd)
  async add(
    @UserId() userId: string,
    @Payload() p: IndicesAddRequest,
  ): Promise<RpcReply<typeof MARKET_SUBJECTS.indicesAdd>> {
    const body = await parseDto(AddDashboardIndexDto, {
      instrument_token: p?.instrument_token,
      tradingsymbol: p?.tradingsymbol,
      name: p?.name,
      side: p?.side,
    });
    return { index: await this.indices.add({ ...body, userId }) };
  }

  @MessagePattern(MARKET_SUBJECTS.indicesRemove)
  async remove(
    @UserId() userId: string,
    @Payload() p: IndicesRemoveRequest,
  ): Promise<RpcReply<typeof MARKET_SUBJECTS.indicesRemove>> {
    const token = tokenOf(p?.instrument_token);
    await this.indices.remove(userId, token);
    return { instrument_token: token };
  }
}
