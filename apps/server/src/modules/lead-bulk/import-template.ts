import { IMPORT_COLUMNS } from '@yaar/shared';
import { streamXlsx } from '../../lib/xlsx/xlsx-stream';

/** The import's template: its header row only (an example row would be imported with the rest). */
export const importTemplate = () =>
  streamXlsx<Record<string, string>>({
    sheetName: 'Leads',
    columns: IMPORT_COLUMNS.map((column) => ({
      header: column,
      width: column === 'Requirements' || column === 'Address' ? 30 : 16,
      value: (row) => row[column],
    })),
    produceRows: async () => undefined,
    onError: () => undefined,
  });
