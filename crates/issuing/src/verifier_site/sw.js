// The verifier page's service worker: keeps the page's files on the phone
// so it checks tags without network. Installing stores every file; the
// page's own files then come from that store (a new version of them comes
// with a new version of this file, whose name for the store changes);
// keys.json, the keys and revocation list, is asked of the network first,
// for at most NETWORK_WAIT_MS, and the stored copy answers when there is no
// answer. Only this site's own files are touched; nothing is sent anywhere.
"use strict";
const STORE = "armoury-verifier-__VERSION__";
const FILES = ["./", "index.html", "style.css", "ed25519.js", "words.js", "verifier.js", "keys.json"];
const NETWORK_WAIT_MS = 4000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(STORE)
      .then((store) => store.addAll(FILES.map((file) => new Request(file, { cache: "reload" }))))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("armoury-verifier-") && name !== STORE)
            .map((name) => caches.delete(name))
        )
      )
      .then(() => self.clients.claim())
  );
});

function fromNetwork(request) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), NETWORK_WAIT_MS);
  return fetch(request, { signal: abort.signal }).finally(() => clearTimeout(timer));
}

async function keysFirstFromNetwork(request) {
  const store = await caches.open(STORE);
  try {
    const response = await fromNetwork(request);
    if (response.ok) {
      await store.put("keys.json", response.clone());
      return response;
    }
  } catch (_) {
    // No network, or no answer in time: the stored copy answers.
  }
  return (await store.match("keys.json")) || Response.error();
}

async function storedFirst(request) {
  const stored = await caches.match(request, { ignoreSearch: true });
  return stored || fromNetwork(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  if (request.method !== "GET" || url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) {
    return;
  }
  if (url.pathname === `${scope.pathname}keys.json`) {
    event.respondWith(keysFirstFromNetwork(request));
  } else {
    event.respondWith(storedFirst(request));
  }
});
