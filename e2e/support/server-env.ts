// Where the suite's server listens. PUBLIC_URL must equal the origin the browser uses: the SPA's
// sign-in redirect URI and the provider's issuer are derived from it.
export const E2E_PORT = 3999;
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
