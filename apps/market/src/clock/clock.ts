import { Injectable } from '@nestjs/common';

/** Time behind an injectable, so market hours and day rolls can be tested at any instant. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
