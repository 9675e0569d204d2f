/* global document */
// Confirms the sign-out at once when the page marks its button for it (the request came from the
// app with a valid id_token_hint). Without JavaScript the visible button does the same.
document.querySelector('button[data-auto-submit]')?.click();
