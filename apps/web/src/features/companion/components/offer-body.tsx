import { OFFER_BODY_LIMIT, foldedOfferBody } from '@yaar/shared';
import { useState } from 'react';
import { Button } from 'react-bootstrap';

/** An offer's body: over 100 characters, 97 and '...' with View More / View Less (spec 2 §9). */
export function OfferBody({ body }: { body: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = body.length > OFFER_BODY_LIMIT;
  return (
    <div className="text-break" style={{ whiteSpace: 'pre-line' }}>
      {expanded || !long ? body : foldedOfferBody(body)}
      {long ? (
        <>
          {' '}
          <Button
            variant="link"
            size="sm"
            className="p-0 align-baseline"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'View Less' : 'View More'}
          </Button>
        </>
      ) : null}
    </div>
  );
}
