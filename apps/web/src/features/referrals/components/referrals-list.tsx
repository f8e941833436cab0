import type { Referral } from '@yaar/shared';
import {
  DEFAULT_REFERRAL_STATUS,
  REFERRAL_STATUSES,
  referralMessages,
  referralPaths,
} from '@yaar/shared';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { moneyColumn, twoLines, type DataTableColumn } from '@/components/ui/data-table';
import { ExportButton } from '@/components/ui/export-button';
import { ListView } from '@/components/ui/list-view';
import { useFilteredList } from '@/hooks/use-filtered-list';
import { useOpenPanels } from '@/hooks/use-open-panels';
import { referralsSource } from '../api/referrals';
import { ExportPaymentsPanel } from './export-payments-panel';
import { PaymentInfoPanel } from './payment-info-panel';
import { ReferralHistoryPanel } from './referral-history-panel';
import { ReferralPaymentPanel } from './referral-payment-panel';
import { t } from '@/lib/i18n/language';

const columns: DataTableColumn<Referral>[] = [
  { id: 'referrer', header: 'Referrer', cell: (r) => twoLines(r.UserName || '—', r.RefMobileNo) },
  { id: 'business', header: 'Business', cell: (r) => twoLines(r.Name || '—', r.MobileNo) },
  {
    id: 'installs',
    header: 'Installations',
    cell: (r) => `${r.Installation} / ${r.ReqInstallation}`,
  },
  moneyColumn('commission', 'Commission', (r) => r.CommissionAmount),
  moneyColumn('paid', 'Paid', (r) => r.PaidPayment),
  moneyColumn('pending', 'Pending', (r) => r.PendingPayment, { className: 'fw-semibold' }),
  {
    id: 'info',
    header: 'Payment Info',
    cell: (r) =>
      r.PaymentInfo || (
        <Badge bg="warning" text="dark">
          {t('Not given')}
        </Badge>
      ),
  },
];

type Panel = 'Payment' | 'Payment Info' | 'Transactions';

/** The empty list's words, one whole sentence per state (Gujarati and Hindi place them apart). */
const noReferralsText = (status: string) =>
  ({
    Payable: t('No payable referrals.'),
    Pending: t('No pending referrals.'),
    Complete: t('No complete referrals.'),
  })[status] ?? t('No referrals.');

/**
 * Referral Commission (spec 2 §2): the referrals in one state (Payable first), the list's export,
 * and per row the Payment, Payment Info and Transactions panels.
 */
export function ReferralsList() {
  const { list, view } = useFilteredList<Referral, 'Status'>(referralsSource, {
    idPrefix: 'referrals',
    specs: [{ key: 'Status', label: 'Status', options: REFERRAL_STATUSES, allLabel: null }],
    // Payable until another state is chosen (the address keeps the choice).
    defaults: { Status: DEFAULT_REFERRAL_STATUS },
    column: 'col-12 col-sm-6 col-lg-3',
  });
  const panels = useOpenPanels<Panel, Referral>();
  const [exporting, setExporting] = useState(false);
  return (
    <ListView
      {...view}
      columns={columns}
      emptyText={noReferralsText(list.filters.Status)}
      cardsLabel="Referrals"
      toolbar={
        <>
          <ExportButton
            label="Export"
            path={referralPaths.referralList}
            fileName={referralMessages.referralsFile}
            body={() => ({ Status: list.filters.Status, Export: 1 })}
          />
          <Button variant="outline-success" onClick={() => setExporting(true)}>
            <i className="bi bi-file-earmark-excel me-2" aria-hidden="true" />
            {t('Export Payments')}
          </Button>
        </>
      }
      rowMenu={{
        idPrefix: 'referral',
        ariaLabel: (referral) => t('Action for the referral of {name}', { name: referral.Name }),
        actions: (referral) => [
          ...(referral.Status === 'Payable'
            ? [
                {
                  label: 'Payment',
                  icon: 'bi-cash-coin',
                  onClick: () => panels.open('Payment', referral),
                },
              ]
            : []),
          {
            label: 'Payment Info',
            icon: 'bi-bank',
            onClick: () => panels.open('Payment Info', referral),
          },
          {
            label: 'Transactions',
            icon: 'bi-clock-history',
            onClick: () => panels.open('Transactions', referral),
          },
        ],
      }}
    >
      <ReferralPaymentPanel referral={panels.shown('Payment')} onHide={panels.close} />
      <PaymentInfoPanel referral={panels.shown('Payment Info')} onHide={panels.close} />
      <ReferralHistoryPanel referral={panels.shown('Transactions')} onHide={panels.close} />
      <ExportPaymentsPanel show={exporting} onHide={() => setExporting(false)} />
    </ListView>
  );
}
