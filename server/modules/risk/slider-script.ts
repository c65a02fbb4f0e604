/**
 * The slider page's script, inlined under a CSP nonce. Plain ES2020 kept as text: it runs in the
 * iframe, not in the SPA bundle. It reads its challenge from #slider-data, moves the piece by pointer
 * or keyboard while recording the drag's track ([offset, height, ms] per event), sends the track to the
 * verify call, and posts the signed result to the parent window (site origin only). The page does not
 * know where the gap is: only the person looking at the picture does, and the server judges the track.
 */
export const SLIDER_SCRIPT = String.raw`
(function () {
  var data = JSON.parse(document.getElementById('slider-data').textContent);
  var handle = document.getElementById('handle');
  var piece = document.getElementById('piece');
  var status = document.getElementById('status');
  var max = data.trackPx - data.piecePx;
  var offset = 0, busy = false, drag = null;

  function show(value) {
    offset = Math.max(0, Math.min(max, value));
    handle.style.transform = 'translateX(' + offset + 'px)';
    if (piece) piece.style.transform = 'translateX(' + offset + 'px)';
    handle.setAttribute('aria-valuenow', String(Math.round(offset)));
  }
  function say(text) { status.textContent = text; }

  // A drag is one input's track from the first move to the release (pointer) or Enter (keyboard).
  function begin(input, startY) {
    if (!drag) drag = { input: input, startedAt: performance.now(), startY: startY, track: [[0, 0, 0]] };
  }
  function record(y) {
    var t = Math.round((performance.now() - drag.startedAt) * 10) / 10;
    var point = [Math.round(offset * 10) / 10, Math.round((y - drag.startY) * 10) / 10, t];
    var last = drag.track[drag.track.length - 1];
    // Timestamps must rise: an event in the same tenth of a millisecond, or past the cap, replaces the last point.
    if (t <= last[2] || drag.track.length >= data.maxPoints) { point[2] = last[2]; drag.track[drag.track.length - 1] = point; }
    else drag.track.push(point);
  }

  function submit() {
    if (busy || !drag) return;
    busy = true;
    say(data.text.checking);
    fetch(data.verifyPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', dfp: data.dfp, 'accept-language': data.languageTag },
      body: JSON.stringify({ challengeId: data.challengeId, input: drag.input, track: drag.track })
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

  var dragFrom = null;
  handle.addEventListener('pointerdown', function (event) {
    if (busy || (drag && drag.input !== 'pointer')) return;
    begin('pointer', event.clientY);
    dragFrom = event.clientX - offset;
    handle.setPointerCapture(event.pointerId);
  });
  handle.addEventListener('pointermove', function (event) {
    if (dragFrom === null) return;
    show(event.clientX - dragFrom);
    record(event.clientY);
  });
  handle.addEventListener('pointerup', function (event) {
    if (dragFrom === null) return;
    dragFrom = null;
    record(event.clientY);
    submit();
  });
  // Keyboard users drag too: each arrow press moves the piece and is a point of the track (no height),
  // judged like a pointer's (end on the gap, human time, varying pace), so it is no shortcut for a robot.
  handle.addEventListener('keydown', function (event) {
    if (busy) return;
    var step = event.shiftKey ? 10 : 2;
    var moves = { ArrowRight: offset + step, ArrowUp: offset + step, ArrowLeft: offset - step, ArrowDown: offset - step, Home: 0, End: max, PageUp: offset + 20, PageDown: offset - 20 };
    if (event.key in moves) {
      if (drag && drag.input !== 'keyboard') return;
      begin('keyboard', 0);
      show(moves[event.key]);
      record(0);
      event.preventDefault();
    } else if (event.key === 'Enter' || event.key === ' ') { submit(); event.preventDefault(); }
  });
  document.getElementById('retry').addEventListener('click', function () { window.location.reload(); });
  show(0);
})();
`;
