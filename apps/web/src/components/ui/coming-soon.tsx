import { Card } from 'react-bootstrap';
import { Link } from 'react-router';

interface ComingSoonProps {
  /** What the screen will let its user do, in a sentence. */
  purpose: string;
  /** What it will show or offer, one line each. */
  features: string[];
  /** False on a public screen, where there is no dashboard to go back to. */
  showDashboardLink?: boolean;
}

/**
 * A screen whose spec exists but which is not built yet: says what it will do and that it is
 * coming, never a blank page.
 */
export function ComingSoon({ purpose, features, showDashboardLink = true }: ComingSoonProps) {
  return (
    <section className="section">
      <Card className="coming-soon">
        <Card.Body>
          <span className="badge rounded-pill coming-soon-badge">Coming soon</span>
          <h2 className="fs-5 mt-3">This screen is not ready yet</h2>
          <p>{purpose}</p>
          <ul className="coming-soon-list">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {showDashboardLink ? (
            <Link to="/" className="btn btn-outline-primary">
              Back to the dashboard
            </Link>
          ) : null}
        </Card.Body>
      </Card>
    </section>
  );
}
