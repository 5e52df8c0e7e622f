// The challenge page's script: after the answer, the return form posts TransactionId + MD to the
// ReturnUrl at once (a <noscript> button does it by hand); while answering, a second click does
// not send the answer twice, and the passcode field takes the focus.
//
// Focus: Chromium ignores `autofocus` in a cross-origin frame ("Blocked autofocusing on a form
// control in a cross-origin subframe"), and this page always runs in the merchant's frame. So the
// field is focused from here once this document has the focus: at once if it has it (a full page,
// or the next page of a frame that held it), else when the merchant moves focus into the frame
// (its frame element's focus(), as the demo does when the challenge shows) or the shopper clicks
// into it. Never while the shopper is already in another of this page's controls.
const returnForm = document.querySelector<HTMLFormElement>('form[data-auto-submit]');
if (returnForm) {
  returnForm.submit();
} else {
  const answerForm = document.querySelector<HTMLFormElement>('form');
  const firstField = document.querySelector<HTMLInputElement>('[data-focus-first]');
  const focusFirstField = () => {
    const active = document.activeElement;
    if (firstField && (active === null || active === document.body)) firstField.focus();
  };
  if (document.hasFocus()) focusFirstField();
  window.addEventListener('focus', focusFirstField);
  let isSent = false;
  answerForm?.addEventListener('submit', (event) => {
    if (isSent) event.preventDefault();
    isSent = true;
  });
}
