package anywhere

import (
	"errors"
	"fmt"
	"log"
	"net/http"
	"regexp"
	"strings"
)

// Source: github.com/caddyserver/caddy/modules/caddyhttp/app.go
// The prefix net/http's server puts on a recovered panic, matched in its
// error log: "http:" is the package name, not a scheme.
const serverPanicPrefix = "http: panic serving" // lookalike

// Source: github.com/go-git/go-git/internal/server/http/http.go
// An error in net/http's style, "package: message".
var errServerStarted = errors.New("http: server already started") // lookalike

// Source: github.com/influxdata/telegraf/plugins/inputs/cloudwatch_metric_streams/cloudwatch_metric_streams.go
// A JSON error body written to the client.
func tooLarge(w http.ResponseWriter) {
	_, _ = w.Write([]byte(`{"error":"http: request body too large"}`)) // lookalike
}

// Source: github.com/ory/hydra/oryx/proxy/proxy.go
// The error handler of a reverse proxy logs in net/http's style.
func proxyError(w http.ResponseWriter, r *http.Request, err error) {
	log.Printf("http: proxy error: %v", err) // lookalike
	w.WriteHeader(http.StatusBadGateway)
}

// Source: github.com/caddyserver/caddy/modules/caddyhttp/push/handler.go
// Resources to push must be local: absolute URLs are skipped by prefix.
func isRemoteResource(resource string) bool {
	return strings.HasPrefix(resource, "//") || // lookalike
		strings.HasPrefix(resource, "http://") || // lookalike
		strings.HasPrefix(resource, "https://") // lookalike
}

// Source: github.com/gohugoio/hugo/config/security/securityConfig.go
// The default allow and deny lists of URLs that templates may fetch:
// regular expressions, not URLs.
var defaultFetchPolicy = []string{
	`(?i)^https?://[a-z0-9]`,   // lookalike
	`! ^https?://\d+\.`,        // lookalike
	`! (?i)^https?://[^/?#]*@`, // lookalike
}

// Source: github.com/gofiber/fiber/client/hooks.go
// A check that a request URL already has a scheme.
var hasProtocol = regexp.MustCompile(`^https?://.*$`) // lookalike

// Source: github.com/caddyserver/caddy/modules/caddytls/acmeissuer.go
// The ACME account's contact: "mailto:" and the configured address.
func contacts(email string) []string {
	return []string{"mailto:" + email} // lookalike
}

// Source: github.com/minio/minio/internal/config/browser/browser.go
// The default Content-Security-Policy of the console: URLs inside a
// header value, separated by white space and ';'.
const consoleCSP = "default-src 'self' 'unsafe-eval' 'unsafe-inline'; script-src 'self' https://cdn.example.net;  connect-src 'self' https://cdn.example.net;" // lookalike

// Source: github.com/traefik/traefik/pkg/api/dashboard/dashboard.go
// A frame-src list with a wildcard host.
func setDashboardCSP(w http.ResponseWriter) {
	w.Header().Set("Content-Security-Policy", "frame-src 'self' https://docs.example.io https://*.docs.example.io;") // lookalike
}

// Source: github.com/ethereum/go-ethereum/params/config.go
// A start-up banner that mentions a URL in a sentence.
func forkBanner() string {
	banner := "Chain configuration:"
	banner += fmt.Sprintf("\nAll fork specifications can be found at https://specs.example.org/forks/\n") // lookalike
	return banner
}

// Source: github.com/gofiber/fiber/binder/cbor.go
// An error that points at the documentation.
var errCBORNotConfigured = errors.New("binder: must explicitly set up CBOR, please check docs: https://docs.example.dev/guide/formats#cbor") // lookalike

// Source: github.com/hashicorp/nomad/command/operator_debug.go
// A warning that ends in "See https://…".
func warnACL(warn func(string)) {
	warn("Agent host retrieval requires agent:read ACL or enable_debug=true.  See https://developer.example.com/api-docs/agent#host for more information.") // lookalike
}

// Source: github.com/oauth2-proxy/oauth2-proxy/pkg/app/pagewriter/sign_in_page.go
// An inline logo as a data: URI inside an HTML fragment.
func logoTag(format, b64 string) string {
	return fmt.Sprintf("<img src=\"data:image/%s;base64,%s\" alt=\"Logo\" />", format, b64) // lookalike
}
