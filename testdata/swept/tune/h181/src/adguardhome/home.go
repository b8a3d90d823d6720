package adguardhome

import (
	"context"
	"log/slog"
	"net/url"

	"github.com/AdguardTeam/golibs/netutil"
)

// permCheckHelp is printed when binding to privileged ports is not permitted.
//
// Source: github.com/AdguardTeam/AdGuardHome/internal/home/home.go:1145 (syntax: a wiki link at the end of multi-line help text printed to the user, prose by rule 4)
const permCheckHelp = `Permission check failed.

AdGuard Home is not allowed to bind to privileged ports (for instance, port 53).

You have two options:
1. Run AdGuard Home with root privileges.
2. On Linux you can grant the CAP_NET_BIND_SERVICE capability:
https://github.com/AdguardTeam/AdGuardHome/wiki/Getting-Started#running-without-superuser` // lookalike

// printWebAddrs prints addresses built from proto, addr, and an appropriate
// port.  l must not be nil.
func printWebAddrs(ctx context.Context, l *slog.Logger, proto, addr string, port uint16) {
	// Source: github.com/AdguardTeam/AdGuardHome/internal/home/home.go:1323 (hostjoin: host and port are joined with netutil.JoinHostPort, and the URL is only logged; by the closing rule a value only printed is no URI use)
	u := &url.URL{Scheme: proto, Host: netutil.JoinHostPort(addr, port)} // lookalike

	l.InfoContext(ctx, "serving", "url", u.String())
}
