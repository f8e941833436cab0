import type { StatusCatalogue } from '@yaar/shared';
import { leadMessages } from '@yaar/shared';
import { useState } from 'react';
import { Button, Card, Table } from 'react-bootstrap';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/dates';
import { useFollowUps } from '../api/get-follow-ups';
import { FollowUpDialog } from './follow-up-dialog';

interface FollowUpsProps {
  leadId: number;
  /** Who the lead is, for the card's heading (company, owner, mobile). */
  leadName?: string;
  catalogue: StatusCatalogue;
  currentStatusId: number | undefined;
}

/** A lead's follow-ups, newest first, and 'Add New Follow Up' (spec 1 §2.12). */
export function FollowUps({ leadId, leadName, catalogue, currentStatusId }: FollowUpsProps) {
  const { user } = useAuth();
  const followUps = useFollowUps(leadId);
  const [adding, setAdding] = useState(false);
  const rows = followUps.data ?? [];

  return (
    <section className="section">
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-2 p-sm-3">
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <h2 className="fs-5 mb-0 text-break">{leadName}</h2>
            <Button onClick={() => setAdding(true)}>
              <i className="bi bi-plus-lg me-2" aria-hidden="true" />
              Add New Follow Up
            </Button>
          </div>
          {followUps.isPending ? (
            <Spinner />
          ) : (
            <div className="table-responsive">
              <Table hover className="align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col">Entry Date</th>
                    <th scope="col">Employee Name</th>
                    <th scope="col">Remarks</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 ? (
                    <tr>
                      <td colSpan={3} className="text-center text-muted py-4">
                        {leadMessages.noFollowUps}
                      </td>
                    </tr>
                  ) : (
                    rows.map((followUp) => (
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
          )}
        </Card.Body>
      </Card>
      <FollowUpDialog
        show={adding}
        onHide={() => setAdding(false)}
        leadId={leadId}
        userId={user?.id}
        catalogue={catalogue}
        currentStatusId={currentStatusId}
      />
    </section>
  );
}
