// The page the provider redirects a silent (`prompt=none`) sign-in to, inside a hidden frame of
// the app: it hands the answer to the app in the parent window, which completes the sign-in.
import { userManager } from '@/lib/auth';

void userManager.signinSilentCallback();
