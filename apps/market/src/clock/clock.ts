import { Injectable } from '@nestjs/common';

/** Time behind an injectable, so market hours and day rolls can be tested at any instant. */
@Injectable()
export class Clock {
  private readonly offsetMs: number;

  /** Given a start instant (MARKET_CLOCK_START), the clock reads that instant now and runs on from it. */
  constructor(start?: string) {
    this.offsetMs = start ? Date.parse(start) - Date.now() : 0;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}
