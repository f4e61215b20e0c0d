// The table's page: xterm.js draws the table's terminal, fitted to the
// window; keys and sizes go to the server over one websocket, the pty's
// bytes come back.  After a reload (or a lost link) the page gives back
// the secret its table sent, kept in this tab's sessionStorage, and the
// server reattaches it to the running table.
"use strict";
(function () {
  const body = document.body;
  const status = document.getElementById("status");
  const RESUME = "kortbord-resume";
  const PIECE = 16384; // bytes in one message: the server takes up to 64 KiB
  const term = new Terminal({
    fontFamily: "DejaVu Sans Mono, Menlo, Consolas, monospace",
    fontSize: 16,
    scrollback: 0,
    cursorBlink: false,
  });
  const fit = new FitAddon.FitAddon();
  term.loadAddon(fit);
  term.open(document.getElementById("terminal"));
  fit.fit();
  window.kortbord = { term: term }; // what the tests read the screen from

  let ws = null;
  let over = false; // refused or ended: no reconnecting
  let tries = 0;
  let stopped = null; // the server's line when it stopped: try again slowly, saying so
  let backUntil = 0; // until then the line that the server is back stays over the menu
  const SLOW = 10000; // ms between tries while the server is stopped (the "retrying" sentence says 10 s)

  function show(text) {
    status.textContent = text;
    status.hidden = !text;
  }

  function send(bytes) {
    if (ws === null || ws.readyState !== WebSocket.OPEN) return;
    for (let at = 0; at < bytes.length; at += PIECE) ws.send(bytes.subarray(at, at + PIECE));
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const socket = new WebSocket(scheme + location.host + "/ws");
    ws = socket;
    socket.binaryType = "arraybuffer";
    socket.onopen = function () {
      tries = 0;
      if (stopped !== null) {
        stopped = null;
        backUntil = Date.now() + 8000;
        show(body.dataset.back);
      }
      const hello = { size: [term.cols, term.rows], resume: sessionStorage.getItem(RESUME) };
      socket.send(JSON.stringify({ hello: hello }));
    };
    socket.onmessage = function (event) {
      if (typeof event.data !== "string") {
        if (Date.now() > backUntil) show("");
        term.write(new Uint8Array(event.data));
        return;
      }
      const message = JSON.parse(event.data);
      if (message.resume) sessionStorage.setItem(RESUME, message.resume);
      if (message.stopping) {
        stopped = message.stopping;
        sessionStorage.removeItem(RESUME); // the table is hung up and saved: a new one after the restart
        show(stopped);
      }
      if (message.refused) {
        over = true;
        show(message.refused);
      }
      if (message.ended !== undefined) {
        over = true;
        sessionStorage.removeItem(RESUME);
        show(body.dataset.ended);
      }
    };
    socket.onclose = function (event) {
      if (socket !== ws) return;
      if (event.code === 4409) {
        over = true;
        show(body.dataset.replaced);
      }
      if (over) return;
      if (stopped !== null) {
        show(stopped + " " + body.dataset.retrying);
        setTimeout(connect, SLOW);
        return;
      }
      show(body.dataset.reconnecting);
      tries += 1;
      setTimeout(connect, Math.min(5000, 250 * 2 ** tries));
    };
  }

  const encoder = new TextEncoder();
  term.onData(function (data) { send(encoder.encode(data)); });
  term.onBinary(function (data) { send(Uint8Array.from(data, function (c) { return c.charCodeAt(0); })); });
  term.onResize(function (size) {
    if (ws !== null && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ size: [size.cols, size.rows] }));
  });
  window.addEventListener("resize", function () { fit.fit(); });
  connect();
  term.focus();
})();
