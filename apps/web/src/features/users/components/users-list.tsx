import type { UserRecord } from '@yaar/shared';
import { USER_STATUS, userAdminMessages } from '@yaar/shared';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { withBadge, type DataTableColumn } from '@/components/ui/data-table';
import { SearchField } from '@/components/ui/search-field';
import { ListView } from '@/components/ui/list-view';
import { useListQuery } from '@/hooks/use-list-query';
import { useOpenPanels } from '@/hooks/use-open-panels';
import { usePagedList } from '@/hooks/use-paged-list';
import { toastApiError } from '@/lib/form-errors';
import { useUpdateUser, usersSource } from '../api/user-admin';
import { UserEditPanel } from './user-edit-panel';
import { t } from '@/lib/i18n/language';

/** The row's Active/Inactive switch; the administrator's own stays on. */
function StatusSwitch({ user }: { user: UserRecord }) {
  const update = useUpdateUser();
  const active = user.Status === USER_STATUS.active;
  return (
    <Form.Check
      type="switch"
      id={`user-status-${user.id}`}
      label={active ? t('Active') : t('Inactive')}
      checked={active}
      disabled={user.IsAdmin || update.isPending}
      onChange={() =>
        void update
          .mutateAsync({ id: user.id, Status: active ? USER_STATUS.inactive : USER_STATUS.active })
          .then((message) => toast.success(message), toastApiError)
      }
    />
  );
}

const columns: DataTableColumn<UserRecord>[] = [
  {
    id: 'name',
    header: 'Name',
    // A sign-up waiting for approval (SIGNUP_APPROVAL=admin) is listed first, marked; its switch
    // approves it.
    cell: (u) =>
      withBadge(
        `${u.FirstName} ${u.LastName}`,
        u.Waiting ? t(userAdminMessages.waiting) : '',
        'warning',
      ),
    className: 'fw-semibold',
  },
  { id: 'email', header: 'Email', cell: (u) => u.Email },
  { id: 'mobile', header: 'Mobile', cell: (u) => u.MobileNo, className: 'text-nowrap' },
  { id: 'address', header: 'Address', cell: (u) => u.Address || '—' },
  { id: 'city', header: 'City', cell: (u) => u.CityName ?? '—' },
  { id: 'status', header: 'Status', cell: (u) => <StatusSwitch user={u} /> },
];

/** A panel a row opens for its user (the commissions feature's Payment panel). */
export type UserPanel = (props: { user: UserRecord | null; onHide: () => void }) => ReactNode;

/**
 * Users List (spec 2 §2): every user with a status switch, a search, and per row the Edit and
 * Payment side panels; the route hands in the Payment panel (`paymentPanel`).
 */
export function UsersList({ paymentPanel }: { paymentPanel: UserPanel }) {
  const list = useListQuery({
    defaults: {},
    pageSize: 25,
    search: { id: 'users-search', label: 'Search users', placeholder: 'Name, email or mobile' },
  });
  const page = usePagedList<UserRecord>(usersSource, {
    ...list.pageQuery,
    Search: list.query.search || undefined,
  });
  const panels = useOpenPanels<'Edit' | 'Payment', UserRecord>();
  return (
    <ListView
      page={page}
      columns={columns}
      emptyText={userAdminMessages.noUsers}
      cardsLabel="Users"
      onPageChange={list.setPage}
      filters={
        <div className="row g-2 mb-3">
          <SearchField search={list.searchField} className="col-12 col-sm-6 col-lg-4" />
        </div>
      }
      rowMenu={{
        idPrefix: 'user',
        ariaLabel: (user) => t('Action for {lead}', { lead: `${user.FirstName} ${user.LastName}` }),
        actions: (user) => [
          { label: 'Edit', icon: 'bi-pencil', onClick: () => panels.open('Edit', user) },
          {
            label: 'Payment',
            icon: 'bi-cash-coin',
            onClick: () => panels.open('Payment', user),
          },
        ],
      }}
    >
      <UserEditPanel user={panels.shown('Edit')} onHide={panels.close} />
      {paymentPanel({ user: panels.shown('Payment'), onHide: panels.close })}
    </ListView>
  );
}
