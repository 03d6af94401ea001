/**
 * A throwaway key and certificate for 127.0.0.1, so the bench can serve the
 * build over HTTP/2 (browsers speak HTTP/2 only over TLS), made with the
 * selfsigned library each time the bench runs; the browser is told to accept
 * it (ignoreHTTPSErrors), nothing is written to disk.
 */
import { generate } from 'selfsigned';

export async function throwawayCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], { keySize: 2048, algorithm: 'sha256' });
  return { key: pems.private, cert: pems.cert };
}
