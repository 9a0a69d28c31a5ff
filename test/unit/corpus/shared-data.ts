/** Where the tests read the real source data (never copied into the repository). */
import { resolve } from 'node:path';

export const DATA_DIR = process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../../../shared/data');
export const SR28_DIR = resolve(DATA_DIR, 'usda/sr28');
