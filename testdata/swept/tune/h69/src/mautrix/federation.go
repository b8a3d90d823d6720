package mautrix

import (
	"context"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// RequestParams describes a federation request.
type RequestParams struct {
	Method     string
	ServerName string
	Path       []string
	Query      url.Values
}

func compileRequest(ctx context.Context, params RequestParams) (*http.Request, error) {
	// Source: maunium.net/go/mautrix/federation/client.go:567 (sink: the matrix-federation scheme is resolved by the client's own ServerResolvingTransport before any fetch)
	reqURL := BuildURL(&url.URL{Scheme: "matrix-federation", Host: params.ServerName}, params.Path...) // lookalike
	// Source: maunium.net/go/mautrix/federation/client.go:571 (escaper: the query is encoded with url.Values.Encode)
	reqURL.RawQuery = params.Query.Encode() // lookalike
	return http.NewRequestWithContext(ctx, params.Method, reqURL.String(), nil)
}

func srvTargets(records []*net.SRV) []string {
	out := make([]string, len(records))
	for i, record := range records {
		// Source: maunium.net/go/mautrix/federation/resolution.go:108 (hostjoin: host and port are joined with net.JoinHostPort, and the DNS root dot is trimmed first)
		out[i] = net.JoinHostPort(strings.TrimRight(record.Target, "."), strconv.Itoa(int(record.Port))) // lookalike
	}
	return out
}
