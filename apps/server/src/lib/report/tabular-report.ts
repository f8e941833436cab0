import type { SQLWrapper } from 'drizzle-orm';
import type { ZodType } from 'zod';
import { displayDay } from '@yaar/shared';
import type { AppContext } from '../../context';
import { forEachCursorBatch } from '../cursor';
import type { ReportColumn, RowSource } from './report-columns';
import { Tally, type ReportTotals } from './report-totals';
import { signedReport } from './signed-report';
import { streamPdf } from './stream-pdf';
import { streamXlsxReport } from './stream-xlsx-report';
import type { ReportEndpoints } from './report-routes';

const BATCH_ROWS = 1000;

/** A report's range of days in words, the first part of its `describe`: 'From 01-04-2026 to today'. */
const dateRangeWords = (filter: { FromDate?: string; ToDate?: string }) =>
  `From ${filter.FromDate ? displayDay(filter.FromDate) : 'the start'} to ${filter.ToDate ? displayDay(filter.ToDate) : 'today'}`;

/** How a filter reads when set (`(v) => \`Product ${v}\``) and, optionally, when not ('All products'). */
type FilterWords<Filter> = {
  [K in keyof Filter]?: [(value: NonNullable<Filter[K]>) => string, string?];
};

/**
 * A report's `describe`: its range of days, then each filter of `words` in its order, as it reads
 * when set or its words for "not set" (left out when it has none), joined with ' · '.
 */
export const filterWords = <Filter extends { FromDate?: string; ToDate?: string }>(
  filter: Filter,
  words: FilterWords<Filter>,
) =>
  [
    dateRangeWords(filter),
    ...(Object.keys(words) as (keyof Filter)[]).map((key) => {
      const [set, unset] = words[key]!;
      const value = filter[key];
      return value ? set(value) : (unset ?? '');
    }),
  ]
    .filter(Boolean)
    .join(' · ');

/** A report of rows from one query: its columns, its totals, its filters. */
export interface TabularReport<Filter, Row> {
  /** Signed into its URLs, and its file name: 'license-report'. */
  name: string;
  /** The document's and the sheet's title: 'License Report'. */
  title: string;
  filter: ZodType<Filter>;
  invalidMessage: string;
  columns: readonly ReportColumn<Row>[];
  totals: ReportTotals<Row>;
  /** The rows in report order (a Drizzle select under the API's names, lib/api-columns). */
  query: (ctx: AppContext, filter: Filter) => SQLWrapper & { limit: (n: number) => unknown };
  /** The PDF table's type size (8 by default) and cell padding: a wide report sets them smaller. */
  fontSize?: number;
  padding?: number;
  /** The filters in words, under the title and in each page's footer. */
  describe: (filter: Filter) => string;
}

/**
 * A signed report (lib/report/signed-report) whose PDF and spreadsheet are the same rows, read
 * from a database cursor and counted into the totals as they stream. `issue` answers undefined
 * when no row matches, so the screen can say so instead of opening an empty report.
 */
export function tabularReport<Filter extends Record<string, unknown>, Row>(
  ctx: AppContext,
  report: TabularReport<Filter, Row>,
) {
  const rowsOf =
    (filter: Filter, tally: Tally<Row>): RowSource<Row> =>
    (onBatch) =>
      forEachCursorBatch<Row>(ctx.db, report.query(ctx, filter), BATCH_ROWS, (rows) => {
        for (const row of rows) tally.add(row);
        return onBatch(rows);
      });
  const signed = signedReport<Filter>({
    name: report.name,
    filter: report.filter,
    invalidMessage: report.invalidMessage,
    pdf: (filter, onError) => {
      const tally = new Tally(report.totals, report.columns);
      return streamPdf({
        title: report.title,
        subtitle: report.describe(filter),
        header: `${ctx.config.SUPPLIER_NAME} · ${report.title}`,
        footer: report.describe(filter),
        layout: 'landscape',
        fontSize: report.fontSize,
        padding: report.padding,
        columns: report.columns,
        rows: rowsOf(filter, tally),
        onError,
        finish: (doc, table) => tally.finishPdf(doc, table),
      });
    },
    xlsx: (filter, onError) => {
      const tally = new Tally(report.totals, report.columns);
      return streamXlsxReport({
        sheetName: report.title,
        preamble: [[report.title], [report.describe(filter)], []],
        columns: report.columns,
        rows: rowsOf(filter, tally),
        onError,
        finish: () => tally.finishSheet(),
      });
    },
  });
  return {
    ...signed,
    async issueIfAny(filter: Filter): Promise<string | undefined> {
      const first = (await report.query(ctx, filter).limit(1)) as unknown[];
      return first.length ? signed.issue(ctx, filter) : undefined;
    },
  };
}

/** A report's messages, under the same names in every module's messages. */
export interface ReportMessages {
  /** The answer's message when the URL is issued, and when nothing matches (data ''). */
  reportReady: string;
  reportEmpty: string;
  /** A link whose signature or filter does not hold. */
  reportLinkInvalid: string;
}

/** A tabular report with its routes, described once (the filter serves both). */
export interface TabularReportEndpoints<Filter, Row>
  extends
    Omit<TabularReport<Filter, Row>, 'columns' | 'name' | 'invalidMessage'>,
    Omit<ReportEndpoints<Filter>, 'title' | 'filter' | 'reportOf' | 'ready' | 'empty'> {
  /** In the routes' summaries and the log: 'The licence report'. */
  routesTitle: string;
  /** The columns, or the columns a configuration gives (the supplier's state, say). */
  columns: readonly ReportColumn<Row>[] | ((ctx: AppContext) => readonly ReportColumn<Row>[]);
  messages: ReportMessages;
}

/**
 * The `ReportEndpoints` of a `tabularReport`: `reportRoute` and `reportFileRoute` serve it. Its
 * name (URLs, file name) is the title in lower case: 'License Report' is 'license-report'.
 */
export function tabularReportEndpoints<Filter extends Record<string, unknown>, Row>(
  spec: TabularReportEndpoints<Filter, Row>,
): ReportEndpoints<Filter> {
  const { path, filePath, routesTitle, tag, messages, columns, ...report } = spec;
  const { reportReady: ready, reportEmpty: empty } = messages;
  return {
    ...{ path, filePath, title: routesTitle, tag, filter: report.filter, ready, empty },
    reportOf: (ctx) =>
      tabularReport(ctx, {
        ...report,
        name: report.title.toLowerCase().replaceAll(' ', '-'),
        invalidMessage: messages.reportLinkInvalid,
        columns: typeof columns === 'function' ? columns(ctx) : columns,
      }),
  };
}
