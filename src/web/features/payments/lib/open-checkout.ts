// Checkouts open in the same tab (docs/deviations.md): the success page that verifies the payment then runs in
// the tab the buyer is looking at, and no pop-up blocker stands in the way after the async call.
export function openCheckout(url: string) {
  window.location.assign(url)
}
