// Where the suite's server listens. PUBLIC_URL must equal the origin the browser uses: the SPA's
// sign-in redirect URI and the provider's issuer are derived from it. E2E_PORT moves it, so that
// two checkouts on one machine can run their suites at the same time.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
