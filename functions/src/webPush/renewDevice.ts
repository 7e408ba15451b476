import { pushRenewalSchemaFor } from "@songs/domain";
import { handler } from "../http/handler";
import { notFound } from "../http/errors";
import { pushSubscriptions } from "./pushSubscriptions";

/**
 * POST /api/push-subscriptions/renew: the service worker's `pushsubscriptionchange`, where no
 * sign-in is at hand. Body `{ oldEndpoint, oldAuth, subscription }`: the old subscription's auth
 * secret proves the device, and its user keeps receiving on the new subscription. 204; 404 when
 * no device has that endpoint and secret; 409 when another account holds the new endpoint.
 */
export const renewDevice = handler(
  (config) => pushRenewalSchemaFor(config.webPush.testServiceHost),
  async ({ db, input }): Promise<undefined> => {
    if (!(await pushSubscriptions(db).renew(input.oldEndpoint, input.oldAuth, input.subscription))) throw notFound();
    return undefined;
  },
);
