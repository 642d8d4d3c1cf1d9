// The phone page: one seat's hand, prompt, window and moves; a tap sends a move.
// Plain script, no build step, nothing from outside. The seat's join code arrives after the
// "#" of the QR code's link ("#code=ABCDE") or is typed; the server gives the seat's token for
// it once; the token is kept in this phone's storage and sent only in the socket's first
// message.
"use strict";

const $ = (id) => document.getElementById(id);
const KEY = "tabletop-seat-token";
const DEVICE = "tabletop-device"; // a random name for this phone (the table sees a phone change)
let token = null;
let ws = null;
let state = null;
let chosen = null; // the card id tapped last (its moves are shown)
let reacting = false;
let left = null; // the window's seconds left, counted down here between messages
let tick = null;
let retry = 0;
let gone = false; // the seat was closed on purpose: do not reconnect
let heard = 0; // when the table was last heard (it beats every second)
let again = null; // the reconnection waiting
const SILENT_MS = 2500; // no beat for this long: the table is lost, reconnect
// a socket not open after this long is given up and tried again: on a lost network an
// attempt hangs (nothing answers), and the next one must be under way when it comes back
const CONNECT_MS = 600;
let opening = 0; // when the socket being opened was asked for
let audio = null;
let guessing = null; // the board's card tapped to guess (its move waits for "Guess it")
let lastLine = null; // the number of the last log line drawn (null: none drawn yet)

function show(section) {
  for (const id of ["join", "game", "closed"]) $(id).hidden = id !== section;
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function unlockAudio() {
  try {
    if (!audio) audio = new (window.AudioContext || window.webkitAudioContext)();
    if (audio.state === "suspended") audio.resume();
  } catch (e) { audio = null; }
}

function buzz() {
  if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
  if (!audio) return;
  try {
    const o = audio.createOscillator();
    const g = audio.createGain();
    o.frequency.value = 880;
    g.gain.setValueAtTime(0.0001, audio.currentTime);
    g.gain.exponentialRampToValueAtTime(0.3, audio.currentTime + 0.02);
    g.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.35);
    o.connect(g).connect(audio.destination);
    o.start();
    o.stop(audio.currentTime + 0.4);
  } catch (e) { /* no sound on this phone */ }
}

// ---------------------------------------------------------------- joining
function device() {
  let d = localStorage.getItem(DEVICE);
  if (!d) {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    d = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    localStorage.setItem(DEVICE, d);
  }
  return d;
}

function joinByCode() {
  unlockAudio();
  join($("code").value.trim(), $("joinname").value.trim());
}

async function join(code, name) {
  $("joinerr").textContent = "";
  if (!code) { show("join"); $("joinerr").textContent = "Type the code first."; return; }
  try {
    const r = await fetch("/join", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code }),
    });
    const data = await r.json();
    if (!r.ok || !data.token) {
      show("join");
      $("joinerr").textContent = data.error || "That did not work.";
      return;
    }
    token = data.token;
    localStorage.setItem(KEY, token);
    connect(name);
  } catch (e) {
    show("join");
    $("joinerr").textContent = "The table cannot be reached: are you on its network?";
  }
}

function connect(name) {
  gone = false;
  clearTimeout(again);
  again = null;
  heard = performance.now();
  $("conn").hidden = false;
  opening = performance.now();
  ws = new WebSocket(`ws://${location.host}/ws`);
  ws.onopen = () => {
    heard = performance.now();
    const hello = { t: "hello", token, device: device() };
    if (name) hello.name = name;
    ws.send(JSON.stringify(hello));
  };
  ws.onmessage = (ev) => {
    heard = performance.now();
    let m;
    try { m = JSON.parse(ev.data); } catch (e) { return; }
    receive(m);
  };
  ws.onclose = () => lost();
}

// the table is gone (closed, silent past SILENT_MS, or not answering a new socket within
// CONNECT_MS): say so and come back soon; the delay grows but stays under half a second, so
// the page catches up within a second of the network or the table coming back
function lost() {
  if (ws) { ws.onclose = null; ws.onmessage = null; try { ws.close(); } catch (e) { /* gone */ } }
  ws = null;
  $("conn").hidden = gone;
  if (gone || again) return;
  $("conn").textContent = "Reconnecting…";
  retry = Math.min(retry + 1, 5);
  const wait = [0, 50, 100, 150, 200, 250][retry] + Math.random() * 100;
  again = setTimeout(() => { again = null; connect(); }, wait);
}

