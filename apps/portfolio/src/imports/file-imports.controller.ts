import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ImportMappingDto, LEDGER_SUBJECTS as S, type PortfolioRequest, type RpcReply } from '@app/contracts';
import { parseDto, UserId } from '@app/common';
import { entityIdOf } from '../rpc/payload-ids.js';
import { ImportFlowService } from './import-flow.service.js';
import { uploadRefOf } from './upload-ref.js';

/** File imports: upload -> preview (-> mapping) -> commit, and undo. */
@Controller()
export class FileImportsController {
  constructor(private readonly imports: ImportFlowService) {}

  @MessagePattern(S.importCreate)
  async create(@UserId() userId: string, @Payload() p: PortfolioRequest): Promise<RpcReply<typeof S.importCreate>> {
    return { import: await this.imports.create(userId, uploadRefOf(p?.body)) };
  }

  @MessagePattern(S.importList)
  async list(@UserId() userId: string): Promise<RpcReply<typeof S.importList>> {
    return { imports: await this.imports.list(userId) };
  }

  @MessagePattern(S.importGet)
  async get(@UserId() userId: string, @Payload() p: PortfolioRequest): Promise<RpcReply<typeof S.importGet>> {
    return { import: await this.imports.get(userId, await entityIdOf(p)) };
  }

  @MessagePattern(S.importMap)
  async map(@UserId() userId: string, @Payload() p: PortfolioRequest): Promise<RpcReply<typeof S.importMap>> {
    const id = await entityIdOf(p);
    return { import: await this.imports.map(userId, id, await parseDto(ImportMappingDto, p?.body)) };
  }

  @MessagePattern(S.importCommit)
  async commit(@UserId() userId: string, @Payload() p: PortfolioRequest): Promise<RpcReply<typeof S.importCommit>> {
    return { import: await this.imports.commit(userId, await entityIdOf(p)) };
  }

  @MessagePattern(S.importDelete)
  async remove(@UserId() userId: string, @Payload() p: PortfolioRequest): Promise<RpcReply<typeof S.importDelete>> {
    return { import: await this.imports.remove(userId, await entityIdOf(p)) };
  }
}
