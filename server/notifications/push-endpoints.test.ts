import { describe, expect, it } from 'vitest';
import { pushEndpointProblem } from './push-endpoints.js';

describe('push endpoints a reader may register', () => {
  it('takes public https push services and refuses anything that points the server inwards', () => {
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(pushEndpointProblem('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBeNull();
    for (const inward of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://localhost/push',
      'https://127.0.0.1:8080/push',
      'https://10.1.2.3/push',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.0.10/push',
      'https://[::1]/push',
      'https://[fd00::1]/push',
      'https://[::ffff:127.0.0.1]/push',
    ])
      expect(pushEndpointProblem(inward, false), inward).toMatch(/^body\.endpoint/);
  });

  it('takes the local test push service only when told to', () => {
    expect(pushEndpointProblem('http://127.0.0.1:2527/push/abc', true)).toBeNull();
    expect(pushEndpointProblem('ftp://127.0.0.1/push', true)).toMatch(/^body\.endpoint/);
  });
});
