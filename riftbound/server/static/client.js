// riftbound's browser client: plain JavaScript, no build step. Three pages use it: the lobby,
// a game (a seat with its secret, or a spectator), and the replay viewer.
"use strict";
const Riftbound = (() => {
  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const faces = {};          // card id -> card facts from /api/cards
  const OBJECT_ARGS = ["card", "object", "target", "unit"];
  const PROMPTS = {
    mulligan: "Mulligan: choose the cards to set aside, then done",
    priority: "You have priority", pay: "Pay the cost", target: "Choose a target",
    move: "Choose units to move", assign: "Assign combat damage, one unit at a time",
    order: "Order your triggered abilities", choose_bf: "Select a battlefield",
  };

  async function loadFaces(ids) {
    const missing = [...new Set(ids)].filter((i) => i && !(i in faces));
    if (!missing.length) return;
    const r = await fetch("/api/cards?ids=" + encodeURIComponent(missing.join(",")));
    if (r.ok) Object.assign(faces, await r.json());
  }

  function cardIds(obs) {
    const ids = [];
    for (const v of walk(obs)) if (v && typeof v === "object" && typeof v.card === "string") ids.push(v.card);
    return ids;
  }
  function* walk(v) {
    yield v;
    if (Array.isArray(v)) for (const x of v) yield* walk(x);
    else if (v && typeof v === "object") for (const x of Object.values(v)) yield* walk(x);
  }

  // ---- drawing the board ------------------------------------------------------------------
  function cardEl(o, ctx) {
    if (!o || o.hidden) return el("div", "card hidden", "facedown card");
    const f = faces[o.card] || {};
    const c = el("div", "card p" + (o.controller ?? 0));
    c.dataset.obj = o.id;
    c.dataset.name = o.name;
    c.title = `${o.name} #${o.id} (owner P${o.owner}, controller P${o.controller})`;
    c.appendChild(el("div", "nm", o.name));
    if (f.energy !== undefined && f.energy !== null && ["unit", "gear", "spell"].includes(f.type)) {
      const power = (f.power || []).length ? " +" + f.power.join("/") : "";
      c.appendChild(el("div", "cost", f.energy + power));
    }
    const kind = el("div", "kw", [f.type, ...(f.keywords || [])].filter(Boolean).join(" · "));
    c.appendChild(kind);
    if (o.might !== undefined) {
      const dmg = o.damage ? `, ${o.damage} damage` : "";
      c.appendChild(el("div", "stats", `Might ${o.might}${dmg}`));
    } else if (f.might_bonus) {
      c.appendChild(el("div", "stats", `Might bonus +${f.might_bonus}`));
    }
    const flags = [];
    if (o.exhausted) { flags.push("exhausted"); c.classList.add("exhausted"); }
    if (o.stunned) { flags.push("stunned"); c.classList.add("stunned"); }
    if (o.buffed) flags.push("buffed");
    if (flags.length) c.appendChild(el("div", "flags", flags.join(", ")));
    if (f.text) c.appendChild(el("div", "txt", f.text));
    if (ctx && ctx.choices[o.id]) {
      c.classList.add("choosable");
      c.addEventListener("click", () => ctx.pick(ctx.choices[o.id], o.name));
    }
    return c;
  }

  function zone(title, objs, ctx) {
    const s = el("div");
    s.appendChild(el("div", "", `${title} (${objs.length})`));
    const row = el("div", "row");
    for (const o of objs) row.appendChild(cardEl(o, ctx));
    s.appendChild(row);
    return s;
  }

  function playerEl(p, st, ctx) {
    const obs = st.observation;
    const s = el("section", "player");
    s.dataset.player = p.player;
    if (p.player === obs.viewer) s.classList.add("me");
    if (st.presence && !st.presence[p.player]) s.classList.add("away");
    if (p.removed) s.classList.add("removed");
    const team = obs.teams && new Set(obs.teams).size < obs.teams.length ? ` · team ${obs.teams[p.player]}` : "";
    const h = el("h2");
    h.appendChild(el("span", "name", `P${p.player}${p.player === obs.viewer ? " (you)" : ""}${team}`));
    s.appendChild(h);
    const info = el("div");
    const pts = el("span", "tag", `${p.points} / ${st.victory_score} points`);
    pts.dataset.points = p.points;
    info.appendChild(pts);
    info.appendChild(el("span", "tag", `hand ${p.hand_size}`));
    info.appendChild(el("span", "tag", `deck ${p.main_deck_size}`));
    info.appendChild(el("span", "tag", `runes in deck ${p.rune_deck_size}`));
    const power = (p.rune_pool.power || []).map((n, i) => (n ? `${n} power(${i})` : "")).filter(Boolean);
    info.appendChild(el("span", "tag", `pool: ${p.rune_pool.energy} energy ${power.join(" ")}`));
    if (p.xp) info.appendChild(el("span", "tag", `XP ${p.xp}`));
    if (p.removed) info.appendChild(el("span", "tag warn", "removed from the game"));
    s.appendChild(info);
    s.appendChild(zone("Legend / champion", [...p.legend, ...p.champion_zone], ctx));
    s.appendChild(zone("Base (units, gear, runes)", p.base, ctx));
    if (p.hand) { const hz = zone("Hand", p.hand, ctx); hz.id = "hand"; s.appendChild(hz); }
    const tr = el("details");
    tr.appendChild(el("summary", "", `Trash (${p.trash.length}) · banishment (${p.banishment.length})`));
    tr.appendChild(zone("Trash", p.trash, ctx));
    tr.appendChild(zone("Banishment", p.banishment, ctx));
    s.appendChild(tr);
    return s;
  }

  function drawBoard(st, ctx) {
    const obs = st.observation;
    const top = $("top");
    top.innerHTML = "";
    top.appendChild(el("b", "", "riftbound"));
    const t = st.table || {};
    const bits = [`${obs.mode}`, `turn ${obs.turn} (P${obs.turn_player})`, `phase: ${obs.phase}`, `state: ${obs.state}`];
    if (obs.priority >= 0) bits.push(`priority: P${obs.priority}`);
    if (obs.focus >= 0) bits.push(`focus: P${obs.focus}`);
    if (obs.decision) bits.push(`deciding: P${obs.decision.player} (${obs.decision.kind})`);
    if (obs.match) bits.push(`match game ${obs.match.game}, wins ${obs.match.wins.join("-")}`);
    for (const b of bits) top.appendChild(el("span", "tag", b));
    top.appendChild(el("span", "tag", obs.viewer >= 0 ? `you are P${obs.viewer}` : "spectating"));
    if (obs.terminal) {
      const w = obs.winners.length ? `P${obs.winners.join(", P")} won` : "no winner";
      const over = el("span", "tag warn", `game over: ${w} (${obs.end_reason})`);
      over.id = "gameover";
      top.appendChild(over);
      if (t.id) { const a = el("a", "", "replay"); a.href = `/replay/${t.id}`; top.appendChild(a); }
    }
    const opp = $("opponents"), me = $("me");
    opp.innerHTML = ""; me.innerHTML = "";
    for (const p of obs.players) (p.player === obs.viewer ? me : opp).appendChild(playerEl(p, st, ctx));
    const bfs = $("battlefields");
    bfs.innerHTML = "";
    obs.battlefields.forEach((b, i) => {
      const d = el("div", "bf");
      d.dataset.bf = i;
      if (!b) { d.textContent = "battlefield not yet revealed"; bfs.appendChild(d); return; }
      const ctl = b.controller >= 0 ? `controlled by P${b.controller}` : "uncontrolled";
      const contested = b.units.some((u) => u.controller !== b.controller);
      if (contested) d.classList.add("contested");
      d.appendChild(el("div", "", `${ctl}${contested ? " · Contested" : ""}`));
      const row = el("div", "row");
      row.appendChild(cardEl(b.battlefield, ctx));
      for (const u of b.units) row.appendChild(cardEl(u, ctx));
      for (const f of b.facedown) row.appendChild(cardEl(f, ctx));
      d.appendChild(row);
      if (ctx && ctx.bfChoices[i]) {
        d.classList.add("choosable");
        const btn = el("button", "", "choose this battlefield");
        btn.addEventListener("click", () => ctx.pick(ctx.bfChoices[i], "battlefield"));
        d.appendChild(btn);
      }
      bfs.appendChild(d);
    });
    const chain = $("chain");
    chain.innerHTML = "";
    if (!obs.chain.length) chain.textContent = "empty";
    obs.chain.forEach((it, i) => {
      const tg = it.targets.flat().map((x) => ("object" in x ? `#${x.object}` : `chain item ${x.chain_item}`));
      chain.appendChild(el("div", "", `${i + 1}. ${it.name} (${it.kind}, P${it.controller})` +
        (tg.length ? ` → ${tg.join(", ")}` : "") + (it.finalized ? "" : " — being played")));
    });
    if (obs.revealed.length) chain.appendChild(zone("Revealed", obs.revealed, ctx));
    if (obs.looking.length) chain.appendChild(zone("You look at", obs.looking, ctx));
  }

  function drawLog(entries, reset) {
    const log = $("log");
    if (reset) log.innerHTML = "";
    for (const [rule, text] of entries) {
      const d = el("div");
      d.appendChild(el("span", "rule", rule));
      d.appendChild(document.createTextNode(text));
      log.appendChild(d);
    }
    log.scrollTop = log.scrollHeight;
  }

  // ---- playing ----------------------------------------------------------------------------
  function play() {
    const gameId = location.pathname.split("/").pop();
    const params = new URLSearchParams(location.search);
    const secret = params.get("secret") || "";
    let ws = null, st = null, ref = 0, presence = null, waiting = false;

    function send(action) {
      if (waiting) return;
      waiting = true;
      $("error").textContent = "";
      ws.send(JSON.stringify({ type: "action", action, ref: ++ref }));
    }

    function choicesOf(dec) {
      const choices = {}, bfChoices = {};
      if (!dec) return { choices, bfChoices };
      for (const o of dec.options) {
        const a = o.action;
        if (a.kind === "battlefield") (bfChoices[a.battlefield] ||= []).push(o);
        for (const k of OBJECT_ARGS) if (k in a) (choices[a[k]] ||= []).push(o);
      }
      return { choices, bfChoices };
    }

    function drawDecision() {
      const box = $("decision");
      box.innerHTML = "";
      const dec = st.decision;
      if (st.observation.terminal) { box.textContent = "The game is over."; }
      else if (st.table.status === "waiting") { box.textContent = "Waiting for the host to start the game."; }
      else if (!dec) {
        const d = st.observation.decision;
        box.textContent = st.seat < 0 ? "You are watching." : d ? `Waiting for P${d.player} (${d.kind}).` : "";
      } else {
        box.appendChild(el("div", "prompt", PROMPTS[dec.kind] || `Decide: ${dec.kind}`));
        if (dec.data.length) box.appendChild(el("div", "", "details: " + JSON.stringify(dec.data)));
        box.appendChild(el("div", "", "Click a highlighted card, or an answer:"));
        for (const o of dec.options) {
          const b = el("button", "", o.text);
          b.dataset.kind = o.action.kind;
          b.dataset.action = JSON.stringify(o.action);
          b.addEventListener("click", () => send(o.action));
          box.appendChild(b);
        }
      }
      if (st.can_concede) {
        const c = el("button", "", "Concede");
        c.id = "concede";
        c.style.marginTop = "10px";
        c.addEventListener("click", () => {
          if (confirm("Concede this game?")) send({ kind: "concede", player: st.seat });
        });
        box.appendChild(el("div")).appendChild(c);
      }
      const host = localStorage.getItem(`host:${gameId}`);
      if (host && st.observation.terminal && !st.table.rematch) {
        const b = el("button", "", "Rematch");
        b.id = "rematch-button";
        b.addEventListener("click", () => fetch(`/api/games/${gameId}/rematch`,
          { method: "POST", body: JSON.stringify({ host_secret: host }) }).then(async (r) => {
          const g = await r.json();
          if (r.ok) localStorage.setItem(`host:${g.id}`, host); else $("error").textContent = g.error;
        }));
        box.appendChild(el("div")).appendChild(b);
      }
      if (st.table.rematch) {
        const a = el("a", "", "Play the rematch");
        a.href = `/play/${st.table.rematch}` + (secret ? `?secret=${encodeURIComponent(secret)}` : "");
        a.id = "rematch";
        box.appendChild(el("div")).appendChild(a);
      }
    }

    async function redraw() {
      await loadFaces(cardIds(st.observation));
      const { choices, bfChoices } = choicesOf(st.decision);
      const ctx = {
        choices, bfChoices,
        pick(options, what) {
          if (options.length === 1) return send(options[0].action);
          const box = $("decision");
          box.appendChild(el("div", "prompt", `${what}:`));
          for (const o of options) {
            const b = el("button", "", o.text);
            b.addEventListener("click", () => send(o.action));
            box.appendChild(b);
          }
        },
      };
      drawBoard({ ...st, presence: presence || st.table.presence }, ctx);
      drawDecision();
      document.body.dataset.seq = st.seq;
      document.body.dataset.deciding = st.decision ? "yes" : "no";
      document.body.dataset.over = st.observation.terminal ? "yes" : "no";
    }

    function connect() {
      const proto = location.protocol === "https:" ? "wss" : "ws";
      ws = new WebSocket(`${proto}://${location.host}/ws/${gameId}` + (secret ? `?secret=${encodeURIComponent(secret)}` : ""));
      ws.onmessage = async (ev) => {
        const m = JSON.parse(ev.data);
        if (m.type === "state") {
          st = m;
          presence = m.table.presence;
          waiting = false;
          drawLog(m.log, m.log_from === 0);
          await redraw();
        } else if (m.type === "presence") {
          presence = m.presence;
          if (st) await redraw();
        } else if (m.type === "error") {
          waiting = false;
          $("error").textContent = m.error;
        }
      };
      ws.onclose = () => { $("error").textContent = "connection lost; reconnecting…"; setTimeout(connect, 1000); };
      ws.onopen = () => { $("error").textContent = ""; };
    }
    connect();
  }

  // ---- the replay viewer ------------------------------------------------------------------
  async function replay() {
    const gameId = location.pathname.split("/").pop();
    const r = await fetch(`/api/games/${gameId}/frames`);
    const data = await r.json();
    if (!r.ok) { $("top").textContent = data.error; return; }
    const frames = data.frames;
    const slider = $("slider");
    slider.max = frames.length - 1;
    drawLog(data.log, true);
    let k = 0;
    async function show(i) {
      k = Math.max(0, Math.min(frames.length - 1, i));
      slider.value = k;
      const f = frames[k];
      await loadFaces(cardIds(f.observation));
      drawBoard({ observation: f.observation, table: data.table, victory_score: data.victory_score,
        presence: null }, null);
      $("step").textContent = `step ${k} of ${frames.length - 1}`;
      $("steptext").textContent = f.text;
    }
    $("first").onclick = () => show(0);
    $("prev").onclick = () => show(k - 1);
    $("next").onclick = () => show(k + 1);
    $("last").onclick = () => show(frames.length - 1);
    slider.oninput = () => show(Number(slider.value));
    show(0);
  }

  // ---- the lobby --------------------------------------------------------------------------
  async function lobby() {
    const info = await (await fetch("/api/info")).json();
    const mode = $("mode");
    for (const m of Object.keys(info.modes)) mode.appendChild(new Option(`${m} (${info.modes[m].players} players)`, m));
    function seats() {
      const box = $("seats");
      box.innerHTML = "";
      const n = info.modes[mode.value].players;
      for (let i = 0; i < n; i++) {
        const row = el("p", "", `Seat ${i}: `);
        const who = el("select");
        who.id = `seat${i}`;
        who.appendChild(new Option("a person (invite link)", ""));
        for (const a of info.agents) who.appendChild(new Option(`built-in agent: ${a}`, a));
        const deck = el("input");
        deck.id = `deck${i}`;
        deck.size = 30;
        deck.setAttribute("list", "decklist");
        deck.value = info.decks[i % info.decks.length];
        deck.placeholder = "deck name or deck code";
        row.append(who, " deck ", deck);
        box.appendChild(row);
      }
      if (!$("decklist")) {
        const dl = el("datalist");
        dl.id = "decklist";
        for (const d of info.decks) dl.appendChild(new Option(d, d));
        document.body.appendChild(dl);
      }
    }
    mode.onchange = seats;
    seats();
    async function listGames() {
      const games = await (await fetch("/api/games")).json();
      const box = $("games");
      box.innerHTML = "";
      for (const g of games.reverse()) {
        const d = el("div");
        const a = el("a", "", `${g.id}`);
        a.href = g.status === "over" ? `/replay/${g.id}` : `/play/${g.id}`;
        d.append(a, ` ${g.mode} · ${g.status} · ${g.actions} actions`);
        box.appendChild(d);
      }
    }
    $("create").onclick = async () => {
      const n = info.modes[mode.value].players;
      const req = { mode: mode.value, decks: [], seats: [] };
      for (let i = 0; i < n; i++) {
        req.decks.push($(`deck${i}`).value);
        req.seats.push($(`seat${i}`).value ? { agent: $(`seat${i}`).value } : {});
      }
      if ($("seed").value) req.seed = Number($("seed").value);
      const r = await fetch("/api/games", { method: "POST", body: JSON.stringify(req) });
      const g = await r.json();
      if (!r.ok) { $("error").textContent = g.error; return; }
      $("error").textContent = "";
      $("created").hidden = false;
      const links = $("links");
      links.innerHTML = "";
      for (const s of g.seats) {
        const tr = el("tr");
        tr.appendChild(el("td", "", `Seat ${s.seat}`));
        const td = el("td");
        if (s.url) {
          const a = el("a", "", location.origin + s.url);
          a.href = s.url; a.target = "_blank"; a.className = "invite";
          const fill = el("select");
          fill.appendChild(new Option("or let an agent play it…", ""));
          for (const ag of info.agents) fill.appendChild(new Option(ag, ag));
          fill.onchange = async () => {
            const r2 = await fetch(`/api/games/${g.id}/fill`, { method: "POST",
              body: JSON.stringify({ host_secret: g.host_secret, seat: s.seat, agent: fill.value }) });
            if (r2.ok) td.textContent = `played by the ${fill.value} agent`;
            else $("error").textContent = (await r2.json()).error;
          };
          td.append(a, " ", fill);
        } else td.textContent = `played by the ${s.agent} agent`;
        tr.appendChild(td);
        links.appendChild(tr);
      }
      const tr = el("tr");
      const a = el("a", "", location.origin + g.spectate);
      a.href = g.spectate; a.target = "_blank"; a.className = "spectate";
      tr.append(el("td", "", "Spectators"), el("td"));
      tr.lastChild.appendChild(a);
      links.appendChild(tr);
      $("start").onclick = async () => {
        const r2 = await fetch(`/api/games/${g.id}/start`, { method: "POST", body: JSON.stringify({ host_secret: g.host_secret }) });
        $("started").textContent = r2.ok ? "started" : (await r2.json()).error;
        listGames();
      };
      localStorage.setItem(`host:${g.id}`, g.host_secret);
      listGames();
    };
    listGames();
  }

  return { lobby, play, replay };
})();
