package indigo

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/gorilla/websocket"
)

// relay service (cmd/relay)

// ServiceConfig configures the relay HTTP service.
type ServiceConfig struct {
	SiblingRelayHosts  []string
	AdminPasswords     []string
	AllowInsecureHosts bool
}

// Service is the relay HTTP service.
type Service struct {
	config ServiceConfig
}

// Forwards an admin request on to sibling relays.
func (s *Service) ForwardSiblingRequest(c *EchoContext, body []byte) {
	req := c.Request()
	for _, rawHost := range s.config.SiblingRelayHosts {
		hostname, noSSL, err := ParseHostname(rawHost)
		if err != nil {
			return
		}
		u := req.URL
		// Source: github.com/bluesky-social/indigo/cmd/relay/forward.go:49 (hostform: the Host field is set to a hostname ParseHostname validated as a DNS name or localhost:port, nothing wrong in its form; fine by the check's definition)
		u.Host = hostname // lookalike
		if noSSL {
			u.Scheme = "http"
		} else {
			u.Scheme = "https"
		}
		var b io.Reader
		if body != nil {
			b = bytes.NewBuffer(body)
		}
		upstreamReq, err := http.NewRequest(req.Method, u.String(), b)
		if err != nil {
			continue
		}
		if resp, err := http.DefaultClient.Do(upstreamReq); err == nil {
			resp.Body.Close()
		}
	}
}

func (s *Service) forwardAccountLimitAlertSent(ctx context.Context, body []byte) {
	authHeader := "Basic " + base64.StdEncoding.EncodeToString([]byte("admin:"+s.config.AdminPasswords[0]))
	for _, rawHost := range s.config.SiblingRelayHosts {
		hostname, noSSL, err := ParseHostname(rawHost)
		if err != nil {
			return
		}
		scheme := "https"
		if noSSL {
			scheme = "http"
		}
		// Source: github.com/bluesky-social/indigo/cmd/relay/forward.go:119 (syntax: a template filled with a scheme and a validated sibling hostname, a valid URL once filled; by the rule that a template is judged as the URI it becomes when filled)
		u := fmt.Sprintf("%s://%s/admin/alerts/accountLimitSent", scheme, hostname) // lookalike
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, u, bytes.NewReader(body))
		if err != nil {
			continue
		}
		req.Header.Set("Authorization", authHeader)
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
		}
	}
}

// HostChecker checks that a host URL serves atproto.
type HostChecker interface {
	CheckHost(ctx context.Context, hostURL string) error
}

func (s *Service) handleAdminRequestCrawl(ctx context.Context, checker HostChecker, rawHostname string, admin bool) error {
	hostname, noSSL, err := ParseHostname(rawHostname)
	if err != nil {
		return fmt.Errorf("hostname field empty or invalid: %s", rawHostname)
	}
	if noSSL && !s.config.AllowInsecureHosts && !admin {
		return fmt.Errorf("this relay requires host SSL")
	}
	if strings.HasPrefix(hostname, "localhost:") && !admin {
		return fmt.Errorf("can not configure localhost via public endpoint")
	}
	// Source: github.com/bluesky-social/indigo/cmd/relay/handlers.go:52 (sink: scheme plus a hostname validated by ParseHostname, a full URL for the host checker; fine by the check's definition)
	hostURL := "https://" + hostname // lookalike
	if noSSL {
		// Source: github.com/bluesky-social/indigo/cmd/relay/handlers.go:54 (plainhttp: plain http only for hosts given as http, which a public request may do only for localhost by admin or when the operator set AllowInsecureHosts, an explicit opt-in; fine by the check's definition)
		hostURL = "http://" + hostname // lookalike
	}
	return checker.CheckHost(ctx, hostURL)
}

// Source: github.com/bluesky-social/indigo/cmd/relay/handlers.go:255 (syntax: a home page banner with bracketed links between words, prose by rule 4)
var homeMessage string = "\nThis is an atproto [https://atproto.com] relay instance, running the 'relay' codebase [https://github.com/bluesky-social/indigo]\n\nThe firehose WebSocket path is at:  /xrpc/com.atproto.sync.subscribeRepos\n" // lookalike

func (svc *Service) HandleHomeMessage(c *EchoContext) error {
	return c.String(http.StatusOK, homeMessage)
}

var relayServeFlags = []StringFlag{
	{
		Name: "sibling-relays",
		// Source: github.com/bluesky-social/indigo/cmd/relay/main.go:149 (syntax: usage text with an example URL in parentheses between words, prose by rule 4)
		Usage: "servers (eg https://example.com) to forward admin state changes to; multiple allowed", // lookalike
	},
}

