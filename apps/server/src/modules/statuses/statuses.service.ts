import { MAIN_STATUSES, type StatusCatalogue } from '@yaar/shared';
import type { AppContext } from '../../context';
import * as repo from './statuses.repository';

const mainOrder = (main: string) => {
  const index = (MAIN_STATUSES as readonly string[]).indexOf(main);
  return index === -1 ? MAIN_STATUSES.length : index;
};

/** `GET /statuses-list`: keyed by main status (Pending first), each list sorted by SubStatus. */
export async function getStatusCatalogue(ctx: AppContext): Promise<StatusCatalogue> {
  const rows = await repo.listStatusRows(ctx.db);
  rows.sort(
    (a, b) =>
      mainOrder(a.mainStatus) - mainOrder(b.mainStatus) ||
      a.mainStatus.localeCompare(b.mainStatus, 'en') ||
      a.subStatus.localeCompare(b.subStatus, 'en'),
  );
  const catalogue: StatusCatalogue = {};
  for (const row of rows) {
    (catalogue[row.mainStatus] ??= []).push({ StatusId: row.id, SubStatus: row.subStatus });
  }
  return catalogue;
}

export { findStatusRow } from './statuses.repository';
