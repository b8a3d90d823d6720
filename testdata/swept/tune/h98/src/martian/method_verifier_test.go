package martian

import (
	"net/http"
	"testing"
)

func TestVerifyRequestPasses(t *testing.T) {
	for _, m := range []string{"GET", "HEAD", "PUT", "POST"} {
		// Source: github.com/google/martian/v3/method/method_verifier_test.go:75 (sink: a bare host name with no scheme is given to http.NewRequest and the test expects success, so it parses as a relative path and the request has no host)
		req, err := http.NewRequest(m, "www.google.com", nil) // defect sink
		if err != nil {
			t.Fatalf("http.NewRequest(): got %v, want no error", err)
		}
		_ = verifyRequest(req)
	}
}

func TestVerifyPostRequestFailsWithMultiFail(t *testing.T) {
	err := verifyRequest(nil)
	// Source: github.com/google/martian/v3/method/method_verifier_test.go:117 (syntax: the URL sits inside the text of an expected error message, which is prose and no URI)
	expectErr := "request(http://www.google.com) method verification error: got POST, want GET" // lookalike
	if err != nil && err.Error() != expectErr {
		t.Errorf("got %v, want %s", err, expectErr)
	}
}
