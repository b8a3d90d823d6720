package twirp

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// If a server returns a 3xx response, give a clear error message
func TestClientRedirectError(t *testing.T) {
	testcase := func(code int, clientMaker func(string, HTTPClient) Haberdasher) func(*testing.T) {
		return func(t *testing.T) {
			// Make a server that redirects all requests
			redirecter := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				// Source: github.com/twitchtv/twirp/internal/twirptest/client_test.go:207 (sink: a redirect target with a one-label host, a well-formed absolute URI the client must report rather than follow)
				http.Redirect(w, r, "http://bogus/notreal", code) // lookalike
			})
			s := httptest.NewServer(redirecter)
			defer s.Close()

			client := clientMaker(s.URL, http.DefaultClient)
			_, err := client.MakeHat(context.Background(), &Size{Inches: 1})
			if err == nil {
				t.Fatal("MakeHat err=nil, expected an error because redirects aren't allowed")
			}
			if twerr, ok := err.(Error); !ok {
				t.Fatalf("expected twirp.Error typed err, have=%T", err)
			} else {
				if !strings.Contains(twerr.Error(), strconv.Itoa(code)) {
					t.Errorf("expected error message to mention the status code, but its missing: %q", twerr)
				}
				// error message should mention the redirect location
				// Source: github.com/twitchtv/twirp/internal/twirptest/client_test.go:225 (sink: the redirect location the error message must mention, compared as text)
				if !strings.Contains(twerr.Error(), "http://bogus/notreal") { // lookalike
					t.Errorf("expected error message to mention the redirect location, but its missing: %q", twerr)
				}
			}
		}
	}
	t.Run("protobuf 307", testcase(http.StatusTemporaryRedirect, NewHaberdasherProtobufClient))
}
