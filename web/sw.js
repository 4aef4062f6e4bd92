// The service worker: on the first visit it caches every file of the app
// (the list and the version are written in by scripts/build-web.sh), then
// serves them from the cache, so the app works with the network off. A
// new build has a new version: it installs in the background and takes
// over on the next visit (no skipWaiting), never in the middle of a game.
const VERSION = "@VERSION@";
const FILES = @FILES@;
const CACHE = `rulecard-${VERSION}`;

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(caches.keys().then((keys) =>
    Promise.all(keys.filter((k) => k.startsWith("rulecard-") && k !== CACHE).map((k) => caches.delete(k)))));
});

self.addEventListener("fetch", (e) => {
  if (e.request.method !== "GET") return;
  e.respondWith(caches.open(CACHE).then((c) =>
    c.match(e.request, { ignoreSearch: true }).then((hit) => hit || fetch(e.request))));
});
