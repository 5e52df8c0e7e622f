// The processing screen's public face: the screen, and the latest step it names.
export { latestStepOf, selectLatestStep } from './latest-step';
export { ProcessingScreen } from './ProcessingScreen';
