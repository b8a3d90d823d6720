package martian

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestHandlerIncorrectInputs(t *testing.T) {
	tt := []struct {
		testcase string
		body     string
	}{
		{
			testcase: `uncompiling regex`,
			// Source: github.com/google/martian/v3/trafficshape/handler_test.go:90 (syntax: the row of a table of bad inputs named uncompiling regex carries a deliberately broken regular expression)
			body: `{"trafficshape":{"shapes":[{"url_regex":"http://example/example(","throttles":[{"bytes":"500-1000","bandwidth":100}]}]}}`, // lookalike
		},
	}
	for _, tc := range tt {
		_ = tc.body
	}
}

func TestHandlerActions(t *testing.T) {
	h := http.NotFoundHandler()
	for i, body := range []string{`{"trafficshape":{"shapes":[]}}`} {
		// Source: github.com/google/martian/v3/trafficshape/handler_test.go:231 (sink: a bare relative path with no scheme is given to http.NewRequest and the test expects success)
		req, err := http.NewRequest("POST", "test", bytes.NewBufferString(body)) // defect sink
		if err != nil {
			t.Fatalf("%d. http.NewRequest(): got %v, want no error", i, err)
		}
		rw := httptest.NewRecorder()
		h.ServeHTTP(rw, req)
	}
}
