import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  appWrapperSlice,
  cardFormMounted,
  cardFormUnmounted,
  deviceViewChosen,
  infoWindowShown,
  infoWindowToggled,
  initialAppWrapperState,
  terminalCollapsed,
  terminalExpanded,
  windowResized,
  type AppWrapperState,
} from './app-wrapper-slice';

const desktop = initialAppWrapperState;
const mobile: AppWrapperState = { ...desktop, isDesktop: false };

const cases: [string, AppWrapperState, UnknownAction, AppWrapperState][] = [
  [
    'narrower than xLarge in desktop view switches to mobile',
    desktop,
    windowResized({ width: 1439 }),
    mobile,
  ],
  ['ignored: a resize at xLarge keeps desktop', desktop, windowResized({ width: 1440 }), desktop],
  [
    'ignored: a wide window does not force desktop back',
    mobile,
    windowResized({ width: 1920 }),
    mobile,
  ],
  [
    'the visitor picks mobile',
    desktop,
    deviceViewChosen({ isDesktop: false, windowWidth: 1600 }),
    mobile,
  ],
  [
    'the visitor picks desktop on a wide window',
    mobile,
    deviceViewChosen({ isDesktop: true, windowWidth: 1600 }),
    desktop,
  ],
  [
    'ignored: desktop on a narrow window',
    mobile,
    deviceViewChosen({ isDesktop: true, windowWidth: 1200 }),
    mobile,
  ],
  ['the info window shows', desktop, infoWindowShown(), { ...desktop, showInfoWindow: true }],
  ['the info window toggles', { ...desktop, showInfoWindow: true }, infoWindowToggled(), desktop],
  [
    'the terminal collapses',
    desktop,
    terminalCollapsed(),
    { ...desktop, isTerminalCollapsed: true },
  ],
  ['the terminal expands', { ...desktop, isTerminalCollapsed: true }, terminalExpanded(), desktop],
  ['a card form mounts', desktop, cardFormMounted(), { ...desktop, cardFormsOpen: 1 }],
  ['a card form unmounts', { ...desktop, cardFormsOpen: 1 }, cardFormUnmounted(), desktop],
  ['ignored: unmounting when none is open', desktop, cardFormUnmounted(), desktop],
  ['ignored: an unrelated event', desktop, { type: 'cart/itemAdded' }, desktop],
];

describe('app wrapper slice', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(appWrapperSlice.reducer(state, action)).toEqual(expected);
  });
});
