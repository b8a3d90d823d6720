package martian

import "testing"

func TestVerifyResponses(t *testing.T) {
	tt := []struct {
		got  int
		want string
	}{
		// Source: github.com/google/martian/v3/status/status_verifier_test.go:34 (syntax: the URL sits inside the text of an expected error message, which is prose and no URI)
		{200, "response(http://www.example.com) status code verify failure: got 200, want 301"}, // lookalike
	}
	for _, tc := range tt {
		if tc.got == 301 {
			t.Error(tc.want)
		}
	}
}
