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

  // What a code claims, unchecked; throws an Error saying what is wrong.
  function parse(code) {
    const last = code.lastIndexOf(":");
    if (last < 0) throw new Error("it has no ':'");
    const body = code.slice(0, last);
    const parts = body.split(":");
    if (parts.length !== 8) {
      throw new Error(`expected 9 parts separated by ':', found ${parts.length + 1}`);
    }
    const [prefix, letter, event, id, keyId, expires, item, owner] = parts;
    if (prefix !== "ARM2") throw new Error(`it starts with ${prefix}, not ARM2`);
    if (!(letter in COVERS)) throw new Error(`kind ${letter} is not T, L, A or F`);
    if (!/^[A-Z0-9-]{1,16}$/.test(event)) throw new Error(`the event code ${event} is not valid`);
    if (!/^[A-Z0-9.-]{1,24}$/.test(id)) throw new Error(`the id ${id} is not valid`);
    if (!/^(0|[1-9][0-9]{0,2})$/.test(keyId) || Number(keyId) > 255) {
      throw new Error(`the key id must be a number from 0 to 255, found ${keyId}`);
    }
    if (!/^([0-9]{8})?$/.test(expires)) throw new Error(`the expiry ${expires} is not YYYYMMDD`);
    if (!/^[A-Z0-9.+-]{0,20}$/.test(item)) throw new Error(`the item ${item} is not valid`);
    if (!/^[A-Z0-9.+-]{0,16}$/.test(owner)) throw new Error(`the owner ${owner} is not valid`);
    const signature = base32Bytes(code.slice(last + 1));
    if (signature === null) {
      throw new Error(`the signature must be ${SIGNATURE_CHARS} characters of A-Z and 2-7`);
    }
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
    return { holds, engine: "the page's own verifier" };
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
      return { verdict: "forged", reason: `This is not an Armoury code: ${error.message}.` };
    }
    if (code.event !== site.event.code) {
      return {
        verdict: "forged",
        reason: `This code is from event ${code.event}, not ${site.event.code}: check it on that event's page.`,
        code,
      };
    }
    const key = site.keys.find((k) => k.id === code.keyId);
    if (!key) {
      return { verdict: "forged", reason: `Event ${code.event} has no key ${code.keyId}.`, code };
    }
    const started = performance.now();
    const { holds, engine: used } = await signatureHolds(hexBytes(key.public_key), code.signature, code.body, engine);
    const ms = performance.now() - started;
    const checked = { code, engine: used, ms };
    if (!holds) {
      return { ...checked, verdict: "forged", reason: "The code was changed, copied by hand or made up." };
    }
    if (code.expires && code.expires < today()) {
      return { ...checked, verdict: "expired", reason: `It was valid until ${code.expires}.` };
    }
    const revoked = code.letter === "T" && site.revoked.find((r) => r.serial === code.id);
    if (revoked) {
      return {
        ...checked,
        verdict: "revoked",
        reason: `Revoked on ${revoked.revoked_at.slice(0, 10)}: ${revoked.reason}`,
      };
    }
    const note = key.retired_at
      ? `Signed with key ${key.id}, retired on ${key.retired_at.slice(0, 10)} because it was lost: inspect the item again.`
      : null;
    return { ...checked, verdict: "genuine", reason: "", note };
  }

  const HEADLINES = {
    genuine: "GENUINE",
    forged: "NOT GENUINE",
    revoked: "REVOKED",
    expired: "EXPIRED",
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
    verdict.textContent = HEADLINES[result.verdict];
    verdict.setAttribute("data-verdict", result.verdict);
    $("reason").textContent = result.reason;
    $("note").textContent = result.note || "";
    const details = $("details");
    details.replaceChildren();
    const code = result.code;
    $("claims").hidden = !(code && result.verdict === "forged");
    if (code) {
      row(details, "What", `${code.covers} ${code.id}`);
      row(details, "Item", code.item);
      row(details, "Owner", code.owner);
      row(details, "Valid until", code.expires || "no end date");
    }
    $("timing").textContent = result.ms === undefined
      ? ""
      : `Checked in ${result.ms.toFixed(1)} ms by ${result.engine}, on this phone.`;
    $("result").hidden = false;
    $("status").hidden = true;
  }

  function showListAge(site) {
    const written = new Date(site.written_at);
    const hours = Math.max(0, (Date.now() - written.getTime()) / 3600000);
    const age = hours < 1 ? "less than an hour old" : hours < 48 ? `${Math.floor(hours)} hours old` : `${Math.floor(hours / 24)} days old`;
    const count = site.revoked.length === 1 ? "1 revoked tag" : `${site.revoked.length} revoked tags`;
    $("list-age").textContent = `Revocation list of ${site.written_at.replace("T", " ").replace("Z", " UTC")} (${age}, ${count}).`;
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
      $("status").textContent = `The event's keys could not be loaded (${error.message}): open this page once on a network.`;
      return;
    }
    $("event").textContent = `Tag check: ${site.event.name}`;
    document.title = `Tag check: ${site.event.name}`;
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
      status.textContent = "This browser cannot keep the page for use without network (it needs https).";
      return;
    }
    navigator.serviceWorker
      .register("sw.js", { updateViaCache: "none" })
      .then(() => navigator.serviceWorker.ready)
      .then(() => {
        status.textContent = "Kept on this phone: it checks tags without network.";
        document.body.setAttribute("data-offline", "ready");
      })
      .catch((error) => {
        status.textContent = `Not kept for use without network: ${error.message}`;
      });
  }

  global.ArmouryVerifier = { check, codeOf, parse, get site() { return site; } };
  document.addEventListener("DOMContentLoaded", () => {
    keepOffline();
    start();
  });
})(self);