func safeDatabaseURLForLog(dburl string) string {
	// Source: github.com/bluesky-social/indigo/cmd/relay/main.go:248 (sink: a bare scheme only tested as a prefix of the database URL, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	if strings.HasPrefix(dburl, "sqlite://") || strings.HasPrefix(dburl, "sqlite=") { // lookalike
		return dburl
	}
	if strings.HasPrefix(dburl, "postgres=") {
		return "postgres=<redacted>"
	}
	u, err := url.Parse(dburl)
	if err != nil || u.Scheme == "" {
		return "<redacted>"
	}
	if u.User != nil {
		username := u.User.Username()
		if username == "" {
			// Source: github.com/bluesky-social/indigo/cmd/relay/main.go:262 (credentials: the password given to url.UserPassword is the mask xxxxx that replaces the real one for logging, rule 3)
			u.User = url.UserPassword("xxxxx", "xxxxx") // lookalike
		} else {
			// Source: github.com/bluesky-social/indigo/cmd/relay/main.go:264 (credentials: the password is the mask xxxxx written over the real one before logging, rule 3)
			u.User = url.UserPassword(username, "xxxxx") // lookalike
		}
	}
	if u.RawQuery != "" {
		q := u.Query()
		for k := range q {
			lowerKey := strings.ToLower(k)
			if strings.Contains(lowerKey, "pass") || strings.Contains(lowerKey, "token") || strings.Contains(lowerKey, "secret") {
				q.Set(k, "xxxxx")
			}
		}
		// Source: github.com/bluesky-social/indigo/cmd/relay/main.go:275 (escaper: the redacted query is re-encoded with url.Values.Encode; fine by the check's definition)
		u.RawQuery = q.Encode() // lookalike
	}
	return u.String()
}

// startWithListener serves the admin routes, which need basic auth.
func (s *Service) startWithListener(li net.Listener) error {
	mux := http.NewServeMux()
	mux.HandleFunc("/admin/", func(w http.ResponseWriter, r *http.Request) {
		_, pass, ok := r.BasicAuth()
		for _, p := range s.config.AdminPasswords {
			if ok && pass == p {
				w.WriteHeader(http.StatusOK)
				return
			}
		}
		w.Header().Set("WWW-Authenticate", "Basic")
		w.WriteHeader(http.StatusUnauthorized)
	})
	return http.Serve(li, mux)
}

// pull-hosts: adds public hosts listed by another relay.
func pullHosts(ctx context.Context, checker HostChecker, hostnames []string) error {
	for _, raw := range hostnames {
		hostname, noSSL, err := ParseHostname(raw)
		if err != nil {
			return fmt.Errorf("%w: %s", err, raw)
		}
		if noSSL {
			// skip "localhost" and non-SSL hosts (this is for public PDS instances)
			continue
		}
		// Source: github.com/bluesky-social/indigo/cmd/relay/pull.go:136 (sink: scheme plus a validated SSL hostname, a full URL for the host checker; fine by the check's definition)
		if err := checker.CheckHost(ctx, "https://"+hostname); err != nil { // lookalike
			continue
		}
	}
	return nil
}

// Slurper keeps subscriptions to upstream hosts.
type Slurper struct {
	UserAgent string
}

func (s *Slurper) subscribeWithRedialer(ctx context.Context, host *Host) error {
	d := websocket.Dialer{}
	cursor := host.LastSeq
	u := host.SubscribeReposURL()
	if cursor > 0 {
		// Source: github.com/bluesky-social/indigo/cmd/relay/relay/slurper.go:322 (escaper: the query holds only an integer cursor; fine by the check's definition)
		u = fmt.Sprintf("%s?cursor=%d", u, cursor) // lookalike
	}
	hdr := make(http.Header)
	hdr.Add("User-Agent", s.UserAgent)
	conn, _, err := d.DialContext(ctx, u, hdr)
	if err != nil {
		return err
	}
	return conn.Close()
}

// does a simple HTTP redirect to getRepo on the account's PDS.
func (s *Service) HandleComAtprotoSyncGetRepo(ctx context.Context, c *EchoContext, dir Directory) error {
	did, err := ParseDID(c.QueryParam("did"))
	if err != nil {
		return fmt.Errorf("missing or invalid DID parameter: %w", err)
	}
	ident, err := dir.LookupDID(ctx, did)
	if err != nil {
		return err
	}
	pdsHost, _, err := ParseHostname(ident.PDSEndpoint())
	if err != nil {
		return fmt.Errorf("DID document has no valid atproto PDS endpoint")
	}
	u := c.Request().URL
	// Source: github.com/bluesky-social/indigo/cmd/relay/stubs.go:153 (hostform: the redirect's Host is a hostname ParseHostname validated, nothing wrong in its form; fine by the check's definition)
	u.Host = pdsHost // lookalike
	// require SSL for redirect
	u.Scheme = "https"
	return c.Redirect(http.StatusFound, u.String())
}
