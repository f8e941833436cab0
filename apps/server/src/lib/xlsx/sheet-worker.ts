/**
 * The worker thread `readSheetRows` (read-sheet.ts) starts: the sheet's rows as they are, in
 * batches (serve-sheet.ts). A module with per-row work of its own gives it its own worker entry.
 */
import { serveSheet } from './serve-sheet';

await serveSheet(() => (lines) => lines);
