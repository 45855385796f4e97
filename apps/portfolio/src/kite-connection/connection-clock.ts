import { Injectable } from '@nestjs/common';

/** The time, behind a class so tests can move it (06:00 IST expiry, login-state lifetimes). */
@Injectable()
export class ConnectionClock {
  now(): Date {
    return new Date();
  }
}
