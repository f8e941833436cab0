import { Badge } from 'react-bootstrap';
import { flagLabel, flagVariant } from '../utils/visit-text';

/** A visit's flag as a badge ('At the place', 'Far from the place', 'Impossible speed', …). */
export function VisitFlagBadge({ flag }: { flag: string }) {
  const variant = flagVariant(flag);
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined} className="visit-flag">
      {flagLabel(flag)}
    </Badge>
  );
}
