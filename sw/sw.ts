// The service worker entry: one module per concern, wired in the order they must run.
import { registerPrecache } from './precache';
import { registerNavigationRoute } from './navigation';
import { registerUpdateHandling } from './update';

registerPrecache();
registerNavigationRoute();
registerUpdateHandling();
