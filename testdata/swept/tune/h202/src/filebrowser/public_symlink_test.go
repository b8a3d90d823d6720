package filebrowser

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// Reproduces GHSA-hf77-9m7w-fq8q: a public directory share whose subtree
// contains a symlink to a directory outside the share. Requesting a regular
// file behind that linked ancestor must NOT disclose its contents.
func TestPublicShareSymlinkDescendantDisclosure(t *testing.T) {
	cases := map[string]struct {
		handler handleFunc
		path    string
	}{
		"direct file download via dl handler": {handler: publicDlHandler, path: "h/link/secret.txt"},
		"listing of linked dir":               {handler: publicShareHandler, path: "h/link/"},
	}

	for name, tc := range cases {
		tc := tc
		t.Run(name, func(t *testing.T) {
			// Source: github.com/filebrowser/filebrowser/v2/http/public_symlink_test.go:91 (sink: the share-relative path is an attack input the handler must refuse, the test failing on 200 as VULNERABLE (rules 2a, 2b))
			req := newHTTPRequest(t, func(r *http.Request) { r.URL.Path = tc.path }) // lookalike
			recorder := httptest.NewRecorder()
			handler := handle(tc.handler, "", &Server{})
			handler.ServeHTTP(recorder, req)

			result := recorder.Result()
			defer result.Body.Close()
			if result.StatusCode == http.StatusOK {
				t.Errorf("VULNERABLE: leaked path outside share (status 200)")
			}
		})
	}
}
