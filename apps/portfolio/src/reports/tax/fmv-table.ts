import { readFileSync } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@app/common';
import { PortfolioConfig } from '../../config/portfolio.config.js';
import { bhavcopyHighs } from './bhavcopy-highs.js';
import { fmvFromTable, type FmvLookup } from './fmv-31-jan-2018.js';

/**
 * The grandfathering FMVs the reports use: the shipped table, or, when the operator points
 * FMV_31_JAN_2018_FILE at NSE's bhavcopy of that day, its HIGH per ISIN. A file that cannot be read or
 * is of another day stops the start-up, naming the line: a tax report on wrong costs is worse than none.
 */
@Injectable()
export class FmvTable {
  readonly lookup: FmvLookup;

  constructor(config: PortfolioConfig, @Inject(LOGGER) logger: Logger) {
    const file = config.FMV_31_JAN_2018_FILE;
    if (!file) {
      this.lookup = fmvFromTable();
      return;
    }
    const highs = bhavcopyHighs(readFileSync(file, 'utf8'));
    logger.info({ isins: highs.size }, 'grandfathering FMVs of 31 Jan 2018 loaded');
    this.lookup = fmvFromTable(highs);
  }
}
