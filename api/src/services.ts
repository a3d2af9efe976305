import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';
import { createLogger, type Logger } from './adapters/logger.ts';
import { createRateBook, type RateBook } from './domain/money/currency.ts';
import { createCategoryBook, type CategoryBook } from './domain/catalogue/categories.ts';

/** Long-lived things every request shares: configuration, database, adapters. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  log: Logger;
  rates: RateBook;
  categories: CategoryBook;
}

export function createServices({ config, database }: { config: Config; database: Database }): Services {
  return { config, database, db: database.prisma, log: createLogger(config), rates: createRateBook(database.prisma), categories: createCategoryBook(database.prisma) };
}
