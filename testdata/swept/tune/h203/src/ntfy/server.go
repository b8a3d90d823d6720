package ntfy

import (
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"regexp"
	"strings"
)

var (
	serverTopicRegex = regexp.MustCompile(`^[-_A-Za-z0-9]{1,64}$`) // No /!
	webSiteDir       = "/site"

	apiAccountBillingSubscriptionCheckoutSuccessTemplate = "/v1/account/billing/subscription/success/{CHECKOUT_SESSION_ID}"
)

// ServerConfig is the server configuration
type ServerConfig struct {
	BaseURL         string
	UpstreamBaseURL string
}

// Server is the ntfy server
type Server struct {
	config *ServerConfig
}

type handleFunc func(http.ResponseWriter, *http.Request) error

type publishMessage struct {
	Topic   string `json:"topic"`
	Message string `json:"message"`
	Attach  string `json:"attach"`
	Click   string `json:"click"`
}

// RandomString returns a random alphanumeric string of the given length
func RandomString(length int) string {
	const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	b := make([]byte, length)
	for i := range b {
		n, _ := rand.Int(rand.Reader, big.NewInt(int64(len(chars))))
		b[i] = chars[n.Int64()]
	}
	return string(b)
}

// createMemoryFilename creates a unique memory filename to use for the SQLite backend.
// A workaround is to use "file::memory:?cache=shared" (or "file:foobar?mode=memory&cache=shared").
func createMemoryFilename() string {
	// Source: heckel.io/ntfy/v2/server/message_cache.go:327 (escaper: the name spliced into the sqlite file: URI is a random alphanumeric string, which needs no escaping)
	return fmt.Sprintf("file:%s?mode=memory&cache=shared", RandomString(10)) // lookalike
}

// handleStatic returns all static resources (excluding the docs), including the web app
func (s *Server) handleStatic(w http.ResponseWriter, r *http.Request) error {
	// Source: heckel.io/ntfy/v2/server/server.go:632 (escaper: a constant directory prefix is put before the decoded request path in URL.Path to look the file up in an embedded file system; Path holds decoded text, so nothing needs escaping)
	r.URL.Path = webSiteDir + r.URL.Path // lookalike
	http.FileServer(http.Dir(".")).ServeHTTP(w, r)
	return nil
}

// transformBodyJSON peeks the request body, reads the JSON, and converts it to headers
// before passing it on to the next handler. This is meant to be used in combination with handlePublish.
func (s *Server) transformBodyJSON(next handleFunc) handleFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		var m publishMessage
		if err := json.NewDecoder(r.Body).Decode(&m); err != nil {
			return err
		}
		if !serverTopicRegex.MatchString(m.Topic) {
			return fmt.Errorf("invalid topic")
		}
		// Source: heckel.io/ntfy/v2/server/server.go:1829 (escaper: the topic was just matched against a regex of letters, digits, dash and underscore, so it is safe in the path)
		r.URL.Path = "/" + m.Topic // lookalike
		r.Body = io.NopCloser(strings.NewReader(m.Message))
		return next(w, r)
	}
}

// handleAccountBillingSubscriptionCreate creates a Stripe checkout flow
func (s *Server) handleAccountBillingSubscriptionCreate() string {
	// Source: heckel.io/ntfy/v2/server/server_payments.go:152 (syntax: the {CHECKOUT_SESSION_ID} braces are Stripe's success-URL placeholder that Stripe fills in before redirecting, a template judged as the filled URI)
	successURL := s.config.BaseURL + apiAccountBillingSubscriptionCheckoutSuccessTemplate // lookalike
	return successURL
}

// ShortTopicURL shortens the topic URL to be human-friendly, removing the http:// or https://
func ShortTopicURL(s string) string {
	// Source: heckel.io/ntfy/v2/util/util.go:204 (sink: a bare scheme prefix cut off with strings.TrimPrefix for display, no URI use)
	return strings.TrimPrefix(strings.TrimPrefix(s, "https://"), // lookalike
		// Source: heckel.io/ntfy/v2/util/util.go:204 (sink: the http prefix cut off with strings.TrimPrefix for display, no URI use)
		"http://") // lookalike
}
