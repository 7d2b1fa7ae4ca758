// Ed25519 signature verification (RFC 8032, section 5.1.7) for browsers
// whose WebCrypto has no Ed25519 yet (before Chrome 137, Safari 17,
// Firefox 129). It only verifies: public keys and signatures, no secret.
// Arithmetic on BigInt; SHA-512 from WebCrypto, which every browser that
// runs a service worker has. Cofactorless, comparing the recomputed R with
// the signature's bytes, as ed25519-dalek's verify does.
"use strict";
(function (global) {
  const P = 2n ** 255n - 19n;
  const L = 2n ** 252n + 27742317777372353535851937790883648493n;

  const mod = (a, m = P) => {
    const r = a % m;
    return r >= 0n ? r : r + m;
  };
  const pow = (base, exponent) => {
    let result = 1n;
    let b = mod(base);
    let e = exponent;
    while (e > 0n) {
      if (e & 1n) result = mod(result * b);
      b = mod(b * b);
      e >>= 1n;
    }
    return result;
  };
  const invert = (a) => pow(a, P - 2n);

  const D = mod(-121665n * invert(121666n));
  const SQRT_MINUS_ONE = pow(2n, (P - 1n) / 4n);

  // Little-endian bytes to a number, and back.
  const numberOf = (bytes) => {
    let n = 0n;
    for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]);
    return n;
  };
  const bytesOf = (n) => {
    const out = new Uint8Array(32);
    for (let i = 0; i < 32; i++) {
      out[i] = Number(n & 255n);
      n >>= 8n;
    }
    return out;
  };

  // x from y and x's sign bit (section 5.1.3); null when there is none.
  const recoverX = (y, sign) => {
    const u = mod(y * y - 1n);
    const v = mod(D * y * y + 1n);
    let x = mod(u * pow(v, 3n) * pow(u * pow(v, 7n), (P - 5n) / 8n));
    const vxx = mod(v * x * x);
    if (vxx === mod(-u)) x = mod(x * SQRT_MINUS_ONE);
    else if (vxx !== u) return null;
    if (x === 0n && sign === 1) return null;
    if (Number(x & 1n) !== sign) x = P - x;
    return x;
  };

  // Points in extended coordinates: x = X/Z, y = Y/Z, xy = T/Z.
  const point = (x, y) => ({ X: x, Y: y, Z: 1n, T: mod(x * y) });
  const ZERO = { X: 0n, Y: 1n, Z: 1n, T: 0n };
  const BASE_Y = mod(4n * invert(5n));
  const BASE = point(recoverX(BASE_Y, 0), BASE_Y);

  // Addition (section 5.1.4); the formula also doubles.
  const add = (p, q) => {
    const a = mod((p.Y - p.X) * (q.Y - q.X));
    const b = mod((p.Y + p.X) * (q.Y + q.X));
    const c = mod(2n * D * p.T * q.T);
    const d = mod(2n * p.Z * q.Z);
    const e = b - a;
    const f = d - c;
    const g = d + c;
    const h = b + a;
    return { X: mod(e * f), Y: mod(g * h), Z: mod(f * g), T: mod(e * h) };
  };
  const negate = (p) => ({ X: mod(-p.X), Y: p.Y, Z: p.Z, T: mod(-p.T) });
  const multiply = (p, scalar) => {
    let result = ZERO;
    for (let bit = 255n; bit >= 0n; bit--) {
      result = add(result, result);
      if ((scalar >> bit) & 1n) result = add(result, p);
    }
    return result;
  };
  const encode = (p) => {
    const zInverse = invert(p.Z);
    const x = mod(p.X * zInverse);
    const y = mod(p.Y * zInverse);
    return bytesOf(y | ((x & 1n) << 255n));
  };
  const decode = (bytes) => {
    const n = numberOf(bytes);
    const y = n & ((1n << 255n) - 1n);
    if (y >= P) return null;
    const x = recoverX(y, Number(n >> 255n));
    return x === null ? null : point(x, y);
  };

  const concat = (...parts) => {
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  };

  // Whether `signature` (64 bytes) is `publicKey`'s (32 bytes) signature
  // of `message`: resolves to true or false, never throws on bad input.
  async function verify(publicKey, signature, message) {
    if (publicKey.length !== 32 || signature.length !== 64) return false;
    const a = decode(publicKey);
    const r = signature.subarray(0, 32);
    const s = numberOf(signature.subarray(32));
    if (a === null || s >= L) return false;
    const digest = new Uint8Array(
      await global.crypto.subtle.digest("SHA-512", concat(r, publicKey, message))
    );
    const k = mod(numberOf(digest), L);
    // R' = [s]B - [k]A must encode to the signature's R.
    const recomputed = encode(add(multiply(BASE, s), multiply(negate(a), k)));
    return recomputed.every((byte, i) => byte === r[i]);
  }

  global.ArmouryEd25519 = { verify };
})(self);