function watch() {
  if (gone || !ws) return;
  const now = performance.now();
  if (now - heard > SILENT_MS || (ws.readyState === 0 && now - opening > CONNECT_MS)) lost();
}

function receive(m) {
  if (m.t === "beat") return;
  if (m.t === "welcome") { retry = 0; $("conn").hidden = true; show("game"); }
  else if (m.t === "state") render(m);
  else if (m.t === "note") note(m.text);
  else if (m.t === "sent") note("Sent.");
  else if (m.t === "named") { $("namebtn").textContent = m.name + " ✎"; if (state) state.you = m.name; }
  else if (m.t === "error") {
    if (m.fatal) { forget(m.error); return; }
    note(m.error);
    for (const b of document.querySelectorAll("button.move")) b.disabled = false;
  } else if (m.t === "closed") forget(m.text);
}

function forget(text) {
  gone = true;
  localStorage.removeItem(KEY);
  token = null;
  $("closedtext").textContent = text || "";
  $("conn").hidden = true;
  show("closed");
  if (ws) ws.close();
}

function note(text) {
  $("note").textContent = text || "";
}

function send(a) {
  if (!ws || ws.readyState !== 1 || !state) return;
  ws.send(JSON.stringify({ t: "move", v: state.v, a }));
  for (const b of document.querySelectorAll("button.move")) b.disabled = true;
  note("Sending…");
}

// ---------------------------------------------------------------- drawing a message
function render(m) {
  const before = state;
  state = m;
  chosen = null;
  reacting = false;
  $("title").textContent = m.game;
  $("namebtn").textContent = m.you + " ✎";
  renderRole(m);
  const st = $("status");
  st.replaceChildren(...m.status.map((s) => el("div", "", s)));
  st.classList.toggle("turn", m.turn);
  $("prompt").hidden = !m.prompt;
  $("prompt").textContent = m.prompt || "";
  $("over").hidden = !m.over;
  $("over").textContent = m.over || "";
  renderWindow(m);
  renderRace(m, before);
  renderBoard(m);
  renderGroups(m);
  renderMoves(m);
  renderTyped(m);
  $("pick").hidden = true;
  const aboutYou = renderLog(m);
  renderPlayers(m);
  note("");
  // a buzz and a sound when the turn comes to this seat, a window opens for it, or a new
  // line of its own is about it (a card taken from it)
  const newWindow = m.window && !(before && before.window);
  if ((m.turn && !(before && before.turn)) || newWindow || aboutYou) buzz();
  document.body.dataset.v = String(m.v); // which message is on screen (tests wait on it)
}

// the seat's log in the order things happened: the public lines and, in their place, its
// own lines (what only it saw: a hand it looked at, the card taken from it) marked "Only
// you", each with the cards it names. True when a new line of its own is about it (the
// first message drawn only notes where the log is: nothing in it is new to this page)
function renderLog(m) {
  const lines = m.log || [];
  let aboutYou = false;
  for (const p of lines) if (p.about && lastLine !== null && p.n > lastLine) aboutYou = true;
  for (const p of lines) lastLine = Math.max(lastLine || 0, p.n);
  $("log").replaceChildren(...lines.map((p) => {
    const line = el("div", p.mine ? "mine" : "");
    line.dataset.n = p.n;
    if (p.mine) line.append(el("span", "only", "Only you"));
    line.append(el("span", "", p.text));
    if (p.cards.length) {
      const row = el("div", "minecards");
      for (const c of p.cards) {
        const img = el("img");
        img.alt = c.name;
        img.title = c.name;
        img.src = c.img;
        row.append(img);
      }
      line.append(row);
    }
    return line;
  }));
  return aboutYou;
}

// the players at the table: names, scores, who acts, and a role only where the game's roles
// are public (a Codenames team and Director; the table sends nothing else)
function renderPlayers(m) {
  $("players").replaceChildren(...m.players.map((p) => {
    const score = p.score === null || p.score === undefined ? "" : `: ${p.score}`;
    const role = p.role && !p.name.includes(p.role) ? ` (${p.role})` : "";
    return el("span", "player" + (p.active ? " active" : ""), p.name + role + score);
  }));
}

