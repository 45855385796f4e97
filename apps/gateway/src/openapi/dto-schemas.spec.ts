import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { dtoSchemas, parametersOf } from './dto-schemas.js';

class ProbeItemDto {
  @IsString() @MaxLength(20) label: string;
}
class ProbeBodyDto {
  @ValidateNested() @Type(() => ProbeItemDto) item: ProbeItemDto;
  @IsOptional() @IsObject() @ValidateNested() extras?: Record<string, unknown>;
}
class ProbeQueryDto {
  @IsOptional() @IsInt() page?: number;
}
class ProbeUnusedDto {
  @IsString() never: string;
}

describe('dtoSchemas', () => {
  const schemas = dtoSchemas([ProbeBodyDto]);

  it('states the class-validator rules and follows @Type() to the nested class', () => {
    expect(schemas.ProbeBodyDto.required).toEqual(['item']);
    expect(schemas.ProbeBodyDto.properties?.item).toEqual({ $ref: '#/components/schemas/ProbeItemDto' });
    expect(schemas.ProbeItemDto.properties?.label).toEqual({ type: 'string', maxLength: 20 });
  });

  it('lets a nested field typed as a plain object take any object instead of pointing at no schema', () => {
    expect(JSON.stringify(schemas)).not.toContain('schemas/Object');
    expect(schemas.ProbeBodyDto.properties?.extras).toMatchObject({ type: 'object' });
  });

  it('leaves out classes no route uses', () => {
    expect(Object.keys(schemas).sort()).toEqual(['ProbeBodyDto', 'ProbeItemDto']);
    expect(schemas).not.toHaveProperty(ProbeUnusedDto.name);
  });
});

describe('parametersOf', () => {
  it('makes each property a parameter, a path one always required, a query one as its DTO says', () => {
    const query = dtoSchemas([ProbeQueryDto]).ProbeQueryDto;
    expect(parametersOf(query, 'query')).toEqual([
      { name: 'page', in: 'query', required: false, schema: { type: 'integer' } },
    ]);
    expect(parametersOf(query, 'path')[0].required).toBe(true);
  });
});
