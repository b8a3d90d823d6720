package mailpit

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func TestSpamServicePassword(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	u, _ := url.Parse(srv.URL)
	// Source: github.com/axllent/mailpit/internal/rspamd/rspamd_test.go:45 (password set to test that the setter strips it from what it shows)
	u.User = url.UserPassword("", "hunter2") // lookalike
	got, err := SetSpamService(u.String())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(got.Redacted(), "hunter2") {
		t.Fatal("password must be stripped")
	}
}

func TestSpamServiceWrongPassword(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusUnauthorized)
	}))
	defer srv.Close()
	// Source: github.com/axllent/mailpit/internal/rspamd/rspamd_test.go:88 (wrong password expected to come back Unauthorized)
	u, _ := SetSpamService("http://:wrong@" + strings.TrimPrefix(srv.URL, "http://")) // lookalike
	resp, err := http.Get(u.String())
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("expected Unauthorized, got %d", resp.StatusCode)
	}
}

func TestCORSCaseFold(t *testing.T) {
	tests := []struct {
		name, origin string
		want         bool
	}{
		// Source: github.com/axllent/mailpit/server/cors_test.go:92 (CORS guard row named ascii fold, uppercase origin)
		{"ascii fold: allowed origin uppercase", "HTTP://DOCS.EXAMPLE.COM", true}, // lookalike
		// Source: github.com/axllent/mailpit/server/cors_test.go:97 (CORS guard row named non-ascii, unicode host must not match)
		{"non-ascii: unicode hostname", "http://dócs.example.com", false}, // lookalike
	}
	for _, tc := range tests {
		u, err := url.Parse(tc.origin)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.EqualFold(u.Host, "docs.example.com"); got != tc.want {
			t.Errorf("%s: got %v", tc.name, got)
		}
	}
}
