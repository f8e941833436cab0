import { PRODUCT_NAME } from '@yaar/shared';
import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** Bootstrap column width on large screens. */
  wide?: boolean;
  children: ReactNode;
}

/** The brand above a centred card: the frame of sign-in and sign-up (no layout). */
export function AuthCard({ title, subtitle, wide, children }: AuthCardProps) {
  return (
    <main className="auth-page d-flex flex-column align-items-center justify-content-center">
      <div className={`w-100 ${wide ? 'auth-wide' : 'auth-narrow'}`}>
        <div className="d-flex justify-content-center py-3">
          <Link to="/signin" className="auth-brand d-flex align-items-center gap-2">
            <i className="bi bi-briefcase-fill" aria-hidden="true" />
            <span>{PRODUCT_NAME}</span>
          </Link>
        </div>
        <Card className="auth-card mb-3">
          <Card.Body className="p-3 p-sm-4">
            <div className="pb-2">
              <h1 className="card-title text-center pb-0 mb-1">{title}</h1>
              {subtitle ? <p className="text-center small text-muted">{subtitle}</p> : null}
            </div>
            {children}
          </Card.Body>
        </Card>
      </div>
    </main>
  );
}
