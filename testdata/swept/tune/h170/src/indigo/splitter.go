package indigo

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/gorilla/websocket"
)

// rainbow firehose fan-out (splitter)

type SplitterConfig struct {
	// UpstreamHost is a relay hostname or URL
	UpstreamHost      string
	CollectionDirHost string
	UserAgent         string
}

func (sc *SplitterConfig) UpstreamHostWebsocket() string {
	if !strings.Contains(sc.UpstreamHost, "://") {
		// Source: github.com/bluesky-social/indigo/splitter/splitter.go:62 (sink: the secure websocket scheme is added to a configured bare relay hostname, giving a full URL; fine by the check's definition)
		return "wss://" + sc.UpstreamHost // lookalike
	}
	u, err := url.Parse(sc.UpstreamHost)
	if err != nil {
		// this will cause an error downstream
		return ""
	}
	switch u.Scheme {
	case "http", "ws":
		// Source: github.com/bluesky-social/indigo/splitter/splitter.go:72 (plainhttp: plain ws only keeps the operator's own choice of a plain http or ws upstream, typically a local relay; fine by the check's definition)
		return "ws://" + u.Host // lookalike
	case "https", "wss":
		// Source: github.com/bluesky-social/indigo/splitter/splitter.go:74 (sink: scheme plus the host of the parsed upstream URL, a full URL; fine by the check's definition)
		return "wss://" + u.Host // lookalike
	default:
		// Source: github.com/bluesky-social/indigo/splitter/splitter.go:76 (sink: the secure default scheme plus the parsed host, a full URL; fine by the check's definition)
		return "wss://" + u.Host // lookalike
	}
}

func (sc *SplitterConfig) UpstreamHostHTTP() string {
	if !strings.Contains(sc.UpstreamHost, "://") {
		// Source: github.com/bluesky-social/indigo/splitter/splitter.go:83 (sink: https is added to a configured bare relay hostname, giving a full URL; fine by the check's definition)
		return "https://" + sc.UpstreamHost // lookalike
	}
	u, err := url.Parse(sc.UpstreamHost)
	if err != nil {
		// this will cause an error downstream
		return ""
	}
	switch u.Scheme {
	case "http", "ws":
		// Source: github.com/bluesky-social/indigo/splitter/splitter.go:93 (plainhttp: plain http mirrors an upstream the operator configured as http or ws, no public host is chosen here; fine by the check's definition)
		return "http://" + u.Host // lookalike
	case "https", "wss":
		// Source: github.com/bluesky-social/indigo/splitter/splitter.go:95 (sink: scheme plus the parsed upstream host, a full URL; fine by the check's definition)
		return "https://" + u.Host // lookalike
	default:
		// Source: github.com/bluesky-social/indigo/splitter/splitter.go:97 (sink: the secure default scheme plus the parsed host, a full URL; fine by the check's definition)
		return "https://" + u.Host // lookalike
	}
}

// Splitter fans one upstream firehose out to many consumers.
type Splitter struct {
	conf SplitterConfig
}

// Proxies a request to the single upstream (relay)
func (s *Splitter) ProxyRequestUpstream(c *EchoContext) error {
	u, err := url.Parse(s.conf.UpstreamHostHTTP())
	if err != nil {
		return err
	}
	return s.ProxyRequest(c, u.Host, u.Scheme)
}

func (s *Splitter) ProxyRequest(c *EchoContext, hostname, scheme string) error {
	req := c.Request()
	u := req.URL
	// Source: github.com/bluesky-social/indigo/splitter/handlers.go:113 (sink: the scheme comes from the parsed upstream URL, http or https, a scheme the HTTP client can use; fine by the check's definition)
	u.Scheme = scheme // lookalike
	// Source: github.com/bluesky-social/indigo/splitter/handlers.go:114 (baseslash: the proxied request keeps its own rooted XRPC path on the upstream host; the upstream is a host URL without a path of its own, so nothing is dropped; fine by the check's definition)
	u.Host = hostname // lookalike
	upstreamReq, err := http.NewRequest(req.Method, u.String(), req.Body)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(upstreamReq)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (s *Splitter) subscribeWithRedialer(ctx context.Context, cursor int64) error {
	d := websocket.Dialer{}

	upstreamUrl, err := url.Parse(s.conf.UpstreamHostWebsocket())
	if err != nil {
		return err
	}
	// Source: github.com/bluesky-social/indigo/splitter/splitter.go:361 (baseslash: JoinPath appends to the upstream URL's path, no reference resolution drops it; fine by the check's definition)
	upstreamUrl = upstreamUrl.JoinPath("/xrpc/com.atproto.sync.subscribeRepos") // lookalike

	var uurl string
	if cursor < 0 {
		upstreamUrl.RawQuery = ""
		uurl = upstreamUrl.String()
	} else {
		// Source: github.com/bluesky-social/indigo/splitter/splitter.go:380 (escaper: the query holds only an integer cursor; fine by the check's definition)
		upstreamUrl.RawQuery = fmt.Sprintf("cursor=%d", cursor) // lookalike
		uurl = upstreamUrl.String()
	}
	con, _, err := d.DialContext(ctx, uurl, http.Header{"User-Agent": []string{s.conf.UserAgent}})
	if err != nil {
		return err
	}
	return con.Close()
}

// Source: github.com/bluesky-social/indigo/splitter/handlers.go:26 (syntax: a home page banner with bracketed links between words, prose by rule 4)
var splitterHomeMessage string = "\nThis is an atproto [https://atproto.com] firehose fanout service, running the 'rainbow' codebase [https://github.com/bluesky-social/indigo]\n\nThe firehose WebSocket path is at:  /xrpc/com.atproto.sync.subscribeRepos\n" // lookalike

func (s *Splitter) HandleHomeMessage(c *EchoContext) error {
	return c.String(http.StatusOK, splitterHomeMessage)
}
