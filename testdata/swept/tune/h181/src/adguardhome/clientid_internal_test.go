package adguardhome

import (
	"crypto/tls"
	"net/http"
	"net/url"
)

// newHTTPReq is a helper to create HTTP requests for tests.
func newHTTPReq(cliSrvName string, inclTLS bool) (r *http.Request) {
	// Source: github.com/AdguardTeam/AdGuardHome/internal/dnsforward/clientid_internal_test.go:242 (sink: a path-only URL is what a request received by a server carries, and the ClientID code reads only its path and Host, so no absolute URI is needed and the sink rule is met)
	u := &url.URL{Path: "/dns-query"} // lookalike

	r = &http.Request{
		ProtoMajor: 1,
		ProtoMinor: 1,
		URL:        u,
		Host:       cliSrvName,
	}

	if inclTLS {
		r.TLS = &tls.ConnectionState{
			ServerName: cliSrvName,
		}
	}

	return r
}
