import type { StatusCatalogue, UserPick } from '@yaar/shared';
import { Form } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { SearchField } from '@/components/ui/search-field';
import { StatusFields } from '@/components/ui/status-fields';
import type { useLeadsFilters } from '../hooks/use-leads-filters';
import { subStatusId } from '../hooks/use-leads-filters';
import { OptionList } from '@/components/ui/option-list';
import { employeeOptions } from '@/lib/pick-options';
import { t } from '@/lib/i18n/language';

interface LeadsFiltersProps {
  controls: ReturnType<typeof useLeadsFilters>;
  catalogue: StatusCatalogue;
  /** Active employees; the picker is shown only when given (administrator). */
  employees: UserPick[] | null;
}

/** Employee (administrator), Main Status, Sub Status and the search box (spec 1 §2.7). */
export function LeadsFilters({ controls, catalogue, employees }: LeadsFiltersProps) {
  const { filters } = controls;
  const column = employees ? 'col-12 col-md-6 col-xl-3' : 'col-12 col-md-4';
  // Phones: the two status pickers side by side, so the leads start higher up.
  const statusColumn = employees ? 'col-6 col-md-6 col-xl-3' : 'col-6 col-md-4';
  return (
    <div className="row g-2 g-md-3">
      {employees ? (
        <FormField id="leads-Employee" label="Employee" className={column}>
          <Form.Select
            value={filters.employeeId === '' ? '' : String(filters.employeeId)}
            onChange={(event) =>
              controls.setEmployee(event.target.value === '' ? '' : Number(event.target.value))
            }
          >
            <option value="">{t('All Employees')}</option>
            <OptionList options={employeeOptions(employees)} />
          </Form.Select>
        </FormField>
      ) : null}
      <StatusFields
        id="leads"
        className={statusColumn}
        catalogue={catalogue}
        mainStatus={filters.mainStatus}
        statusId={subStatusId(catalogue, filters.mainStatus, filters.subStatus)}
        onMainStatusChange={controls.setMainStatus}
        onStatusIdChange={controls.setSubStatus}
        mainPlaceholder="All"
        subPlaceholder="All"
      />
      <SearchField
        search={controls.searchField}
        className={column}
        autoComplete="off"
        enterKeyHint="search"
      />
    </div>
  );
}
