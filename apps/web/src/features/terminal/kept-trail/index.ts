// The trail a reset emptied, and its Undo (issue 44).
export {
  keptTrailDismissed,
  keptTrailSlice,
  listenForKeptTrail,
  selectKeptTrail,
  trailKept,
  type KeptTrail,
} from './kept-trail-slice';
export { KeptTrailNotice, keptTrailText } from './KeptTrailNotice';
