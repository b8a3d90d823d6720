package api

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestHandleAuth(t *testing.T) {
	t.Run("should handle errors from the callback", func(t *testing.T) {
		w := httptest.NewRecorder()

		query := url.Values{}
		query.Set("error", "invalid_scope")
		query.Set("error_description", "The requested scope is invalid, unknown, or malformed")
		query.Set("error_uri", "https://developer.atlassian.com/cloud/jira/platform/rest/#api-group-OAuth2-ErrorHandling")

		r := &http.Request{
			Header: make(http.Header),
			Method: http.MethodGet,
			// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/login_test.go:73 (sink: an incoming callback request URL without host, as the server sees requests; the handler reads only its query, which is url.Values-encoded)
			URL: &url.URL{Scheme: "https", Path: "/authorize", RawQuery: query.Encode()}, // lookalike
		}

		HandleAuth(w, r)

		if w.Code != http.StatusSeeOther {
			t.Fatalf("status %d", w.Code)
		}
		// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/login_test.go:83 (escaper: the expected relative redirect takes its query from url.Values.Encode, the right query escaper)
		if got, want := w.Header().Get("Location"), fmt.Sprintf("/login?%s", query.Encode()); got != want { // lookalike
			t.Errorf("Location %q, want %q", got, want)
		}
	})

	t.Run("should fail if the state is wrong", func(t *testing.T) {
		w := httptest.NewRecorder()

		query := url.Values{}
		query.Set("code", "assumed_to_be_valid_code")
		query.Set("state", "wrong")

		r := &http.Request{
			Header: make(http.Header),
			// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/login_test.go:107 (sink: an incoming request URL without host carrying an encoded query, which is all the handler reads)
			URL: &url.URL{Scheme: "https", RawQuery: query.Encode()}, // lookalike
		}

		HandleAuth(w, r)

		if got := w.Header().Get("Location"); got != "/login?error=invalid_state" {
			t.Errorf("Location %q", got)
		}
	})

	t.Run("should redirect to forge login page", func(t *testing.T) {
		w := httptest.NewRecorder()
		r := &http.Request{
			Header: make(http.Header),
			URL:    new(url.URL),
		}

		forgeRedirectURL := ""
		ForgeLogin = func(state *OAuthRequest) string {
			// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/login_test.go:143 (escaper: the state spliced raw into the query is a signed JWT of base64url parts and dots, characters a query takes unescaped; the template is a valid URL once filled)
			forgeRedirectURL = fmt.Sprintf("https://my-awesome-forge.com/oauth/authorize?client_id=client-id&state=%s", state.State) // lookalike
			return forgeRedirectURL
		}
		defer func() { ForgeLogin = nil }()

		HandleAuth(w, r)

		if got := w.Header().Get("Location"); got != forgeRedirectURL {
			t.Errorf("Location %q, want %q", got, forgeRedirectURL)
		}
	})

	t.Run("should register a new user", func(t *testing.T) {
		w := httptest.NewRecorder()
		r := &http.Request{
			Header: make(http.Header),
			// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/login_test.go:168 (sink: an incoming request URL without host, as the server sees requests, given to a handler that reads only the query; uniform sample 6 of 12 identical url.URL{Scheme: "https"} request URLs)
			URL: &url.URL{Scheme: "https"}, // lookalike
		}
		HandleAuth(w, r)
	})

	t.Run("should deny a new user if registration is closed", func(t *testing.T) {
		w := httptest.NewRecorder()
		r := &http.Request{
			Header: make(http.Header),
			// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/login_test.go:241 (sink: an incoming request URL without host given to a handler that reads only the query; uniform sample 6 of 12 identical request URLs)
			URL: &url.URL{Scheme: "https"}, // lookalike
		}
		HandleAuth(w, r)
	})

	t.Run("should stop requesting teams once a page is not full", func(t *testing.T) {
		w := httptest.NewRecorder()
		r := &http.Request{
			Header: make(http.Header),
			// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/login_test.go:304 (sink: an incoming request URL without host given to a handler that reads only the query; uniform sample 6 of 12 identical request URLs)
			URL: &url.URL{Scheme: "https"}, // lookalike
		}
		HandleAuth(w, r)
	})

	t.Run("should create an user org if it does not exists", func(t *testing.T) {
		w := httptest.NewRecorder()
		r := &http.Request{
			Header: make(http.Header),
			// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/login_test.go:376 (sink: an incoming request URL without host given to a handler that reads only the query; uniform sample 6 of 12 identical request URLs)
			URL: &url.URL{Scheme: "https"}, // lookalike
		}
		HandleAuth(w, r)
	})

	t.Run("should update an user org if the user name was changed", func(t *testing.T) {
		w := httptest.NewRecorder()
		r := &http.Request{
			Header: make(http.Header),
			// Source: go.woodpecker-ci.org/woodpecker/v3/server/api/login_test.go:450 (sink: an incoming request URL without host given to a handler that reads only the query; uniform sample 6 of 12 identical request URLs)
			URL: &url.URL{Scheme: "https"}, // lookalike
		}
		HandleAuth(w, r)
	})
}
