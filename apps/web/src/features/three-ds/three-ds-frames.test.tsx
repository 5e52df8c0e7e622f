// The 3DS frame components (spec §4 "3DS frames"): each posts its form into its own iframe and
// reports only a message that comes from that frame, from the right origin, in the right shape.
// Which origins and shapes count is frame-messages.test.ts's table; here one case of each kind
// checks the components use those rules — and the frame check that only they make.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ChallengeFrame, challengeFrameTitle, challengeWindow } from './ChallengeFrame';
import { DeviceDataFrame } from './DeviceDataFrame';
import type { DeviceDataCollection } from '../journeys/slices/three-ds-slice';

const appOrigin = 'http://localhost:3000';
const secureOrigin3ds = 'http://localhost:3001';

const challenge = {
  url: `${secureOrigin3ds}/V2/Cruise/StepUp`,
  jwt: 'challenge.j.w.t',
  reference: 'REF1',
  windowSize: '390x400',
};
const collection = { url: `${secureOrigin3ds}/V1/Cruise/Collect`, jwt: 'ddc.j.w.t', bin: '400000' };
const profileCompleted = JSON.stringify({
  MessageType: 'profile.completed',
  Status: true,
  SessionId: '0_abc',
});

// jsdom does not navigate frames: the posts are recorded instead.
let submits: MockInstance<HTMLFormElement['submit']>;
beforeEach(() => {
  submits = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});
afterEach(() => submits.mockRestore());

function postedForm(): HTMLFormElement {
  expect(submits).toHaveBeenCalledTimes(1);
  const form: unknown = submits.mock.contexts[0];
  if (!(form instanceof HTMLFormElement)) throw new Error('submit was not called on a form');
  return form;
}

function frameWindow(title: string): Window {
  const frame = screen.getByTitle(title);
  if (!(frame instanceof HTMLIFrameElement) || !frame.contentWindow) {
    throw new Error(`No iframe titled ${title}`);
  }
  return frame.contentWindow;
}

type Source = 'the frame' | 'another window';

function postMessage(title: string, message: { origin: string; data: unknown; from: Source }) {
  const source = message.from === 'the frame' ? frameWindow(title) : window;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin: message.origin, data: message.data, source }),
    );
  });
}

describe('ChallengeFrame', () => {
  const renderChallenge = () => {
    const onReceived = vi.fn();
    const view = render(
      <ChallengeFrame challenge={challenge} appOrigin={appOrigin} onReceived={onReceived} />,
    );
    return { ...view, onReceived };
  };

  it('posts the challenge JWT into its own frame, sized as the challenge asks', () => {
    renderChallenge();
    const form = postedForm();
    const frame = screen.getByTitle(challengeFrameTitle);
    expect(form.method).toBe('post');
    expect(form.action).toBe(challenge.url);
    expect(form.target).toBe(frame.getAttribute('name'));
    expect(Object.fromEntries(new FormData(form))).toEqual({ JWT: challenge.jwt });
  });

  it("moves the focus into the frame once the issuer's page has loaded, not before", () => {
    renderChallenge();
    const frame = screen.getByTitle(challengeFrameTitle);
    expect(frame).not.toHaveFocus();
    fireEvent.load(frame);
    expect(frame).toHaveFocus();
  });

  it.each<[string, { origin: string; data: unknown; from: Source }, unknown[] | null]>([
    [
      "'Challenge received' from the return page",
      { origin: appOrigin, data: 'Challenge received', from: 'the frame' },
      [undefined],
    ],
    [
      'the return fields',
      {
        origin: appOrigin,
        data: { type: 'sjd:challenge-return', TransactionId: 'REF1', MD: '' },
        from: 'the frame',
      },
      ['REF1'],
    ],
    [
      'the issuer page (wrong origin)',
      { origin: secureOrigin3ds, data: 'Challenge received', from: 'the frame' },
      null,
    ],
    [
      'another window of our origin',
      { origin: appOrigin, data: 'Challenge received', from: 'another window' },
      null,
    ],
    [
      'a malformed string',
      { origin: appOrigin, data: 'Challenge received!', from: 'the frame' },
      null,
    ],
    [
      'a foreign object',
      { origin: appOrigin, data: { TransactionId: 'REF1' }, from: 'the frame' },
      null,
    ],
    ['no data', { origin: appOrigin, data: null, from: 'the frame' }, null],
  ])('%s', (_name, message, reported) => {
    const { onReceived } = renderChallenge();
    postMessage(challengeFrameTitle, message);
    if (reported) expect(onReceived).toHaveBeenCalledWith(...reported);
    else expect(onReceived).not.toHaveBeenCalled();
  });

  it.each([
    ['390x400', { width: 390, height: 400 }],
    ['250x400', { width: 250, height: 400 }],
    ['600x400', { width: 600, height: 400 }],
    ['fullpage', { width: 390, height: 400 }],
    ['390x', { width: 390, height: 400 }],
  ])('window size %s → %o', (windowSize, size) => {
    expect(challengeWindow(windowSize)).toEqual(size);
  });

  it('stops listening once it is gone', () => {
    const { onReceived, unmount } = renderChallenge();
    const source = frameWindow(challengeFrameTitle);
    unmount();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: appOrigin, data: 'Challenge received', source }),
      );
    });
    expect(onReceived).not.toHaveBeenCalled();
  });
});