// a race this seat takes part in: one big button (the TV shows the gesture or the GO!)
function renderRace(m, before) {
  const r = m.race;
  $("race").hidden = !r;
  if (!r) return;
  $("racetitle").textContent = r.title;
  $("racehow").textContent = r.how;
  $("press").disabled = false;
  $("press").textContent = "PRESS";
  if (!(before && before.race)) buzz();
}

function pressRace() {
  if (!ws || ws.readyState !== 1 || !state || !state.race) return;
  ws.send(JSON.stringify({ t: "press", v: state.v }));
  $("press").textContent = "Pressed";
  $("press").disabled = true;
}

function renderWindow(m) {
  const w = m.window;
  $("window").hidden = !w;
  clearInterval(tick);
  if (!w) return;
  $("wtext").textContent = w.text;
  left = w.seconds;
  const draw = () => { $("wclock").textContent = left === null ? "" : `${Math.ceil(left)} s`; };
  draw();
  if (left !== null) {
    const t0 = performance.now();
    const start = left;
    tick = setInterval(() => { left = Math.max(0, start - (performance.now() - t0) / 1000); draw(); }, 200);
  }
  const passes = m.moves.filter((x) => x.pass);
  $("pass").disabled = passes.length === 0;
  $("react").disabled = m.moves.filter((x) => !x.pass).length === 0;
}

function cardImg(id, cls) {
  const c = state.cards[String(id)];
  const img = el("img", cls);
  img.alt = c ? c.name : "";
  if (c) img.src = c.img;
  return img;
}

function movesWith(id) {
  return state.moves.filter((x) => x.cards.includes(id));
}

function renderGroups(m) {
  const box = $("groups");
  box.replaceChildren();
  for (const g of m.groups) {
    const sec = el("div", "group");
    sec.append(el("h2", "", `${g.title} (${g.cards.length + g.chips.length})`));
    const row = el("div", "cards");
    for (const id of g.cards) {
      const b = el("button", "card" + (movesWith(id).length ? " playable" : ""));
      b.dataset.card = id;
      b.append(cardImg(id));
      b.onclick = () => pick(id);
      row.append(b);
    }
    sec.append(row);
    if (g.chips.length) {
      const chips = el("div", "chips");
      const cols = Math.round(Math.sqrt(g.chips.length));
      if (cols * cols === g.chips.length && cols > 2) chips.style.gridTemplateColumns = `repeat(${cols}, 1fr)`;
      for (const c of g.chips) chips.append(el("div", "chip", c));
      sec.append(chips);
    }
    box.append(sec);
  }
}

function moveButton(x) {
  const b = el("button", "move" + (x.pass ? " pass" : ""));
  b.dataset.a = x.a;
  for (const id of x.cards.slice(0, 2)) b.append(cardImg(id));
  b.append(el("span", "", x.text));
  b.onclick = () => send(x.a);
  return b;
}

// a move made by typing a word (a Codenames clue): a text field, its numbers, a button
function typedForm(t) {
  const box = el("form", "typed");
  box.append(el("h2", "", t.label));
  if (t.hint) box.append(el("div", "hint", t.hint));
  const word = el("input");
  word.maxLength = 30;
  word.autocomplete = "off";
  word.setAttribute("aria-label", t.label);
  box.append(word);
  let number = null;
  const nums = el("div", "numbers");
  t.numbers.forEach((n, i) => {
    const b = el("button", "num", n === "unlimited" ? "∞" : n);
    b.type = "button";
    b.setAttribute("aria-label", n);
    b.onclick = () => {
      number = i;
      for (const o of nums.children) o.classList.toggle("on", o === b);
    };
    nums.append(b);
  });
  if (t.numbers.length) box.append(nums);
  const go = el("button", "primary", t.label);
  go.type = "submit";
  box.append(go);
  box.onsubmit = (e) => {
    e.preventDefault();
    if (!word.value.trim()) return note("Type a word first.");
    if (t.numbers.length && number === null) return note("Pick a number.");
    if (!ws || ws.readyState !== 1 || !state) return;
    ws.send(JSON.stringify({ t: "typed", v: state.v, verb: t.verb, word: word.value, n: number }));
    go.disabled = true;
    note("Sending…");
  };
  return box;
}

function renderTyped(m) {
  const typed = m.typed || [];
  // a new message for the same form keeps what was being typed
  const old = $("typed").querySelector("input");
  const kept = old ? old.value : "";
  $("typed").replaceChildren(...typed.map(typedForm));
  const input = $("typed").querySelector("input");
  if (input) input.value = kept;
}

