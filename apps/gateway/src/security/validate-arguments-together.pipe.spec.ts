import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Param, Put, Query, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { IsInt, IsOptional, Min } from 'class-validator';
import { Type } from 'class-transformer';
import pino from 'pino';
import request from 'supertest';
import { EntityIdParam, UpdatePositionDto } from '@app/contracts';
import { ApiExceptionFilter } from '../errors/api-exception.filter.js';
import { requestContext } from './request-context.middleware.js';
import { requestValidation } from './request-validation.js';

class PageQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) page?: number;
}

@Controller('positions')
class PositionsProbe {
  @Put(':id') update(@Body() body: UpdatePositionDto, @Query() q: PageQuery, @Param() { id }: EntityIdParam) {
    return { id, body, page: q.page ?? null };
  }
}

const ID = '0b5e8f7a-3c1d-4e2f-9a6b-7c8d9e0f1a2b';

describe("the gateway's request validation (over HTTP)", () => {
  let app: INestApplication;
  const put = (path: string, body: object) => request(app.getHttpServer()).put(path).send(body);

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [PositionsProbe] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    const logger = pino({ level: 'silent' });
    app.use(requestContext(logger));
    app.useGlobalFilters(new ApiExceptionFilter(logger));
    app.useGlobalPipes(requestValidation());
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('names a bad path id and a bad body together, the path first', async () => {
    const res = await put('/positions/nope', { quantity: -5 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid input: id, quantity');
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(['id', 'quantity']);
  });

  it('names the path, the query and the body in that order when all three are bad', async () => {
    const res = await put('/positions/nope?page=0', { quantity: -5 });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(['id', 'page', 'quantity']);
  });

  it('names text PostgreSQL cannot store beside the other bad fields', async () => {
    const res = await put('/positions/nope', { name: 'a\u0000' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'id', errors: ['id must be an id'] },
      { field: 'name', errors: ['name must not contain NUL characters'] },
    ]);
  });

  it('still answers one bad argument alone, and keeps two requests refused at once apart', async () => {
    const [onlyBody, onlyPath] = await Promise.all([
      put(`/positions/${ID}`, { quantity: 0 }),
      put('/positions/nope', { quantity: 3 }),
    ]);
    expect(onlyBody.status).toBe(400);
    expect(onlyBody.body.details.map((d: { field: string }) => d.field)).toEqual(['quantity']);
    expect(onlyPath.status).toBe(400);
    expect(onlyPath.body.details.map((d: { field: string }) => d.field)).toEqual(['id']);
  });

  it('passes good arguments through transformed', async () => {
    const res = await put(`/positions/${ID}?page=2`, { quantity: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ID, body: { quantity: 3 }, page: 2 });
  });
});
