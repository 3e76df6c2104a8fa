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
  // What each pending decision asks (engine.py's decision kinds and the instructions' own,
  // tests/server/test_server_decisions.py checks the list); "for" names the chain item it is about.
  const PROMPTS = {
    priority: "You have priority: play a card, use an ability, move units, or pass",
    mulligan: "Mulligan: choose up to two cards to set aside, then done",
    move: "Standard Move: choose the units to move, then where they go",
    battlefield: "Choose the battlefield where the next combat or showdown opens",
    assign: "Assign combat damage, one unit at a time",
    burnout: "Burn Out: choose the opponent who gains the point",
    choose_bf: "Select your battlefield for this game",
    location: "Choose where the unit is played",
    target: "Choose a target",
    pay: "Pay the cost: use a rune or another source",
    power: "Pay power: choose its domain",
    extra_cost: "Pay the optional additional cost?",
    discount: "Choose what the discount takes off the cost: [1] or [A]",
    trigger_cost: "Pay this triggered ability's cost?",
    cost_object: "Pay the additional cost: choose what it is done to",
    move_dest: "Choose where the unit moves",
    move_pay: "Pay for moving your units together",
    mode: "Choose a mode",
    name_tag: "Name a tag",
    kill_own: "Choose one of your own to kill",
    either: "Choose which instruction to do",
    choose_unit: "Choose a unit",
    put_card: "Choose a card from your hand to put on your Main Deck",
    recycle_rune: "Choose one of your runes to recycle",
    look_recycle: "Recycle a card you look at, or keep the rest",
    deck_order: "Choose the next card from the top of your deck",
    optional: "Use this optional triggered ability?",
    order: "Order your triggered abilities: choose the one that goes on the chain next",
    replace: "Choose the replacement effect that applies next",
    replace_may: "Apply this optional replacement effect?",
    replace_pay: "Use an Add ability to pay for the replacement effect",
    look: "Look at the cards shown and choose",
    discard: "Choose a card to discard",
    predict: "Predict: recycle the card shown?",
    keep: "Choose the targets to keep, then done",
    split: "Split the damage: choose the unit dealt the next damage",
    spend_buff: "Spend a buff: choose a buffed unit",
    play_card: "You may play one of the cards shown",
    may_do: "Do it?",
    pay_within: "Pay the cost now",
    pay_amount: "Choose how much to pay",
    detach: "Choose the Equipment to detach",
  };
  const ABOUT_ITEM = ["target", "location", "pay", "power", "extra_cost", "trigger_cost", "cost_object", "discount"];  // data[0]: a chain item
  const PLAIN = { yes: "Yes", no: "No", done: "Done", pass: "Pass", end_turn: "End turn", mulligan_done: "Done" };

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
    if (o.attached_to !== undefined) { flags.push(`attached to #${o.attached_to}`); c.dataset.attachedTo = o.attached_to; }
    if (flags.length) c.appendChild(el("div", "flags", flags.join(", ")));
    if (f.text) c.appendChild(el("div", "txt", f.text));
    if (ctx && ctx.at.object[o.id]) {
      c.classList.add("choosable");
      c.addEventListener("click", (ev) => { ev.stopPropagation(); ctx.pick(ctx.at.object[o.id], o.name); });
    }
    return c;
  }

  // A row of cards; a card attached to a unit there (716-719) is drawn inside that unit's card.
  function cardRow(objs, ctx) {
    const row = el("div", "row");
    const here = new Set(objs.filter((o) => o && !o.hidden).map((o) => o.id));
    const riders = {};
    for (const o of objs) if (o && o.attached_to !== undefined && here.has(o.attached_to)) (riders[o.attached_to] ||= []).push(o);
    for (const o of objs) {
      if (o && o.attached_to !== undefined && here.has(o.attached_to)) continue;
      const c = cardEl(o, ctx);
      const eq = o && riders[o.id];
      if (eq) {
        const box = el("div", "attachments");
        box.appendChild(el("div", "", "equipped:"));
        for (const a of eq) { const ac = cardEl(a, ctx); ac.classList.add("attached"); box.appendChild(ac); }
        c.appendChild(box);
      }
      row.appendChild(c);
    }
    return row;
  }

  function zone(title, objs, ctx) {
    const s = el("div");
    s.appendChild(el("div", "", `${title} (${objs.length})`));
    s.appendChild(cardRow(objs, ctx));
    return s;
  }

  // Where an answer is a place rather than a card (a base, a player): highlight it with a button.
  function offer(box, options, label, ctx) {
    if (!ctx || !options) return;
    box.classList.add("choosable");
    const b = el("button", "place", label);
    b.addEventListener("click", () => ctx.pick(options, label));
    box.appendChild(b);
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
    if (ctx) offer(h, ctx.at.player[p.player], `choose P${p.player}`, ctx);
    const info = el("div");
    const pts = el("span", "tag", `${p.points} / ${obs.victory_score} points`);
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
    const base = zone("Base (units, gear, runes)", p.base, ctx);
    base.dataset.base = p.player;
    if (ctx) offer(base, ctx.at.base[p.player], `P${p.player}'s base`, ctx);
    s.appendChild(base);
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
      const ctl = el("div", "", b.controller >= 0 ? `controlled by P${b.controller}` : "uncontrolled");
      if (b.contested_by >= 0) {  // 187.3
        d.classList.add("contested");
        d.dataset.contestedBy = b.contested_by;
        ctl.appendChild(el("span", "tag warn contested-mark", `Contested by P${b.contested_by}`));
      }
      d.appendChild(ctl);
      const row = cardRow([b.battlefield, ...b.units, ...b.facedown], ctx);
      d.appendChild(row);
      offer(d, ctx && ctx.at.battlefield[i], `choose ${b.battlefield.name}`, ctx);
      bfs.appendChild(d);
    });
    const chain = $("chain");
    chain.innerHTML = "";
    if (!obs.chain.length) chain.textContent = "empty";
    obs.chain.forEach((it, i) => {
      const tg = it.targets.flat().map((x) => ("object" in x ? `#${x.object}` : "chain_item" in x ? `chain item ${x.chain_item}` : "player" in x ? `P${x.player}` : "facedown" in x ? "a facedown card" : "gone"));
      const d = el("div", "", `${i + 1}. ${it.name} (${it.kind}, P${it.controller})` +
        (tg.length ? ` → ${tg.join(", ")}` : "") + (it.finalized ? "" : " — being played"));
      d.dataset.uid = it.uid;
      offer(d, ctx && ctx.at.chain[it.uid], `choose ${it.name}`, ctx);
      chain.appendChild(d);
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
  // A delta message's "patch": the top-level keys that changed; players and battlefields as
  // {index: {key: value}} of the keys that changed in each entry (views.patch on the server).
  function applyPatch(old, patch) {
    const obs = { ...old };
    for (const [k, v] of Object.entries(patch)) {
      if ((k === "players" || k === "battlefields") && v && !Array.isArray(v)) {
        obs[k] = [...old[k]];
        for (const [i, x] of Object.entries(v)) obs[k][Number(i)] = { ...old[k][Number(i)], ...x };
      } else obs[k] = v;
    }
    return obs;
  }

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

    // The options by the place on the board the server gives each ("at"): a card, a
    // battlefield, a base, a chain item or a player; clicking there answers.
    function placesOf(dec) {
      const at = { object: {}, battlefield: {}, base: {}, chain: {}, player: {} };
      if (dec) for (const o of dec.options) for (const [k, v] of Object.entries(o.at || {})) (at[k][v] ||= []).push(o);
      return at;
    }

    function promptOf(dec, obs) {
      let text = PROMPTS[dec.kind] || `Decide: ${dec.kind}`;
      if (ABOUT_ITEM.includes(dec.kind)) {
        const it = obs.chain.find((x) => x.uid === dec.data[0]);
        if (it) text += ` (for ${it.name})`;
      }
      if (dec.kind === "target" && dec.data.length > 1) text += `, target ${dec.data[1] + 1}`;
      if (dec.kind === "discard" || dec.kind === "split") text += ` (${dec.data[0]} left)`;
      if (dec.kind === "burnout") text += ` (${dec.data[0]})`;
      if (dec.kind === "priority" && dec.options.some((o) => o.action.kind === "invite")) text += "; or invite your teammate to act (2v2)";
      if (dec.kind === "priority" && obs.turn_player !== obs.viewer && !obs.chain.length && obs.state === "Neutral Open")
        text = "Your teammate invited you to act: play a card, or pass to decline";
      return text;
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
        const pr = el("div", "prompt", promptOf(dec, st.observation));
        pr.dataset.kind = dec.kind;
        box.appendChild(pr);
        box.appendChild(el("div", "", "Click a highlighted card or place, or an answer:"));
        for (const o of dec.options) {
          const b = el("button", "", PLAIN[o.action.kind] || o.text);
          b.title = o.text;
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
      const ctx = {
        at: placesOf(st.decision),
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
      // delta=1: after the first whole observation, the server sends only what changed
      ws = new WebSocket(`${proto}://${location.host}/ws/${gameId}?delta=1` +
        (secret ? `&secret=${encodeURIComponent(secret)}` : ""));
      ws.onmessage = async (ev) => {
        const m = JSON.parse(ev.data);
        if (m.type === "state") {
          if (m.patch) m.observation = applyPatch(st.observation, m.patch);
          if (!m.table) m.table = { ...st.table, actions: m.seq };  // a delta leaves out an unchanged table
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
      drawBoard({ observation: f.observation, table: data.table, presence: null }, null);
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