// ---------------------------------------------------------------- a game's own board
// the seat's role and team at the top ("S.H.I.E.L.D. Agent"), with its team's colour and letter
function renderRole(m) {
  const team = m.board && m.board.you ? m.board.you.team : null;
  $("role").hidden = !m.role;
  $("role").className = team || "";
  $("role").replaceChildren();
  if (team) $("role").append(el("span", "mark", LETTER[team]));
  $("role").append(el("span", "", m.role || ""));
}

const LETTER = { hydra: "H", shield: "S", neutral: "N", assassin: "✖" };

// HELL'S KITCHEN -> Hell's Kitchen (easier to read small); "of" and "the" stay small
function nameCase(word) {
  const out = word.toLowerCase().replace(/[a-z]+('[a-z]+)?/g, (w) => w[0].toUpperCase() + w.slice(1));
  return out.replace(/\s(Of|The)(?=\s)/g, (w) => w.toLowerCase());
}

// the moves the board makes (a card's guess, stop guessing): not listed again as buttons
function boardMoves(m) {
  const b = m.board;
  if (!b) return new Set();
  return new Set([...b.cells.map((c) => c.a), b.stop].filter(Boolean));
}

function clueLine(b) {
  const kinds = b.kinds;
  const box = $("clue");
  box.replaceChildren();
  if (b.clue) {
    const left = b.clue.left === null ? "no limit on guesses" : `${b.clue.left} guess${b.clue.left === 1 ? "" : "es"} left`;
    box.append(el("div", "sub", `${kinds[b.turn]}'s clue`));
    box.append(el("div", "word", `${b.clue.word} ${b.clue.number === "unlimited" ? "∞" : b.clue.number}`));
    box.append(el("div", "sub", left));
  } else if (b.pending && b.ruling) {
    box.append(el("div", "sub", `${kinds[b.turn]}'s Director asks you: is this clue one word?`));
    box.append(el("div", "word", `${b.pending.word} ${b.pending.number}`));
    box.append(el("div", "sub", "Allow it or refuse it below."));
  } else if (b.pending) {
    box.append(el("div", "sub", `${kinds[b.turn]}'s clue, waiting for the rival Director`));
    box.append(el("div", "word", `${b.pending.word} ${b.pending.number}`));
  } else {
    box.append(el("div", "sub", `Waiting for the ${kinds[b.turn]} Director's clue`));
  }
  const left = Object.entries(b.left).map(([t, n]) => `${kinds[t]}: ${n} to find`).join(" · ");
  box.append(el("div", "sub", left));
}

function renderBoard(m) {
  const b = m.board;
  $("board").hidden = !b;
  $("guessbar").hidden = true;
  $("guessyes").disabled = $("stop").disabled = false;
  guessing = null;
  if (!b) return;
  clueLine(b);
  const director = b.cells.some((c) => c.key);
  const legend = $("legend");
  legend.replaceChildren();
  for (const k of ["hydra", "shield", "neutral", "assassin"]) {
    const item = el("span", "");
    item.append(el("span", "mark", LETTER[k]), ` ${b.kinds[k]}`);
    legend.append(item);
  }
  if (director) legend.append(el("span", "", "Striped: covered"));
  else legend.prepend(el("span", "", "Covered:"));
  const grid = $("grid");
  grid.replaceChildren(...b.cells.map((c, i) => {
    const kind = c.cover || c.key;
    const cell = el(c.a ? "button" : "div", "cell" + (kind ? ` k-${kind}` : "") + (c.cover ? " covered" : "") + (c.a ? " guessable" : ""));
    cell.dataset.index = i;
    cell.dataset.word = c.word;
    if (kind) {
      cell.dataset.kind = kind;
      cell.append(el("span", "mark", LETTER[kind]));
    }
    cell.append(el("span", "word", nameCase(c.word)));
    const what = kind ? `${b.kinds[kind]}${c.cover ? ", covered" : ""}` : "";
    cell.setAttribute("aria-label", what ? `${c.word}: ${what}` : c.word);
    if (c.a) cell.onclick = () => askGuess(i);
    return cell;
  }));
  $("stop").hidden = !b.stop;
  fitWords();
}

// a long name is set smaller until it fits its card (a word is broken only as a last resort)
function fitWords() {
  for (const cell of document.querySelectorAll("#grid .cell")) {
    const word = cell.querySelector(".word");
    const room = cell.clientWidth - 4; // the padding
    let size = 11.5;
    while (word.offsetWidth > room && size > 8.5) {
      size -= 0.5;
      cell.style.fontSize = `${size}px`;
    }
    if (word.offsetWidth > room) cell.classList.add("squeezed");
  }
}

// a tap on a card asks first: a guess cannot be taken back
function askGuess(i) {
  unlockAudio();
  const c = state && state.board && state.board.cells[i];
  if (!c || !c.a) return;
  guessing = i;
  for (const e of document.querySelectorAll("#grid .cell")) e.classList.toggle("chosen", Number(e.dataset.index) === i);
  $("guessq").textContent = `Guess ${nameCase(c.word)}?`;
  $("guessbar").hidden = false;
}

function cancelGuess() {
  guessing = null;
  $("guessbar").hidden = true;
  for (const e of document.querySelectorAll("#grid .cell.chosen")) e.classList.remove("chosen");
}

function renderMoves(m) {
  const onBoard = boardMoves(m);
  const list = (reacting ? m.moves.filter((x) => !x.pass) : m.moves).filter((x) => !onBoard.has(x.a));
  $("movestitle").hidden = list.length === 0;
  $("moves").replaceChildren(...list.map(moveButton));
}

function pick(id) {
  unlockAudio();
  const mv = movesWith(id);
  chosen = id;
  for (const b of document.querySelectorAll(".card")) b.classList.toggle("chosen", Number(b.dataset.card) === id);
  const c = state.cards[String(id)];
  $("picktitle").textContent = mv.length ? `${c.name}: choose` : `${c.name}: no move with this card now`;
  $("pickcard").src = c.img; // the card large enough to read
  $("pickcard").alt = c.name;
  $("pickmoves").replaceChildren(...mv.map(moveButton));
  $("pick").hidden = false;
}

function closePick() {
  chosen = null;
  $("pick").hidden = true;
  for (const b of document.querySelectorAll(".card.chosen")) b.classList.remove("chosen");
}

// ---------------------------------------------------------------- start
window.addEventListener("DOMContentLoaded", () => {
  $("joinbtn").onclick = joinByCode;
  $("code").addEventListener("keydown", (e) => { if (e.key === "Enter") joinByCode(); });
  $("pickclose").onclick = closePick;
  $("guessno").onclick = cancelGuess;
  $("guessyes").onclick = () => {
    const c = guessing === null || !state.board ? null : state.board.cells[guessing];
    if (c && c.a) send(c.a);
  };
  $("stop").onclick = () => { if (state && state.board && state.board.stop) send(state.board.stop); };
  // a race is won or lost by milliseconds: the press goes on the touch, not on the release
  $("press").addEventListener("pointerdown", (e) => { e.preventDefault(); pressRace(); });
  $("react").onclick = () => {
    unlockAudio();
    reacting = true;
    renderMoves(state);
    const first = state.moves.find((x) => !x.pass && x.cards.length);
    if (first) pick(first.cards[0]);
    $("moves").scrollIntoView({ behavior: "smooth", block: "start" });
  };
  $("pass").onclick = () => {
    const p = state && state.moves.find((x) => x.pass);
    if (p) send(p.a);
  };
  $("leave").onclick = () => {
    if (ws && ws.readyState === 1 && confirm("Give this seat back to the table's screen?")) {
      ws.send(JSON.stringify({ t: "leave" }));
    }
  };
  $("namebtn").onclick = () => { $("newname").value = state ? state.you : ""; $("namebox").hidden = false; };
  $("namecancel").onclick = () => { $("namebox").hidden = true; };
  $("namesave").onclick = () => {
    const name = $("newname").value.trim();
    if (name && ws && ws.readyState === 1) ws.send(JSON.stringify({ t: "name", name }));
    $("namebox").hidden = true;
  };
  $("rejoin").onclick = () => { show("join"); };
  document.body.addEventListener("click", unlockAudio, { once: true });
  setInterval(watch, 100);
  const hash = location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : null;
  if (hash) history.replaceState(null, "", "/"); // the code leaves the address bar
  if (hash && hash.startsWith("code=")) {
    join(hash.slice(5), ""); // the QR code's link: its code, once
    return;
  }
  if (hash) localStorage.setItem(KEY, hash); // a seat's own link (its token)
  token = hash || localStorage.getItem(KEY);
  if (token) connect(); else show("join");
});
