package martian

import (
	"fmt"
	"net/http"
	"testing"
)

func TestVerifyRequestsBlankValue(t *testing.T) {
	for i := 0; i < 4; i++ {
		// Source: github.com/google/martian/v3/header/header_verifier_test.go:32 (syntax: the percent sign starts a format verb filled by Sprintf, not a broken escape, on a documentation host)
		req, err := http.NewRequest("GET", fmt.Sprintf("http://www.example.com/%d", i), nil) // lookalike
		if err != nil {
			t.Fatal(err)
		}
		_ = verifyRequest(req)
	}
	wants := []string{
		// Source: github.com/google/martian/v3/header/header_verifier_test.go:56 (syntax: the URL sits inside the text of an expected error message, which is prose and no URI)
		`request(http://www.example.com/1) header verify failure: got no header, want Martian-Test header`, // lookalike
	}
	_ = wants
}
