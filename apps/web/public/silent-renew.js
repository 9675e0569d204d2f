/* global window */
// Hands the provider's answer to a silent (prompt=none) sign-in to the app in the parent window,
// which completes the sign-in. This is what oidc-client-ts's signinSilentCallback() posts; the
// page stays a plain file so that the app's bundle keeps a single entry (the /login budget).
window.parent.postMessage(
  { source: 'oidc-client', url: window.location.href, keepOpen: false },
  window.location.origin,
);
