import { Injectable } from '@nestjs/common';
import { istDay } from '@app/formatting';

/** Today as Indian markets count days (IST), behind a class so tests can move it. */
@Injectable()
export class LedgerClock {
  today(): string {
    return istDay(new Date())!;
  }
}
