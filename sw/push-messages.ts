/**
 * The contract between the page and the worker's push handling (issue 22), imported by both programs:
 * plain constants only (no DOM or worker types).
 */

/** Posted by the worker to open pages when a push arrives: the inbox and the Me tab's badge re-read. */
export const NOTICE_ARRIVED_MESSAGE = 'NOTICE_ARRIVED';

/** The app icon a notification shows (the manifest's 192 px icon). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The inbox's "mark read" write, which the worker also sends when a notification is tapped. */
export const MARK_READ_PATH = '/api/notifications/read';
