// Package mcpsdk holds cases rewritten from github.com/modelcontextprotocol/go-sdk.
package mcpsdk

import (
	"context"
	"crypto/rand"
	"flag"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"sync/atomic"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var (
	host = flag.String("host", "localhost", "host to connect to/listen on")
	port = flag.Int("port", 8000, "port number to connect to/listen on")
	// Source: github.com/modelcontextprotocol/go-sdk/examples/http/main.go:22 (syntax: the scheme separator sits inside flag help text joined to prose, and prose is not a URI; hand-picked sample of 18 look-alikes from 102 candidates.)
	proto = flag.String("proto", "http", "if set, use as proto:// part of URL (ignored for server)") // lookalike
)

func runHTTPExample() {
	// Source: github.com/modelcontextprotocol/go-sdk/examples/http/main.go:54 (hostjoin: the host from the -host flag is joined to the port with a bare colon, so an IPv6 literal would come out without brackets.)
	runClient(fmt.Sprintf("%s://%s:%d", *proto, *host, *port)) // defect hostjoin
}

func runClient(endpoint string) {
	log.Printf("Connecting to MCP server at %s", endpoint)
	_ = &mcp.StreamableClientTransport{Endpoint: endpoint}
}

func childURLs(ports []string) ([]*url.URL, error) {
	urls := make([]*url.URL, len(ports))
	for i, p := range ports {
		// Source: github.com/modelcontextprotocol/go-sdk/examples/server/distributed/main.go:85 (hostjoin: the host joined to the child port is the constant localhost, surely no IPv6 literal; hand-picked sample of 18 look-alikes from 102 candidates.)
		childURL := fmt.Sprintf("http://localhost:%s", p) // lookalike
		u, err := url.Parse(childURL)
		if err != nil {
			return nil, err
		}
		urls[i] = u
	}
	return urls, nil
}

func servePprof(pprofAddr string) {
	if pprofAddr != "" {
		// Source: github.com/modelcontextprotocol/go-sdk/examples/server/everything/main.go:106 (syntax: the URL sits inside a log message joined to prose, and prose is not a URI; hand-picked sample of 18 look-alikes from 102 candidates.)
		log.Printf("pprof listening at http://%s/debug/pprof", pprofAddr) // lookalike
	}
}

func embeddedResourceURI(name string) string {
	// Source: github.com/modelcontextprotocol/go-sdk/examples/server/everything/main.go:177 (escaper: url.PathEscape percent-encodes the name in the data URI body, where a raw space or slash would not do; hand-picked sample of 18 look-alikes from 102 candidates.)
	return "data:text/plain,Hi%20" + url.PathEscape(name) // lookalike
}

var elicitations atomic.Int32

func elicitURLTool(ctx context.Context, ss *mcp.ServerSession) error {
	elicitID := fmt.Sprintf("%d", elicitations.Add(1))
	return ss.Elicit(ctx, &mcp.ElicitParams{
		Message: "submit a string",
		// Source: github.com/modelcontextprotocol/go-sdk/examples/server/everything/main.go:265 (escaper: the elicitation ID goes raw into the query, and whether an ID needs escaping is not known from the code; hand-picked sample of 18 look-alikes from 102 candidates.)
		URL:           fmt.Sprintf("http://localhost:6062?id=%s", elicitID), // lookalike
		ElicitationID: elicitID,
	})
}

// Source: github.com/modelcontextprotocol/go-sdk/examples/auth/enterprise/main.go:25 (syntax: the example issuer in the flag help is prose around a placeholder host, not a URI that is used; hand-picked sample of 18 look-alikes from 102 candidates.)
var idpIssuerURL = flag.String("idp_issuer", "https://your-idp.okta.com", "IdP issuer URL (e.g., https://your-company.okta.com)") // lookalike

func sseEndpoint(req *http.Request) (*url.URL, error) {
	sessionID := rand.Text()
	// Source: github.com/modelcontextprotocol/go-sdk/mcp/sse.go:283 (escaper: the random session ID goes raw into the query, and whether an ID needs escaping is not known from the code; hand-picked sample of 18 look-alikes from 102 candidates.)
	return req.URL.Parse("?sessionid=" + sessionID) // lookalike
}

func authorizeRedirect(w http.ResponseWriter, r *http.Request, redirectURI, issuer string) {
	code := rand.Text()
	state := r.URL.Query().Get("state")
	// Source: github.com/modelcontextprotocol/go-sdk/internal/oauthtest/fake_authorization_server.go:301 (escaper: the authorization code and state are tokens placed raw in the query, and whether a token needs escaping is not known from the code; hand-picked sample of 18 look-alikes from 102 candidates.)
	redirectURL := fmt.Sprintf("%s?code=%s&state=%s&iss=%s", redirectURI, code, state, url.QueryEscape(issuer)) // lookalike
	http.Redirect(w, r, redirectURL, http.StatusFound)
}
