import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { isUUID } from 'class-validator';
import {
  CORPORATE_ACTION_SUBJECTS as S,
  CorporateActionEntryDto,
  ErrorCode,
  IsinQueryDto,
  type RpcReply,
  type RpcRequest,
  type UploadRef,
} from '@app/contracts';
import { DomainError, parseDto, userIdOf, validationError } from '@app/common';
import { CorporateActionsService } from './corporate-actions.service.js';

/** The upload the gateway stored: an object name and what the browser said of the file. */
function uploadRefOf(value: unknown): UploadRef {
  const v = (value ?? {}) as Partial<UploadRef>;
  if (typeof v.object !== 'string' || v.object.length === 0 || v.object.length > 200)
    throw validationError([{ field: 'file', errors: ['file is required (multipart field "file")'] }]);
  return {
    object: v.object,
    file_name: typeof v.file_name === 'string' ? v.file_name.slice(0, 255) : 'upload.csv',
    size: typeof v.size === 'number' ? v.size : 0,
    content_type: typeof v.content_type === 'string' ? v.content_type : null,
  };
}

/** Admin routes reach here only through the gateway's admin guard; every payload is validated again. */
@Controller()
export class CorporateActionsController {
  constructor(private readonly actions: CorporateActionsService) {}

  @MessagePattern(S.upload)
  upload(@Payload() p: RpcRequest<typeof S.upload>): Promise<RpcReply<typeof S.upload>> {
    return this.actions.upload(userIdOf(p?.userId), uploadRefOf(p?.body));
  }

  @MessagePattern(S.create)
  async create(@Payload() p: RpcRequest<typeof S.create>): Promise<RpcReply<typeof S.create>> {
    const userId = userIdOf(p?.userId);
    return this.actions.create(userId, await parseDto(CorporateActionEntryDto, p?.body));
  }

  @MessagePattern(S.apply)
  apply(@Payload() p: RpcRequest<typeof S.apply>): Promise<RpcReply<typeof S.apply>> {
    userIdOf(p?.userId);
    if (typeof p?.id !== 'string' || !isUUID(p.id))
      throw new DomainError(ErrorCode.NotFound, 'Corporate action batch not found');
    return this.actions.apply(p.id);
  }

  @MessagePattern(S.list)
  async list(@Payload() p: RpcRequest<typeof S.list>): Promise<RpcReply<typeof S.list>> {
    const { isin } = await parseDto(IsinQueryDto, p?.query ?? {});
    return this.actions.list(isin);
  }
}
