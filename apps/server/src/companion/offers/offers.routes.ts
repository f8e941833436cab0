import {
  listEnvelopeSchema,
  offerListQuerySchema,
  offerMessages,
  offerPaths,
  offerSchema,
  sendOfferSchema,
} from '@yaar/shared';
import { okPage } from '../../lib/reply';
import { signedImageRoute } from '../../lib/signed-image-route';
import { currentCompanionCaller } from '../auth';
import { approveOffer, listOffers } from './offers.service';
import { openOfferImage } from './offer-image';
import { moduleRoutes } from '../../lib/route';

/** The offers list (spec 2 Offers list): any OYToken, staff's offers-only one included. */
export const offersListRoutes = moduleRoutes('offers', (route, ctx) => {
  route.get(
    offerPaths.offersList,
    {
      summary:
        'Offers newest first (IsApproved 0 pending, 1 approved); the first page without Page/PageSize; FilePath a short-lived signed image URL',
      querystring: offerListQuerySchema,
      response: listEnvelopeSchema(offerSchema),
    },
    async (request) => okPage(offerMessages.list, await listOffers(ctx, request.query)),
  );
});

/** Approving an offer (spec 2 §1, §7 /send-offers): any signed-in user, as the spec says. */
export const offerApprovalRoutes = moduleRoutes('offers', (route, ctx) => {
  route.command(
    offerPaths.sendOffers,
    {
      summary:
        "Approves a pending offer (OfferId, IsApproved '1'); 409 when it is approved already, 404 when there is no such offer",
      body: sendOfferSchema,
      done: offerMessages.updated,
    },
    (request) => approveOffer(ctx, currentCompanionCaller(request), request.body),
  );
});

/** `GET /offer-image/:id?expires=&signature=`: an offer's image, by the list's signed FilePath. */
export const offerImageRoutes = signedImageRoute({
  path: offerPaths.offerImage,
  tag: 'offers',
  operationId: 'offerImage',
  summary:
    "An offer's image by its signed URL (the list's FilePath); 403 for a wrong or expired signature",
  notFoundMessage: offerMessages.notFound,
  open: openOfferImage,
});