describe('DeviceDataFrame', () => {
  const title = '3-D Secure device data collection';
  const renderCollection = (data: DeviceDataCollection = collection) => {
    const onCollected = vi.fn();
    const view = render(
      <DeviceDataFrame
        collection={data}
        secureOrigin3ds={secureOrigin3ds}
        onCollected={onCollected}
      />,
    );
    return { ...view, onCollected };
  };

  it('posts Bin and JWT into a hidden frame (Bin only when known)', () => {
    renderCollection();
    const form = postedForm();
    expect(form.action).toBe(collection.url);
    expect(form.target).toBe(screen.getByTitle(title).getAttribute('name'));
    expect(Object.fromEntries(new FormData(form))).toEqual({ Bin: '400000', JWT: 'ddc.j.w.t' });
    expect(screen.getByTitle(title)).not.toBeVisible();

    submits.mockClear();
    renderCollection({ url: collection.url, jwt: 'other.j.w.t' });
    expect(Object.fromEntries(new FormData(postedForm()))).toEqual({ JWT: 'other.j.w.t' });
  });

  it.each<[string, { origin: string; data: unknown; from: Source }, string | null]>([
    [
      'the SessionId from the collection page',
      { origin: secureOrigin3ds, data: profileCompleted, from: 'the frame' },
      '0_abc',
    ],
    [
      'the same message from our own origin',
      { origin: appOrigin, data: profileCompleted, from: 'the frame' },
      null,
    ],
    [
      'the same message from another window',
      { origin: secureOrigin3ds, data: profileCompleted, from: 'another window' },
      null,
    ],
    [
      'an object instead of a JSON string',
      { origin: secureOrigin3ds, data: JSON.parse(profileCompleted), from: 'the frame' },
      null,
    ],
    [
      'a string that is not JSON',
      { origin: secureOrigin3ds, data: '{"MessageType":', from: 'the frame' },
      null,
    ],
    [
      'Status false without a SessionId',
      {
        origin: secureOrigin3ds,
        data: '{"MessageType":"profile.completed","Status":false}',
        from: 'the frame',
      },
      null,
    ],
  ])('%s', (_name, message, sessionId) => {
    const { onCollected } = renderCollection();
    postMessage(title, message);
    if (sessionId) expect(onCollected).toHaveBeenCalledWith(sessionId);
    else expect(onCollected).not.toHaveBeenCalled();
  });
});
