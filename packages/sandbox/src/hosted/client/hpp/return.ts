// The hosted payment page's challenge ReturnUrl, inside the challenge frame: tells the page that
// framed it (same origin as this page) that the shopper is back. The page then asks the sandbox
// for the result, so nothing posted here needs to be trusted.
import { pageData, stringAt } from '../shared/guards';

const data = pageData();
const type = stringAt(data, 'type');
const origin = stringAt(data, 'origin');
if (type && origin && window.parent !== window) window.parent.postMessage({ type }, origin);
