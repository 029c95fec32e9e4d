/** Follows redirects like a browser would, keeping cookies per host, until `stop(url)` says so. */
export async function followRedirects(
  start: string,
  stop: (url: URL) => boolean,
  jar = new Map<string, Map<string, string>>(),
): Promise<{ url: URL; status: number; hops: URL[] }> {
  let url = new URL(start);
  const hops: URL[] = [];
  for (let i = 0; i < 20; i++) {
    hops.push(url);
    if (stop(url)) return { url, status: 0, hops };
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    const res = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
    jar.set(url.host, cookies);
    const location = res.headers.get("location");
    await res.arrayBuffer();
    if (!location || res.status < 300 || res.status >= 400)
      return { url, status: res.status, hops };
    url = new URL(location, url);
  }
  throw new Error(`too many redirects from ${start}`);
}
