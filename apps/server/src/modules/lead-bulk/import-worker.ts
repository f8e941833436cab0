/**
 * The worker thread an import reads its sheet in (import-leads.service.ts): the rows read, checked
 * and de-duplicated within the file off the server's event loop (import-work.ts).
 */
import { serveSheet } from '../../lib/xlsx/serve-sheet';
import type { ImportReference } from './import-rows';
import { importWork } from './import-work';

await serveSheet((reference) => importWork(reference as ImportReference));
