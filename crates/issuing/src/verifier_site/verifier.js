// The offline verifier page: checks the ARM2 code in the address's
// fragment (https://…/#ARM2:…, which a phone's camera opens from a tag's
// QR code) against the event's public keys in keys.json, and shows the
// verdict in #verdict's data-verdict: genuine, forged, revoked or expired.
// The code never leaves the phone: the fragment is not sent to any server,
// and the page asks the server for nothing but its own files. The format
// is docs/tags.md's "The verification strings"; the checks mirror
// armoury_tags::offline::verify, in the same order.
"use strict";
(function (global) {
  const KEYS_WAIT_MS = 10000;
  const SIGNATURE_CHARS = 103;
  const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const COVERS = { T: "tag", L: "lammie", A: "armour card", F: "fail slip" };

  // The page's words (words.js, made from Armoury's Fluent files) in the
  // phone's language, else the event's, else English.
  const WORDS = global.ArmouryWords || {};
  let words = WORDS.en || {};
  let language = "en";
  function chooseWords(eventLanguage) {
    const wanted = [...(navigator.languages || [navigator.language || ""]), eventLanguage || "", "en"];
    const found = wanted.map((tag) => String(tag).toLowerCase().split(/[-_]/)[0]).find((tag) => WORDS[tag]);
    language = found || "en";
    words = WORDS[language] || {};
    document.documentElement.lang = language;
    for (const element of document.querySelectorAll("[data-words]")) {
      element.textContent = t(element.getAttribute("data-words"));
    }
  }
  // Message `id` with each {name} filled in from `values`.
  function t(id, values = {}) {
    const text = words[id] || (WORDS.en && WORDS.en[id]) || id;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  }
  // A YYYY-MM-DD date as the language writes it (12.07.2026 in Estonian).
  function day(iso) {
    const [y, m, d] = iso.split("-");
    return language === "et" && d ? `${d}.${m}.${y}` : iso;
  }
  // A decimal as the language writes it (a comma in Estonian).
  function decimal(text) {
    return language === "et" ? String(text).replace(".", ",") : String(text);
  }
  const $ = (id) => document.getElementById(id);

  // The ARM2 part of a scanned text: after the last '#', upper case.
  function codeOf(text) {
    let code = text.trim();
    const at = code.lastIndexOf("#");
    if (at >= 0) code = code.slice(at + 1);
    try {
      code = decodeURIComponent(code);
    } catch (_) {
      // Kept as it is: a stray '%' makes it malformed below.
    }
    return code.toUpperCase();
  }

  function base32Bytes(text) {
    if (text.length !== SIGNATURE_CHARS) return null;
    const out = new Uint8Array(64);
    let bits = 0;
    let value = 0;
    let at = 0;
    for (const c of text) {
      const digit = BASE32.indexOf(c);
      if (digit < 0) return null;
      value = ((value << 5) | digit) & 0xffff;
      bits += 5;
      if (bits >= 8) {
        bits -= 8;
        out[at++] = (value >> bits) & 0xff;
      }
    }
    // 515 bits carry 512: the 3 left over must be zero.
    return (value & ((1 << bits) - 1)) === 0 ? out : null;
  }

  // Why a text is not a code, in the page's words: an Error whose message
  // is the `ver-code-*` message `id` filled in from `values`, and whose
  // `id` names it (for a test, whatever the language).
  function notCode(id, values = {}) {
    const error = new Error(t(`ver-code-${id}`, values));
    error.id = id;
    return error;
  }

  // What a code claims, unchecked; throws notCode's Error saying what is wrong.
  function parse(code) {
    const last = code.lastIndexOf(":");
    if (last < 0) throw notCode("no-colon");
    const body = code.slice(0, last);
    const parts = body.split(":");
    if (parts.length !== 8) throw notCode("parts", { found: parts.length + 1 });
    const [prefix, letter, event, id, keyId, expires, item, owner] = parts;
    if (prefix !== "ARM2") throw notCode("prefix", { prefix });
    if (!(letter in COVERS)) throw notCode("kind", { kind: letter });
    if (!/^[A-Z0-9-]{1,16}$/.test(event)) throw notCode("event", { event });
    if (!/^[A-Z0-9.-]{1,24}$/.test(id)) throw notCode("id", { id });
    if (!/^(0|[1-9][0-9]{0,2})$/.test(keyId) || Number(keyId) > 255) {
      throw notCode("key", { key: keyId });
    }
    if (!/^([0-9]{8})?$/.test(expires)) throw notCode("expiry", { expiry: expires });
    if (!/^[A-Z0-9.+-]{0,20}$/.test(item)) throw notCode("item", { item });
    if (!/^[A-Z0-9.+-]{0,16}$/.test(owner)) throw notCode("owner", { owner });
    const signature = base32Bytes(code.slice(last + 1));
    if (signature === null) throw notCode("signature", { length: SIGNATURE_CHARS });
    return {
      covers: COVERS[letter],
      letter,
      event,
      id,
      keyId: Number(keyId),
      expires: expires ? `${expires.slice(0, 4)}-${expires.slice(4, 6)}-${expires.slice(6)}` : null,
      item: item.replace(/\+/g, " "),
      owner: owner.replace(/\+/g, " "),
      body: new TextEncoder().encode(body),
      signature,
    };
  }

  const hexBytes = (hex) => new Uint8Array(hex.match(/../g).map((pair) => parseInt(pair, 16)));

  // The key for WebCrypto's Ed25519, or null where the browser has none.
  async function webCryptoKey(publicKey) {
    try {
      return await global.crypto.subtle.importKey("raw", publicKey, { name: "Ed25519" }, false, ["verify"]);
    } catch (_) {
      return null;
    }
  }

  // Whether the signature holds: by WebCrypto where the browser has
  // Ed25519 (engine "webcrypto" insists on it), else by the page's own
  // verifier (engine "js" always uses it).
  async function signatureHolds(publicKey, signature, message, engine) {
    if (engine !== "js") {
      const key = await webCryptoKey(publicKey);
      if (key !== null) {
        const holds = await global.crypto.subtle.verify("Ed25519", key, signature, message);
        return { holds, engine: "WebCrypto" };
      }
      if (engine === "webcrypto") throw new Error("this browser's WebCrypto has no Ed25519");
    }
    const holds = await global.ArmouryEd25519.verify(publicKey, signature, message);
    return { holds, engine: t("ver-own-engine") };
  }

  // The phone's own date, YYYY-MM-DD: a tag is valid through its last day.
  function today() {
    const now = new Date();
    const two = (n) => String(n).padStart(2, "0");
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  }

  // The verdict on `text` against the site's keys and revocation list:
  // { verdict, reason, code?, note?, engine?, ms? }.
  async function check(text, site, engine) {
    let code;
    try {
      code = parse(codeOf(text));
    } catch (error) {
      return { verdict: "forged", reason: t("ver-not-armoury", { message: error.message }) };
    }
    if (code.event !== site.event.code) {
      return {
        verdict: "forged",
        reason: t("ver-other-event", { event: code.event, site: site.event.code }),
        code,
      };
    }
    const key = site.keys.find((k) => k.id === code.keyId);
    if (!key) {
      return { verdict: "forged", reason: t("ver-no-key", { event: code.event, key: code.keyId }), code };
    }
    const started = performance.now();
    const { holds, engine: used } = await signatureHolds(hexBytes(key.public_key), code.signature, code.body, engine);
    const ms = performance.now() - started;
    const checked = { code, engine: used, ms };
    if (!holds) {
      return { ...checked, verdict: "forged", reason: t("ver-changed") };
    }
    if (code.expires && code.expires < today()) {
      return { ...checked, verdict: "expired", reason: t("ver-valid-until-was", { date: day(code.expires) }) };
    }
    const revoked = code.letter === "T" && site.revoked.find((r) => r.serial === code.id);
    if (revoked) {
      return {
        ...checked,
        verdict: "revoked",
        reason: t("ver-revoked-on", { date: day(revoked.revoked_at.slice(0, 10)), reason: revoked.reason }),
      };
    }
    const note = key.retired_at
      ? t("ver-retired-key", { key: key.id, date: day(key.retired_at.slice(0, 10)) })
      : null;
    return { ...checked, verdict: "genuine", reason: "", note };
  }

  const HEADLINES = {
    genuine: "ver-genuine",
    forged: "ver-forged",
    revoked: "ver-revoked",
    expired: "ver-expired",
  };

  function row(list, term, value) {
    if (!value) return;
    const dt = document.createElement("dt");
    dt.textContent = term;
    const dd = document.createElement("dd");
    dd.textContent = value;
    list.append(dt, dd);
  }

  function show(result) {
    const verdict = $("verdict");
    verdict.textContent = t(HEADLINES[result.verdict]);
    verdict.setAttribute("data-verdict", result.verdict);
    $("reason").textContent = result.reason;
    $("note").textContent = result.note || "";
    const details = $("details");
    details.replaceChildren();
    const code = result.code;
    $("claims").hidden = !(code && result.verdict === "forged");
    if (code) {
      row(details, t("ver-what"), `${t(`ver-covers-${code.letter}`)} ${code.id}`);
      row(details, t("ver-item"), code.item);
      row(details, t("ver-owner"), code.owner);
      row(details, t("ver-valid-until"), code.expires ? day(code.expires) : t("ver-no-end"));
    }
    $("timing").textContent = result.ms === undefined
      ? ""
      : t("ver-timing", { ms: decimal(result.ms.toFixed(1)), engine: result.engine });
    $("result").hidden = false;
    $("status").hidden = true;
  }

  function showListAge(site) {
    const written = new Date(site.written_at);
    const hours = Math.max(0, (Date.now() - written.getTime()) / 3600000);
    const age = hours < 1
      ? t("ver-age-fresh")
      : hours < 48
        ? t("ver-age-hours", { hours: Math.floor(hours) })
        : t("ver-age-days", { days: Math.floor(hours / 24) });
    const count = site.revoked.length === 1
      ? t("ver-one-revoked")
      : t("ver-many-revoked", { count: site.revoked.length });
    const time = `${day(site.written_at.slice(0, 10))} ${site.written_at.slice(11, 19)}`;
    $("list-age").textContent = t("ver-list", { time, age, count });
    $("list-age").classList.toggle("old", hours >= 24);
  }

  async function loadSite() {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), KEYS_WAIT_MS);
    try {
      const response = await fetch("keys.json", { signal: abort.signal, cache: "no-cache" });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      return await response.json();
    } finally {
      clearTimeout(timer);
    }
  }

  let site = null;
  async function checkFragment() {
    const text = global.location.hash.slice(1);
    if (!text || site === null) return;
    $("verdict").removeAttribute("data-verdict");
    show(await check(text, site));
  }

  async function start() {
    try {
      site = await loadSite();
    } catch (error) {
      $("status").textContent = t("ver-keys-failed", { error: error.message });
      return;
    }
    chooseWords(site.event.language);
    $("event").textContent = t("ver-event", { event: site.event.name });
    document.title = t("ver-event", { event: site.event.name });
    showListAge(site);
    global.addEventListener("hashchange", checkFragment);
    $("manual").addEventListener("submit", async (event) => {
      event.preventDefault();
      const typed = $("code").value;
      if (typed.trim()) show(await check(typed, site));
    });
    await checkFragment();
    document.body.setAttribute("data-ready", "yes");
  }

  function keepOffline() {
    const status = $("offline");
    if (!("serviceWorker" in navigator)) {
      status.textContent = t("ver-no-worker");
      return;
    }
    navigator.serviceWorker
      .register("sw.js", { updateViaCache: "none" })
      .then(() => navigator.serviceWorker.ready)
      .then(() => {
        status.textContent = t("ver-kept");
        document.body.setAttribute("data-offline", "ready");
      })
      .catch((error) => {
        status.textContent = t("ver-not-kept", { error: error.message });
      });
  }

  global.ArmouryVerifier = { check, codeOf, parse, get site() { return site; } };
  document.addEventListener("DOMContentLoaded", () => {
    chooseWords(null);
    keepOffline();
    start();
  });
})(self);
