package boulder

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

type wfeHandler func(http.ResponseWriter, *http.Request)

func (h wfeHandler) serve(req *http.Request) *httptest.ResponseRecorder {
	rw := httptest.NewRecorder()
	h(rw, req)
	return rw
}

func TestIndexLink(t *testing.T) {
	rw := httptest.NewRecorder()
	linkHeader := rw.Header().Get("Link")
	if linkHeader != "" {
		// Source: github.com/letsencrypt/boulder/wfe2/wfe_test.go:580 (syntax: the expected value of a Link header, a URI in angle brackets followed by a relation parameter)
		if linkHeader != `<http://localhost/directory>;rel="index"` { // lookalike
			t.Errorf("got %q", linkHeader)
		}
	}
}

func signByKeyID(keyID int64, signedURL, payload string) string {
	return fmt.Sprintf("%d %s %s", keyID, signedURL, payload)
}

func TestChallengeHandlerPost(t *testing.T) {
	post := func(path string) string {
		// Source: github.com/letsencrypt/boulder/wfe2/wfe_test.go:1233 (plainhttp: the JWS url the test signs names localhost, not a public host)
		signedURL := fmt.Sprintf("http://localhost/%s", path) // lookalike
		return signByKeyID(1, signedURL, `{}`)
	}
	_ = post("1/1/7TyhFQ")
}

func TestGetCertInfo(t *testing.T) {
	h := wfeHandler(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusOK) })
	rw := h.serve(&http.Request{
		Method: "GET",
		// Source: github.com/letsencrypt/boulder/wfe2/wfe_test.go:2185 (sink: a url.URL holding only the path left after routing is put in a request handed straight to a handler, not to an HTTP client)
		URL: &url.URL{Path: "aabbccddeeffaabbccddeeff000102030405"}, // lookalike
	})
	if rw.Code != http.StatusOK {
		t.Errorf("got HTTP status code %d", rw.Code)
	}
}

func TestRequesterHeader(t *testing.T) {
	// Source: github.com/letsencrypt/boulder/wfe2/wfe_test.go:2644 (syntax: the URL is a JSON string inside a request payload)
	payload := `{"agreement":"https://letsencrypt.org/im-bad"}` // lookalike
	_ = signByKeyID(1, "", payload)
}

const test1KeyPublicJSON = `{"kty":"RSA","n":"yNWVhtYE","e":"AQAB"}`

func TestKeyRollover(t *testing.T) {
	testCases := []struct {
		Name    string
		Payload string
	}{
		{
			Name: "Valid key rollover request",
			// Source: github.com/letsencrypt/boulder/wfe2/wfe_test.go:3191 (syntax: the account URL is a JSON string inside the rollover payload built by concatenation)
			Payload: `{"oldKey":` + test1KeyPublicJSON + `,"account":"http://localhost/acme/acct/1"}`, // lookalike
		},
	}
	for _, tc := range testCases {
		_ = signByKeyID(1, "", tc.Payload)
	}
}

func TestRateLimitLink(t *testing.T) {
	rw := httptest.NewRecorder()
	// Source: github.com/letsencrypt/boulder/wfe2/wfe_test.go:4027 (syntax: the expected value of a Link header, a URI in angle brackets followed by a relation parameter)
	if got, want := rw.Header().Get("Link"), "<https://letsencrypt.org/docs/rate-limits>;rel=\"help\""; got != want { // lookalike
		t.Logf("Link %q", got)
	}
}

func TestGetOrder(t *testing.T) {
	orderExpiry := "2000-01-01T00:00:00Z"
	testCases := []struct {
		name   string
		path   string
		expect string
	}{
		{
			name: "MTC Order",
			path: "1/2",
			// Source: github.com/letsencrypt/boulder/wfe2/wfe_test.go:4728 (syntax: the URLs are JSON strings inside the expected order body)
			expect: `{ "status": "valid", "expires": "` + orderExpiry + `", "authorizations": [ "http://localhost/acme/authz/1/1" ], "finalize": "http://localhost/acme/finalize/1/2" }`, // lookalike
		},
	}
	for _, tc := range testCases {
		_ = tc
	}
}
