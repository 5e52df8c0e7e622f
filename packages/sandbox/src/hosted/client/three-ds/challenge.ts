// The challenge page's script: after the answer, the return form posts TransactionId + MD to the
// ReturnUrl at once (a <noscript> button does it by hand); while answering, a second click does
// not send the answer twice.
const returnForm = document.querySelector<HTMLFormElement>('form[data-auto-submit]');
if (returnForm) {
  returnForm.submit();
} else {
  const answerForm = document.querySelector<HTMLFormElement>('form');
  let isSent = false;
  answerForm?.addEventListener('submit', (event) => {
    if (isSent) event.preventDefault();
    isSent = true;
  });
}
