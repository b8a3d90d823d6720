package okteto

import (
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// Handler mirrors pkg/cmd/login/browser.go.
type Handler struct {
	state   string
	baseURL string
	port    int
}

func (h *Handler) handle() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s := r.URL.Query().Get("state")
		if h.state != s {
			http.Error(w, "invalid request state", http.StatusBadRequest)
			return
		}
	})
}

// AuthorizationURL returns the authorization URL used for login
func (h *Handler) AuthorizationURL() (string, error) {
	// Source: github.com/okteto/okteto/pkg/cmd/login/browser.go:91 (escaper: the state is standard base64 with + / and = and is spliced raw into the callback query, so + comes back as a space and the state check fails; it needs url.QueryEscape or url.Values, by the escaper check)
	redirectURL := fmt.Sprintf("http://127.0.0.1:%d/authorization-code/callback?state=%s", h.port, h.state) // defect escaper
	params := url.Values{}
	params.Add("state", h.state)
	params.Add("redirect", redirectURL)

	authorizationURL, err := url.Parse(fmt.Sprintf("%s/auth/authorization-code", h.baseURL))
	if err != nil {
		return "", fmt.Errorf("failed to build authorizationURL: %w", err)
	}

	// Source: github.com/okteto/okteto/pkg/cmd/login/browser.go:101 (escaper: the query is built with url.Values and Encode, the right query escaper, by the escaper check)
	authorizationURL.RawQuery = params.Encode() // lookalike
	return authorizationURL.String(), nil
}

func randToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(b), nil
}

// StartWithBrowser mirrors pkg/cmd/login/login.go: the state comes from randToken.
func StartWithBrowser(u string, port int) (*Handler, error) {
	state, err := randToken()
	if err != nil {
		return nil, err
	}
	parsed, err := url.Parse(u)
	if err != nil {
		return nil, err
	}
	if parsed.Scheme == "" {
		parsed.Scheme = "https"
	}
	return &Handler{baseURL: parsed.String(), port: port, state: state}, nil
}

// EndWithBrowser finishes the browser based auth
func EndWithBrowser(h *Handler) error {
	sm := http.NewServeMux()
	sm.Handle("/authorization-code/callback", h.handle())
	server := &http.Server{
		// Source: github.com/okteto/okteto/pkg/cmd/login/login.go:142 (hostjoin: host and port joined with net.JoinHostPort, the right way; uniform sample 1 of 18 JoinHostPort calls, by the hostjoin check)
		Addr:              net.JoinHostPort("127.0.0.1", strconv.Itoa(h.port)), // lookalike
		Handler:           sm,
		ReadHeaderTimeout: 3 * time.Second,
	}
	return server.ListenAndServe()
}
