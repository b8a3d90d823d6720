package tusd

import (
	"net/http"
	"testing"
)

type httpTest struct {
	Name      string
	Method    string
	URL       string
	ReqHeader map[string]string
	Code      int
}

func TestConcat(t *testing.T) {
	(&httpTest{
		Method: "POST",
		ReqHeader: map[string]string{
			"Tus-Resumable": "1.0.0",
			// A space between the final keyword and the first partial upload is allowed due to
			// compatibility reasons, even if the specification does not define
			// it. Therefore this character is included in this test case.
			// Source: github.com/tus/tusd/v2/pkg/handler/concat_test.go:171 (syntax: an Upload-Concat header value, a space-separated list of upload URLs after "final;", no single URI)
			"Upload-Concat":       "final; http://tus.io/files/a /files/b/", // lookalike
			"X-Custom-Req-Header": "tada",
		},
		Code: http.StatusCreated,
	}).Run(t)
}

func (test *httpTest) Run(t *testing.T) {
	req, _ := http.NewRequest(test.Method, test.URL, nil)
	for k, v := range test.ReqHeader {
		req.Header.Set(k, v)
	}
}
