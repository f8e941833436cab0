import type { RenewalDue } from '@yaar/shared';
import { renewalPaths } from '@yaar/shared';
import { useNavigate } from 'react-router';
import { Button } from 'react-bootstrap';
import { dateColumn, twoLines, type DataTableColumn } from '@/components/ui/data-table';
import type { FilterSpec } from '@/lib/filter-specs';
import { ListView } from '@/components/ui/list-view';
import { useExport } from '@/hooks/use-export';
import { useFilteredList } from '@/hooks/use-filtered-list';
import { pathTo } from '@/lib/paths';
import { rupees } from '@/lib/money';
import { renewalsDueSource } from '../api/renewals';
import { t } from '@/lib/i18n/language';

const columns: DataTableColumn<RenewalDue>[] = [
  dateColumn('expiry', 'Expiry', (r) => r.LicenseKey),
  { id: 'product', header: 'Product', cell: (r) => r.Product },
  { id: 'name', header: 'Name', cell: (r) => twoLines(r.Name, r.EmployeeName) },
  { id: 'mobile', header: 'Mobile No', cell: (r) => r.MobileNo },
  {
    id: 'charges',
    header: 'Usual Charges',
    cell: (r) =>
      twoLines(rupees(r.UsualCharges), t('{amount} with GST', { amount: rupees(r.RenewalAmount) })),
  },
  {
    id: 'notices',
    header: 'Notices Sent',
    cell: (r) => (r.NoReminders ? t('No reminders') : String(r.NoticesSent)),
  },
];

const DAY_CHOICES = ['7', '15', '30', '60', '90'];
const filters: FilterSpec<'Days'>[] = [
  { key: 'Days', label: 'Expiring within (days)', options: DAY_CHOICES, allLabel: null },
];

/** Renewals due (issue 33): licences expiring within Days, Export, and Renew → Update License. */
export function RenewalsDueList() {
  const { list, view } = useFilteredList<RenewalDue, 'Days'>(renewalsDueSource, {
    idPrefix: 'renewals',
    specs: filters,
    defaults: { Days: '30' },
  });
  const navigate = useNavigate();
  const exporter = useExport({ path: renewalPaths.renewalsDue, fileName: 'renewals_due.xlsx' });
  const renew = (r: RenewalDue) =>
    void navigate(
      `${pathTo('License')}?${new URLSearchParams({ Product: r.Product, MobileNo: r.MobileNo })}`,
    );
  return (
    <ListView
      {...view}
      columns={columns}
      emptyText="No licences expire in these days."
      cardsLabel="Renewals due"
      toolbar={
        <Button
          variant="outline-success"
          size="sm"
          disabled={exporter.isPending}
          onClick={() => void exporter.start({ ...list.pageQuery, Export: 1 })}
        >
          <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />
          {t('Export')}
        </Button>
      }
      rowMenu={{
        idPrefix: 'renewal',
        ariaLabel: (r) => t('Action for {lead}', { lead: `${r.Product} ${r.MobileNo}` }),
        actions: (r) => [{ label: 'Renew', icon: 'bi-arrow-repeat', onClick: () => renew(r) }],
      }}
    />
  );
}
