/** The state a device remembers (readable by the page, which sends it as ?state= too). */
export const STATE_COOKIE = 'statehouse_state';
