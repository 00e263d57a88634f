"""How a judge's phone reaches the server: the addresses to open, and a QR code of the first
one printed in the terminal, so the phone's camera opens it."""
from __future__ import annotations

import io
import ipaddress

ANY = ("0.0.0.0", "::", "")


def lan_addresses(adapters=None) -> list[str]:
    """This machine's IPv4 addresses that another device on the network could open: no
    loopback, no link-local; private (home, venue Wi-Fi) addresses first. `adapters` are
    ifaddr adapters (the machine's own when not given)."""
    if adapters is None:
        import ifaddr

        adapters = ifaddr.get_adapters()
    found = []
    for adapter in adapters:
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):  # IPv6 entries are tuples in ifaddr
                continue
            try:
                address = ipaddress.IPv4Address(ip.ip)
            except ValueError:
                continue
            if address.is_loopback or address.is_link_local or address.is_unspecified:
                continue
            found.append(address)
    return [str(a) for a in sorted(set(found), key=lambda a: (not a.is_private, a))]


def qr_text(url: str) -> str:
    """A QR code of `url` drawn with block characters, for a terminal."""
    import segno

    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def banner(host: str, port: int, adapters=None) -> str:
    """What `judge serve` prints: the address(es) to open and, listening on every interface, a
    QR code of the first LAN address."""
    if host in ANY:
        addresses = lan_addresses(adapters)
        if not addresses:
            return (f"judge: listening on every interface, port {port}, but this machine has no network "
                    f"address another device can reach; on this machine: http://127.0.0.1:{port}/")
        urls = [f"http://{a}:{port}/" for a in addresses]
        lines = ["judge: open this on a phone on the same network (anyone on it can use judge):"]
        lines += [f"  {u}" for u in urls]
        return "\n".join(lines) + "\n" + qr_text(urls[0])
    shown = f"[{host}]" if ":" in host else host
    line = f"judge: open http://{shown}:{port}/"
    try:
        if ipaddress.ip_address(host).is_loopback:
            line += " on this machine (for a phone on the same network: judge serve --host 0.0.0.0)"
    except ValueError:
        pass  # a host name
    return line
