// App wrapper (spec §3 "App wrapper data: isDesktop, showInfoWindow", §4 "Device view"): how the
// demo shell shows the shop. Also the terminal's collapsed state and whether a card form is on
// screen (the 'Test Cards' popup offers to fill it).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { breakpoints } from '../../themes/breakpoints';
import { orderOpened } from '../journeys';

/** What the device frame shows: the shop, or the merchant's Orders panel (issue 29). */
export type ShellView = 'shop' | 'orders';

export interface AppWrapperState {
  isDesktop: boolean;
  showInfoWindow: boolean;
  isTerminalCollapsed: boolean;
  /** The left panel (settings, Test Cards) folded to a rail, to give the shop room (issue 35). */
  isLeftPanelCollapsed: boolean;
  /** Card forms currently mounted that accept a test card number. */
  cardFormsOpen: number;
  view: ShellView;
}

export const initialAppWrapperState: AppWrapperState = {
  isDesktop: true,
  showInfoWindow: false,
  isTerminalCollapsed: false,
  isLeftPanelCollapsed: false,
  cardFormsOpen: 0,
  view: 'shop',
};

export const appWrapperSlice = createSlice({
  name: 'appWrapper',
  initialState: initialAppWrapperState,
  reducers: {
    /** The visitor picked mobile or desktop; desktop needs a window at least xLarge wide. */
    deviceViewChosen(state, action: PayloadAction<{ isDesktop: boolean; windowWidth: number }>) {
      if (action.payload.isDesktop && action.payload.windowWidth < breakpoints.xLarge) return;
      state.isDesktop = action.payload.isDesktop;
    },
    /** Spec §4: narrower than xLarge while in desktop view switches to mobile. */
    windowResized(state, action: PayloadAction<{ width: number }>) {
      if (state.isDesktop && action.payload.width < breakpoints.xLarge) state.isDesktop = false;
    },
    infoWindowShown(state) {
      state.showInfoWindow = true;
    },
    infoWindowToggled(state) {
      state.showInfoWindow = !state.showInfoWindow;
    },
    terminalCollapsed(state) {
      state.isTerminalCollapsed = true;
    },
    terminalExpanded(state) {
      state.isTerminalCollapsed = false;
    },
    leftPanelCollapsed(state) {
      state.isLeftPanelCollapsed = true;
    },
    leftPanelExpanded(state) {
      state.isLeftPanelCollapsed = false;
    },
    cardFormMounted(state) {
      state.cardFormsOpen += 1;
    },
    cardFormUnmounted(state) {
      if (state.cardFormsOpen > 0) state.cardFormsOpen -= 1;
    },
    /** The Shop / Orders switch (a tab on narrow windows). */
    shellViewChosen(state, action: PayloadAction<ShellView>) {
      state.view = action.payload;
    },
  },
  extraReducers: (builder) => {
    // 'View order' on a success screen opens the Orders panel on that order.
    builder.addCase(orderOpened, (state) => {
      state.view = 'orders';
    });
  },
  selectors: {
    selectIsDesktop: (state) => state.isDesktop,
    selectShowInfoWindow: (state) => state.showInfoWindow,
    selectIsTerminalCollapsed: (state) => state.isTerminalCollapsed,
    selectIsLeftPanelCollapsed: (state) => state.isLeftPanelCollapsed,
    selectHasCardForm: (state) => state.cardFormsOpen > 0,
    selectShellView: (state) => state.view,
  },
});

export const {
  deviceViewChosen,
  windowResized,
  infoWindowShown,
  infoWindowToggled,
  terminalCollapsed,
  terminalExpanded,
  leftPanelCollapsed,
  leftPanelExpanded,
  cardFormMounted,
  cardFormUnmounted,
  shellViewChosen,
} = appWrapperSlice.actions;
export const {
  selectIsDesktop,
  selectShowInfoWindow,
  selectIsTerminalCollapsed,
  selectIsLeftPanelCollapsed,
  selectHasCardForm,
  selectShellView,
} = appWrapperSlice.selectors;
