// The service worker entry: one module per concern, wired in the order they must run.
import { registerPrecache } from './precache';
import { registerNavigationRoute } from './navigation';
import { registerSessionChangeGuard } from './session-change';
import { registerRuntimeCaching } from './runtime-caching';
import { registerBackgroundRefresh } from './background-refresh';
import { registerCacheMessages } from './cache-messages';
import { registerUpdateHandling } from './update';
import { registerWhipboardSync } from './whipboard-sync';
import { registerPush } from './push';

registerPrecache();
registerNavigationRoute();
registerSessionChangeGuard();
registerRuntimeCaching();
registerBackgroundRefresh();
registerCacheMessages();
registerUpdateHandling();
registerWhipboardSync();
registerPush();
