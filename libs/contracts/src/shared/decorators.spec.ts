import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { Transform, plainToInstance } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, validate } from 'class-validator';
import { stackDecorators } from './decorators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const IsShortName = () => stackDecorators(Transform(trim), IsString(), IsNotEmpty(), MaxLength(3));

class WrittenOut {
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(3)
  name!: string;
}

class Stacked {
  @IsShortName()
  name!: string;
}

async function messages(cls: new () => object, name: unknown): Promise<string[]> {
  const [error] = await validate(plainToInstance(cls, { name }));
  return error ? Object.values(error.constraints ?? {}) : [];
}

describe('stackDecorators', () => {
  it('validates exactly like the same decorators written one above the other, messages in the same order', async () => {
    for (const name of [42, '', '   ', 'abcd', ' ab ', undefined]) {
      expect(await messages(Stacked, name)).toEqual(await messages(WrittenOut, name));
    }
    expect(await messages(Stacked, 42)).toEqual([
      'name must be shorter than or equal to 3 characters',
      'name must be a string',
    ]);
  });

  it('keeps the transforms among the stacked decorators', () => {
    expect(plainToInstance(Stacked, { name: '  ab ' }).name).toBe('ab');
  });
});
