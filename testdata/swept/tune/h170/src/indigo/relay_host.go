package indigo

import (
	"fmt"
	"net/url"
	"strings"
)

// parses, normalizes, and validates a raw URL (HTTP or WebSocket) in to a hostname for subscriptions
//
// Hostnames must be DNS names, not IP addresses.
func ParseHostname(raw string) (hostname string, noSSL bool, err error) {
	// handle case of bare hostname
	if !strings.Contains(raw, "://") {
		if strings.HasPrefix(raw, "localhost:") {
			// Source: github.com/bluesky-social/indigo/cmd/relay/relay/host.go:148 (plainhttp: plain http is added only to a bare localhost:port, which is no public host; fine by the check's definition)
			raw = "http://" + raw // lookalike
		} else {
			// Source: github.com/bluesky-social/indigo/cmd/relay/relay/host.go:150 (sink: a scheme is added to a bare hostname so that url.Parse reads it as a host, inside the hostname parser itself; fine by the check's definition)
			raw = "https://" + raw // lookalike
		}
	}

	u, err := url.Parse(raw)
	if err != nil {
		return "", false, fmt.Errorf("not a valid host URL: %w", err)
	}
	switch u.Scheme {
	case "https", "wss":
	case "http", "ws":
		noSSL = true
	default:
		return "", false, fmt.Errorf("unsupported URL scheme: %s", u.Scheme)
	}
	// 'localhost' (exact string) is allowed *with* a required port number; SSL is optional
	if u.Hostname() == "localhost" {
		if u.Port() == "" || !strings.HasPrefix(u.Host, "localhost:") {
			return "", false, fmt.Errorf("port number is required for localhost")
		}
		return u.Host, noSSL, nil
	}
	if u.Port() != "" {
		return "", false, fmt.Errorf("port number not allowed for non-local names")
	}
	// check it is a real hostname (eg, not IP address or single-word alias)
	h, err := ParseHandle(u.Host)
	if err != nil {
		return "", false, fmt.Errorf("not a public hostname")
	}
	return h.Normalize().String(), noSSL, nil
}

// Host is a PDS or relay the relay subscribes to (cmd/relay/relay/models).
type Host struct {
	Hostname string
	NoSSL    bool
	LastSeq  int64
}

// returns base HTTP URL for the host: scheme, hostname, optional port, no path segment
func (h *Host) BaseURL() string {
	scheme := "https"
	if h.NoSSL {
		scheme = "http"
	}
	// Source: github.com/bluesky-social/indigo/cmd/relay/relay/models/methods.go:13 (syntax: a template filled with a scheme and a hostname from ParseHostname, a valid base URL once filled; by the rule that a template is judged as the URI it becomes when filled)
	return fmt.Sprintf("%s://%s", scheme, h.Hostname) // lookalike
}

// returns websocket URL for the host: scheme, hostname, optional port, and path.
func (h *Host) SubscribeReposURL() string {
	scheme := "wss"
	if h.NoSSL {
		scheme = "ws"
	}
	// Source: github.com/bluesky-social/indigo/cmd/relay/relay/models/methods.go:22 (syntax: the same template with the websocket scheme and path, valid once filled; by the rule that a template is judged as the URI it becomes when filled)
	return fmt.Sprintf("%s://%s/xrpc/com.atproto.sync.subscribeRepos", scheme, h.Hostname) // lookalike
}
