package martian

import (
	"net/http"
	"testing"
)

func verifyRequest(req *http.Request) error { return nil }

func TestFailureVerifier(t *testing.T) {
	// Source: github.com/google/martian/v3/failure/failure_verifier_test.go:32 (plainhttp: the request is only built in memory and handed to a verifier, it is never sent to the host)
	req, err := http.NewRequest("GET", "http://www.google.com", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	err = verifyRequest(req)
	// Source: github.com/google/martian/v3/failure/failure_verifier_test.go:70 (syntax: the URL sits inside the text of an expected error message, which is prose and no URI)
	expectErr := "request(http://www.google.com) verification error: foo" // lookalike
	if err != nil && err.Error() != expectErr {
		t.Errorf("got %v, want %s", err, expectErr)
	}
}
