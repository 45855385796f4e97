import { Module } from '@nestjs/common';

/** Historical candles and per-instrument analysis. */
@Module({})
export class CandlesModule {}
