import type { FollowUp } from '@yaar/shared';
import { leadMessages } from '@yaar/shared';
import { Table } from 'react-bootstrap';
import { formatDate } from '@/lib/dates';

/** Follow Up Details of the details modal (spec 1 §2.8). */
export function FollowUpDetails({ followUps }: { followUps: FollowUp[] }) {
  return (
    <section aria-labelledby="follow-up-details-title">
      <h3 id="follow-up-details-title" className="fs-6 fw-semibold">
        Follow Up Details
      </h3>
      <div className="table-responsive">
        <Table size="sm" bordered className="mb-0">
          <thead>
            <tr>
              <th scope="col">Follow Up Date</th>
              <th scope="col">Employee Name</th>
              <th scope="col">Remarks</th>
            </tr>
          </thead>
          <tbody>
            {followUps.length === 0 ? (
              <tr>
                <td colSpan={3} className="text-center text-muted">
                  {leadMessages.noFollowUps}
                </td>
              </tr>
            ) : (
              followUps.map((followUp) => (
                <tr key={followUp.id}>
                  <td className="text-nowrap">{formatDate(followUp.FollowUpDate)}</td>
                  <td>{followUp.EmployeeName}</td>
                  <td className="text-break">{followUp.Remarks}</td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </div>
    </section>
  );
}
