import { Button } from 'react-bootstrap';
import { failureReason } from '@/lib/api-client';

interface ErrorStateProps {
  /** What could not be loaded, for the sentence 'Could not load …': e.g. 'the leads'. */
  what: string;
  /** The failure: an ApiError gives its message (the server's, or 'Network Error!'). */
  error: unknown;
  onRetry: () => void;
  className?: string;
}

/** A failed load: what failed, why, and a Retry button (never an empty list that looks like 'no data'). */
export function ErrorState({ what, error, onRetry, className = '' }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={`alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2 mb-0 ${className}`}
    >
      <span>
        <strong>Could not load {what}.</strong> {failureReason(error)}
      </span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
