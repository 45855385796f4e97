import { Injectable } from '@nestjs/common';

/** The time rules are judged at (expiry, status); tests replace it. */
@Injectable()
export class RulesClock {
  now(): Date {
    return new Date();
  }
}
