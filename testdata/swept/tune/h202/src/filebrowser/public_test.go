package filebrowser

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// Regression for a bypass of the user's rules: a blocked path must not be
// reachable by requesting it through the public share.
func TestPublicShareHandlerRules(t *testing.T) {
	t.Parallel()

	testCases := map[string]struct {
		handler            handleFunc
		path               string
		expectedStatusCode int
	}{
		"blocked file via dl handler, 403": {
			handler:            publicDlHandler,
			path:               "h/private/secret.txt",
			expectedStatusCode: 403,
		},
		"allowed file via dl handler, 200": {
			handler:            publicDlHandler,
			path:               "h/public/readme.txt",
			expectedStatusCode: 200,
		},
	}

	for name, tc := range testCases {
		name, tc := name, tc
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			// Source: github.com/filebrowser/filebrowser/v2/http/public_test.go:242 (sink: the row's share-relative path is set as the request path handed straight to the share handler, a router input varied per row to test rule bypass (rules 2b, 2c, 2d); no absolute URI is needed)
			req := newHTTPRequest(t, func(r *http.Request) { r.URL.Path = tc.path }) // lookalike

			recorder := httptest.NewRecorder()
			handler := handle(tc.handler, "", &Server{})

			handler.ServeHTTP(recorder, req)
			result := recorder.Result()
			defer result.Body.Close()
			if result.StatusCode != tc.expectedStatusCode {
				t.Errorf("expected status code %d, got status code %d", tc.expectedStatusCode, result.StatusCode)
			}
		})
	}
}

func newHTTPRequest(t *testing.T, requestModifiers ...func(*http.Request)) *http.Request {
	t.Helper()
	// Source: github.com/filebrowser/filebrowser/v2/http/public_test.go:259 (sink: the relative target "h" builds a request that is never sent by a client, only served to a handler in process, where a path is all that is needed)
	r, err := http.NewRequest(http.MethodGet, "h", http.NoBody) // lookalike
	if err != nil {
		t.Fatalf("failed to construct request: %v", err)
	}
	for _, modify := range requestModifiers {
		modify(r)
	}
	return r
}
