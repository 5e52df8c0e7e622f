// The terminal's public face for other features: the notice of a reset trail with its Undo (the
// settings panel shows it after Apply, issue 44). The terminal itself loads lazily from the shop
// layout (app/routes), never through here.
export { KeptTrailNotice } from './kept-trail';
