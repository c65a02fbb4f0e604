/**
 * The slider page's script, inlined under a CSP nonce. Plain ES2020 kept as text: it runs in the
 * iframe, not in the SPA bundle. It reads its challenge from #slider-data, moves the piece by pointer
 * or keyboard, asks the verify call, and posts the signed result to the parent window (site origin only).
 */
export const SLIDER_SCRIPT = String.raw`
(function () {
  var data = JSON.parse(document.getElementById('slider-data').textContent);
  var handle = document.getElementById('handle');
  var piece = document.getElementById('piece');
  var status = document.getElementById('status');
  var max = data.trackPx - data.piecePx;
  var offset = 0, startedAt = 0, dragFrom = null, busy = false;

  function show(value) {
    offset = Math.max(0, Math.min(max, value));
    handle.style.transform = 'translateX(' + offset + 'px)';
    piece.style.transform = 'translateX(' + offset + 'px)';
    handle.setAttribute('aria-valuenow', String(Math.round(offset)));
  }
  function begin() { if (!startedAt) startedAt = performance.now(); }
  function say(text) { status.textContent = text; }

  function submit() {
    if (busy || !startedAt) return;
    busy = true;
    say(data.text.checking);
    fetch(data.verifyPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', dfp: data.dfp, 'accept-language': data.languageTag },
      body: JSON.stringify({ challengeId: data.challengeId, offset: Math.round(offset), durationMs: Math.round(performance.now() - startedAt) })
    })
      .then(function (response) { return response.json(); })
      .then(function (reply) {
        if (reply.code === 'success') {
          say(data.text.passed);
          var origin = data.targetOrigin || window.location.origin;
          window.parent.postMessage({ type: data.messageType, result: reply.data.pass }, origin);
          return;
        }
        say(reply.message || data.text.retry);
        setTimeout(function () { window.location.reload(); }, 1500);
      })
      .catch(function () {
        say(data.text.retry);
        setTimeout(function () { window.location.reload(); }, 1500);
      });
  }

  if (!data.challengeId) { say(data.text.unknown); handle.setAttribute('aria-disabled', 'true'); return; }

  handle.addEventListener('pointerdown', function (event) {
    if (busy) return;
    begin();
    dragFrom = event.clientX - offset;
    handle.setPointerCapture(event.pointerId);
  });
  handle.addEventListener('pointermove', function (event) {
    if (dragFrom !== null) show(event.clientX - dragFrom);
  });
  handle.addEventListener('pointerup', function () {
    if (dragFrom === null) return;
    dragFrom = null;
    submit();
  });
  handle.addEventListener('keydown', function (event) {
    if (busy) return;
    var step = event.shiftKey ? 10 : 2;
    var moves = { ArrowRight: offset + step, ArrowUp: offset + step, ArrowLeft: offset - step, ArrowDown: offset - step, Home: 0, End: max, PageUp: offset + 20, PageDown: offset - 20 };
    if (event.key in moves) { begin(); show(moves[event.key]); event.preventDefault(); }
    else if (event.key === 'Enter' || event.key === ' ') { submit(); event.preventDefault(); }
  });
  document.getElementById('retry').addEventListener('click', function () { window.location.reload(); });
  show(0);
})();
`;
